// A Woodmart side panel as a modal dialog: `wd-opened` on the panel, `wd-close-side-opened` on the
// shared overlay, focus into the panel and back to the opener, Tab kept inside, the page behind
// inert, and Escape / overlay / `.close-side-widget` closing it. One panel open at a time (the
// overlays signal). Used by the off-canvas shop sidebar; the cart panel and the mobile menu carry
// their own variants of the same rules (they came first).
import { openOverlay } from '../state/overlays';
import { focusWhenShown, inertBehind, stepFocus } from './focus';

const OPEN_CLASS = 'wd-opened';
const OVERLAY_SELECTOR = '.wd-close-side';
const OVERLAY_OPEN_CLASS = 'wd-close-side-opened';
const CLOSE_SELECTOR = '.close-side-widget';

export interface SidePanel {
  open(opener: HTMLElement | null): void;
  close(restoreFocus: boolean): void;
  isOpen(): boolean;
}

export interface SidePanelOptions {
  /** Unique among overlays (the signal's id). */
  id: string;
  label: string;
  /** Told after every open and close (openers' aria-expanded). */
  onChange?: (open: boolean) => void;
  signal: AbortSignal;
}

export function sidePanel(panel: HTMLElement, options: SidePanelOptions): SidePanel {
  const doc = panel.ownerDocument;
  const { signal } = options;
  let opener: HTMLElement | null = null;
  let releaseInert: (() => void) | null = null;
  const isOpen = () => panel.classList.contains(OPEN_CLASS);
  const overlay = () => doc.querySelector<HTMLElement>(OVERLAY_SELECTOR);

  const open = (from: HTMLElement | null) => {
    if (isOpen()) return;
    opener = from;
    panel.classList.add(OPEN_CLASS);
    // An <aside> may not be a dialog (ARIA in HTML): it stays complementary, the page behind
    // inert makes it modal all the same.
    if (panel.tagName !== 'ASIDE') {
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      panel.setAttribute('aria-label', options.label);
    }
    panel.setAttribute('tabindex', '-1');
    overlay()?.classList.add(OVERLAY_OPEN_CLASS);
    releaseInert = inertBehind(panel, [overlay()].filter((el): el is HTMLElement => el !== null));
    if (openOverlay.value?.id !== options.id) openOverlay.value = { id: options.id, opener };
    const closer = panel.querySelector<HTMLElement>(`${CLOSE_SELECTOR} a, ${CLOSE_SELECTOR} button`);
    focusWhenShown(closer ?? panel, isOpen, signal);
    options.onChange?.(true);
  };
  const close = (restoreFocus: boolean) => {
    if (!isOpen()) return;
    panel.classList.remove(OPEN_CLASS);
    if (panel.tagName !== 'ASIDE') for (const name of ['role', 'aria-modal', 'aria-label']) panel.removeAttribute(name);
    panel.removeAttribute('tabindex');
    if (!openOverlay.value || openOverlay.value.id === options.id) overlay()?.classList.remove(OVERLAY_OPEN_CLASS);
    releaseInert?.();
    releaseInert = null;
    if (openOverlay.value?.id === options.id) openOverlay.value = null;
    const back = opener?.isConnected ? opener : null;
    opener = null;
    if (restoreFocus) back?.focus({ preventScroll: true });
    options.onChange?.(false);
  };

  doc.addEventListener('click', (event) => {
    if (!isOpen()) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(OVERLAY_SELECTOR)) close(true);
    else if (target?.closest(CLOSE_SELECTOR) && panel.contains(target)) {
      event.preventDefault();
      close(true);
    }
  }, { signal });
  doc.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      stepFocus(panel, event.shiftKey);
    }
  }, { signal });
  const off = openOverlay.subscribe((current) => {
    if (current && current.id !== options.id && isOpen()) close(false);
  });
  signal.addEventListener('abort', () => {
    off();
    close(false);
  }, { once: true });
  return { open, close, isOpen };
}
