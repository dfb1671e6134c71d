// @vitest-environment node
// The English-to-Persian cart message matcher (issue 17: empty names and names with line breaks).
import { describe, expect, it } from 'vitest';
import { localiseCartMessage } from './session';

describe('localiseCartMessage', () => {
  it('gives WooCommerce English success messages in Persian', () => {
    expect(localiseCartMessage('“Book” has been added to your cart')).toBe('«Book» به سبد خرید شما افزوده شد.');
    expect(localiseCartMessage('"Book" has been removed from your cart.')).toBe('«Book» از سبد خرید شما حذف شد.');
  });

  it('issue 17: an empty product name gives the message without a name', () => {
    expect(localiseCartMessage('“” has been added to your cart')).toBe('محصول به سبد خرید شما افزوده شد.');
    expect(localiseCartMessage('“” has been removed from your cart')).toBe('محصول از سبد خرید شما حذف شد.');
  });

  it('issue 17: names with \\n, U+2028 or U+2029 are matched and printed on one line', () => {
    expect(localiseCartMessage('“Tee\nRed” has been added to your cart')).toBe('«Tee Red» به سبد خرید شما افزوده شد.');
    expect(localiseCartMessage('“Tee\u2028Red” has been added to your cart')).toBe('«Tee Red» به سبد خرید شما افزوده شد.');
    expect(localiseCartMessage('“Tee\u2029 Red” has been removed from your cart.')).toBe('«Tee Red» از سبد خرید شما حذف شد.');
  });

  it('leaves other text alone', () => {
    expect(localiseCartMessage('«کتاب» به سبد خرید شما افزوده شد.')).toBe('«کتاب» به سبد خرید شما افزوده شد.');
  });
});
