// The variation form's decisions without DOM or fetch (add-to-cart-variation.js's rules): which
// variation the chosen attributes select, which options of each select can still lead somewhere,
// whether the match can be bought, and what the quantity field becomes.
import type { AvailableVariation } from '../../adapters/woocommerce/variations';
import { findMatchingVariations, isMatch } from '../../src/state/variations';

export { findMatchingVariations, isMatch };

export interface AttributeField {
  /** `attribute_pa_color` (the select's data-attribute_name, else its name). */
  name: string;
  /** '' = not chosen. */
  value: string;
}

export interface ChosenAttributes {
  count: number;
  chosenCount: number;
  /** Attribute name → chosen value ('' = not chosen), in form order. */
  data: Record<string, string>;
}

export function chosenAttributes(fields: readonly AttributeField[]): ChosenAttributes {
  const data: Record<string, string> = {};
  let chosenCount = 0;
  for (const field of fields) {
    if (field.value !== '') chosenCount++;
    data[field.name] = field.value;
  }
  return { count: fields.length, chosenCount, data };
}

export function isComplete(chosen: ChosenAttributes): boolean {
  return chosen.count > 0 && chosen.count === chosen.chosenCount;
}

/** WooCommerce's rule for the add-to-cart button: purchasable, in stock and visible. */
export function isPurchasable(variation: AvailableVariation): boolean {
  return variation.is_purchasable === true && variation.is_in_stock === true && variation.variation_is_visible === true;
}

export interface OptionState {
  /** Some variation matching the other selections has this value (or "any"). */
  attached: boolean;
  /** …and one of those is active (WooCommerce's `enabled` class); otherwise the option is disabled. */
  enabled: boolean;
  /** …and one of those can be bought now; otherwise the option is marked out of stock. */
  inStock: boolean;
}

/**
 * For each attribute, the state of each of its option values given the *other* selections
 * (an attribute's own choice never restricts its own options), as onUpdateAttributes computes it.
 */
export function optionStates(
  variations: readonly AvailableVariation[],
  fields: ReadonlyArray<AttributeField & { options: readonly string[] }>,
): Map<string, Map<string, OptionState>> {
  const chosen = chosenAttributes(fields).data;
  const out = new Map<string, Map<string, OptionState>>();
  for (const field of fields) {
    const states = new Map<string, OptionState>();
    for (const option of field.options) states.set(option, { attached: false, enabled: false, inStock: false });
    const others = { ...chosen, [field.name]: '' };
    for (const variation of findMatchingVariations(variations, others)) {
      const own = variation.attributes[field.name];
      if (own === undefined) continue;
      const active = variation.variation_is_active !== false;
      const buyable = active && isPurchasable(variation);
      for (const [option, state] of states) {
        if (own !== '' && own !== option) continue;
        state.attached = true;
        if (active) state.enabled = true;
        if (buyable) state.inStock = true;
      }
    }
    out.set(field.name, states);
  }
  return out;
}

/** Fields whose chosen value is no longer attached and enabled: WooCommerce clears them. */
export function invalidChoices(states: Map<string, Map<string, OptionState>>, fields: readonly AttributeField[]): string[] {
  return fields
    .filter((field) => {
      if (field.value === '') return false;
      const state = states.get(field.name)?.get(field.value);
      // A value the select offers but no variation names at all is still invalid.
      return !state || !state.attached || !state.enabled;
    })
    .map((field) => field.name);
}

export type Check =
  /** Not every attribute is chosen: no variation, reset the display. */
  | { kind: 'incomplete' }
  /** Ajax mode with every attribute chosen: the server decides. */
  | { kind: 'ask' }
  | { kind: 'found'; variation: AvailableVariation; purchasable: boolean }
  /** Every attribute chosen and no variation matches. */
  | { kind: 'none' };

export function check(variations: readonly AvailableVariation[] | false, chosen: ChosenAttributes): Check {
  if (!isComplete(chosen)) return { kind: 'incomplete' };
  if (variations === false) return { kind: 'ask' };
  const [first] = findMatchingVariations(variations, chosen.data);
  return first ? found(first) : { kind: 'none' };
}

export function found(variation: AvailableVariation): Check {
  return { kind: 'found', variation, purchasable: isPurchasable(variation) };
}

export interface QuantityField {
  /** WooCommerce hides the field for sold-individually variations (always 1). */
  hidden: boolean;
  min: string;
  max: string;
  value: string;
}

function text(value: number | string | undefined): string {
  return value === undefined ? '' : String(value);
}

/** The quantity input after a variation is found (onFoundVariation's rules). */
export function quantityFor(variation: AvailableVariation, current: string): QuantityField {
  if (variation.is_sold_individually === 'yes') return { hidden: true, min: '1', max: '', value: '1' };
  const min = text(variation.min_qty);
  const max = text(variation.max_qty);
  let value = Number.parseFloat(current);
  if (Number.isNaN(value)) return { hidden: false, min, max, value: min };
  const maxN = Number.parseFloat(max);
  const minN = Number.parseFloat(min);
  if (!Number.isNaN(maxN) && value > maxN) value = maxN;
  if (!Number.isNaN(minN) && value < minN) value = minN;
  return { hidden: false, min, max, value: String(value) };
}
