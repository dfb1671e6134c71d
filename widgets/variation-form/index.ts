// Drop-in for WooCommerce's add-to-cart-variation.js on its own `form.variations_form`: the
// selects choose a variation, `input[name=variation_id]` follows, the price/stock HTML the server
// sent is shown, the button enables only for a buyable match, options that lead nowhere are
// disabled, the product image follows the variation, and WooCommerce's form events fire for the
// plugins (swatches) that listen to them. Above the ajax threshold the server is asked instead.
import { RICH_TEXT, sanitizeHtml } from '../../src/host/sanitize';
import { defineWidget } from '../../src/runtime/types';
import type { PageSettings } from '../../src/host/settings';
import { emit, jquery, listen } from '../../src/host/events';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/cart';
import {
  VARIATIONS_FORM_SELECTOR,
  getVariation,
  readVariationForm,
  readVariationTexts,
  variationFormSchema,
  type AvailableVariation,
  type GetVariationOutcome,
  type ProductVariations,
  type VariationFormProps,
  type VariationText,
} from '../../adapters/woocommerce/variations';
import {
  check,
  chosenAttributes,
  found,
  invalidChoices,
  optionStates,
  quantityFor,
  type AttributeField,
  type Check,
} from './variation-form.connector';
import { resetContent, setContent, updateImage } from './gallery';
import './variation-form.css';
import { showSlowNote } from '../../src/ui/wait-note';

const NOTICE_CLASS = 'wc-no-matching-variations';
const LOADING_CLASS = 'vitrin-variation-loading';

/** What `wc_variation_form` listeners receive (WooCommerce passes its VariationForm object). */
export interface VariationFormApi {
  form: HTMLFormElement;
  useAjax: boolean;
  variationData: ProductVariations;
  getChosenAttributes(): { count: number; chosenCount: number; data: Record<string, string> };
}

function attributeName(select: HTMLSelectElement): string {
  return select.getAttribute('data-attribute_name') || select.name;
}

function optionValues(select: HTMLSelectElement): string[] {
  return Array.from(select.options, (option) => option.value).filter((value) => value !== '');
}

