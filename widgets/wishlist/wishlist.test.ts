// The wishlist behaviour on Woodmart's recorded markup, against the msw model of its PHP.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import { createWoodmartServer, memoryWishlistStore, phpWishlistIds, WISHLIST_PAGE_NONCE } from '../../fixtures/msw/woodmart';
import { WISHLIST_NONCE } from '../../fixtures/theme/params';
import { wishlistContentInner } from '../../fixtures/theme/wishlist-page';
import { recordedCatalogue } from '../../fixtures/msw/recorded-catalogue';
import { readPageSettings } from '../../src/host/settings';
import { wishlistCount, wishlistIds } from '../../src/state/wishlist';
import { wishlistBehaviour } from '.';
import { wishlistPage } from './page-root';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';

const wd = createWoodmartServer({ store: memoryWishlistStore(), products: recordedCatalogue.products });
const teardowns: Array<() => void> = [];

const button = (id: number) => `<div class="wd-wishlist-btn wd-action-btn wd-style-icon wd-wishlist-icon">
	<a class="" href="/wishlist/" data-key="${WISHLIST_NONCE}" data-product-id="${id}" rel="nofollow" data-added-text="نمایش لیست علاقه مندی"><span>افزودن به علاقه مندی</span></a>
</div>`;
const HEADER = `<div class="wd-header-wishlist wd-tools-element wd-with-count"><a href="/wishlist/"><span class="wd-tools-icon"><span class="wd-tools-count">0</span></span></a></div>`;

function mount(body: string, o: { loggedIn?: boolean; woodmart?: Record<string, unknown> } = {}) {
  document.body.innerHTML = HEADER + body;
  document.body.className = o.loggedIn ? 'logged-in' : '';
  if (o.loggedIn) document.cookie = 'wordpress_logged_in_test=1; path=/';
  (window as unknown as Record<string, unknown>).woodmart_settings = {
    ajaxurl: '/wp-admin/admin-ajax.php', home_url: '/', shop_url: '/shop/', is_multisite: '', current_blog_id: '1',
    wishlist_expanded: 'no', wishlist_show_popup: 'enable', wishlist_page_nonce: WISHLIST_PAGE_NONCE, ...o.woodmart,
  };
  teardowns.push(wishlistBehaviour.install(readPageSettings()));
}
const link = (id: number) => {
  const el = document.querySelector<HTMLAnchorElement>(`.wd-wishlist-btn a[data-product-id="${id}"]`);
  if (!el) throw new Error(`no button ${id}`);
  return el;
};
/**
 * A shopper's pointer reaching the button first, as a mouse does before a click: its press code is
 * asked for (in the task after the hover) and here awaited, so the press acts in its own task as
 * it did before issue 36. A press before the code came: first-press.test.ts.
 */
