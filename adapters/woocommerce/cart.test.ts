import { describe, expect, it, vi } from 'vitest';
import { classifyAddAnswer, classifyRemoveAnswer, readThemeCartAutoCloseMs } from './cart';
import { readPageSettings } from '../../src/host/settings';

// Shapes from shared/recorded/woocommerce-10 (03, 07, 12, 13, 16).
const MINI = '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"></ul></div>';

describe('WooCommerce cart answers', () => {
  it('reads a success answer', () => {
    expect(classifyAddAnswer({ fragments: { 'div.widget_shopping_cart_content': MINI }, cart_hash: 'd4e9f533c8d07f0e1e68634f0da0f1b6' })).toEqual({
      kind: 'added',
      fragments: { 'div.widget_shopping_cart_content': MINI },
      cartHash: 'd4e9f533c8d07f0e1e68634f0da0f1b6',
    });
  });

  it('keeps the answer when a theme sends a number as a fragment (the item was added)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = classifyAddAnswer({
      fragments: { 'div.widget_shopping_cart_content': MINI, 'span.count-badge': 3, 'span.broken': { nested: true } },
      cart_hash: 'abc',
    });
    expect(outcome).toEqual({ kind: 'added', fragments: { 'div.widget_shopping_cart_content': MINI, 'span.count-badge': '3' }, cartHash: 'abc' });
    expect(warn).toHaveBeenCalledWith('[vitrin] cart: fragment "span.broken" is not markup; skipped');
  });

  it('tells refusals, nonexistent products and empty answers apart', () => {
    expect(classifyAddAnswer({ error: true, product_url: 'http://127.0.0.1:8080/product/tee/' })).toEqual({ kind: 'refused', productUrl: 'http://127.0.0.1:8080/product/tee/' });
    expect(classifyAddAnswer({ error: true, product_url: false })).toEqual({ kind: 'refused', productUrl: null });
    expect(classifyAddAnswer({ error: true, product_url: 'javascript:alert(1)' })).toEqual({ kind: 'refused', productUrl: null });
    expect(classifyAddAnswer(undefined)).toEqual({ kind: 'empty' });
    expect(classifyRemoveAnswer({ success: false })).toEqual({ kind: 'refused' });
  });
});

describe('issue 35: Woodmart\'s add-to-cart panel auto-close setting (addToCart.js closeAfterTimeout)', () => {
  const read = (woodmart: unknown) => {
    (window as unknown as Record<string, unknown>).woodmart_settings = woodmart;
    try {
      return readThemeCartAutoCloseMs(readPageSettings());
    } finally {
      delete (window as unknown as Record<string, unknown>).woodmart_settings;
    }
  };

  it('off as the recorded shop prints it ("no", 3); on with "yes": the seconds in milliseconds', () => {
    expect(read({ add_to_cart_action: 'widget', add_to_cart_action_timeout: 'no', add_to_cart_action_timeout_number: '3' })).toBeUndefined();
    expect(read({ add_to_cart_action: 'widget', add_to_cart_action_timeout: 'yes', add_to_cart_action_timeout_number: '3' })).toBe(3000);
    expect(read({ add_to_cart_action: 'popup', add_to_cart_action_timeout: 'yes', add_to_cart_action_timeout_number: 20 })).toBe(20000);
  });

  it('never with the action "nothing", without settings, or with a number that is not a positive integer', () => {
    expect(read({ add_to_cart_action: 'nothing', add_to_cart_action_timeout: 'yes', add_to_cart_action_timeout_number: '3' })).toBeUndefined();
    expect(read(undefined)).toBeUndefined();
    expect(read({ add_to_cart_action: 'widget', add_to_cart_action_timeout: 'yes', add_to_cart_action_timeout_number: '' })).toBeUndefined();
    expect(read({ add_to_cart_action: 'widget', add_to_cart_action_timeout: 'yes', add_to_cart_action_timeout_number: '0' })).toBeUndefined();
  });
});
