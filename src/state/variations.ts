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
