// Drop-in for Variation Swatches for WooCommerce's script (contracts.md §6) on the lists its PHP
// prints: each `ul.variable-items-wrapper` becomes a radio group that sets its hidden select and
// fires `change`, so Vitrin's variation form (WooCommerce's rules) finds the variation. Beyond the
// free plugin: out-of-stock values are marked and (by default) disabled, every swatch is reachable
// by keyboard in ajax mode too, and the choice and its stock are announced.
import { defineWidget } from '../../src/runtime/types';
import { emit } from '../../src/host/events';
import { productVariationsSchema, readVariationForm, VARIATIONS_FORM_SELECTOR, type AvailableVariation } from '../../adapters/woocommerce/variations';
import {
  SWATCH_LIST_SELECTOR, readSwatchList, readSwatchOptions, swatchListSchema, type RawSwatchOptions, type SwatchListProps,
} from '../../adapters/variation-swatches/swatches';
import { DEFAULT_FLAGS, readFlag, type SwatchVariation } from './swatches.connector';
import { FormSwatches, type FormOptions } from './form-swatches';
import { ARCHIVE_WRAPPER_SELECTOR, archiveCard, detachedSelect } from './archive';
import './swatches.css';

// Coded console lines (README "Error codes"), kept in this chunk rather than the core's table.
const V_MARKUP = 'V055';
const V_VARIATIONS = 'V056';

const forms = new WeakMap<HTMLElement, FormSwatches>();

function toSwatchVariation(v: AvailableVariation): SwatchVariation & { image?: string } {
  const max = typeof v.max_qty === 'number' ? v.max_qty : Number.parseInt(String(v.max_qty ?? ''), 10);
  const image = v.image && typeof v.image === 'object' && !Array.isArray(v.image) && typeof v.image.src === 'string' && v.image.src.length > 1 ? v.image.src : undefined;
  return {
    ...(image ? { image } : {}),
    attributes: v.attributes,
    active: v.variation_is_active !== false,
    inStock: v.is_in_stock !== false && v.is_purchasable !== false && v.variation_is_visible !== false,
    maxQty: Number.isFinite(max) ? max : null,
  };
}

/** The form's variations, or null (ajax mode, or a list the page cannot be trusted with). */
function readVariations(form: HTMLElement): Array<SwatchVariation & { image?: string }> | null {
  if (!form.matches(`${VARIATIONS_FORM_SELECTOR}, ${ARCHIVE_WRAPPER_SELECTOR}`)) return null;
  const raw = readVariationForm(form);
  const variations = typeof raw === 'object' && raw !== null && 'variations' in raw ? raw.variations : false;
  const parsed = productVariationsSchema.safeParse(variations);
  if (!parsed.success) {
    console.warn(`[vitrin] ${V_VARIATIONS} swatches: data-product_variations is not a list of variations; nothing is disabled and the server decides`);
    return null;
  }
  return parsed.data === false ? null : parsed.data.map(toSwatchVariation);
}

function formOptions(raw: RawSwatchOptions): FormOptions {
  const threshold = Number.parseInt(String(raw.stock_label_threshold ?? ''), 10);
  const separator = typeof raw.variation_label_separator === 'string' ? raw.variation_label_separator : ':';
  return {
    flags: {
      disableOutOfStock: readFlag(raw.disable_out_of_stock, DEFAULT_FLAGS.disableOutOfStock),
      clickableOutOfStock: readFlag(raw.clickable_out_of_stock, DEFAULT_FLAGS.clickableOutOfStock),
      deselectUnavailable: readFlag(raw.deselect_unavailable, DEFAULT_FLAGS.deselectUnavailable),
      clearOnReselect: readFlag(raw.clear_on_reselect, DEFAULT_FLAGS.clearOnReselect),
      stockThreshold: Number.isFinite(threshold) && threshold >= 0 ? threshold : DEFAULT_FLAGS.stockThreshold,
    },
    showLabel: readFlag(raw.show_variation_label, true),
    separator,
  };
}

function findSelect(list: HTMLElement, container: HTMLElement, name: string): HTMLSelectElement | null {
  const sibling = list.previousElementSibling;
  if (sibling instanceof HTMLSelectElement && (sibling.getAttribute('data-attribute_name') || sibling.name) === name) return sibling;
  return Array.from(container.querySelectorAll('select')).find((s) => (s.getAttribute('data-attribute_name') || s.name) === name) ?? null;
}

export const swatches = defineWidget<SwatchListProps>({
  name: 'swatches',
  kind: 'enhance',
  schema: swatchListSchema,
  markup: [{ selector: SWATCH_LIST_SELECTOR, read: readSwatchList }],
  enhance(props, { element: list, settings }) {
    const archive = list.closest<HTMLElement>(ARCHIVE_WRAPPER_SELECTOR);
    const container = list.closest<HTMLElement>(VARIATIONS_FORM_SELECTOR) ?? archive ?? list.closest<HTMLElement>('form') ?? list.parentElement;
    const select = container ? findSelect(list, container, props.attributeName)
      ?? (archive ? detachedSelect(list.ownerDocument, props.attributeName, props.values.map((v) => v.value)) : null) : null;
    if (!container || !select) {
      console.warn(`[vitrin] ${V_MARKUP} swatches: no select named ${props.attributeName} beside the list; the list stays as printed`);
      return;
    }
    let group = forms.get(container);
    let card: ReturnType<typeof archiveCard> | null = null;
    if (!group) {
      const variations = readVariations(container);
      const options = formOptions(readSwatchOptions(settings));
      if (archive && variations) {
        card = archiveCard(archive, variations);
        options.onChoose = card.choose;
      }
      group = new FormSwatches(container, variations, options);
      forms.set(container, group);
      const created = group;
      // After this task: the form's other lists join first, then listeners see them all.
      queueMicrotask(() => emit('woo_variation_swatches_loaded', { target: document, detail: created, jqueryArgs: () => [created] }));
    }
    const owner = group;
    const remove = owner.add(list, select, props);
    return () => {
      remove();
      if (owner.size === 0) {
        card?.restore();
        owner.dispose();
        forms.delete(container);
      }
    };
  },
});
