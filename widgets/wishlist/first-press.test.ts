// Issue 36: what a wishlist button's press does is a chunk of its own (press.ts), asked for when a
// shopper reaches a button. A press that comes before it (a tap, a keyboard's Space, a press at
// once) is not lost and acts once: the button shows busy, a second press meanwhile does nothing.
// Each test imports the behaviour afresh, so the press code is not there yet when it is pressed.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../fixtures/msw/node';
import { createWoodmartServer, memoryWishlistStore, phpWishlistIds, WISHLIST_PAGE_NONCE } from '../../fixtures/msw/woodmart';
import { WISHLIST_NONCE } from '../../fixtures/theme/params';
import { recordedCatalogue } from '../../fixtures/msw/recorded-catalogue';
import { readPageSettings } from '../../src/host/settings';

const wd = createWoodmartServer({ store: memoryWishlistStore(), products: recordedCatalogue.products });
const teardowns: Array<() => void> = [];
const id = recordedCatalogue.products[0]?.id ?? 0;

async function mount(o: { loggedIn?: boolean } = {}): Promise<HTMLAnchorElement> {
  document.body.innerHTML = `<div class="wd-wishlist-btn wd-action-btn"><a href="/wishlist/" data-key="${WISHLIST_NONCE}" data-product-id="${id}" rel="nofollow" data-added-text="نمایش لیست علاقه مندی"><span>افزودن به علاقه مندی</span></a></div>`;
  if (o.loggedIn) document.cookie = 'wordpress_logged_in_test=1; path=/';
  document.body.className = o.loggedIn ? 'logged-in' : '';
  (window as unknown as Record<string, unknown>).woodmart_settings = {
    ajaxurl: '/wp-admin/admin-ajax.php', home_url: '/', shop_url: '/shop/', is_multisite: '', current_blog_id: '1',
    wishlist_expanded: 'no', wishlist_show_popup: 'enable', wishlist_page_nonce: WISHLIST_PAGE_NONCE,
  };
  // A fresh module graph: the press code of an earlier test is not loaded in this one.
  vi.resetModules();
  const { wishlistBehaviour } = await import('.');
  teardowns.push(wishlistBehaviour.install(readPageSettings()));
  const link = document.querySelector<HTMLAnchorElement>('.wd-wishlist-btn a');
  if (!link) throw new Error('no button');
  return link;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  wd.reset();
  server.use(...wd.handlers);
});
afterEach(() => {
  teardowns.splice(0).forEach((off) => off());
  server.resetHandlers();
  document.cookie = 'wordpress_logged_in_test=; path=/; max-age=0';
  document.cookie = 'woodmart_wishlist_products=; path=/; max-age=0';
  document.cookie = 'woodmart_wishlist_count=; path=/; max-age=0';
  delete (window as unknown as Record<string, unknown>).woodmart_settings;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('issue 36: a wishlist press before its code came', () => {
  it("a guest's press is held busy, a second press does nothing, and the product is added once", async () => {
    const link = await mount();
    const heard = vi.fn();
    document.addEventListener('added_to_wishlist', heard);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    // The browser does not follow the link to the wishlist page meanwhile.
    expect(first.defaultPrevented).toBe(true);
    expect(link.classList.contains('loading')).toBe(true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(link.classList.contains('added')).toBe(true));
    expect(phpWishlistIds(document.cookie)).toEqual([id]);
    expect(document.cookie).toContain('woodmart_wishlist_count=1');
    expect(link.classList.contains('loading')).toBe(false);
    expect(link.hasAttribute('aria-busy')).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(wd.calls).toEqual([]);
    // Added, the next press follows the link as Woodmart's does.
    const third = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(third);
    expect(third.defaultPrevented).toBe(false);
    document.removeEventListener('added_to_wishlist', heard);
  });

  it("a member's Space on the button sends one woodmart_add_to_wishlist, a second Space none", async () => {
    const link = await mount({ loggedIn: true });
    expect(link.getAttribute('role')).toBe('button');
    link.focus();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    link.dispatchEvent(space);
    // Space on a link-as-button must not scroll the page.
    expect(space.defaultPrevented).toBe(true);
    link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(link.classList.contains('added')).toBe(true));
    expect(wd.calls.map((c) => c.action)).toEqual(['woodmart_add_to_wishlist']);
    expect(wd.calls[0]?.query).toMatchObject({ product_id: String(id), key: WISHLIST_NONCE });
    expect(document.activeElement).toBe(link);
  });
});
