// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMatch } from '../../src/state/variations';
import {
  DEFAULT_FLAGS, availability, choose, hasAvailable, readFlag,
  type Selection, type SwatchAttribute, type SwatchFlags, type SwatchVariation,
} from './swatches.connector';

const COLOR = 'attribute_pa_color';
const SIZE = 'attribute_pa_size';
const attrs: SwatchAttribute[] = [
  { name: COLOR, values: ['red', 'blue', 'green'] },
  { name: SIZE, values: ['s', 'm', 'l'] },
];
const v = (color: string, size: string, inStock = true, maxQty: number | null = null): SwatchVariation => ({
  attributes: { [COLOR]: color, [SIZE]: size }, active: true, inStock, maxQty,
});

/** The rule as spec §5 states it, value by value: the reference the one-pass engine must equal. */
function bruteForce(variations: readonly SwatchVariation[], attributes: readonly SwatchAttribute[], selection: Selection, flags: SwatchFlags) {
  const out = new Map<string, Map<string, { enabled: boolean; inStock: boolean; matched: boolean }>>();
  for (const attribute of attributes) {
    const states = new Map<string, { enabled: boolean; inStock: boolean; matched: boolean }>();
    for (const value of attribute.values) {
      const matches = variations.filter((x) => x.active && isMatch(x.attributes, { ...selection, [attribute.name]: value }));
      const inStock = matches.some((x) => x.inStock);
      states.set(value, { matched: matches.length > 0, inStock, enabled: matches.length > 0 && (inStock || !flags.disableOutOfStock) });
    }
    out.set(attribute.name, states);
  }
  return out;
}

const VALUES = ['a', 'b', 'c', 'd'];
const NAMES = ['attribute_pa_x', 'attribute_pa_y', 'attribute_pa_z'];
const product = fc.integer({ min: 1, max: 3 }).chain((n) => {
  const names = NAMES.slice(0, n);
  const attributes = names.map((name) => ({ name, values: VALUES }));
  const variation = fc.record({
    attributes: fc.tuple(...names.map(() => fc.constantFrom('', ...VALUES))).map((vals) => Object.fromEntries(names.map((name, i) => [name, vals[i] ?? '']))),
    active: fc.boolean(),
    inStock: fc.boolean(),
    maxQty: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
  });
  const selection = fc.tuple(...names.map(() => fc.constantFrom('', ...VALUES))).map((vals) => Object.fromEntries(names.map((name, i) => [name, vals[i] ?? ''])));
  const flags = fc.record({
    disableOutOfStock: fc.boolean(),
    clickableOutOfStock: fc.boolean(),
    deselectUnavailable: fc.boolean(),
    clearOnReselect: fc.boolean(),
    showStock: fc.boolean(),
    stockThreshold: fc.integer({ min: 0, max: 9 }),
  });
  return fc.record({ attributes: fc.constant(attributes), variations: fc.array(variation, { maxLength: 30 }), selection, flags });
});

describe('availability (spec §5: enabled iff some variation matches the selection, in stock when disable-out-of-stock)', () => {
  it('equals the brute-force rule for random products, selections and flags', () => {
    fc.assert(fc.property(product, ({ attributes, variations, selection, flags }) => {
      const fast = availability(variations, attributes, selection, flags);
      const slow = bruteForce(variations, attributes, selection, flags);
      for (const attribute of attributes) {
        for (const value of attribute.values) {
          const got = fast.get(attribute.name)?.get(value);
          const want = slow.get(attribute.name)?.get(value);
          expect({ matched: got?.matched, inStock: got?.inStock, enabled: got?.enabled }).toEqual(want);
        }
      }
    }), { numRuns: 500 });
  });

  it('a choice never leads to a selection without a buyable variation (disable-out-of-stock on, nothing clickable beyond enabled)', () => {
    fc.assert(fc.property(product, ({ attributes, variations, selection, flags }) => {
      const strict = { ...flags, disableOutOfStock: true, clickableOutOfStock: false, deselectUnavailable: false };
      if (!hasAvailable(variations, selection, strict)) return;
      for (const attribute of attributes) {
        for (const value of attribute.values) {
          const next = choose(variations, attributes, selection, attribute.name, value, strict);
          if (next !== selection) expect(hasAvailable(variations, next, strict)).toBe(true);
        }
      }
    }), { numRuns: 300 });
  });

  it('ajax mode (variations unknown) disables nothing', () => {
    const states = availability(null, attrs, { [COLOR]: 'red' }, DEFAULT_FLAGS);
    for (const attribute of attrs) for (const value of attribute.values) expect(states.get(attribute.name)?.get(value)?.enabled).toBe(true);
  });

  it('marks a size out of stock for the chosen colour only; choosable as in the free plugin, disabled when the options say disable_out_of_stock (issue 27)', () => {
    const variations = [v('red', 's'), v('red', 'm', false), v('blue', 'm')];
    const states = availability(variations, attrs, { [COLOR]: 'red', [SIZE]: '' }, DEFAULT_FLAGS);
    expect(states.get(SIZE)?.get('m')).toMatchObject({ matched: true, inStock: false, enabled: true, clickable: true });
    const disabling = availability(variations, attrs, { [COLOR]: 'red', [SIZE]: '' }, { ...DEFAULT_FLAGS, disableOutOfStock: true });
    expect(disabling.get(SIZE)?.get('m')).toMatchObject({ matched: true, inStock: false, enabled: false, clickable: false });
    expect(states.get(SIZE)?.get('l')).toMatchObject({ matched: false, enabled: false });
    // Blue M exists: with no colour chosen, M is fine.
    expect(availability(variations, attrs, {}, DEFAULT_FLAGS).get(SIZE)?.get('m')?.enabled).toBe(true);
    // Clickable out of stock keeps it pressable (no-stock).
    expect(availability(variations, attrs, { [COLOR]: 'red' }, { ...DEFAULT_FLAGS, disableOutOfStock: true, clickableOutOfStock: true }).get(SIZE)?.get('m')?.clickable).toBe(true);
  });

  it('an empty (wildcard) attribute on the variation enables every value', () => {
    const states = availability([v('red', '')], attrs, { [COLOR]: 'red' }, DEFAULT_FLAGS);
    expect([...(states.get(SIZE)?.values() ?? [])].every((s) => s.enabled)).toBe(true);
  });

  it('stock left shows when the value completes the selection and the variation has at most the threshold', () => {
    const variations = [v('red', 's', true, 3), v('red', 'm', true, 6), v('blue', 's', true, 2)];
    const flags = { ...DEFAULT_FLAGS, showStock: true };
    const states = availability(variations, attrs, { [COLOR]: 'red' }, flags);
    expect(states.get(SIZE)?.get('s')?.stockLeft).toBe(3);
    expect(states.get(SIZE)?.get('m')?.stockLeft).toBeNull();
    // Nothing chosen yet: a colour alone does not complete the selection.
    expect(availability(variations, attrs, {}, flags).get(COLOR)?.get('blue')?.stockLeft).toBeNull();
  });

  it('issue 35: no stock-left count with show_variation_stock off (the free plugin prints it off), one with it on', () => {
    const variations = [v('red', 's', true, 3)];
    const left = (flags: SwatchFlags) => availability(variations, attrs, { [COLOR]: 'red' }, flags).get(SIZE)?.get('s')?.stockLeft;
    expect(DEFAULT_FLAGS.showStock).toBe(false);
    expect(left(DEFAULT_FLAGS)).toBeNull();
    expect(left({ ...DEFAULT_FLAGS, showStock: true })).toBe(3);
  });
});

