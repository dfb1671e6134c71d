// Shared cart state: every cart widget (mini-cart, panel, counters, buttons) reads these signals,
// so one answer from the server updates all of them in one pass.
import { signal, computed } from '@preact/signals-react';

export type Fragments = Record<string, string>;

/** The last fragments map the server sent (selector → markup). */
export const cartFragments = signal<Fragments>({});
/** WooCommerce's cart hash; "" for an empty cart, null before we know. */
export const cartHash = signal<string | null>(null);
/** Requests in flight that change the cart (add/remove/refresh). */
export const cartPending = signal(0);
export const cartBusy = computed(() => cartPending.value > 0);

export type CartChangeKind = 'added' | 'removed' | 'refreshed' | 'restored';

export interface CartChange {
  kind: CartChangeKind;
  /** Increases with every change, so two equal changes in a row still notify. */
  seq: number;
  /** The button or form that caused it (our own adds/removes), for focus and panel logic. */
  source: HTMLElement | null;
  /** True when the change came from another script's event rather than Vitrin's own request. */
  foreign: boolean;
}

/** The last cart change applied to the page: the side panel opens on 'added', counters re-read. */
export const lastCartChange = signal<CartChange | null>(null);

let changeSeq = 0;
export function recordCartChange(kind: CartChangeKind, source: HTMLElement | null, foreign: boolean): void {
  changeSeq += 1;
  lastCartChange.value = { kind, seq: changeSeq, source, foreign };
}
