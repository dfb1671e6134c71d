// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DAY_MS, decideOnLoad, isForeignHashChange, parseStoredFragments, stampOnCartEvent, stampOnRefresh, type LoadInput } from './rules';

const NOW = 1_800_000_000_000;
const fragments = JSON.stringify({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">x</div>' });
const base: LoadInput = {
  storageAvailable: true,
  fragmentsJson: fragments,
  sessionHash: 'abc',
  created: String(NOW - 1000),
  cookieHash: 'abc',
  itemsInCart: 1,
  now: NOW,
};

describe('decideOnLoad (cart-fragments.js cache rules)', () => {
  it('paints stored fragments when the hash matches the cookie, refreshing when the day is up', () => {
    const decision = decideOnLoad(base);
    expect(decision).toEqual({ action: 'paint', fragments: JSON.parse(fragments), refreshInMs: DAY_MS - 1000 });
  });

  it('refreshes when the stored hash differs from the woocommerce_cart_hash cookie', () => {
    expect(decideOnLoad({ ...base, cookieHash: 'other' })).toEqual({ action: 'refresh', reason: 'Hash mismatch' });
    // Cart emptied elsewhere: the cookie is gone but this tab still holds a hash.
    expect(decideOnLoad({ ...base, cookieHash: '', itemsInCart: 0 })).toEqual({ action: 'refresh', reason: 'Hash mismatch' });
  });

  it("refreshes with 'Fragment expired' after 24 hours", () => {
    expect(decideOnLoad({ ...base, created: String(NOW - DAY_MS - 1) })).toEqual({ action: 'refresh', reason: 'Fragment expired' });
    expect(decideOnLoad({ ...base, created: String(NOW - DAY_MS + 1) }).action).toBe('paint');
  });

  it("refreshes with 'No cart_created' when a stored hash has no creation time", () => {
    expect(decideOnLoad({ ...base, created: null })).toEqual({ action: 'refresh', reason: 'No cart_created' });
    expect(decideOnLoad({ ...base, created: 'not a number' })).toEqual({ action: 'refresh', reason: 'No cart_created' });
  });

  it('refreshes when stored fragments are corrupt JSON or not a selector→markup map', () => {
    expect(decideOnLoad({ ...base, fragmentsJson: '{"div.widget_shopping_cart_content":' })).toEqual({ action: 'refresh', reason: 'Corrupt fragments' });
    expect(decideOnLoad({ ...base, fragmentsJson: '[1,2]' })).toEqual({ action: 'refresh', reason: 'Corrupt fragments' });
    expect(decideOnLoad({ ...base, fragmentsJson: '{"a":1}' })).toEqual({ action: 'refresh', reason: 'Corrupt fragments' });
  });

  it('refreshes when stored fragments lack div.widget_shopping_cart_content or are missing', () => {
    expect(decideOnLoad({ ...base, fragmentsJson: JSON.stringify({ 'a.cart-contents': '<a></a>' }) })).toEqual({ action: 'refresh', reason: 'No fragment' });
    expect(decideOnLoad({ ...base, fragmentsJson: null })).toEqual({ action: 'refresh', reason: 'No fragment' });
    expect(decideOnLoad({ ...base, fragmentsJson: JSON.stringify({ 'div.widget_shopping_cart_content': '' }) })).toEqual({ action: 'refresh', reason: 'No fragment' });
  });

  it('makes no request for a visitor with no cart at all (no cookies, nothing stored)', () => {
    expect(decideOnLoad({ ...base, fragmentsJson: null, sessionHash: null, created: null, cookieHash: '', itemsInCart: 0 })).toEqual({ action: 'none' });
    // Storage denied and no cart cookies: still nothing to ask.
    expect(decideOnLoad({ ...base, storageAvailable: false, cookieHash: '', itemsInCart: 0, sessionHash: null, fragmentsJson: null })).toEqual({ action: 'none' });
    // Corrupt leftovers without any cart: nothing worth a request either.
    expect(decideOnLoad({ ...base, fragmentsJson: '{', sessionHash: null, created: null, cookieHash: '', itemsInCart: 0 })).toEqual({ action: 'none' });
  });

  it('asks the server when a cart cookie exists but this tab stored nothing (first page after a no-JS add)', () => {
    expect(decideOnLoad({ ...base, fragmentsJson: null, sessionHash: null, created: null })).toEqual({ action: 'refresh', reason: 'No fragment' });
    expect(decideOnLoad({ ...base, fragmentsJson: null, sessionHash: null, created: null, cookieHash: '', itemsInCart: 1 })).toEqual({
      action: 'refresh',
      reason: 'No fragment',
    });
  });

  it('refreshes when storage is denied or full but a cart exists', () => {
    expect(decideOnLoad({ ...base, storageAvailable: false })).toEqual({ action: 'refresh', reason: 'No storage' });
  });

  it('paints an emptied cart (stored hash "" and no cookies) without asking', () => {
    const decision = decideOnLoad({ ...base, sessionHash: '', cookieHash: '', itemsInCart: 0, created: null });
    expect(decision).toEqual({ action: 'paint', fragments: JSON.parse(fragments), refreshInMs: null });
  });
});

describe('storage helpers', () => {
  it('parses stored fragments strictly', () => {
    expect(parseStoredFragments(null)).toBeNull();
    expect(parseStoredFragments('null')).toBeNull();
    expect(parseStoredFragments('{"x":"<b></b>"}')).toEqual({ x: '<b></b>' });
    expect(parseStoredFragments('nope')).toBe('corrupt');
  });

  it('stamps the creation time only when a cart first appears', () => {
    expect(stampOnCartEvent(null)).toBe(true);
    expect(stampOnCartEvent('')).toBe(true);
    expect(stampOnCartEvent('abc')).toBe(false);
    expect(stampOnRefresh('')).toBe(false);
    expect(stampOnRefresh('abc')).toBe(true);
  });

  it('treats a storage event on the hash key as foreign only when local and session differ', () => {
    expect(isForeignHashChange('k', 'k', 'new', 'old')).toBe(true);
    expect(isForeignHashChange('k', 'k', 'same', 'same')).toBe(false);
    expect(isForeignHashChange('other', 'k', 'new', 'old')).toBe(false);
  });
});
