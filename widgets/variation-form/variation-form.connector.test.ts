// @vitest-environment node
import { variationImageSrc } from './gallery';
import { describe, expect, it } from 'vitest';
import type { AvailableVariation } from '../../adapters/woocommerce/variations';
import {
  check,
  chosenAttributes,
  findMatchingVariations,
  invalidChoices,
  isMatch,
  isPurchasable,
  optionStates,
  quantityFor,
} from './variation-form.connector';

function v(id: number, color: string, size: string, extra: Partial<AvailableVariation> = {}): AvailableVariation {
  return {
    variation_id: id,
    attributes: { attribute_pa_color: color, attribute_pa_size: size },
    is_in_stock: true,
    is_purchasable: true,
    variation_is_active: true,
    variation_is_visible: true,
    max_qty: '',
    min_qty: 1,
    ...extra,
  };
}

// The shape of the recorded SW-TEE: red has no S, red-L and blue-M are out of stock, black only M/L.
const TEE = [
  v(93, 'red', 'm'),
  v(94, 'red', 'l', { is_in_stock: false }),
  v(95, 'red', 'xl'),
  v(96, 'blue', 's'),
  v(97, 'blue', 'm', { is_in_stock: false }),
  v(98, 'blue', 'l'),
  v(103, 'black', 'm'),
  v(104, 'black', 'l'),
];

const fields = (color: string, size: string) => [
  { name: 'attribute_pa_color', value: color, options: ['blue', 'red', 'black', 'green'] },
  { name: 'attribute_pa_size', value: size, options: ['s', 'm', 'l', 'xl'] },
];

describe('matching (add-to-cart-variation.js isMatch)', () => {
  it('matches equal attributes and treats an empty value on either side as “any”', () => {
    expect(isMatch({ attribute_pa_color: 'red', attribute_pa_size: 'm' }, { attribute_pa_color: 'red', attribute_pa_size: 'm' })).toBe(true);
    expect(isMatch({ attribute_pa_color: 'red', attribute_pa_size: 'm' }, { attribute_pa_color: 'red', attribute_pa_size: 'l' })).toBe(false);
    expect(isMatch({ attribute_pa_color: 'red', attribute_pa_size: '' }, { attribute_pa_color: 'red', attribute_pa_size: 'xxl' })).toBe(true);
    expect(isMatch({ attribute_pa_color: 'red', attribute_pa_size: 'm' }, { attribute_pa_color: 'red', attribute_pa_size: '' })).toBe(true);
    expect(isMatch({ attribute_pa_color: 'blue', attribute_pa_size: '' }, { attribute_pa_color: 'red', attribute_pa_size: '' })).toBe(false);
  });

  it('returns every match in order, so the first listed variation wins', () => {
    const anySize = v(200, 'red', '');
    expect(findMatchingVariations([anySize, ...TEE], { attribute_pa_color: 'red', attribute_pa_size: 'm' }).map((x) => x.variation_id)).toEqual([200, 93]);
  });

  it('decides incomplete / found / none / ask', () => {
    expect(check(TEE, chosenAttributes(fields('red', '')))).toEqual({ kind: 'incomplete' });
    expect(check(TEE, chosenAttributes(fields('red', 'm')))).toMatchObject({ kind: 'found', purchasable: true, variation: { variation_id: 93 } });
    expect(check(TEE, chosenAttributes(fields('red', 'l')))).toMatchObject({ kind: 'found', purchasable: false, variation: { variation_id: 94 } });
    expect(check(TEE, chosenAttributes(fields('red', 's')))).toEqual({ kind: 'none' });
    expect(check(false, chosenAttributes(fields('red', 's')))).toEqual({ kind: 'ask' });
    expect(check(false, chosenAttributes(fields('', 's')))).toEqual({ kind: 'incomplete' });
    expect(check(TEE, chosenAttributes([]))).toEqual({ kind: 'incomplete' });
  });
});

