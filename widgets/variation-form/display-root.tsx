// The variation form's display (issue 34): each `.single_variation_wrap` is its own React root that
// hydrates WooCommerce's markup and draws what the form's logic (index.ts, an `enhance` widget: the
// selects, WooCommerce's events, the ajax) writes into the shared display state. Its commit is
// React's flushSync (commitNow), registered for the form: `found_variation`/`show_variation` listeners read the
// new DOM when the event fires, as they read add-to-cart-variation.js's synchronous writes.
import { useLayoutEffect, useState } from 'react';
import { defineWidget, type PropsSchema, type ViewProps } from '../../src/runtime/types';
import { commitNow, commitPending } from '../../src/ui/commit-now';
import { isMarkupData, readMarkup, type MarkupNode } from '../../src/ui/markup';
import { drawVariationDisplay, variationDisplay } from '../../src/state/variations';
import { VARIATIONS_FORM_SELECTOR } from '../../adapters/woocommerce/variations';
import { VariationDisplay } from './VariationDisplay';

export const VARIATION_DISPLAY_SELECTOR = `${VARIATIONS_FORM_SELECTOR} .single_variation_wrap`;

interface Props {
  markup: MarkupNode[];
}
/**
 * `{markup}`: markup data from readMarkup (sanitised as it is read). Checked by hand, as the zod
 * object did (display-root.test.ts): a variable product's load needs no zod (issue 36).
 */
export const displayPropsSchema: PropsSchema<Props> = {
  safeParse: (raw) =>
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) && isMarkupData((raw as { markup?: unknown }).markup)
      ? { success: true, data: { markup: (raw as Props).markup } }
      : { success: false, error: { issues: [{ path: ['markup'], message: 'expected markup data' }] } },
};

function View({ props, element }: ViewProps<Props>) {
  // The printed nodes outside the wrap, found once (the Clear link is then React's own).
  const [around] = useState(() => {
    const form = element.closest(VARIATIONS_FORM_SELECTOR) ?? element;
    return { form, resetLink: form.querySelector<HTMLElement>('.reset_variations'), resetAlert: form.querySelector<HTMLElement>('.reset_variations_alert') };
  });
  const { form } = around;
  // Registered in a layout effect: from the first commit on, the form's writes are drawn at once
  // (inside a swatch press, with the press's own commit: src/ui/commit-now.ts).
  useLayoutEffect(() => drawVariationDisplay(form, commitNow, commitPending), [form]);
  return <VariationDisplay markup={props.markup} display={variationDisplay(form)} resetLink={around.resetLink} resetAlert={around.resetAlert} />;
}

export const variationDisplayWidget = defineWidget<Props>({
  name: 'variation-display',
  kind: 'root',
  // The View reproduces WooCommerce's markup node for node: React adopts it (the quantity field a
  // shopper may already be typing in, the button other scripts hold) and changes only what it draws.
  hydrate: true,
  // The form decides at load (a default variation is shown at once): draw it as soon as React is here.
  defer: 'eager',
  schema: displayPropsSchema,
  markup: [{ selector: VARIATION_DISPLAY_SELECTOR, read: (element) => ({ markup: readMarkup(element) }) }],
  View,
});
