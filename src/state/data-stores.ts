// Shared state of JetEngine's data stores (issue 34): what this page knows of each store, so every
// store button and counter of the same store agrees (the same post in several listings, a counter in
// the header and one in the page). The data-stores behaviour (widgets/data-stores/index.ts) writes it
// from this browser's storage and the server's answers; the buttons' and counters' React roots read
// it. What it does not know yet, the page's printed markup says. No React, no DOM here.
import { batch, signal } from '@preact/signals-core';

/** One post in one store. */
export function storeKey(slug: string, post: string): string {
  return `${slug}\u0000${post}`;
}

/** Known membership by `storeKey`: true in the store, false not; absent = as printed. */
export const storeMembership = signal<ReadonlyMap<string, boolean>>(new Map());

/** Known item count per store slug; absent = as printed. */
export const storeCounts = signal<ReadonlyMap<string, number>>(new Map());

/** Posts (by `storeKey`) whose server write is under way: every button of that post shows it busy and ignores presses. */
export const storeBusy = signal<ReadonlySet<string>>(new Set());

/** What a button says beside itself: past the wait's slow threshold, or a refusal/failure told. */
export interface StoreNote {
  kind: 'slow' | 'told';
  text: string;
}

/** Notes by the button they belong to (its mount point: the press was there). */
export const storeNotes = signal<ReadonlyMap<object, StoreNote>>(new Map());

export function setInStore(slug: string, posts: Iterable<string>, inStore: boolean): void {
  const next = new Map(storeMembership.peek());
  for (const post of posts) next.set(storeKey(slug, post), inStore);
  storeMembership.value = next;
}

export function isInStore(slug: string, post: string): boolean | undefined {
  return storeMembership.peek().get(storeKey(slug, post));
}

export function setStoreCount(slug: string, count: number): void {
  if (storeCounts.peek().get(slug) === count) return;
  const next = new Map(storeCounts.peek());
  next.set(slug, count);
  storeCounts.value = next;
}

export function setStoreBusy(slug: string, post: string, busy: boolean): void {
  const next = new Set(storeBusy.peek());
  if (busy) next.add(storeKey(slug, post));
  else next.delete(storeKey(slug, post));
  storeBusy.value = next;
}

export function isStoreBusy(slug: string, post: string): boolean {
  return storeBusy.peek().has(storeKey(slug, post));
}

/** Sets (or with `note` undefined, clears) the note of the button mounted on `at`. */
export function setStoreNote(at: object, note: StoreNote | undefined): void {
  const current = storeNotes.peek();
  if (note === undefined && !current.has(at)) return;
  const next = new Map(current);
  if (note) next.set(at, note);
  else next.delete(at);
  storeNotes.value = next;
}

/** A confirmed change: membership and count in one update, so no root draws one without the other. */
export function storeChanged(slug: string, post: string, inStore: boolean, count: number | null): void {
  batch(() => {
    setInStore(slug, [post], inStore);
    if (count !== null) setStoreCount(slug, count);
  });
}
