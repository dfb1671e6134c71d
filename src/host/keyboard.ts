// Links that act as buttons (role="button", as WooCommerce and themes print them): Enter already
// clicks a link, Space must too. One delegated check shared by every such control.

/**
 * The element matching `selector` that a Space press (not a held-key repeat) on `event` should
 * press, or null. Native <button>s are left alone: the browser presses them itself.
 */
export function spacePressTarget(event: KeyboardEvent, selector: string): HTMLElement | null {
  if (event.key !== ' ' || event.repeat) return null;
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
  if (!target || target instanceof HTMLButtonElement) return null;
  return target;
}

/** Presses `target` like a button: no page scroll from Space, then a click. */
export function press(event: KeyboardEvent, target: HTMLElement): void {
  event.preventDefault();
  target.click();
}
