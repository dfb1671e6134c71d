// Woodmart's cart side panel (`.cart-widget-side`, overlay `.wd-close-side`, close
// `.close-side-widget`) as an accessible dialog: opens from the header cart (`.cart-widget-opener`)
// and after an add when the theme says so, closes on Escape / overlay / close control, keeps Tab
// inside while open and gives focus back to whoever opened it. Woodmart's own CSS animates it
// through the classes it already uses (wd-opened, wd-close-side-opened).
//
// A React root on the panel's heading (CartPanel.tsx): the panel itself holds the mini-cart's root,
// and roots never nest. Closed, the panel serves the shopper as the server printed it (the header
// link still leads to the cart page): the root mounts on the first touch of an opener or an add
// button (interaction deferral, registry in widgets/index.ts), the press replayed once it is there.
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import '../../src/i18n/namespaces/cart';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
import { readThemeAddToCartAction, readThemeCartAutoCloseMs } from '../../adapters/woocommerce/cart-params';
import { CartPanel, OPENER_SELECTOR } from './CartPanel';

export { OPENER_SELECTOR };
export const PANEL_SELECTOR = '.cart-widget-side';
/** The mount point: the panel's heading (the panel holds the mini-cart's own root). */
export const HEADING_MOUNT_SELECTOR = '.cart-widget-side > .wd-heading';
/** Add buttons: a press on one wakes the panel, which may open after the add. */
export const ADD_CONTROLS = '.add_to_cart_button, .single_add_to_cart_button, form.cart [type="submit"]';

// Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
const markupNode = z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node));
const schema = z.object({ afterAdd: z.optional(z.string()), heading: z.optional(z.array(markupNode)), autoCloseMs: z.optional(z.number()) });
type Props = z.infer<typeof schema>;

function View({ props, element, settings }: ViewProps<Props>) {
  return (
    <CartPanel
      afterAdd={props.afterAdd}
      heading={props.heading}
      autoCloseMs={props.autoCloseMs}
      panel={element.closest<HTMLElement>(PANEL_SELECTOR) ?? element.parentElement}
      isCart={settings.vitrin.isCart}
      isCheckout={settings.vitrin.isCheckout}
    />
  );
}

export const cartPanel = defineWidget<Props>({
  name: 'cart-panel',
  kind: 'root',
  // Not hydrated: the title gains the id that names the dialog and the close control its handler.
  // The panel is closed (off screen) when this mounts, so the swap is never seen.
  defer: 'interaction',
  schema,
  markup: [{ selector: HEADING_MOUNT_SELECTOR, read: (el, settings) => ({ afterAdd: readThemeAddToCartAction(settings), heading: readMarkup(el), autoCloseMs: readThemeCartAutoCloseMs(settings) }) }],
  View,
});