describe('choose', () => {
  const variations = [v('red', 's'), v('blue', 'm'), v('green', 'l', false)];

  it('sets the value, and ignores a disabled one', () => {
    expect(choose(variations, attrs, { [COLOR]: 'red', [SIZE]: '' }, SIZE, 's', DEFAULT_FLAGS)).toEqual({ [COLOR]: 'red', [SIZE]: 's' });
    const before = { [COLOR]: 'red', [SIZE]: '' };
    // Red M does not exist: refused.
    expect(choose(variations, attrs, before, SIZE, 'm', DEFAULT_FLAGS)).toBe(before);
    // Green L exists but is out of stock: choosable by default (free plugin), refused with disable_out_of_stock.
    const green = { [COLOR]: 'green', [SIZE]: '' };
    expect(choose(variations, attrs, green, SIZE, 'l', DEFAULT_FLAGS)).toEqual({ [COLOR]: 'green', [SIZE]: 'l' });
    expect(choose(variations, attrs, green, SIZE, 'l', { ...DEFAULT_FLAGS, disableOutOfStock: true })).toBe(green);
    expect(choose(variations, attrs, {}, COLOR, 'green', DEFAULT_FLAGS)).toEqual({ [COLOR]: 'green' });
    expect(choose(variations, attrs, {}, COLOR, 'green', { ...DEFAULT_FLAGS, disableOutOfStock: true })).toEqual({});
  });

  it('reselecting keeps the value unless clear-on-reselect is on', () => {
    const chosen = { [COLOR]: 'red', [SIZE]: 's' };
    expect(choose(variations, attrs, chosen, COLOR, 'red', DEFAULT_FLAGS)).toBe(chosen);
    expect(choose(variations, attrs, chosen, COLOR, 'red', { ...DEFAULT_FLAGS, clearOnReselect: true })).toEqual({ [COLOR]: '', [SIZE]: 's' });
  });

  it('deselect-unavailable: a value that leaves nothing available clears the other attributes', () => {
    const flags = { ...DEFAULT_FLAGS, deselectUnavailable: true };
    expect(choose(variations, attrs, { [COLOR]: 'red', [SIZE]: 's' }, SIZE, 'm', flags)).toEqual({ [COLOR]: '', [SIZE]: 'm' });
    // A value no variation has at all stays unclickable.
    expect(choose([v('red', 's')], attrs, { [COLOR]: 'red' }, SIZE, 'l', flags)).toEqual({ [COLOR]: 'red' });
  });
});

describe('readFlag (spec §5: 1, true, yes, on)', () => {
  it.each([['1', true], ['true', true], ['YES', true], [' on ', true], ['', false], ['0', false], ['no', false], [1, true], [0, false], [true, true], [{}, false]])('%j → %s', (raw, want) => {
    expect(readFlag(raw, !want)).toBe(want);
  });
  it('absent → the default', () => {
    expect(readFlag(undefined, true)).toBe(true);
    expect(readFlag(null, false)).toBe(false);
  });
});
