// Layout behaviour shared by the list filters: the collapsible tree's slide (300 ms, measured) and
// the `use_tabindex` keyboard (Enter and Space click the focused item, as the original's tabindex
// helper does).

export const COLLAPSE_MS = 300;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Slides a tree branch open or closed over COLLAPSE_MS (measuring its height, which only the DOM
 * knows); `done` runs when it has finished (at once where motion is reduced or WAAPI is missing).
 * The branch's `hidden` state is the view's.
 */
export function slideChildren(children: HTMLElement, open: boolean, done: () => void): void {
  if (reducedMotion() || typeof children.animate !== 'function') return done();
  const height = children.scrollHeight;
  const animation = children.animate([{ height: `${open ? 0 : height}px`, overflow: 'hidden' }, { height: `${open ? height : 0}px`, overflow: 'hidden' }], { duration: COLLAPSE_MS, easing: 'ease' });
  animation.onfinish = done;
  animation.oncancel = done;
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
