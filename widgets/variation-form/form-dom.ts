// The variation form's page plumbing (issue 29: split from index.ts): the parts of WooCommerce's
// own form that are form data or the form itself, written in place as add-to-cart-variation.js
// does — the hidden variation id and the quantity's value (each followed by the `change` other
// scripts listen for) and the form's busy state. What the form shows (single_variation, the notice,
// the add button's state, the quantity's limits, the Clear link, the reset alert) is the display's
// React root (display-root.tsx), drawn from the shared display state.
import type { AvailableVariation } from '../../adapters/woocommerce/variations';
import { quantityFor } from './variation-form.connector';

export const LOADING_CLASS = 'vitrin-variation-loading';

export type FormDom = ReturnType<typeof formDom>;

export function formDom(form: HTMLFormElement) {
  const product = form.closest('.product');
  const sku = product?.querySelector('.product_meta .sku') ?? null;
  const single = (): HTMLElement | null => form.querySelector<HTMLElement>('.single_variation');
  // Found on each use: the display's root may have redrawn the wrap's nodes.
  const qtyInput = (): HTMLInputElement | null =>
    (form.querySelector('.single_variation_wrap') ?? form).querySelector<HTMLInputElement>('.quantity input.qty[name="quantity"]');
  const variationIdInputs = () => form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id');

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
    setBusy(busy: boolean): void {
      // The form is this widget's own mount point (not a React node): its state is written in place.
      form.classList.toggle(LOADING_CLASS, busy);
      if (busy) form.setAttribute('aria-busy', 'true');
      else form.removeAttribute('aria-busy');
    },
    /** The quantity's limits and hiding for the display, and its value set (onFoundVariation's rules). */
    quantity(variation: AvailableVariation): { min: string; max: string; hidden: boolean } | null {
      const input = qtyInput();
      if (!input) return null;
      const qty = quantityFor(variation, input.value);
      if (input.value !== qty.value) {
        input.value = qty.value;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
      return { min: qty.min, max: qty.max, hidden: qty.hidden };
    },
  };
}
