import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetStorageProbe, readStoredCart } from './cart-storage';

const params = { cartHashKey: 'wc_cart_hash_x', fragmentName: 'wc_fragments_x', timeoutMs: 5000 };

describe('cart storage', () => {
  afterEach(() => forgetStorageProbe());

  it('probes storage once per page: every probe writes localStorage and wakes every other tab', () => {
    forgetStorageProbe();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    for (let i = 0; i < 3; i++) expect(readStoredCart(params).available).toBe(true);
    expect(setItem.mock.calls.filter(([key]) => key === 'wc')).toHaveLength(2); // session + local, once
  });
});
