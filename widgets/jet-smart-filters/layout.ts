// Layout behaviour shared by the list filters: collapsible trees (.jet-list-collapsible, parents
// collapsed unless a child is checked, 300 ms toggle) and the `use_tabindex` keyboard (Enter and
// Space click the focused item, as the original's tabindex helper does).
import { t } from '../../src/i18n';

export const COLLAPSE_MS = 300;

interface Branch {
  row: HTMLElement;
  children: HTMLElement;
  set(open: boolean, animate: boolean): void;
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function slide(children: HTMLElement, open: boolean): void {
  const from = open ? 0 : children.scrollHeight;
  children.hidden = false;
  const to = open ? children.scrollHeight : 0;
  if (reducedMotion() || typeof children.animate !== 'function') {
    children.hidden = !open;
    return;
  }
  const animation = children.animate([{ height: `${from}px`, overflow: 'hidden' }, { height: `${to}px`, overflow: 'hidden' }], { duration: COLLAPSE_MS, easing: 'ease' });
  animation.onfinish = () => {
    children.hidden = !open;
  };
}

/** Collapsible tree: returns `openChecked` (parents of checked rows open) and a disposer. */
export function collapsibleTree(container: HTMLElement, signal: AbortSignal): { openChecked(): void } {
  const branches: Branch[] = [];
  let n = 0;
  for (const row of container.querySelectorAll<HTMLElement>('.jet-list-collapsible .jet-list-tree__parent')) {
    const children = row.nextElementSibling;
    if (!(children instanceof HTMLElement) || !children.classList.contains('jet-list-tree__children')) continue;
    const label = row.querySelector('input')?.getAttribute('data-label') ?? row.textContent?.trim() ?? '';
    let toggle = row.querySelector<HTMLElement>('.jet-collapse-icon');
    if (!toggle) {
      toggle = document.createElement('span');
      toggle.className = 'jet-collapse-icon';
      row.prepend(toggle);
    }
    children.id ||= `vitrin-tree-${Math.random().toString(36).slice(2, 8)}-${n++}`;
    toggle.setAttribute('role', 'button');
    toggle.tabIndex = 0;
    toggle.setAttribute('aria-controls', children.id);
    const set = (open: boolean, animate: boolean) => {
      row.classList.toggle('jet-list-toggle-collapsed', !open);
      children.classList.toggle('jet-list-content-collapsed', !open);
      toggle.setAttribute('aria-expanded', String(open));
      toggle.setAttribute('aria-label', t(open ? 'filters:collapse' : 'filters:expand', { label }));
      if (animate) slide(children, open);
      else children.hidden = !open;
    };
    branches.push({ row, children, set });
    set(false, false);
    const flip = () => set(row.classList.contains('jet-list-toggle-collapsed'), true);
    // The row toggles except on its label (which ticks the box), as the original.
    row.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('label')) return;
      flip();
    }, { signal });
    toggle.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        flip();
      }
    }, { signal });
  }
  const openChecked = () => {
    for (const branch of branches) {
      if (!branch.children.querySelector('input:checked')) continue;
      if (!branch.row.classList.contains('jet-list-toggle-collapsed')) continue;
      branch.set(true, false);
    }
  };
  openChecked();
  // The script owns the states now; the first-paint CSS rule steps aside.
  const trees = Array.from(container.querySelectorAll<HTMLElement>('.jet-list-collapsible'));
  for (const tree of trees) tree.classList.add('vitrin-tree');
  signal.addEventListener('abort', () => trees.forEach((tree) => tree.classList.remove('vitrin-tree')), { once: true });
  return { openChecked };
}

/** `use_tabindex`: the PHP gives the items tabindex="0"; Enter and Space click them. */
export function tabindexKeyboard(root: HTMLElement, signal: AbortSignal): void {
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.getAttribute('tabindex') !== '0') return;
    if (target.matches('input, select, textarea, button, a[href], [role="button"]')) return;
    event.preventDefault();
    const input = target.matches('label') ? target.querySelector<HTMLInputElement>('input') ?? (target as HTMLLabelElement).control : null;
    (input instanceof HTMLElement ? input : target).click();
  }, { signal });
}

/**
 * Issue 31: every option's own input is its keyboard control, with or without `use_tabindex`. The
 * plugin's CSS hides those inputs with display:none, so a keyboard shopper could never reach an
 * option unless the site turned `use_tabindex` on (and then met labels that announce no state);
 * filters.css keeps the inputs out of sight but focusable once mounted, and here the labels the
 * PHP made focusable step back (one tab stop per option, native checkbox/radio semantics: name and
 * checked state announced, arrows within a radio group). Enter chooses too, as the plugin's
 * tabindex helper did. Undone when the widget unmounts.
 */
export function nativeInputKeyboard(root: HTMLElement, signal: AbortSignal): void {
  const labels = Array.from(root.querySelectorAll<HTMLLabelElement>('label[tabindex]')).filter((label) => {
    const control = label.control ?? label.querySelector('input');
    return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
  });
  const saved = labels.map((label) => [label, label.getAttribute('tabindex')] as const);
  for (const label of labels) label.removeAttribute('tabindex');
  signal.addEventListener('abort', () => {
    for (const [label, value] of saved) if (value !== null) label.setAttribute('tabindex', value);
  }, { once: true });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || (target.type !== 'checkbox' && target.type !== 'radio') || !root.contains(target)) return;
    event.preventDefault();
    target.click();
  }, { signal });
}
