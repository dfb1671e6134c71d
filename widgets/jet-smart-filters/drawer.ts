// The filter sidebar as an off-canvas panel on narrow screens: the toggle button
// (aria-controls → the sidebar) opens it, focus moves in, Escape / the close buttons / the overlay
// close it and focus returns to the toggle. On wide screens the sidebar is simply visible (CSS).
import type { MountContext } from '../../src/runtime/types';
import { focusWhenShown, inertBehind, tabbables } from '../../src/host/focus';

export const DRAWER_OPEN_CLASS = 'wd-opened';

export function enhanceDrawer(ctx: MountContext): (() => void) | void {
  const { element: toggle, signal } = ctx;
  const id = toggle.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) return;
  const overlay = document.createElement('div');
  overlay.className = 'vitrin-filters-overlay';
  overlay.hidden = true;
  panel.after(overlay);
  let releaseInert: (() => void) | null = null;
  const isOpen = () => panel.classList.contains(DRAWER_OPEN_CLASS);
  const open = (on: boolean) => {
    panel.classList.toggle(DRAWER_OPEN_CLASS, on);
    toggle.setAttribute('aria-expanded', String(on));
    overlay.hidden = !on;
    document.body.classList.toggle('vitrin-filters-open', on);
    // Modal while open (issue 31's keyboard walk): the page behind is inert and Tab wraps inside.
    releaseInert?.();
    releaseInert = on ? inertBehind(panel, [overlay]) : null;
    // The panel is `visibility: hidden` until its slide-in transition's first frame, and refuses
    // focus meanwhile: focus waits for it (else it fell to <body>, the toggle behind being inert).
    if (on) focusWhenShown(panel, isOpen, signal);
    else if (panel.contains(document.activeElement) || document.activeElement === document.body || !document.activeElement) toggle.focus();
  };
  toggle.addEventListener('click', () => open(!isOpen()), { signal });
  overlay.addEventListener('click', () => open(false), { signal });
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-vitrin-close-filters]')) open(false);
  }, { signal });
  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') open(false);
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    // Only the ends wrap: inside, the browser's own Tab order stands (one stop per radio group).
    const list = tabbables(panel);
    const first = list[0];
    const last = list[list.length - 1];
    const active = document.activeElement;
    if (!first || !last) return;
    if (!event.shiftKey && (active === last || active === panel)) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    }
  }, { signal });
  return () => {
    releaseInert?.();
    overlay.remove();
    document.body.classList.remove('vitrin-filters-open');
  };
}
