// Woodmart's cart side panel (`.cart-widget-side`, overlay `.wd-close-side`, close
// `.close-side-widget`) as an accessible dialog: opens from the header cart (`.cart-widget-opener`)
// and after an add when the theme says so, closes on Escape / overlay / close button, keeps Tab
// inside while open and gives focus back to whoever opened it. Woodmart's own CSS animates it
// through the classes it already uses (wd-opened, wd-close-side-opened).
import * as z from 'zod/mini';
import { defineWidget } from '../../src/runtime/types';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/cart';
import { lastCartChange } from '../../src/state/cart';
import { readThemeAddToCartAction } from '../../adapters/woocommerce/cart';
import { drawer } from '../../src/ui/drawer';
import { opensAfterAdd, panelAllowed } from './cart-panel.connector';

export const PANEL_SELECTOR = '.cart-widget-side';
export const OPENER_SELECTOR = '.cart-widget-opener a, a.cart-widget-opener';
const HEADING_SELECTOR = '.wd-heading .title';
const OVERLAY_ID = 'cart-panel';

const schema = z.object({ afterAdd: z.optional(z.string()) });
type Props = z.infer<typeof schema>;

export const cartPanel = defineWidget<Props>({
  name: 'cart-panel',
  kind: 'enhance',
  schema,
  markup: [{ selector: PANEL_SELECTOR, read: (_el, settings) => ({ afterAdd: readThemeAddToCartAction(settings) }) }],
  enhance(props, { element: panel, settings, signal }) {
    const doc = panel.ownerDocument;
    const allowed = () =>
      panelAllowed({ bodyClasses: Array.from(doc.body.classList), isCart: settings.vitrin.isCart, isCheckout: settings.vitrin.isCheckout });
    // The header links are theme markup outside any root: their state is set by hand.
    const markOpeners = (expanded: boolean) => {
      if (!allowed()) return;
      for (const link of doc.querySelectorAll<HTMLElement>(OPENER_SELECTOR)) {
        link.setAttribute('aria-haspopup', 'dialog');
        link.setAttribute('aria-expanded', String(expanded));
      }
    };
    const side = drawer(panel, {
      id: OVERLAY_ID,
      label: t('cart:panelLabel'),
      heading: HEADING_SELECTOR,
      dialog: 'always',
      onChange: markOpeners,
      fallbackFocus: () => doc.querySelector<HTMLElement>(OPENER_SELECTOR),
      signal,
    });
    markOpeners(false);
    const open = (from: HTMLElement | null) => {
      if (allowed()) side.open(from);
    };

    doc.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const link = target?.closest<HTMLElement>(OPENER_SELECTOR);
        if (!link || !allowed() || event.defaultPrevented) return;
        event.preventDefault();
        if (side.isOpen()) side.close(true);
        else open(link);
      },
      { signal },
    );

    let lastSeq = lastCartChange.value?.seq ?? 0;
    const offCart = lastCartChange.subscribe((change) => {
      if (!change || change.seq === lastSeq) return;
      lastSeq = change.seq;
      if (opensAfterAdd(props.afterAdd, change.kind) && !side.isOpen()) open(change.source);
      else if (side.isOpen() && !panel.contains(doc.activeElement)) panel.focus({ preventScroll: true });
    });
    return offCart;
  },
});
