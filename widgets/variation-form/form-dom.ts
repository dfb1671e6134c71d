// The variation form's page plumbing (issue 29: split from index.ts): the parts of WooCommerce's
// own form markup that add-to-cart-variation.js writes to — the hidden variation id, the notice
// under the form, the busy state, the add button's classes, the reset link, the quantity field
// and the single_variation box. Found once per form; every write checks what is there first.
// These are nodes WooCommerce's template and other scripts (Woodmart's quick view, the swatches,
// the add-to-cart behaviour) own and read, so they are written in place rather than re-rendered.
import { RICH_TEXT, sanitizeHtml } from '../../src/host/sanitize';
import type { AvailableVariation } from '../../adapters/woocommerce/variations';
import { quantityFor } from './variation-form.connector';

const NOTICE_CLASS = 'wc-no-matching-variations';
export const LOADING_CLASS = 'vitrin-variation-loading';

export type ButtonState = 'enabled' | 'unavailable' | 'selection-needed';

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

export type FormDom = ReturnType<typeof formDom>;

export function formDom(form: HTMLFormElement) {
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
  const removeNotice = () => form.querySelectorAll(`.${NOTICE_CLASS}`).forEach((el) => el.remove());

  return {
    single,
    sku,
    setVariationId(value: string): void {
      for (const input of variationIdInputs()) {
        if (input.value === value) continue;
        input.value = value;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    removeNotice,
    showNotice(message: string): void {
      removeNotice();
      const note = form.ownerDocument.createElement('p');
      note.className = `${NOTICE_CLASS} woocommerce-info`;
      note.setAttribute('role', 'alert');
      note.textContent = message;
      if (single) single.after(note);
      else (buttonBox ?? form).before(note);
    },
    setBusy(busy: boolean): void {
      form.classList.toggle(LOADING_CLASS, busy);
      if (busy) form.setAttribute('aria-busy', 'true');
      else form.removeAttribute('aria-busy');
    },
    paintButton(state: ButtonState): void {
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
    },
    showResetLink(on: boolean): void {
      if (resetLink) resetLink.style.visibility = on ? 'visible' : 'hidden';
    },
    sayReset(text: string): void {
      if (resetAlert) resetAlert.textContent = text;
    },
    /** The variation's content in single_variation (replaced whole: WooCommerce's template does the same). */
    showContent(html: string | null): void {
      if (!single) return;
      if (html === null) single.replaceChildren();
      else single.innerHTML = html;
    },
    /** The quantity field after a variation is found (onFoundVariation's rules). */
    applyQuantity(variation: AvailableVariation): void {
      if (!qtyInput) return;
      const qty = quantityFor(variation, qtyInput.value);
      qtyInput.setAttribute('min', qty.min);
      qtyInput.setAttribute('max', qty.max);
      if (qtyInput.value !== qty.value) {
        qtyInput.value = qty.value;
        qtyInput.dispatchEvent(new Event('change', { bubbles: true }));
      }
      if (qtyBox) qtyBox.style.display = qty.hidden ? 'none' : '';
    },
    /** Puts single_variation's live-region attributes back as printed. */
    restore(): void {
      if (!single) return;
      for (const [name, value] of regionAttrs) {
        if (value === null) single.removeAttribute(name);
        else single.setAttribute(name, value);
      }
    },
  };
}
