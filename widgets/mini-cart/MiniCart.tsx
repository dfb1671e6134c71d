// The mini-cart (div.widget_shopping_cart_content: the cart panel's items, quantities, totals,
// remove links, empty state) as React renders it: the markup the last fragments printed, read from
// the cart store, node for node. Hydrated over the server's own markup, so mounting changes
// nothing on screen; a cart change re-renders only what changed, keyed by cart item key, so the
// rows that stay keep their nodes, focus and images. A row being removed shows WooCommerce's
// blocked state (and the slow note) from the shared line states, in every mini-cart at once.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { cartContents, cartHash, cartLineStates, type CartContents } from '../../src/state/cart';
import { hasClass, findAll, type MarkupElement } from '../../src/ui/markup';
import { propsOf, renderChildren, ServerMarkup, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/cart';
import { emptyMiniCart, LINE_CLASS, REMOVE_CLASS } from '../../adapters/woocommerce/mini-cart';
import { busyProps, type LoadState } from '../../src/ui/loading';
import { SlowNote } from '../../src/ui/SlowNote';
import { useUnblocking } from '../../src/ui/useUnblocking';
import { STATUS_CLASS } from './row-state';

export interface MiniCartProps {
  /** The mount point's own markup, read when it mounted: the first render reproduces it exactly. */
  initial: CartContents;
  /** The container React renders into; only for focus (see useKeepFocus). */
  element: HTMLElement;
}

function keyOf(row: MarkupElement): string | undefined {
  return findAll(row.children, (el) => hasClass(el, REMOVE_CLASS))[0]?.attrs['data-cart_item_key'];
}

export function MiniCart({ initial, element }: MiniCartProps) {
  useSignals();
  // The page's own markup is drawn until the store says something new: hydration sees exactly the
  // server's nodes, and what other scripts added to them (a lazy-loader's class) stays until the
  // cart really changes (then WooCommerce's fragments would have replaced it all too).
  const [atMount] = useState(() => cartContents.peek());
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const stored = cartContents.value;
  const states = cartLineStates.value;
  // WooCommerce's widget prints an empty div when the cart is empty; its fragment then says so.
  const knownEmpty = hydrated && cartHash.value === '' && initial.markup.length === 0;
  const fresh = stored !== atMount ? stored : null;
  const contents = fresh ?? (knownEmpty ? emptyMiniCart(t('cart:empty')) : initial);
  useKeepFocus(element, contents);
  // A row whose removal ended with the row still here (refused, no link to follow): its cover fades out.
  const unblocking = useUnblocking(Object.keys(states));

  const row: MarkupOverride = (el, index) => {
    if (!hasClass(el, LINE_CLASS)) return undefined;
    const key = keyOf(el);
    const line = key ? states[key] : undefined;
    const state: LoadState = line === 'slow' ? 'slow' : line ? 'busy' : key && unblocking.has(key) ? 'unblocking' : 'idle';
    const { className, ...props } = propsOf(el);
    return (
      <li {...props} key={key ?? index} {...busyProps(state, typeof className === 'string' ? className : undefined)}>
        {renderChildren(el.children)}
        <SlowNote state={state} className={STATUS_CLASS}>
          {t('cart:waitSlow')}
        </SlowNote>
      </li>
    );
  };
  return <ServerMarkup nodes={contents.markup} override={row} />;
}

/**
 * A re-render that removes the focused element (its row went with a removal) would drop focus on
 * the body: the mini-cart takes it instead, as WooCommerce's fragment swap left it with the new
 * markup. Hand DOM: focus is the one thing React does not manage.
 */
function useKeepFocus(element: HTMLElement, contents: CartContents): void {
  const lost = useRef<Element | null>(null);
  // Read in the layout effect below, after React's commit has removed what it removes.
  useEffect(() => {
    // The element holding focus inside; kept when focus goes nowhere (a removal may be why, and
    // not every browser fires focusout for a removed element), dropped when it goes elsewhere.
    const onIn = (event: FocusEvent) => (lost.current = event.target instanceof Element ? event.target : null);
    const onOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null && !element.contains(event.relatedTarget as Node)) lost.current = null;
    };
    // Focus may already be inside: reaching the mini-cart by keyboard is what mounted it.
    const active = element.ownerDocument.activeElement;
    if (active && element.contains(active)) lost.current = active;
    element.addEventListener('focusin', onIn);
    element.addEventListener('focusout', onOut);
    return () => {
      element.removeEventListener('focusin', onIn);
      element.removeEventListener('focusout', onOut);
    };
  }, [element]);
  useLayoutEffect(() => {
    const gone = lost.current;
    const doc = element.ownerDocument;
    if (!gone || gone.isConnected || (doc.activeElement && doc.activeElement !== doc.body)) return;
    lost.current = null;
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  }, [element, contents]);
}
