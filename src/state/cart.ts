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
