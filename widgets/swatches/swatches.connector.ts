// The swatches' decisions without DOM: which value of each attribute can be chosen given the other
// choices, which are out of stock or almost gone, and what a click does to the selection
// (contracts.md §6, spec §4 "Swatches", §5 "Swatch availability").
import { isMatch } from '../../src/state/variations';

export interface SwatchAttribute {
  /** `attribute_pa_color`. */
  name: string;
  /** The values its swatches offer, in page order. */
  values: readonly string[];
}

export interface SwatchVariation {
  attributes: Readonly<Record<string, string>>;
  /** WooCommerce's `variation_is_active`: an inactive variation enables nothing. */
  active: boolean;
  /** Purchasable, in stock and visible (the add-to-cart button's rule). */
  inStock: boolean;
  /** `max_qty` when stock is managed; null otherwise. */
  maxQty: number | null;
}

export interface SwatchFlags {
  /**
   * A value whose every matching variation is out of stock is disabled. Off unless the page's
   * options say `disable_out_of_stock` (the Pro plugin's setting): the free plugin lets the shopper
   * choose such a value (back-in-stock and waitlist plugins show their form for it), and so does
   * Vitrin, marked no-stock and named out of stock (issue 27).
   */
  disableOutOfStock: boolean;
  /** …but stays clickable (marked no-stock) when this is on. */
  clickableOutOfStock: boolean;
  /** A value that leaves no available variation can be chosen and clears the other attributes. */
  deselectUnavailable: boolean;
  /** Clicking the selected value clears it (off by default). */
  clearOnReselect: boolean;
  /**
   * The plugin's `show_variation_stock`: only then is a stock-left badge shown (Variation Swatches'
   * frontend.js `setUpStockInfo()` returns early unless `filterBoolean(show_variation_stock)`; the
   * free plugin prints it "", so off unless the owner turned it on, issue 35).
   */
  showStock: boolean;
  /** Stock-left text when the variation's max quantity is at or below this (0 = never). */
  stockThreshold: number;
}

export const DEFAULT_FLAGS: SwatchFlags = {
  disableOutOfStock: false,
  clickableOutOfStock: false,
  deselectUnavailable: false,
  clearOnReselect: false,
  showStock: false,
  stockThreshold: 5,
};

export interface ValueState {
  /** Some active variation matches the other choices with this value. */
  matched: boolean;
  /** …and one of those can be bought now. */
  inStock: boolean;
  /** Matched, and in stock unless out-of-stock values are kept enabled. */
  enabled: boolean;
  /** What a click may do: enabled, or the flags allow choosing it anyway. */
  clickable: boolean;
  /** Items left when this value completes the selection and that variation is almost gone. */
  stockLeft: number | null;
}

export type Selection = Readonly<Record<string, string>>;
export type Availability = Map<string, Map<string, ValueState>>;

/** 1, true, yes or on (case ignored) are true; everything else, including absence, is `fallback` only when absent. */
export function readFlag(raw: unknown, fallback: boolean): boolean {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw === 1;
  if (typeof raw !== 'string') return false;
  return ['1', 'true', 'yes', 'on'].includes(raw.trim().toLowerCase());
}

function blankStates(attributes: readonly SwatchAttribute[], open: boolean): Availability {
  const out: Availability = new Map();
  for (const attribute of attributes) {
    const states = new Map<string, ValueState>();
    for (const value of attribute.values) {
      states.set(value, { matched: open, inStock: open, enabled: open, clickable: open, stockLeft: null });
    }
    out.set(attribute.name, states);
  }
  return out;
}

function credit(state: ValueState, value: string, variation: SwatchVariation, firsts: Map<string, SwatchVariation>): void {
  state.matched = true;
  if (variation.inStock) state.inStock = true;
  if (!firsts.has(value)) firsts.set(value, variation);
}

/**
 * Every value's state given `selection`. `variations` null = ajax mode: the page does not know the
 * variations, so nothing is disabled and the server decides when the selection is complete.
 *
 * One pass over the variations: a variation that differs from the selection in no attribute counts
 * for every attribute's own value; one that differs in exactly one attribute counts only there
 * (choosing that value would make it match); two or more differences count nowhere.
 */
