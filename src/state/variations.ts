// WooCommerce's variation matching (add-to-cart-variation.js isMatch), shared by the variation
// form and the swatches: both must agree on which variation a selection names.
import { signal, type Signal } from '@preact/signals-core';

/** A variation matches when every attribute set on both sides is equal ('' on either side matches every value). */
export function isMatch(variationAttributes: Readonly<Record<string, string>>, chosen: Readonly<Record<string, string>>): boolean {
  for (const [name, own] of Object.entries(variationAttributes)) {
    const wanted = chosen[name];
    if (wanted !== undefined && own !== '' && wanted !== '' && own !== wanted) return false;
  }
  return true;
}

export function findMatchingVariations<V extends { attributes: Readonly<Record<string, string>> }>(
  variations: readonly V[],
  chosen: Readonly<Record<string, string>>,
): V[] {
  return variations.filter((variation) => isMatch(variation.attributes, chosen));
}

// The shared variation state (issue 34): one per variations form (or archive card), keyed by an
// opaque object (the form element; no DOM is touched here). The variation form writes the
// selection whenever its selects settle; the swatch lists read it and write it on a press, so no
// widget keeps a second copy of what the shopper chose.

export type VariationSelection = Readonly<Record<string, string>>;

export interface VariationState {
  /** Attribute name → chosen value ('' = not chosen). */
  selection: Signal<VariationSelection>;
}

const states = new WeakMap<object, VariationState>();

export function variationState(key: object): VariationState {
  let state = states.get(key);
  if (!state) {
    state = { selection: signal<VariationSelection>({}) };
    states.set(key, state);
  }
  return state;
}

/**
 * Merges `chosen` (some attributes' values) into the stored selection; nothing is written (and
 * nothing re-renders) when every value is already there.
 */
export function updateVariationSelection(key: object, chosen: VariationSelection): void {
  const state = variationState(key);
  const current = state.selection.peek();
  if (Object.keys(chosen).every((name) => current[name] === chosen[name])) return;
  state.selection.value = { ...current, ...chosen };
}

// What the variation form shows (issue 34): the form's logic writes it, the display's React root
// (widgets/variation-form/display-root.tsx, on `.single_variation_wrap`) draws it. WooCommerce's
// event contract has `found_variation`/`show_variation` listeners read the price, the stock line
// and the button's classes in the same task, so a write goes through the root's `commit` (React's
// flushSync) when the root is there: the DOM is drawn before the form fires its event. Inside a
// swatch press's own commit the writes join it (src/ui/commit-now.ts) and the form settles them
// (settleVariationDisplay) before the events whose listeners read what it shows.

/** The add button as add-to-cart-variation.js leaves it. */
export type VariationButtonState = 'enabled' | 'unavailable' | 'selection-needed';

/** single_variation's content: WooCommerce's get_available_variation() HTML strings (HTML by contract). */
export type ShownVariation =
  | { kind: 'variation'; description: string; price: string; availability: string }
  /** A variation the shop hides (variation_is_visible false): WooCommerce's "unavailable" line. */
  | { kind: 'hidden'; text: string };

export interface VariationDisplay {
  shown: ShownVariation | null;
  /** null: as the page printed it (before the form's first check). */
  button: VariationButtonState | null;
  /** The quantity field's limits for the shown variation (kept after a reset, as WooCommerce does). */
  quantity: { min: string; max: string; hidden: boolean } | null;
  /** The reason a press or a choice went nowhere (WooCommerce: window.alert), or null. */
  notice: string | null;
  /** Clear link shown (something is chosen); null: as printed. */
  resetVisible: boolean | null;
  /** What the reset alert region reads out. */
  resetAlert: string;
}

const EMPTY_DISPLAY: VariationDisplay = { shown: null, button: null, quantity: null, notice: null, resetVisible: null, resetAlert: '' };

interface DisplayStore {
  display: Signal<VariationDisplay>;
  /** The root's synchronous commit (flushSync), while a root draws this display. */
  commit: ((write: () => void) => void) | undefined;
  /** Draws what is written but not yet drawn (inside an enclosing synchronous commit). */
  settle: (() => void) | undefined;
}

const displays = new WeakMap<object, DisplayStore>();

function displayStore(key: object): DisplayStore {
  let store = displays.get(key);
  if (!store) {
    store = { display: signal<VariationDisplay>(EMPTY_DISPLAY), commit: undefined, settle: undefined };
    displays.set(key, store);
  }
  return store;
}

/** The display of one form (keyed by the form element, like the selection). */
export function variationDisplay(key: object): Signal<VariationDisplay> {
  return displayStore(key).display;
}

/**
 * Changes what the form shows; drawn on the page before this returns when a root draws it. Nothing
 * is written when every field already holds the value.
 */
export function updateVariationDisplay(key: object, patch: Partial<VariationDisplay>): void {
  const store = displayStore(key);
  const current = store.display.peek();
  if ((Object.keys(patch) as Array<keyof VariationDisplay>).every((name) => current[name] === patch[name])) return;
  const write = () => {
    store.display.value = { ...store.display.peek(), ...patch };
  };
  if (store.commit) store.commit(write);
  else write();
}

/** The root that draws the display registers its synchronous commit (and settle); returns the undo. */
export function drawVariationDisplay(key: object, commit: (write: () => void) => void, settle?: () => void): () => void {
  const store = displayStore(key);
  store.commit = commit;
  store.settle = settle;
  return () => {
    if (store.commit !== commit) return;
    store.commit = undefined;
    store.settle = undefined;
  };
}

/** Before an event whose listeners read what the form shows: every write so far is on the page. */
export function settleVariationDisplay(key: object): void {
  displays.get(key)?.settle?.();
}

// The variation the form last found (issue 36): what WooCommerce's `found_variation` carried, until
// `reset_data` or `hide_variation`. The form writes it as it fires those events; add to cart reads it
// for a form without `data-product_variations` (variations loaded by AJAX). A store, not a listener
// of add to cart's own: add to cart's code loads on the shopper's first touch of the form, after a
// default variation was found at load.
const foundVariations = new WeakMap<object, object>();

/** Records (or, with null, forgets) the variation the form `key` found. */
export function setFoundVariation(key: object, variation: object | null): void {
  if (variation) foundVariations.set(key, variation);
  else foundVariations.delete(key);
}

/** The variation the form `key` last found, or undefined. */
export function foundVariation(key: object): object | undefined {
  return foundVariations.get(key);
}
