// Mini-cart remove links (`a.remove_from_cart_button[data-cart_item_key]` in WooCommerce's
// mini-cart.php): removal without reload through the cart queue. Any doubt — refused key, no
// fragments, no connection — falls back to the link itself, which removes the item server-side.
import { defineBehaviour } from '../../src/runtime/types';
import { press, spacePressTarget } from '../../src/host/keyboard';
import { removeFromCart } from '../../adapters/woocommerce/cart';
import { cartPending } from '../../src/state/cart';
import { applyCartUpdate, cartSession, clearAnnouncement, navigation, type CartSession } from '../../src/state/cart-session/session';
import './mini-cart.css';

export const REMOVE_SELECTOR = '.remove_from_cart_button';
export const BLOCKED_CLASS = 'vitrin-blocked';

export function onRemoveClick(s: CartSession, event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>(REMOVE_SELECTOR);
  if (!link || event.defaultPrevented) return;
  const key = link.getAttribute('data-cart_item_key') ?? '';
  const href = link.getAttribute('href') ?? '';
  // Without a key there is nothing to send; the link's own href still works.
  if (!key) return;
  event.preventDefault();
  const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item') ?? link;
  // A second press while the first removal runs (held Enter, double click) would get
  // {"success":false} for the gone key and send the shopper to the link.
  if (row.classList.contains(BLOCKED_CLASS)) return;
  clearAnnouncement();
  row.classList.add(BLOCKED_CLASS);
  row.setAttribute('aria-busy', 'true');
  void s.queue.run(async () => {
    cartPending.value += 1;
    try {
      const outcome = await removeFromCart(s.settings, key);
      if (outcome.kind === 'removed') {
        applyCartUpdate(s, { kind: 'removed', fragments: outcome.fragments, cartHash: outcome.cartHash, button: link, foreign: false });
        return;
      }
      if (href && href !== '#') navigation.assign(link.href);
      else {
        row.classList.remove(BLOCKED_CLASS);
        row.removeAttribute('aria-busy');
      }
    } finally {
      cartPending.value -= 1;
    }
  });
}

/** The links carry role="button": Space must press them like a button (woocommerce.js does the same). */
export function onRemoveKeydown(event: KeyboardEvent): void {
  const link = spacePressTarget(event, REMOVE_SELECTOR);
  if (link) press(event, link);
}

export const miniCartBehaviour = defineBehaviour({
  name: 'mini-cart',
  install(settings) {
    const s = cartSession(settings);
    const onClick = (event: MouseEvent) => onRemoveClick(s, event);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onRemoveKeydown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onRemoveKeydown);
    };
  },
});
