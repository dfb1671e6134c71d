// Keeping keyboard focus inside a modal side panel, shared by every panel that is a dialog.

export const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Index to focus when Tab (or Shift+Tab) is pressed at `current` among `count` focusables: wraps
 * at both ends; -1 when there is nothing to focus (the panel itself keeps focus).
 */
export function wrapIndex(count: number, current: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards) return current === 0 ? count - 1 : current - 1;
  return current === count - 1 ? 0 : current + 1;
}

/** What Tab can reach inside `root`, in order: not inert, not hidden, not display:none above it. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const view = root.ownerDocument.defaultView;
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter((el) => {
    if (el.tabIndex < 0 || el.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
    // An unselected tab panel or a folded sub-menu is display:none: its links are out of Tab order.
    for (let node: HTMLElement | null = el; node && node !== root; node = node.parentElement) {
      if (view?.getComputedStyle(node).display === 'none') return false;
    }
    return true;
  });
}

/**
 * Everything outside `panel` (and the elements in `keep`) made inert while a modal panel is open:
 * screen readers and the pointer cannot reach the page behind. Returns the undo.
 */
export function inertBehind(panel: HTMLElement, keep: readonly Element[] = []): () => void {
  const body = panel.ownerDocument.body;
  const changed: Element[] = [];
  for (const child of Array.from(body.children)) {
    if (child === panel || child.contains(panel) || keep.includes(child) || child.hasAttribute('inert')) continue;
    if (child.tagName === 'SCRIPT' || child.tagName === 'TEMPLATE') continue;
    child.setAttribute('inert', '');
    changed.push(child);
  }
  return () => changed.forEach((el) => el.removeAttribute('inert'));
}
