// The filter sidebar as an off-canvas panel on narrow screens: the toggle button
// (aria-controls → the sidebar) opens it, focus moves in, Escape / the close buttons / the overlay
// close it and focus returns to the toggle. On wide screens the sidebar is simply visible (CSS).
import type { MountContext } from '../../src/runtime/types';

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
  const open = (on: boolean) => {
    panel.classList.toggle(DRAWER_OPEN_CLASS, on);
    toggle.setAttribute('aria-expanded', String(on));
    overlay.hidden = !on;
    document.body.classList.toggle('vitrin-filters-open', on);
    if (on) panel.focus();
    else if (panel.contains(document.activeElement)) toggle.focus();
  };
  toggle.addEventListener('click', () => open(!panel.classList.contains(DRAWER_OPEN_CLASS)), { signal });
  overlay.addEventListener('click', () => open(false), { signal });
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-vitrin-close-filters]')) open(false);
  }, { signal });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && panel.classList.contains(DRAWER_OPEN_CLASS)) open(false);
  }, { signal });
  return () => {
    overlay.remove();
    document.body.classList.remove('vitrin-filters-open');
  };
}