export function availability(
  variations: readonly SwatchVariation[] | null,
  attributes: readonly SwatchAttribute[],
  selection: Selection,
  flags: SwatchFlags,
): Availability {
  if (variations === null) return blankStates(attributes, true);
  const out = blankStates(attributes, false);
  // Only deselect-unavailable needs to know which values exist at all (whatever the selection).
  const exists = flags.deselectUnavailable ? new Map<string, Set<string>>(attributes.map((a) => [a.name, new Set<string>()])) : null;
  const firstMatch = new Map<string, Map<string, SwatchVariation>>(attributes.map((a) => [a.name, new Map()]));
  const count = attributes.length;
  const names = attributes.map((a) => a.name);
  const wanted = names.map((name) => selection[name] ?? '');
  const stateMaps = names.map((name) => out.get(name));
  const firstMaps = names.map((name) => firstMatch.get(name));
  const own: string[] = new Array<string>(count).fill('');

  for (const variation of variations) {
    if (!variation.active) continue;
    let differing = -1;
    let differences = 0;
    for (let k = 0; k < count; k++) {
      const value = variation.attributes[names[k] ?? ''] ?? '';
      own[k] = value;
      if (exists) exists.get(names[k] ?? '')?.add(value === '' ? '*' : value);
      const w = wanted[k] ?? '';
      if (value !== '' && w !== '' && value !== w) {
        differences++;
        differing = k;
      }
    }
    if (differences > 1) continue;
    for (let k = 0; k < count; k++) {
      if (differences === 1 && k !== differing) continue;
      const states = stateMaps[k];
      const firsts = firstMaps[k];
      if (!states || !firsts) continue;
      const value = own[k] ?? '';
      if (value === '') {
        for (const [v, state] of states) credit(state, v, variation, firsts);
      } else {
        const state = states.get(value);
        if (state) credit(state, value, variation, firsts);
      }
    }
  }

  for (const attribute of attributes) {
    const states = out.get(attribute.name);
    const seen = exists?.get(attribute.name);
    if (!states) continue;
    const othersChosen = attributes.every((a) => a.name === attribute.name || (selection[a.name] ?? '') !== '');
    for (const [value, state] of states) {
      state.enabled = state.matched && (state.inStock || !flags.disableOutOfStock);
      const existsAlone = seen !== undefined && (seen.has('*') || seen.has(value));
      state.clickable = state.enabled
        || (state.matched && flags.clickableOutOfStock)
        || (existsAlone && flags.deselectUnavailable);
      const first = firstMatch.get(attribute.name)?.get(value);
      if (flags.showStock && othersChosen && first && first.inStock && first.maxQty !== null && first.maxQty > 0 && first.maxQty <= flags.stockThreshold) {
        state.stockLeft = first.maxQty;
      }
    }
  }
  return out;
}

/** Some active variation matches the whole selection and can be bought (or stock does not matter). */
export function hasAvailable(variations: readonly SwatchVariation[], selection: Selection, flags: SwatchFlags): boolean {
  return variations.some((v) => v.active && (v.inStock || !flags.disableOutOfStock) && isMatch(v.attributes, selection));
}

/**
 * The selection after the shopper presses `value` of `name`. Unchanged when the value cannot be
 * chosen; cleared on reselect when configured; with deselect-unavailable, a value that leaves no
 * available variation keeps only itself.
 */
export function choose(
  variations: readonly SwatchVariation[] | null,
  attributes: readonly SwatchAttribute[],
  selection: Selection,
  name: string,
  value: string,
  flags: SwatchFlags,
): Selection {
  const current = selection[name] ?? '';
  if (current === value) return flags.clearOnReselect ? { ...selection, [name]: '' } : selection;
  const state = availability(variations, attributes, selection, flags).get(name)?.get(value);
  if (!state?.clickable) return selection;
  const next: Record<string, string> = { ...selection, [name]: value };
  if (variations !== null && flags.deselectUnavailable && !hasAvailable(variations, next, flags)) {
    for (const attribute of attributes) if (attribute.name !== name) next[attribute.name] = '';
  }
  return next;
}

/** Every attribute has a value. */
export function isComplete(attributes: readonly SwatchAttribute[], selection: Selection): boolean {
  return attributes.length > 0 && attributes.every((a) => (selection[a.name] ?? '') !== '');
}
