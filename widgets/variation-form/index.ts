// Drop-in for WooCommerce's add-to-cart-variation.js on its own `form.variations_form`: the
// selects choose a variation, `input[name=variation_id]` follows, the price/stock HTML the server
// sent is shown, the button enables only for a buyable match, options that lead nowhere are
// disabled, the product image follows the variation, and WooCommerce's form events fire for the
// plugins (swatches) that listen to them. Above the ajax threshold the server is asked instead.
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
  type AttributeField,
  type Check,
} from './variation-form.connector';
import { setFoundVariation, settleVariationDisplay, updateVariationDisplay, updateVariationSelection, variationDisplay, type ShownVariation, type VariationDisplay } from '../../src/state/variations';
import { resetContent, setContent, updateImage } from './gallery';
import { formDom, LOADING_CLASS } from './form-dom';
import './variation-form.css';
import { showFailedNote, showSlowNote } from '../../src/ui/wait-note';

/** single_variation's content for a variation (WooCommerce's default variation template's parts). */
export function shownVariation(variation: AvailableVariation, unavailableText: string): ShownVariation {
  if (variation.variation_is_visible === false) return { kind: 'hidden', text: unavailableText };
  return { kind: 'variation', description: variation.variation_description ?? '', price: variation.price_html ?? '', availability: variation.availability_html ?? '' };
}

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

export function enhanceVariationForm(form: HTMLFormElement, props: VariationFormProps, settings: PageSettings, signal: AbortSignal): () => void {
  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'));
  const dom = formDom(form);
  const { sku } = dom;
  // What the form shows is drawn by the display's React root (display-root.tsx) from this state;
  // with the root there, each write is on the page before the next line runs.
  const show = (patch: Partial<VariationDisplay>) => updateVariationDisplay(form, patch);
  const wrap = form.querySelector<HTMLElement>('.single_variation_wrap');
  // Some themes print the wrap hidden for add-to-cart-variation.js to show (the root's container:
  // not a node React draws).
  if (wrap) wrap.style.display = '';
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

  const { setVariationId, setBusy } = dom;
  const removeNotice = () => show({ notice: null });
  const showNotice = (message: string) => show({ notice: message });
  const paintButton = (button: VariationDisplay['button']) => show({ button });
  const single = () => dom.single();

  /** reset_data's work (WooCommerce's onResetDisplayedVariation). */
  const resetDisplayed = () => {
    if (sku) resetContent(sku);
    emit('reset_image', { target: form });
    updateImage(form, undefined);
    show({ shown: null });
    const region = single();
    setFoundVariation(form, null);
    if (region) emit('hide_variation', { target: region });
    paintButton('selection-needed');
  };

  const resetData = () => {
    setVariationId('');
    setFoundVariation(form, null);
    emit('reset_data', { target: form });
    resetDisplayed();
  };

  /** found_variation's work (WooCommerce's onFoundVariation). */
  const showVariation = (variation: AvailableVariation, purchasable: boolean) => {
    setFoundVariation(form, variation);
    // Listeners of these two read what the form shows (WooCommerce writes the region, then fires
    // show_variation): inside a swatch press's commit, what is written so far is drawn first.
    settleVariationDisplay(form);
    emit('found_variation', { target: form, detail: variation, jqueryArgs: () => [variation] });
    if (sku) {
      if (variation.sku) setContent(sku, variation.sku);
      else resetContent(sku);
    }
    updateImage(form, variation);
    setVariationId(String(variation.variation_id));
    const quantity = dom.quantity(variation);
    show({ shown: shownVariation(variation, text('unavailable')), button: purchasable ? 'enabled' : 'unavailable', ...(quantity ? { quantity } : {}) });
    const region = single();
    settleVariationDisplay(form);
    if (region) emit('show_variation', { target: region, detail: { variation, purchasable }, jqueryArgs: () => [variation, purchasable] });
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

  /** The last failed answer's message with its retry; gone with the next choice or answer. */
  let failedNote: HTMLElement | undefined;
  /**
   * The add button pressed while the server decides the variation (a press replayed right after
   * the held swatches that asked, or a quick shopper): pressed again once the answer is shown, so
   * it adds or says why not, instead of vanishing. A new choice or a failed answer forgets it.
   */
  let pressedWhileAsking: HTMLElement | undefined;
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
        const pressed = pressedWhileAsking;
        pressedWhileAsking = undefined;
        if (outcome.kind === 'failed') {
          resetData();
          // Where the slow note was, under the choices: the message and a retry that asks again (issue 30).
          failedNote = showFailedNote(form.querySelector('.variations') ?? form, {
            text: `${t('cart:variation.loadFailed')} ${outcome.error.message}`.trim(),
            retryText: t('cart:retry'),
            where: 'after',
            className: 'vitrin-variation-failed',
            retryClassName: 'vitrin-variation-retry',
            retry: () => ask(false),
          });
          return;
        }
        const answer = outcome.kind === 'found' ? outcome.variation : false;
        answers.set(key, answer);
        apply(answer);
        // No match already says so; a variation found gets the press (added, or the reason it cannot be).
        if (answer && pressed?.isConnected && form.contains(pressed)) pressed.click();
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
    failedNote?.remove();
    failedNote = undefined;
    pressedWhileAsking = undefined;
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
    show({ resetVisible: now.chosenCount > 0 });
    // The shared variation state follows what the form settled on (the swatches draw from it).
    updateVariationSelection(form, now.data);
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
    show({ resetAlert: '' });
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
        setFoundVariation(form, null);
        emit('reset_data', { target: form });
        show({ resetAlert: text('resetAlert') });
        // The link hides itself: give focus somewhere useful instead of the page top.
        selects[0]?.focus();
        return;
      }
      const add = target.closest('.single_add_to_cart_button');
      if (add instanceof HTMLElement && form.contains(add) && form.classList.contains(LOADING_CLASS)) {
        event.preventDefault();
        if (pending) pressedWhileAsking = add;
        return;
      }
      const button = variationDisplay(form).peek().button;
      if (add && form.contains(add) && button !== null && button !== 'enabled') {
        // Stops the submit (WooCommerce: window.alert); the reason is shown and read out instead.
        event.preventDefault();
        showNotice(text(button === 'unavailable' ? 'unavailable' : 'makeSelection'));
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
    // A form mounted again starts from what the page printed.
    show({ shown: null, button: null, quantity: null, notice: null, resetVisible: null, resetAlert: '' });
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
