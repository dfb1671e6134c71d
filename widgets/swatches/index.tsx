// Drop-in for Variation Swatches for WooCommerce's script (contracts.md §6) on the lists its PHP
// prints: each `ul.variable-items-wrapper` is its own React root (SwatchList.tsx) that hydrates the
// plugin's markup and draws the swatches from the shared variation state; a press sets the hidden
// select and fires `change`, so Vitrin's variation form (WooCommerce's rules) finds the variation.
// Beyond the free plugin: out-of-stock values are marked (disabled only when the options say so),
// every swatch is reachable by keyboard in ajax mode too, and the choice is announced.
import { useLayoutEffect, useRef, useState } from 'react';
import { defineWidget, type PropsSchema, type ViewProps } from '../../src/runtime/types';
import type { PageSettings } from '../../src/host/settings';
import { emit } from '../../src/host/events';
import { isMarkupData, readMarkup, type MarkupNode } from '../../src/ui/markup';
import { commitNow } from '../../src/ui/commit-now';
import { readProductVariations, readVariationForm, VARIATIONS_FORM_SELECTOR, type AvailableVariation } from '../../adapters/woocommerce/variations';
import {
  SWATCH_LIST_SELECTOR, checkSwatchList, readSwatchList, readSwatchOptions, type RawSwatchOptions, type SwatchListProps,
} from '../../adapters/variation-swatches/swatches';
import { DEFAULT_FLAGS, readFlag, type SwatchVariation } from './swatches.connector';
import { SwatchGroup, type GroupOptions } from './group';
import { SwatchList, type SwatchLink } from './SwatchList';
import { ARCHIVE_WRAPPER_SELECTOR, archiveCard } from './archive';
import './swatches.css';

// Coded console lines (README "Error codes"), kept in this chunk rather than the core's table.
const V_MARKUP = 'V055';
const V_VARIATIONS = 'V056';

const groups = new WeakMap<HTMLElement, SwatchGroup>();

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
  const parsed = readProductVariations(variations);
  if (parsed === undefined) {
    console.warn(`[vitrin] ${V_VARIATIONS} swatches: data-product_variations is not a list of variations; nothing is disabled and the server decides`);
    return null;
  }
  return parsed === false ? null : parsed.map(toSwatchVariation);
}

function groupOptions(raw: RawSwatchOptions): GroupOptions {
  const threshold = Number.parseInt(String(raw.stock_label_threshold ?? ''), 10);
  const separator = typeof raw.variation_label_separator === 'string' ? raw.variation_label_separator : ':';
  return {
    flags: {
      disableOutOfStock: readFlag(raw.disable_out_of_stock, DEFAULT_FLAGS.disableOutOfStock),
      clickableOutOfStock: readFlag(raw.clickable_out_of_stock, DEFAULT_FLAGS.clickableOutOfStock),
      deselectUnavailable: readFlag(raw.deselect_unavailable, DEFAULT_FLAGS.deselectUnavailable),
      clearOnReselect: readFlag(raw.clear_on_reselect, DEFAULT_FLAGS.clearOnReselect),
      showStock: readFlag(raw.show_variation_stock, DEFAULT_FLAGS.showStock),
      stockThreshold: Number.isFinite(threshold) && threshold >= 0 ? threshold : DEFAULT_FLAGS.stockThreshold,
    },
    showLabel: readFlag(raw.show_variation_label, true),
    separator,
    // A press or a select's change is committed by React before the event returns: the swatches
    // and the shopper's next key see the new state, as they saw the plugin's synchronous repaint.
    // The form's own writes in that event join this commit (src/ui/commit-now.ts).
    commit: commitNow,
  };
}

function findSelect(list: HTMLElement, container: HTMLElement, name: string): HTMLSelectElement | null {
  const sibling = list.previousElementSibling;
  if (sibling instanceof HTMLSelectElement && (sibling.getAttribute('data-attribute_name') || sibling.name) === name) return sibling;
  return Array.from(container.querySelectorAll('select')).find((s) => (s.getAttribute('data-attribute_name') || s.name) === name) ?? null;
}