/** The single_variation content, as WooCommerce's default `tmpl-variation-template` lays it out. */
export function variationHtml(variation: AvailableVariation, unavailableText: string): string {
  if (variation.variation_is_visible === false) return `<p>${escapeText(unavailableText)}</p>`;
  // Server HTML from WooCommerce's own JSON (wc_price, wc_get_stock_html, wpautop'd description),
  // through the shared allowlist: the JSON is in a data attribute any plugin or cache can alter.
  const rich = (html: string | undefined) => (html ? sanitizeHtml(html, RICH_TEXT) : '');
  return (
    `<div class="woocommerce-variation-description">${rich(variation.variation_description)}</div>` +
    `<div class="woocommerce-variation-price">${rich(variation.price_html)}</div>` +
    `<div class="woocommerce-variation-availability">${rich(variation.availability_html)}</div>`
  );
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function enhanceVariationForm(form: HTMLFormElement, props: VariationFormProps, settings: PageSettings, signal: AbortSignal): () => void {
  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'));
  const single = form.querySelector<HTMLElement>('.single_variation');
  const wrap = form.querySelector<HTMLElement>('.single_variation_wrap');
  const resetLink = form.querySelector<HTMLElement>('.reset_variations');
  const resetAlert = form.querySelector<HTMLElement>('.reset_variations_alert');
  const button = form.querySelector<HTMLElement>('.single_add_to_cart_button');
  const buttonBox = form.querySelector<HTMLElement>('.woocommerce-variation-add-to-cart');
  const qtyInput = (wrap ?? form).querySelector<HTMLInputElement>('.quantity input.qty[name="quantity"]');
  const qtyBox = qtyInput?.closest<HTMLElement>('.quantity') ?? null;
  const product = form.closest('.product');
  const sku = product?.querySelector('.product_meta .sku') ?? null;
  const texts = readVariationTexts(settings);
  const text = (key: VariationText): string => texts[key] ?? t(`cart:variation.${key}`);

  let variations = props.variations;
  let loading = true;
  let suppressChange = false;
  /** The select the shopper changed last: its choice is the one kept when choices conflict. */
  let lastChanged: string | undefined;
  let pending: AbortController | undefined;
  // Answers per combination: going back to a combination asks the server only once per page.
  const answers = new Map<string, AvailableVariation | false>();

  const fields = (): Array<AttributeField & { options: string[] }> =>
    selects.map((select) => ({ name: attributeName(select), value: select.value, options: optionValues(select) }));
  const chosen = () => chosenAttributes(fields());

  // The polite live region reads the price and stock out when they change (the PHP prints
  // role="alert", which would interrupt the shopper on every choice).
  const regionAttrs = single ? (['role', 'aria-live', 'aria-atomic', 'aria-relevant'] as const).map((name) => [name, single.getAttribute(name)] as const) : [];
  if (single) {
    single.setAttribute('role', 'status');
    single.setAttribute('aria-live', 'polite');
    single.setAttribute('aria-atomic', 'true');
    single.removeAttribute('aria-relevant');
  }
  if (wrap) wrap.style.display = '';

  const variationIdInputs = () => form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id');
  const setVariationId = (value: string) => {
    for (const input of variationIdInputs()) {
      if (input.value === value) continue;
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  const removeNotice = () => form.querySelectorAll(`.${NOTICE_CLASS}`).forEach((el) => el.remove());
  const showNotice = (message: string) => {
    removeNotice();
    const note = form.ownerDocument.createElement('p');
    note.className = `${NOTICE_CLASS} woocommerce-info`;
    note.setAttribute('role', 'alert');
    note.textContent = message;
    if (single) single.after(note);
    else (buttonBox ?? form).before(note);
  };

  const setBusy = (busy: boolean) => {
    form.classList.toggle(LOADING_CLASS, busy);
    if (busy) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
  };

  const paintButton = (state: 'enabled' | 'unavailable' | 'selection-needed') => {
    if (button) {
      button.classList.remove('wc-variation-selection-needed', 'wc-variation-is-unavailable');
      if (state === 'enabled') {
        button.classList.remove('disabled');
        button.removeAttribute('disabled');
        button.removeAttribute('aria-disabled');
      } else {
        // Class, not the disabled attribute (as WooCommerce): the button stays focusable and a
        // press explains what is missing.
        button.classList.add('disabled', state === 'unavailable' ? 'wc-variation-is-unavailable' : 'wc-variation-selection-needed');
        button.setAttribute('aria-disabled', 'true');
      }
    }
    buttonBox?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
    buttonBox?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
  };

  const toggleResetLink = (on: boolean) => {
    if (resetLink) resetLink.style.visibility = on ? 'visible' : 'hidden';
  };

  /** reset_data's work (WooCommerce's onResetDisplayedVariation). */
  const resetDisplayed = () => {
    if (sku) resetContent(sku);
    emit('reset_image', { target: form });
    updateImage(form, undefined);
    if (single) single.replaceChildren();
    if (single) emit('hide_variation', { target: single });
    paintButton('selection-needed');
  };

  const resetData = () => {
    setVariationId('');
    emit('reset_data', { target: form });
    resetDisplayed();
  };

  /** found_variation's work (WooCommerce's onFoundVariation). */
  const showVariation = (variation: AvailableVariation, purchasable: boolean) => {
    emit('found_variation', { target: form, detail: variation, jqueryArgs: () => [variation] });
    if (sku) {
      if (variation.sku) setContent(sku, variation.sku);
      else resetContent(sku);
    }
    updateImage(form, variation);
    if (single) single.innerHTML = variationHtml(variation, text('unavailable'));
    setVariationId(String(variation.variation_id));
    if (qtyInput) {
      const qty = quantityFor(variation, qtyInput.value);
      qtyInput.setAttribute('min', qty.min);
      qtyInput.setAttribute('max', qty.max);
      if (qtyInput.value !== qty.value) {
        qtyInput.value = qty.value;
        qtyInput.dispatchEvent(new Event('change', { bubbles: true }));
      }
      if (qtyBox) qtyBox.style.display = qty.hidden ? 'none' : '';
    }
    paintButton(purchasable ? 'enabled' : 'unavailable');
    if (single) emit('show_variation', { target: single, detail: { variation, purchasable }, jqueryArgs: () => [variation, purchasable] });
  };

  /** Disables options that lead to no variation, marks those that lead only to unbuyable ones. */
  const updateOptions = () => {
    emit('update_variation_values', { target: form });
    if (variations === false) return;
    const list = variations;
    for (let round = 0; round <= selects.length; round++) {
      const current = fields();
      const states = optionStates(list, current);
      for (const select of selects) {
        const byValue = states.get(attributeName(select));
        for (const option of Array.from(select.options)) {
          if (option.value === '') continue;
          const state = byValue?.get(option.value);
          const usable = Boolean(state?.attached && state.enabled);
          option.classList.toggle('attached', Boolean(state?.attached));
          option.classList.toggle('enabled', usable);
          option.classList.toggle('out-of-stock', usable && !state?.inStock);
          option.disabled = !usable;
        }
      }
      // One at a time, the shopper's latest choice last: clearing an impossible size may make the
      // chosen colour possible again.
      const candidates = invalidChoices(states, current);
      const invalid = candidates.find((name) => name !== lastChanged) ?? candidates[0];
      if (invalid === undefined) break;
      for (const select of selects) {
        if (attributeName(select) !== invalid) continue;
        select.value = '';
        suppressChange = true;
        try {
          select.dispatchEvent(new Event('change', { bubbles: true }));
        } finally {
          suppressChange = false;
        }
      }
    }
    emit('woocommerce_update_variation_values', { target: form });
  };

  const ask = (initial: boolean) => {
    const attributes = selects.map((select) => [attributeName(select), select.value] as const);
    const key = JSON.stringify(attributes);
    const apply = (answer: AvailableVariation | false) => {
      if (answer) {
        const decision = found(answer);
        if (decision.kind === 'found') showVariation(decision.variation, decision.purchasable);
        return;
      }
      resetData();
      if (!initial) showNotice(text('noMatch'));
    };
    const cached = answers.get(key);
    if (cached !== undefined) {
      apply(cached);
      return;
    }
    const controller = new AbortController();
    pending = controller;
    const onUnmount = () => controller.abort();
    signal.addEventListener('abort', onUnmount, { once: true });
    setBusy(true);
    // No stale variation may be added while the server decides.
    paintButton('selection-needed');
    // Past the read wait's slow threshold: the kit's polite note under the choices (issue 30).
    let hideSlow = (): void => undefined;
    const onSlow = () => {
      if (pending === controller) hideSlow = showSlowNote(form.querySelector('.variations') ?? form, t('cart:waitSlow'), 'after', 'vitrin-variation-slow');
    };
    void getVariation(settings, { productId: props.productId, attributes, customData: props.customData }, controller.signal, { onSlow }).then(
      (outcome: GetVariationOutcome) => {
        hideSlow();
        signal.removeEventListener('abort', onUnmount);
        // A newer choice replaced this request (and aborted it).
        if (controller.signal.aborted || pending !== controller) return;
        pending = undefined;
        setBusy(false);
        if (outcome.kind === 'failed') {
          resetData();
          showNotice(`${t('cart:variation.loadFailed')} ${outcome.error.message}`.trim());
          return;
        }
        const answer = outcome.kind === 'found' ? outcome.variation : false;
        answers.set(key, answer);
        apply(answer);
      },
    );
  };

  const abortPending = () => {
    if (!pending) return;
    pending.abort();
    pending = undefined;
    setBusy(false);
  };

  const runCheck = () => {
    updateOptions();
    const now = chosen();
    const decision: Check = check(variations, now);
    abortPending();
    switch (decision.kind) {
      case 'incomplete':
        resetData();
        break;
      case 'none':
        resetData();
        if (!loading) showNotice(text('noMatch'));
        break;
      case 'found':
        showVariation(decision.variation, decision.purchasable);
        break;
      case 'ask':
        ask(loading);
        break;
    }
    toggleResetLink(now.chosenCount > 0);
  };

  const checkVariations = () => {
    emit('check_variations', { target: form });
    runCheck();
  };

  const onSelectChange = (changed?: HTMLSelectElement) => {
    if (suppressChange) return;
    if (changed) lastChanged = attributeName(changed);
    setVariationId('');
    removeNotice();
    if (resetAlert) resetAlert.textContent = '';
    if (variations !== false) emit('woocommerce_variation_select_change', { target: form });
    checkVariations();
    emit('woocommerce_variation_has_changed', { target: form });
  };

  // With jQuery on the page, swatches set a select and call .trigger('change'), which never
  // reaches addEventListener; jQuery's own binding hears both that and native changes.
  const $ = jquery();
  const unbindChange: Array<() => void> = [];
  for (const select of selects) {
    if ($) {
      const handler = () => onSelectChange(select);
      $(select).on('change', handler);
      unbindChange.push(() => $(select).off('change', handler));
    } else {
      select.addEventListener('change', () => onSelectChange(select), { signal });
    }
  }

  form.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const reset = target.closest('.reset_variations');
      if (reset && form.contains(reset)) {
        event.preventDefault();
        suppressChange = true;
        try {
          for (const select of selects) {
            select.value = '';
            select.dispatchEvent(new Event('change', { bubbles: true }));
          }
        } finally {
          suppressChange = false;
        }
        onSelectChange();
        emit('reset_data', { target: form });
        if (resetAlert) resetAlert.textContent = text('resetAlert');
        // The link hides itself: give focus somewhere useful instead of the page top.
        selects[0]?.focus();
        return;
      }
      const add = target.closest('.single_add_to_cart_button');
      if (add && form.contains(add) && form.classList.contains(LOADING_CLASS)) {
        event.preventDefault();
        return;
      }
      if (add && form.contains(add) && add.classList.contains('disabled')) {
        // Stops the submit (WooCommerce: window.alert); the reason is shown and read out instead.
        event.preventDefault();
        if (add.classList.contains('wc-variation-is-unavailable')) showNotice(text('unavailable'));
        else if (add.classList.contains('wc-variation-selection-needed')) showNotice(text('makeSelection'));
      }
    },
    { signal },
  );

  // What other scripts may fire at the form, as add-to-cart-variation.js hears it.
  const unlisten = [
    listen('check_variations', () => runCheck(), form),
    listen('reset_data', () => resetDisplayed(), form),
    listen('update_variation_values', () => updateOptions(), form),
    listen(
      'reload_product_variations',
      () => {
        const parsed = variationFormSchema.safeParse(readVariationForm(form));
        if (parsed.success) variations = parsed.data.variations;
        answers.clear();
        checkVariations();
      },
      form,
    ),
  ];

  checkVariations();
  const api: VariationFormApi = {
    form,
    get useAjax() {
      return variations === false;
    },
    get variationData() {
      return variations;
    },
    getChosenAttributes: chosen,
  };
  emit('wc_variation_form', { target: form, detail: api, jqueryArgs: () => [api] });
  loading = false;

  return () => {
    abortPending();
    for (const off of unbindChange) off();
    for (const off of unlisten) off();
    if (single) {
      for (const [name, value] of regionAttrs) {
        if (value === null) single.removeAttribute(name);
        else single.setAttribute(name, value);
      }
    }
  };
}

export const variationForm = defineWidget<VariationFormProps>({
  name: 'variation-form',
  kind: 'enhance',
  schema: variationFormSchema,
  // Until this runs the form cannot name a variation: mount at once.
  defer: 'eager',
  markup: [{ selector: VARIATIONS_FORM_SELECTOR, read: (el) => readVariationForm(el) }],
  enhance(props, { element, settings, signal }) {
    if (!(element instanceof HTMLFormElement)) throw new Error('mount point must be a <form class="variations_form">');
    return enhanceVariationForm(element, props, settings, signal);
  },
});