async function reach(el: Element): Promise<void> {
  el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await vi.dynamicImportSettled();
}
const counter = () => document.querySelector('.wd-tools-count')?.textContent;
const firstId = () => recordedCatalogue.products[0]?.id ?? 0;
const ids = () => recordedCatalogue.products.slice(0, 3).map((p) => p.id);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  wd.reset();
  server.use(...wd.handlers);
  wishlistIds.value = new Set();
  wishlistCount.value = null;
});
afterEach(() => {
  teardowns.splice(0).forEach((off) => off());
  server.resetHandlers();
  delete (window as unknown as Record<string, unknown>).woodmart_settings;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('wishlist button, guest', () => {
  it('writes only the two cookies (no request), shows the added text, counts and fires added_to_wishlist', async () => {
    const [a = 0, b = 0] = ids();
    mount(button(a) + button(b));
    await reach(link(a));
    const heard = vi.fn();
    document.addEventListener('added_to_wishlist', heard);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link(a).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    link(b).click();
    expect(wd.calls).toEqual([]);
    expect(phpWishlistIds(document.cookie)).toEqual([a, b]);
    expect(document.cookie).toContain('woodmart_wishlist_count=2');
    expect(link(a).classList.contains('added')).toBe(true);
    expect(link(a).textContent?.trim()).toBe('نمایش لیست علاقه مندی');
    expect(counter()).toBe('۲');
    expect(heard).toHaveBeenCalledTimes(2);
    document.removeEventListener('added_to_wishlist', heard);
  });

  it('lets an added button follow its link to the wishlist page and adds nothing twice', async () => {
    const a = firstId();
    mount(button(a));
    await reach(link(a));
    link(a).click();
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    link(a).dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    expect(phpWishlistIds(document.cookie)).toEqual([a]);
  });

  it('shows buttons already in the cookie as added, and a hostile cookie neither throws nor renders', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = firstId();
    document.cookie = `woodmart_wishlist_products=${encodeURIComponent(JSON.stringify({ [a]: { product_id: a }, '<img src=x onerror=alert(1)>': { product_id: 1 } }))}; path=/`;
    mount(button(a));
    expect(link(a).classList.contains('added')).toBe(true);
    expect(counter()).toBe('۱');
    expect(document.querySelector('img')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('presses a not-yet-added button with Space (role=button)', async () => {
    const a = firstId();
    mount(button(a));
    await reach(link(a));
    expect(link(a).getAttribute('role')).toBe('button');
    link(a).dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(phpWishlistIds(document.cookie)).toEqual([a]);
    expect(link(a).hasAttribute('role')).toBe(false);
  });
});

describe('wishlist buttons that arrive later', () => {
  it('paints a button from a load-more page as added when the product is already in the wishlist', async () => {
    const [a = 0, b = 0] = ids();
    mount(button(a));
    await reach(link(a));
    link(a).click();
    const more = document.createElement('div');
    more.innerHTML = button(a) + button(b);
    document.body.append(more);
    await vi.waitFor(() => expect(more.querySelector(`a[data-product-id="${a}"]`)?.classList.contains('added')).toBe(true));
    expect(more.querySelector(`a[data-product-id="${b}"]`)?.classList.contains('added')).toBe(false);
    expect(more.querySelector(`a[data-product-id="${b}"]`)?.getAttribute('role')).toBe('button');
  });
});

describe('expanded wishlist: the group popup', () => {
  const POPUP = `<div class="mfp-with-anim wd-popup wd-close-btn-inset wd-popup-wishlist">
    <div class="wd-wishlist-back-btn wd-action-btn wd-style-text"><a href="#">بازگشت</a></div>
    <ul class="wd-wishlist-group-list" data-product-id="" data-nonce="" data-group-count="2">
      <li data-group-id="7"><input type="radio" id="wd-wishlist-group-7"><label for="wd-wishlist-group-7">پیش‌فرض</label></li>
      <li data-group-id="9"><input type="radio" id="wd-wishlist-group-9"><label for="wd-wishlist-group-9">هدیه‌ها</label></li>
      <li data-group-id="add_new"><span class="wd-wishlist-add-group"><a href="#">لیست تازه</a></span></li>
    </ul>
    <div class="wd-wishlist-create-group"><label for="wd-wishlist-group-name">ساخت لیست</label><input type="text" class="wd-wishlist-group-name" id="wd-wishlist-group-name"></div>
    <a href="#" data-group-id="save" class="btn wd-wishlist-save-btn">افزودن به علاقه مندی</a>
  </div>`;

  it('asks which list, as a modal dialog, and sends the chosen group', async () => {
    const a = firstId();
    mount(button(a) + POPUP, { loggedIn: true, woodmart: { wishlist_expanded: 'yes', wishlist_show_popup: 'enable' } });
    link(a).click();
    const popup = document.querySelector<HTMLElement>('.wd-popup-wishlist');
    // Its React view is imported on this first choice.
    await vi.waitFor(() => expect(popup?.classList.contains('vitrin-popup-open')).toBe(true), { timeout: 5000 });
    expect(popup?.getAttribute('role')).toBe('dialog');
    expect(popup?.getAttribute('aria-modal')).toBe('true');
    expect(popup?.classList.contains('vitrin-popup-open')).toBe(true);
    expect(wd.calls).toEqual([]);
    // Focus is in the dialog, on the first list's radio.
    expect(document.activeElement).toBe(document.getElementById('wd-wishlist-group-7'));
    document.querySelector<HTMLElement>('li[data-group-id="9"] label')?.click();
    await vi.waitFor(() => expect(document.querySelector('li[data-group-id="9"]')?.classList.contains('wd-current')).toBe(true));
    document.querySelector<HTMLElement>('.wd-wishlist-save-btn')?.click();
    await vi.waitFor(() => expect(link(a).classList.contains('added')).toBe(true));
    expect(wd.calls[0]?.query).toMatchObject({ product_id: String(a), group: '9', key: WISHLIST_NONCE });
    expect(popup?.classList.contains('vitrin-popup-open')).toBe(false);
  });

  it('a new list: its form takes focus, an empty name is refused, a typed one travels as the group', async () => {
    const a = firstId();
    mount(button(a) + POPUP, { loggedIn: true, woodmart: { wishlist_expanded: 'yes', wishlist_show_popup: 'enable' } });
    link(a).click();
    const popup = document.querySelector<HTMLElement>('.wd-popup-wishlist');
    await vi.waitFor(() => expect(popup?.classList.contains('vitrin-popup-open')).toBe(true), { timeout: 5000 });
    document.querySelector<HTMLElement>('.wd-wishlist-add-group a')?.click();
    const input = document.querySelector<HTMLInputElement>('.wd-wishlist-group-name');
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    expect(popup?.classList.contains('wd-create-group')).toBe(true);
    expect(input?.getAttribute('aria-label')).toBe('نام لیست تازه');
    input?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(input?.getAttribute('aria-invalid')).toBe('true'));
    expect(wd.calls).toEqual([]);
    document.querySelector<HTMLElement>('.wd-wishlist-back-btn a')?.click();
    await vi.waitFor(() => expect(popup?.classList.contains('wd-create-group')).toBe(false));
  });

  it('Escape closes it without a request and gives focus back to the button', async () => {
    const a = firstId();
    mount(button(a) + POPUP, { loggedIn: true, woodmart: { wishlist_expanded: 'yes', wishlist_show_popup: 'enable' } });
    link(a).click();
    await vi.waitFor(() => expect(document.querySelector('.wd-popup-wishlist')?.classList.contains('vitrin-popup-open')).toBe(true), { timeout: 5000 });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('.wd-popup-wishlist')?.classList.contains('vitrin-popup-open')).toBe(false);
    await vi.waitFor(() => expect(link(a).classList.contains('loading')).toBe(false));
    expect(document.activeElement).toBe(link(a));
    expect(wd.calls).toEqual([]);
  });
});

describe('wishlist button, member', () => {
  it('sends woodmart_add_to_wishlist as GET with the button nonce and paints the answer', async () => {
    const a = firstId();
    mount(button(a), { loggedIn: true });
    link(a).click();
    expect(link(a).classList.contains('loading')).toBe(true);
    await vi.waitFor(() => expect(link(a).classList.contains('added')).toBe(true));
    expect(wd.calls[0]).toMatchObject({ action: 'woodmart_add_to_wishlist', loggedIn: true, query: { product_id: String(a), group: '', key: WISHLIST_NONCE } });
    expect(wd.memberIds()).toEqual([a]);
    expect(counter()).toBe('۱');
    // Guests' cookies are not touched for a member.
    expect(document.cookie).not.toContain('woodmart_wishlist_products');
  });

  it('says the session expired on the 403 "-1" of a stale nonce, and stays addable', async () => {
    const a = firstId();
    mount(button(a).replace(WISHLIST_NONCE, '0000000000'), { loggedIn: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    link(a).click();
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toContain('منقضی'));
    expect(link(a).classList.contains('added')).toBe(false);
    expect(link(a).classList.contains('loading')).toBe(false);
  });

  it("issue 35: an answer that is JSON but empty (admin-ajax's bare 0) logs Woodmart's 'something wrong loading wishlist data'", async () => {
    const a = firstId();
    server.use(http.get('*/wp-admin/admin-ajax.php', () => HttpResponse.json(0)));
    mount(button(a), { loggedIn: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    link(a).click();
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual(['[vitrin] something wrong loading wishlist data']);
    expect(link(a).classList.contains('added')).toBe(false);
  });

  it("issue 35: a failed add logs Woodmart's 'We cant add to wishlist'", async () => {
    const a = firstId();
    server.use(http.get('*/wp-admin/admin-ajax.php', () => new HttpResponse('oops', { status: 500 })));
    mount(button(a), { loggedIn: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    link(a).click();
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual(['[vitrin] We cant add to wishlist.']);
  });

  it('asks the server once more when the answer is unreadable, and believes the second answer', async () => {
    const a = firstId();
    let first = true;
    server.use(
      http.get('*/wp-admin/admin-ajax.php', ({ request }) => {
        if (!first) return undefined;
        first = false;
        wd.setMemberIds([...wd.memberIds(), Number(new URL(request.url).searchParams.get('product_id'))]);
        return new HttpResponse('<br><b>Warning</b>: PHP notice{"status":"success"', { headers: { 'Content-Type': 'text/html' } });
      }),
    );
    mount(button(a), { loggedIn: true });
    link(a).click();
    await vi.waitFor(() => expect(link(a).classList.contains('added')).toBe(true));
    // The re-ask found the product already there: status "errors", count 1, nothing doubled.
    expect(wd.calls).toHaveLength(1);
    expect(wd.memberIds()).toEqual([a]);
    expect(counter()).toBe('۱');
  });
});

describe('wishlist page', () => {
  function pageWith(productIds: number[]) {
    const products = recordedCatalogue.products.filter((p) => productIds.includes(p.id));
    return `<div class="wd-wishlist-content">${wishlistContentInner(products)}</div>`;
  }
  /** The behaviour, and the page's React root through the real runtime (hydrated over the markup). */
  async function mountPage(body: string, o: { loggedIn?: boolean } = {}) {
    mount(body, o);
    const { runtime } = boot([wishlistPage], []);
    teardowns.push(() => runtime.disconnect());
    await whenQueueEmpty();
    await vi.waitFor(() => expect(document.querySelector('.wd-wishlist-content')?.getAttribute('data-vitrin-status')).toBe('mounted'));
    // The second render (names and roles) follows the hydration.
    await vi.waitFor(() => expect(document.querySelector('.wd-wishlist-remove')?.getAttribute('role') ?? document.querySelector('.wd-empty-wishlist')?.tagName).toBeTruthy());
  }

  it('guest: bulk removal asks first, then removes the selected products from the page and the cookie', async () => {
    const [a = 0, b = 0, c = 0] = ids();
    document.cookie = `woodmart_wishlist_products=${encodeURIComponent(JSON.stringify({ [a]: { product_id: a }, [b]: { product_id: b }, [c]: { product_id: c } }))}; path=/`;
    await mountPage(pageWith([a, b, c]));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    for (const id of [a, b]) document.querySelector<HTMLInputElement>(`.wd-wishlist-checkbox[data-product-id="${id}"]`)?.click();
    await vi.waitFor(() => expect(document.querySelector('.wd-wishlist-bulk-action')?.classList.contains('wd-visible')).toBe(true));
    const bulk = document.querySelector<HTMLElement>('.wd-wishlist-remove-action > a');
    bulk?.click();
    expect(confirm).toHaveBeenCalledWith('آیا مطمئنید که می‌خواهید این محصولات را حذف کنید؟');
    expect(document.querySelectorAll('.product-grid-item')).toHaveLength(3);
    confirm.mockReturnValue(true);
    bulk?.click();
    await vi.waitFor(() => expect(document.querySelectorAll('.product-grid-item')).toHaveLength(1));
    expect(phpWishlistIds(document.cookie)).toEqual([c]);
    expect(counter()).toBe('۱');
    expect(wd.calls).toEqual([]);
    await vi.waitFor(() => expect(document.querySelector('.vitrin-wishlist-live')?.textContent).toBe('۲ محصول از علاقه‌مندی‌ها حذف شد.'));
  });

  it('guest: removing the last product shows the empty wishlist, focus on its link back to the shop', async () => {
    const a = firstId();
    document.cookie = `woodmart_wishlist_products=${encodeURIComponent(JSON.stringify({ [a]: { product_id: a } }))}; path=/`;
    await mountPage(pageWith([a]));
    const remove = document.querySelector<HTMLElement>('.wd-wishlist-remove');
    remove?.focus();
    remove?.click();
    await vi.waitFor(() => expect(document.querySelector('.wd-empty-wishlist')?.textContent).toBe('این لیست علاقه‌مندی خالی است.'));
    expect(document.activeElement).toBe(document.querySelector('.return-to-shop a'));
    expect(document.cookie).toContain('woodmart_wishlist_count=0');
  });

  it('select all toggles every checkbox and names them for screen readers', async () => {
    const [a = 0, b = 0] = ids();
    await mountPage(pageWith([a, b]));
    const all = document.querySelector<HTMLElement>('.wd-wishlist-select-all > a');
    all?.click();
    await vi.waitFor(() => expect(Array.from(document.querySelectorAll<HTMLInputElement>('.wd-wishlist-checkbox')).every((box) => box.checked)).toBe(true));
    expect(all?.getAttribute('aria-pressed')).toBe('true');
    all?.click();
    await vi.waitFor(() => expect(Array.from(document.querySelectorAll<HTMLInputElement>('.wd-wishlist-checkbox')).some((box) => box.checked)).toBe(false));
    expect(document.querySelector('.wd-wishlist-checkbox')?.getAttribute('aria-label')).toMatch(/^انتخاب /);
  });

  it('member: bulk removal sends product_id[] with the page nonce and the grid atts, and shows the new content', async () => {
    const [a = 0, b = 0, c = 0] = ids();
    wd.setMemberIds([a, b, c]);
    await mountPage(pageWith([a, b, c]), { loggedIn: true });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    document.querySelector<HTMLElement>('.wd-wishlist-select-all > a')?.click();
    await vi.waitFor(() => expect(document.querySelector<HTMLInputElement>(`.wd-wishlist-checkbox[data-product-id="${c}"]`)?.checked).toBe(true));
    document.querySelector<HTMLInputElement>(`.wd-wishlist-checkbox[data-product-id="${c}"]`)?.click();
    await vi.waitFor(() => expect(document.querySelector<HTMLInputElement>(`.wd-wishlist-checkbox[data-product-id="${c}"]`)?.checked).toBe(false));
    document.querySelector<HTMLElement>('.wd-wishlist-remove-action > a')?.click();
    await vi.waitFor(() => expect(document.querySelectorAll('.product-grid-item')).toHaveLength(1));
    expect(wd.calls[0]).toMatchObject({ action: 'woodmart_remove_from_wishlist', query: { 'product_id[]': [String(a), String(b)], key: WISHLIST_PAGE_NONCE, group_id: '', 'atts[is_wishlist]': 'yes' } });
    expect(wd.memberIds()).toEqual([c]);
    expect(counter()).toBe('۱');
  });
  it("issue 35: a failed removal logs Woodmart's 'We cant remove from wishlist' and keeps the product", async () => {
    const a = firstId();
    wd.setMemberIds([a]);
    server.use(http.get('*/wp-admin/admin-ajax.php', () => new HttpResponse('oops', { status: 500 })));
    await mountPage(pageWith([a]), { loggedIn: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.querySelector<HTMLElement>('.wd-wishlist-remove')?.click();
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual(['[vitrin] We cant remove from wishlist.']);
    expect(document.querySelectorAll('.product-grid-item')).toHaveLength(1);
  });
});