describe('purchasable', () => {
  it('needs purchasable, in stock and visible, like the add-to-cart button rule', () => {
    expect(isPurchasable(v(1, 'red', 'm'))).toBe(true);
    expect(isPurchasable(v(1, 'red', 'm', { is_in_stock: false }))).toBe(false);
    expect(isPurchasable(v(1, 'red', 'm', { is_purchasable: false }))).toBe(false);
    expect(isPurchasable(v(1, 'red', 'm', { variation_is_visible: false }))).toBe(false);
  });
});

describe('option availability (onUpdateAttributes)', () => {
  it('with nothing chosen every value that some variation names is usable; green is not', () => {
    const states = optionStates(TEE, fields('', ''));
    const color = states.get('attribute_pa_color');
    expect(color?.get('red')).toEqual({ attached: true, enabled: true, inStock: true });
    expect(color?.get('green')).toEqual({ attached: false, enabled: false, inStock: false });
    expect(states.get('attribute_pa_size')?.get('s')).toEqual({ attached: true, enabled: true, inStock: true });
  });

  it("restricts an attribute's options by the other choices, never by its own", () => {
    const states = optionStates(TEE, fields('red', 'm'));
    const size = states.get('attribute_pa_size');
    expect(size?.get('s')?.attached).toBe(false);
    expect(size?.get('l')).toEqual({ attached: true, enabled: true, inStock: false });
    expect(size?.get('xl')?.inStock).toBe(true);
    // Colour is judged against size m only: blue-M exists (out of stock), black-M exists.
    const color = states.get('attribute_pa_color');
    expect(color?.get('blue')).toEqual({ attached: true, enabled: true, inStock: false });
    expect(color?.get('black')?.inStock).toBe(true);
    expect(color?.get('red')?.attached).toBe(true);
  });

  it('an "any" variation attaches every option, and inactive variations do not enable theirs', () => {
    const list = [v(1, 'red', ''), v(2, 'blue', 's', { variation_is_active: false })];
    const size = optionStates(list, fields('red', '')).get('attribute_pa_size');
    expect([...(size?.values() ?? [])].every((s) => s.attached && s.enabled)).toBe(true);
    const blue = optionStates(list, fields('', 's')).get('attribute_pa_color')?.get('blue');
    expect(blue).toEqual({ attached: true, enabled: false, inStock: false });
  });

  it('names the choices that became impossible', () => {
    // No green variation at all: against green, m leads nowhere either.
    const current = fields('green', 'm');
    expect(invalidChoices(optionStates(TEE, current), current)).toEqual(['attribute_pa_color', 'attribute_pa_size']);
    // Once green is cleared, m is fine again (the view clears one choice at a time for this reason).
    const after = fields('', 'm');
    expect(invalidChoices(optionStates(TEE, after), after)).toEqual([]);
    const fine = fields('blue', 'm');
    expect(invalidChoices(optionStates(TEE, fine), fine)).toEqual([]);
  });
});

describe('quantity', () => {
  it('clamps the typed quantity into min/max and copies them to the field', () => {
    expect(quantityFor(v(1, 'red', 'm', { max_qty: 3, min_qty: 1 }), '5')).toEqual({ hidden: false, min: '1', max: '3', value: '3' });
    expect(quantityFor(v(1, 'red', 'm', { max_qty: '', min_qty: 2 }), '1')).toEqual({ hidden: false, min: '2', max: '', value: '2' });
    expect(quantityFor(v(1, 'red', 'm', { max_qty: '', min_qty: 1 }), '')).toEqual({ hidden: false, min: '1', max: '', value: '1' });
  });

  it('hides the field at 1 for a sold-individually variation', () => {
    expect(quantityFor(v(1, 'red', 'm', { is_sold_individually: 'yes' }), '4')).toEqual({ hidden: true, min: '1', max: '', value: '1' });
  });
});

describe('image', () => {
  it('uses the variation image only when it has a real src', () => {
    expect(variationImageSrc(v(1, 'red', 'm', { image: { src: '/p-1.svg', srcset: false } }))).toBe('/p-1.svg');
    expect(variationImageSrc(v(1, 'red', 'm', { image: { src: '', srcset: false } }))).toBeUndefined();
    expect(variationImageSrc(v(1, 'red', 'm', { image: [] }))).toBeUndefined();
    expect(variationImageSrc(undefined)).toBeUndefined();
  });
});
