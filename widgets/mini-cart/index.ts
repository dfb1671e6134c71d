// Mini-cart remove links (`a.remove_from_cart_button[data-cart_item_key]` in WooCommerce's
// mini-cart.php): removal without reload through the cart queue, under the `cart` wait policy. A
// lost or unreadable answer first re-reads the cart: an item already gone is reported removed;
// any remaining doubt — refused key, item still there, no connection — falls back to the link
// itself, which removes the item server-side (spec §8).
import { defineBehaviour } from '../../src/runtime/types';
import { press, spacePressTarget } from '../../src/host/keyboard';
import { answerLost, fragmentsHoldItem, removeFromCart, type RemoveOutcome } from '../../adapters/woocommerce/cart';
import { wooCommerceCart } from '../../adapters/woocommerce/cart-backend';
import { t } from '../../src/i18n';
import { cartLineStates, cartPending, setCartLineState } from '../../src/state/cart';
import {
  announce,
  applyCartUpdate,
  cartSession,
  clearAnnouncement,
  navigation,
  newerThanShown,
  readCartTruth,
  type CartSession,
} from '../../src/state/cart-session/session';
import { BLOCKED_CLASS, STATUS_CLASS } from './row-state';
import { unblockElement } from '../../src/ui/loading';
import './mini-cart.css';

export { BLOCKED_CLASS };
export const REMOVE_SELECTOR = '.remove_from_cart_button';

/**
 * A row's removal state. Rows a mini-cart root renders get it through the shared line states (every
 * mini-cart showing the line draws it); a row of server markup no root renders (a mini-cart not
 * yet shown, or one whose root failed) is marked by hand, as WooCommerce's blockUI did.
 */
function rowState(row: HTMLElement, key: string) {
  const rendered = row.closest('[data-vitrin-root]') !== null;
  return {
    busy: () => cartLineStates.value[key] !== undefined || row.classList.contains(BLOCKED_CLASS),
    block() {
      if (rendered) return setCartLineState(key, 'removing');
      row.classList.add(BLOCKED_CLASS);
      row.setAttribute('aria-busy', 'true');
    },
    /** "Taking longer…" inside the blocked row, also spoken through the polite live region. */
    slow(message: string) {
      announce(message, 0);
      if (rendered) return setCartLineState(key, 'slow');
      const note = row.ownerDocument.createElement('span');
      note.className = STATUS_CLASS;
      note.textContent = message;
      row.append(note);
    },
    /** The answer came: the slow note goes, the row stays blocked until the outcome is known. */
    settle() {
      if (cartLineStates.value[key]) setCartLineState(key, 'removing');
      row.querySelectorAll(`.${STATUS_CLASS}`).forEach((el) => el.remove());
    },
    unblock() {
      setCartLineState(key, null);
      if (!rendered) unblockElement(row);
    },
  };
}

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
  const state = rowState(row, key);
  if (state.busy()) return;
  clearAnnouncement();
  state.block();
  void s.queue.run(async () => {
    cartPending.value += 1;
    const sentAt = performance.now();
    // A removal answer that comes after the limit is applied only when newer than what is shown.
    const onLate = (late: RemoveOutcome): void => {
      if (late.kind === 'removed' && newerThanShown(sentAt)) {
        applyCartUpdate(s, { kind: 'removed', fragments: late.fragments, cartHash: late.cartHash, button: link, foreign: false, sentAt });
      }
    };
    try {
      const outcome = await removeFromCart(s.settings, key, { onSlow: () => state.slow(t('cart:waitSlow')), onLate });
      state.settle();
      if (outcome.kind === 'removed') {
        applyCartUpdate(s, { kind: 'removed', fragments: outcome.fragments, cartHash: outcome.cartHash, button: link, foreign: false, sentAt });
        return;
      }
      if (answerLost(outcome)) {
        const truth = await readCartTruth(s);
        if (truth.kind === 'read' && !fragmentsHoldItem(truth.fragments, key)) {
          applyCartUpdate(s, { kind: 'removed', fragments: truth.fragments, cartHash: truth.cartHash, button: link, foreign: false });
          return;
        }
      }
      if (href && href !== '#') navigation.assign(link.href);
      else state.unblock();
    } finally {
      cartPending.value -= 1;
      // The row is gone (or the page is leaving): a React row's state must not outlive it.
      setCartLineState(key, null);
    }
  });
}

/** The links carry role="button": Space must press them like a button (woocommerce.js does the same). */
export function onRemoveKeydown(event: KeyboardEvent): void {
  const link = spacePressTarget(event, REMOVE_SELECTOR);
  if (link) press(event, link);
}

export const miniCartBehaviour = defineBehaviour({
  name: 'mini-cart-remove',
  install(settings) {
    const s = cartSession(settings, wooCommerceCart);
    const onClick = (event: MouseEvent) => onRemoveClick(s, event);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onRemoveKeydown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onRemoveKeydown);
    };
  },
});
