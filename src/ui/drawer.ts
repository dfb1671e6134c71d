// The kit's side panel (drawer) on theme markup: Woodmart's `wd-opened` on the panel and
// `wd-close-side-opened` on the shared overlay, dialog semantics, focus into the panel and back to
// the opener, Tab kept inside, the page behind inert (or, where a browser lacks `inert`, focus that
// wanders out brought back), the page's scroll locked, and Escape / overlay / `.close-side-widget`
// closing it. One overlay open at a time (the overlays signal). The cart panel, the mobile menu and
// the off-canvas shop sidebar use it; it is plain DOM because the panel is the theme's own element (a
// mount point is the one node a React root cannot set attributes on); React widgets reach it through
// Drawer.tsx (the `Drawer` component and `useDrawer`), never a second copy. The modal part (Escape, the Tab trap, focus pulled back, inert behind, scroll lock) is
// the kit's one modal stack (modal.ts), which the React dialogs (useModal.ts) use too.
import { openOverlay } from '../state/overlays';
import { focusWhenShown } from '../host/focus';
import { setInert } from '../host/inert';
import { openModal, SCROLL_LOCK_CLASS } from './modal';

const OPEN_CLASS = 'wd-opened';
const OVERLAY_SELECTOR = '.wd-close-side';
const OVERLAY_OPEN_CLASS = 'wd-close-side-opened';
const CLOSE_SELECTOR = '.close-side-widget';
export { SCROLL_LOCK_CLASS };

export interface Drawer {
  open(opener: HTMLElement | null): void;
  close(restoreFocus: boolean): void;
  isOpen(): boolean;
}

export interface DrawerOptions {
  /** Unique among overlays (the signal's id). */
  id: string;
  /** The accessible name when the panel has no visible heading (see `heading`). */
  label: string;
  /** A visible heading inside the panel that names the dialog instead (aria-labelledby). */
  heading?: string;
  /**
   * 'always': the panel is only ever a dialog (an off-canvas cart), named and `inert` while closed.
   * 'while-open': it is a dialog only while open (a sidebar that is a column on wide screens).
   */
  dialog: 'always' | 'while-open';
  /** Told after every open and close (openers' aria-expanded). */
  onChange?: (open: boolean) => void;
  /** Where focus goes back when the opener is gone (the cart's first header link). */
  fallbackFocus?: () => HTMLElement | null;
  /**
   * Whether a click on `.close-side-widget` inside the panel closes it (default true). A React
   * drawer (Drawer.tsx) renders its close control with its own handler instead.
   */
  closeControls?: boolean;
  signal: AbortSignal;
}

let headingIds = 0;


export function drawer(panel: HTMLElement, options: DrawerOptions): Drawer {
  const doc = panel.ownerDocument;
  const { signal } = options;
  let opener: HTMLElement | null = null;
  let releaseModal: (() => void) | null = null;
  const isOpen = () => panel.classList.contains(OPEN_CLASS);
  const overlay = () => doc.querySelector<HTMLElement>(OVERLAY_SELECTOR);
  // An <aside> may not be a dialog (ARIA in HTML): it stays complementary, the page behind inert
  // makes it modal all the same.
  const asDialog = panel.tagName !== 'ASIDE';
  const nameAttrs: Array<[string, string]> = [];

  const name = () => {
    if (panel.hasAttribute('aria-label') || panel.hasAttribute('aria-labelledby')) return;
    const heading = options.heading ? panel.querySelector<HTMLElement>(options.heading) : null;
    if (heading?.textContent?.trim()) {
      if (!heading.id) heading.id = `vitrin-${options.id}-title-${++headingIds}`;
      panel.setAttribute('aria-labelledby', heading.id);
      nameAttrs.push(['aria-labelledby', heading.id]);
    } else {
      panel.setAttribute('aria-label', options.label);
      nameAttrs.push(['aria-label', options.label]);
    }
  };
  const setDialog = (on: boolean) => {
    if (!asDialog) return;
    if (on) {
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      name();
    } else {
      panel.removeAttribute('role');
      panel.removeAttribute('aria-modal');
      for (const [attr] of nameAttrs.splice(0)) panel.removeAttribute(attr);
    }
  };
  // Closed, an off-screen panel must not take keyboard focus or screen-reader attention.
  const setClosedInert = (closed: boolean) => {
    if (options.dialog !== 'always') return;
    // setInert does the attribute's work by hand where a browser lacks it (src/host/inert).
    setInert(panel, closed);
  };
  if (options.dialog === 'always') {
    setDialog(true);
    panel.setAttribute('tabindex', '-1');
    setClosedInert(!isOpen());
  }

  const open = (from: HTMLElement | null) => {
    if (isOpen()) return;
    // Who gets focus back on close: the opener given, else whatever had focus outside the panel.
    const active = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
    opener = from?.isConnected ? from : active && !panel.contains(active) ? active : null;
    panel.classList.add(OPEN_CLASS);
    if (options.dialog === 'while-open') {
      setDialog(true);
      panel.setAttribute('tabindex', '-1');
    }
    setClosedInert(false);
    overlay()?.classList.add(OVERLAY_OPEN_CLASS);
    // Tab kept inside and Escape at once; the page behind inert (with its fallback where `inert` is
    // missing) and its scroll locked after the panel's first paint (issue 34: they restyle and
    // repaint the whole page, which held the opening press's paint back by ~60 ms at 4× CPU).
    releaseModal = openModal(panel, { onEscape: () => close(true), keep: [overlay()].filter((el): el is HTMLElement => el !== null), lockScroll: true, behindAfterPaint: true });
    if (openOverlay.value?.id !== options.id) openOverlay.value = { id: options.id, opener };
    // Into the dialog, on its close control: screen readers announce the dialog's name, then «بستن».
    const closer = panel.querySelector<HTMLElement>(`${CLOSE_SELECTOR} a, ${CLOSE_SELECTOR} button`) ?? panel.querySelector<HTMLElement>(CLOSE_SELECTOR);
    focusWhenShown(closer ?? panel, isOpen, signal);
    options.onChange?.(true);
  };
  const close = (restoreFocus: boolean) => {
    if (!isOpen()) return;
    panel.classList.remove(OPEN_CLASS);
    if (options.dialog === 'while-open') {
      setDialog(false);
      panel.removeAttribute('tabindex');
    }
    setClosedInert(true);
    if (!openOverlay.value || openOverlay.value.id === options.id) overlay()?.classList.remove(OVERLAY_OPEN_CLASS);
    releaseModal?.();
    releaseModal = null;
    if (openOverlay.value?.id === options.id) openOverlay.value = null;
    const back = opener?.isConnected ? opener : (options.fallbackFocus?.() ?? null);
    opener = null;
    if (restoreFocus) back?.focus({ preventScroll: true });
    options.onChange?.(false);
  };

  doc.addEventListener(
    'click',
    (event) => {
      if (!isOpen()) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OVERLAY_SELECTOR)) close(true);
      else if (options.closeControls !== false && target?.closest(CLOSE_SELECTOR) && panel.contains(target)) {
        event.preventDefault();
        close(true);
      }
    },
    { signal },
  );
  const off = openOverlay.subscribe((current) => {
    if (current && current.id !== options.id && isOpen()) close(false);
  });
  signal.addEventListener(
    'abort',
    () => {
      off();
      close(false);
    },
    { once: true },
  );
  return { open, close, isOpen };
}
