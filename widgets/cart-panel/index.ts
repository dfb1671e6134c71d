// Woodmart's cart side panel (`.cart-widget-side`, overlay `.wd-close-side`, close
// `.close-side-widget`) as an accessible dialog: opens from the header cart (`.cart-widget-opener`)
// and after an add when the theme says so, closes on Escape / overlay / close button, keeps Tab
// inside while open and gives focus back to whoever opened it. Woodmart's own CSS animates it
// through the classes it already uses (wd-opened, wd-close-side-opened).
import * as z from 'zod/mini';
import { defineWidget } from '../../src/runtime/types';
import { setInert as setPanelInert } from '../../src/host/inert';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/cart';
import { openOverlay } from '../../src/state/overlays';
import { lastCartChange } from '../../src/state/cart';
import { readThemeAddToCartAction } from '../../adapters/woocommerce/cart';
import { focusWhenShown, stepFocus } from '../../src/host/focus';
import { opensAfterAdd, panelAllowed } from './cart-panel.connector';

export const PANEL_SELECTOR = '.cart-widget-side';
export const OPENER_SELECTOR = '.cart-widget-opener a, a.cart-widget-opener';
const OVERLAY_SELECTOR = '.wd-close-side';
const CLOSE_SELECTOR = '.close-side-widget';
const HEADING_SELECTOR = '.wd-heading .title';
const OPEN_CLASS = 'wd-opened';
const OVERLAY_OPEN_CLASS = 'wd-close-side-opened';
const OVERLAY_ID = 'cart-panel';

const schema = z.object({ afterAdd: z.optional(z.string()) });
type Props = z.infer<typeof schema>;

let headingIds = 0;

/** Names the dialog by its visible heading (Woodmart's «سبد خرید» title), else by our own label. */
function labelPanel(panel: HTMLElement): void {
  if (panel.hasAttribute('aria-label') || panel.hasAttribute('aria-labelledby')) return;
  const heading = panel.querySelector<HTMLElement>(HEADING_SELECTOR);
  if (heading?.textContent?.trim()) {
    if (!heading.id) heading.id = `vitrin-cart-panel-title-${++headingIds}`;
    panel.setAttribute('aria-labelledby', heading.id);
  } else {
    panel.setAttribute('aria-label', t('cart:panelLabel'));
  }
}

export const cartPanel = defineWidget<Props>({
  name: 'cart-panel',
  kind: 'enhance',
  schema,
  markup: [{ selector: PANEL_SELECTOR, read: (_el, settings) => ({ afterAdd: readThemeAddToCartAction(settings) }) }],
  enhance(props, { element: panel, settings, signal }) {
    const doc = panel.ownerDocument;
    const allowed = () =>
      panelAllowed({ bodyClasses: Array.from(doc.body.classList), isCart: settings.vitrin.isCart, isCheckout: settings.vitrin.isCheckout });
    let opener: HTMLElement | null = null;

    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    labelPanel(panel);
    panel.setAttribute('tabindex', '-1');
    const isOpen = () => panel.classList.contains(OPEN_CLASS);
    // Closed, the off-screen panel must not take keyboard focus or screen-reader attention.
    const setInert = (inert: boolean) => setPanelInert(panel, inert);
    setInert(!isOpen());
    const markOpeners = (expanded: boolean) => {
      for (const link of doc.querySelectorAll<HTMLElement>(OPENER_SELECTOR)) {
        if (!allowed()) continue;
        link.setAttribute('aria-haspopup', 'dialog');
        link.setAttribute('aria-expanded', String(expanded));
      }
    };
    markOpeners(false);

    const open = (from: HTMLElement | null) => {
      if (!allowed()) return;
      // Who gets focus back on close: the add button or header link, else whatever had focus.
      const active = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
      opener = from?.isConnected ? from : active && !panel.contains(active) ? active : null;
      panel.classList.add(OPEN_CLASS);
      doc.querySelector(OVERLAY_SELECTOR)?.classList.add(OVERLAY_OPEN_CLASS);
      setInert(false);
      markOpeners(true);
      if (openOverlay.value?.id !== OVERLAY_ID) openOverlay.value = { id: OVERLAY_ID, opener };
      // Into the dialog, on its close control: screen readers announce the dialog's name, then «بستن».
      const closer = panel.querySelector<HTMLElement>(`${CLOSE_SELECTOR} a`) ?? panel.querySelector<HTMLElement>(CLOSE_SELECTOR);
      focusWhenShown(closer ?? panel, isOpen, signal);
    };
    const close = (restoreFocus: boolean) => {
      if (!isOpen()) return;
      panel.classList.remove(OPEN_CLASS);
      doc.querySelector(OVERLAY_SELECTOR)?.classList.remove(OVERLAY_OPEN_CLASS);
      setInert(true);
      markOpeners(false);
      if (openOverlay.value?.id === OVERLAY_ID) openOverlay.value = null;
      const back = opener?.isConnected ? opener : doc.querySelector<HTMLElement>(OPENER_SELECTOR);
      opener = null;
      if (restoreFocus) back?.focus({ preventScroll: true });
    };

    doc.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target) return;
        const link = target.closest<HTMLElement>(OPENER_SELECTOR);
        if (link && allowed() && !event.defaultPrevented) {
          event.preventDefault();
          if (isOpen()) close(true);
          else open(link);
          return;
        }
        if (!isOpen()) return;
        if (target.closest(OVERLAY_SELECTOR)) {
          close(true);
        } else if (target.closest(CLOSE_SELECTOR) && panel.contains(target)) {
          event.preventDefault();
          close(true);
        }
      },
      { signal },
    );

    doc.addEventListener(
      'keydown',
      (event) => {
        if (!isOpen()) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          close(true);
          return;
        }
        if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        stepFocus(panel, event.shiftKey);
      },
      { signal },
    );

    // Focus leaving the open dialog (a click outside, a fragment replaced) comes back into it.
    doc.addEventListener(
      'focusin',
      (event) => {
        if (isOpen() && event.target instanceof Node && !panel.contains(event.target)) panel.focus({ preventScroll: true });
      },
      { signal },
    );

    const offOverlay = openOverlay.subscribe((current) => {
      if (current?.id !== OVERLAY_ID && isOpen()) close(false);
    });
    let lastSeq = lastCartChange.value?.seq ?? 0;
    const offCart = lastCartChange.subscribe((change) => {
      if (!change || change.seq === lastSeq) return;
      lastSeq = change.seq;
      if (opensAfterAdd(props.afterAdd, change.kind) && !isOpen()) open(change.source);
      else if (isOpen() && !panel.contains(doc.activeElement)) panel.focus({ preventScroll: true });
    });
    return () => {
      offOverlay();
      offCart();
      close(false);
    };
  },
});
