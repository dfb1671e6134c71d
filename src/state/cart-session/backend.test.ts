// Issue 29: the cart session takes its backend as an argument. With a fake backend: reading the
// truth puts the server's cart in the page and the shared signals and keeps the copy through the
// backend; a failed read changes nothing and says so. (WooCommerce's wire is tested in
// adapters/woocommerce and through the widgets with msw.)
import { afterEach, describe, expect, it } from 'vitest';
import { readPageSettings } from '../../host/settings';
import { cartContents, cartHash } from '../cart';
import type { CartBackend, CartRead } from './backend';
import { cartSession, readCartTruth, resetCartSession, serverCartHash } from './session';

const MINI = 'div.widget_shopping_cart_content';

function fakeBackend(read: CartRead) {
  const writes: Array<{ cartHash: string; fragments: Record<string, string> }> = [];
  const backend: CartBackend = {
    readParams: () => ({ cartHashKey: 'hash-key', fragmentName: 'fragments-key', timeoutMs: 5000 }),
    readAddParams: () => ({ viewCartText: undefined, cartUrl: '/cart/', isCart: false, redirectAfterAdd: false }),
    readCart: () => Promise.resolve(read),
    readStoredHash: () => null,
    writeStored: (_params, write) => {
      writes.push({ cartHash: write.cartHash, fragments: write.fragments });
      return true;
    },
    forgetStorage: () => undefined,
    readCookies: () => ({ hash: 'from-cookie', itemsInCart: 2 }),
    contentsOf: (fragments) => (fragments[MINI] ? { markup: [], lines: [], count: 2, subtotal: '' } : null),
  };
  return { backend, writes };
}

afterEach(() => resetCartSession());

describe('issue 29: the cart session on a fake backend', () => {
  it('reading the truth shows the server\'s cart and keeps the copy through the backend', async () => {
    document.body.innerHTML = `<div class="widget_shopping_cart_content">old</div>`;
    const { backend, writes } = fakeBackend({ kind: 'refreshed', fragments: { [MINI]: '<div class="widget_shopping_cart_content">two items</div>' }, cartHash: 'h2' });
    const s = cartSession(readPageSettings(document), backend);
    const truth = await readCartTruth(s);
    expect(truth).toEqual({ kind: 'read', fragments: { [MINI]: '<div class="widget_shopping_cart_content">two items</div>' }, cartHash: 'h2' });
    expect(document.querySelector(MINI)?.textContent).toBe('two items');
    expect(cartHash.value).toBe('h2');
    expect(cartContents.value?.count).toBe(2);
    expect(writes).toEqual([{ cartHash: 'h2', fragments: { [MINI]: '<div class="widget_shopping_cart_content">two items</div>' } }]);
    expect(serverCartHash(s)).toBe('from-cookie');
  });

  it('a failed read changes nothing on the page and fires wc_fragments_ajax_error', async () => {
    document.body.innerHTML = `<div class="widget_shopping_cart_content">old</div>`;
    const { backend, writes } = fakeBackend({ kind: 'failed', error: new Error('offline') });
    const heard: string[] = [];
    document.body.addEventListener('wc_fragments_ajax_error', () => heard.push('error'));
    const truth = await readCartTruth(cartSession(readPageSettings(document), backend));
    expect(truth).toEqual({ kind: 'unknown' });
    expect(document.querySelector(MINI)?.textContent).toBe('old');
    expect(writes).toEqual([]);
    expect(heard).toEqual(['error']);
  });
});
