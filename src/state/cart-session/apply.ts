// Puts a fragments map into the page: every element matching a selector is replaced by the new
// markup, in one pass, without WooCommerce's per-element fade and blockUI (issue #31014: with many
// fragments those animations make the page stutter). Mount points inside the new markup are picked
// up by the runtime's MutationObserver like any inserted HTML.
import type { Fragments } from './rules';

// Woodmart's "update fragments fix" suffixes its keys with _wd so WooCommerce's own script skips
// them and the theme's script strips the suffix; Vitrin replaces both scripts, so it strips it here.
const THEME_SUFFIX = '_wd';
/** The runtime's mark on a React root's container (src/runtime/runtime.ts ROOT_MARK). */
const REACT_ROOT = 'data-vitrin-root';

export function fragmentTarget(selector: string): string {
  return selector.endsWith(THEME_SUFFIX) ? selector.slice(0, -THEME_SUFFIX.length) : selector;
}

/** Replaces matches of each selector; returns how many elements were replaced. Scripts in markup are not run. */
export function applyFragments(fragments: Fragments, doc: Document = document): number {
  let replaced = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      targets = Array.from(doc.querySelectorAll(fragmentTarget(selector)));
    } catch {
      // A theme may send a key that is not a valid selector; jQuery would throw on it, we skip it.
      continue;
    }
    // A mount point a React root renders (the mini-cart) is drawn from the cart store, which the
    // caller fills from the same fragments: replacing it would pull the DOM out from under React.
    targets = targets.filter((target) => !target.hasAttribute(REACT_ROOT));
    if (!targets.length) continue;
    const template = doc.createElement('template');
    template.innerHTML = html;
    for (const target of targets) {
      const hadFocus = target.contains(doc.activeElement);
      const content = template.content.cloneNode(true) as DocumentFragment;
      const first = content.firstElementChild;
      target.replaceWith(content);
      replaced += 1;
      // Keep keyboard users where they were: the replacement takes the focus its predecessor held.
      if (hadFocus && first instanceof HTMLElement && first.isConnected) {
        if (!first.hasAttribute('tabindex') && first.tabIndex < 0) first.setAttribute('tabindex', '-1');
        first.focus({ preventScroll: true });
      }
    }
  }
  return replaced;
}

/** The server's own empty mini-cart when WooCommerce printed only an empty placeholder (WC_Widget_Cart). */
export function fillEmptyMiniCarts(message: string, doc: Document = document): number {
  let filled = 0;
  for (const el of doc.querySelectorAll<HTMLElement>('div.widget_shopping_cart_content')) {
    if (el.children.length || el.textContent?.trim() || el.hasAttribute(REACT_ROOT)) continue;
    const p = doc.createElement('p');
    p.className = 'woocommerce-mini-cart__empty-message';
    p.textContent = message;
    el.append(p);
    filled += 1;
  }
  return filled;
}