/** The list joins its form's group (made by the form's first list); null when it has no select to drive. */
function joinGroup(list: HTMLElement, props: SwatchListProps, settings: PageSettings): (SwatchLink & { leave(): void }) | null {
  const archive = list.closest<HTMLElement>(ARCHIVE_WRAPPER_SELECTOR);
  const container = list.closest<HTMLElement>(VARIATIONS_FORM_SELECTOR) ?? archive ?? list.closest<HTMLElement>('form') ?? list.parentElement;
  const select = container ? findSelect(list, container, props.attributeName) : null;
  if (!container || (!select && !archive)) {
    console.warn(`[vitrin] ${V_MARKUP} swatches: no select named ${props.attributeName} beside the list; the list stays as printed`);
    return null;
  }
  let group = groups.get(container);
  let card: ReturnType<typeof archiveCard> | null = null;
  if (!group) {
    const variations = readVariations(container);
    const options = groupOptions(readSwatchOptions(settings));
    if (archive && variations) {
      card = archiveCard(archive, variations);
      options.onChoose = card.choose;
    }
    const created = new SwatchGroup(container, variations, options);
    group = created;
    groups.set(container, created);
    // After this task: the form's other lists join first, then listeners see them all.
    queueMicrotask(() => emit('woo_variation_swatches_loaded', { target: document, detail: created, jqueryArgs: () => [created] }));
  }
  // The form's own label first: a quick view repeats the page's ids.
  const doc = list.ownerDocument;
  const labelFor = select?.id ? `label[for="${CSS.escape(select.id)}"]` : null;
  const label = (labelFor ? container.querySelector<HTMLElement>(labelFor) ?? doc.querySelector<HTMLElement>(labelFor) : null)
    ?? list.closest('tr')?.querySelector<HTMLElement>('th label, .label label') ?? null;
  const entry = {
    attributeName: props.attributeName,
    values: props.values,
    select,
    attributeLabel: label?.firstChild?.textContent?.trim() || list.getAttribute('aria-label') || props.attributeName,
  };
  const owner = group;
  const leave = owner.join(entry);
  return {
    group: owner,
    entry,
    label,
    leave() {
      leave();
      if (owner.size === 0) {
        card?.restore();
        owner.dispose();
        groups.delete(container);
      }
    },
  };
}

export type SwatchRootProps = SwatchListProps & { markup: MarkupNode[] };
/**
 * The list's props and the markup to hydrate (from readMarkup, sanitised as it is read). Checked by
 * hand, as the zod object did (props-guards.test.ts): a variable product's load needs no zod
 * (issue 36).
 */
export const swatchRootSchema: PropsSchema<SwatchRootProps> = {
  safeParse(raw) {
    const list = checkSwatchList(raw);
    if ('issue' in list) return { success: false, error: { issues: [list.issue] } };
    const markup = (raw as { markup?: unknown }).markup;
    if (!isMarkupData(markup)) return { success: false, error: { issues: [{ path: ['markup'], message: 'expected markup data' }] } };
    return { success: true, data: { ...list.data, markup } };
  },
};
type Props = SwatchRootProps;

/** What the root reads from the plugin's list: the adapter's props and the markup to hydrate. */
export function readSwatchRoot(list: HTMLElement): unknown {
  return { ...(readSwatchList(list) as object), markup: readMarkup(list) };
}

/** One list's root: the plugin's markup first, then the swatches drawn from the group's state. */
export function SwatchListRoot({ props, element, settings }: Pick<ViewProps<Props>, 'props' | 'element' | 'settings'>) {
  const linkRef = useRef<SwatchLink | null>(null);
  const [link, setLink] = useState<SwatchLink | null>(null);
  useLayoutEffect(() => {
    const joined = joinGroup(element, props, settings);
    linkRef.current = joined;
    setLink(joined);
    return () => {
      linkRef.current = null;
      joined?.leave();
    };
  }, [element, props, settings]);
  return <SwatchList markup={props.markup} list={element} limit={props.limit} native={props.type === 'radio'} link={link} linkRef={linkRef} />;
}

export const swatches = defineWidget<Props>({
  name: 'swatches',
  kind: 'root',
  // SwatchList's first render is the plugin's markup node for node: React adopts it, so the
  // swatches (and their images) stay on screen as printed while React takes them over.
  hydrate: true,
  schema: swatchRootSchema,
  markup: [{ selector: SWATCH_LIST_SELECTOR, read: readSwatchRoot }],
  View: SwatchListRoot,
});
