// Shared cart state: every cart widget (mini-cart, panel, counters, buttons) reads these signals,
// so one answer from the server updates all of them in one pass.
import { signal, computed } from '@preact/signals-core';
import type { MarkupNode } from '../ui/markup';

export type Fragments = Record<string, string>;

/** The last fragments map the server sent (selector → markup). */
export const cartFragments = signal<Fragments>({});
/** WooCommerce's cart hash; "" for an empty cart, null before we know. */
export const cartHash = signal<string | null>(null);
/** Requests in flight that change the cart (add/remove/refresh). */
export const cartPending = signal(0);
export const cartBusy = computed(() => cartPending.value > 0);

/** One line of the mini-cart as the server printed it. */
export interface CartLine {
  /** WooCommerce's cart item key (the remove link's data-cart_item_key). */
  key: string;
  productId: number;
  name: string;
  /** The quantity printed before «×»; null when the template prints none. */
  quantity: number | null;
}

/**
 * What the last fragments say the cart holds: the mini-cart's markup (sanitised, rendered as is by
 * every mini-cart root) and what was read from it.
 */
export interface CartContents {
  /** The children of div.widget_shopping_cart_content. */
  markup: readonly MarkupNode[];
  lines: readonly CartLine[];
  /** Sum of the lines' quantities (a line without one counts 1). */
  count: number;
  /** The subtotal as printed (e.g. «۵۴۰٬۰۰۰ تومان»), "" when none is shown. */
  subtotal: string;
}

/** The cart as the last fragments printed it; null until the page knows more than its own markup. */
export const cartContents = signal<CartContents | null>(null);
export const cartCount = computed(() => cartContents.value?.count ?? null);

/** A cart line whose removal is under way; 'slow' once it has passed the wait's slow threshold. */
export type CartLineState = 'removing' | 'slow';
/** Lines being removed, by cart item key: every mini-cart showing that line shows it blocked. */
export const cartLineStates = signal<Readonly<Record<string, CartLineState>>>({});

export function setCartLineState(key: string, state: CartLineState | null): void {
  const next = { ...cartLineStates.value };
  if (state) next[key] = state;
  else delete next[key];
  cartLineStates.value = next;
}

export type CartChangeKind = 'added' | 'removed' | 'refreshed' | 'restored';

export interface CartChange {
  kind: CartChangeKind;
  /** Increases with every change, so two equal changes in a row still notify. */
  seq: number;
  /** The button or form that caused it (our own adds/removes), for focus and panel logic. */
  source: HTMLElement | null;
  /** True when the change came from another script's event rather than Vitrin's own request. */
  foreign: boolean;
  /** When it was applied (performance.now()): a panel whose code arrives later knows whether it is its own. */
  appliedAt?: number;
}

/** The last cart change applied to the page: the side panel opens on 'added', counters re-read. */
export const lastCartChange = signal<CartChange | null>(null);

let changeSeq = 0;
export function recordCartChange(kind: CartChangeKind, source: HTMLElement | null, foreign: boolean): void {
  changeSeq += 1;
  lastCartChange.value = { kind, seq: changeSeq, source, foreign, appliedAt: performance.now() };
}
