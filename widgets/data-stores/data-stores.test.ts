// JetEngine data-store buttons on the recorded block markup, against the msw model of its PHP.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import { createJetEngineServer } from '../../fixtures/msw/jet-engine';
import { dataStoresMain, COMPARE_SIZE } from '../../fixtures/theme/data-stores-page';
import { recordedCatalogue } from '../../fixtures/msw/recorded-catalogue';
import { readPageSettings } from '../../src/host/settings';
import { dataStoresBehaviour, navigation } from '.';

const je = createJetEngineServer(undefined, { cookieJar: 'memory' });
const teardowns: Array<() => void> = [];
const products = recordedCatalogue.products.slice(0, 6);
const win = window as unknown as Record<string, unknown>;

function mount() {
  document.body.innerHTML = dataStoresMain(products);
  // The inline scripts JetEngine prints do not run through innerHTML: set their globals.
  win.JetEngineSettings = { ajaxurl: '/wp-admin/admin-ajax.php' };
  win.JetEngineRegisteredStores = { compare: 'local-storage' };
  teardowns.push(dataStoresBehaviour.install(readPageSettings()));
}
const store = (slug: string, id: number) => {
  const el = document.querySelector<HTMLAnchorElement>(`.jet-data-store-link[data-store="${slug}"][data-post="${id}"]`);
  if (!el) throw new Error(`no ${slug} link for ${id}`);
  return el;
};
const count = (slug: string) => document.querySelector(`span.jet-engine-data-store-count[data-store="${slug}"]`)?.textContent;
const id = (i: number) => products[i]?.id ?? 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  je.reset();
  server.use(...je.handlers);
  localStorage.clear();
});
afterEach(() => {
  teardowns.splice(0).forEach((off) => off());
  server.resetHandlers();
  delete win.JetEngineSettings;
  delete win.JetEngineRegisteredStores;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('front store (local-storage)', () => {
  it("keeps jet_engine_store_<slug> as JetEngine does, swaps the link to remove, counts, fires the add event", () => {
    mount();
    const heard = vi.fn();
    document.addEventListener('jet-engine-data-stores-on-add', heard);
    store('compare', id(0)).click();
    store('compare', id(1)).click();
    expect(localStorage.getItem('jet_engine_store_compare')).toBe(`${id(0)},${id(1)}`);
    expect(store('compare', id(0)).className).toBe('jet-data-store-link is-front-store in-store jet-remove-from-store');
    expect(store('compare', id(0)).textContent).toBe('حذف از مقایسه');
    expect(count('compare')).toBe('۲');
    expect(heard).toHaveBeenCalledTimes(2);
    store('compare', id(0)).click();
    expect(localStorage.getItem('jet_engine_store_compare')).toBe(`${id(1)}`);
    expect(store('compare', id(0)).classList.contains('jet-add-to-store')).toBe(true);
    expect(je.calls).toEqual([]);
    document.removeEventListener('jet-engine-data-stores-on-add', heard);
  });

  it('rebuilds hostile label markup from an allowlist: no javascript: link, no meta refresh, no base (issue 26)', () => {
    mount();
    const link = store('compare', id(0));
    const args = JSON.parse(link.getAttribute('data-args') ?? '{}') as Record<string, unknown>;
    args.added_label = '<span class="jet-data-store-link__label"><a href="java&#9;script:window.__xss=1">x</a>'
      + '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/">'
      + '<img src="x" onerror="window.__xss=1"><svg onload="window.__xss=1"><path d="M0 0h1" /></svg>حذف</span>';
    link.setAttribute('data-args', JSON.stringify(args));
    link.click();
    expect(link.querySelectorAll('meta, base, script, a, [onerror], [onload]')).toHaveLength(0);
    expect(link.querySelector('.jet-data-store-link__label')?.textContent).toBe('xحذف');
    expect(link.querySelector('svg path')?.getAttribute('d')).toBe('M0 0h1');
    expect(win.__xss).toBeUndefined();
  });

  it('refuses politely in Persian at the size limit and stores nothing more', () => {
    mount();
    for (let i = 0; i < COMPARE_SIZE; i++) store('compare', id(i)).click();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    store('compare', id(COMPARE_SIZE)).click();
    expect(alert).not.toHaveBeenCalled();
    expect(document.querySelector('.vitrin-store-note')?.textContent).toBe('این فهرست حداکثر ۴ مورد جا دارد و پر است؛ برای افزودن، ابتدا موردی را از آن حذف کنید.');
    expect(localStorage.getItem('jet_engine_store_compare')?.split(',')).toHaveLength(COMPARE_SIZE);
    expect(store('compare', id(COMPARE_SIZE)).classList.contains('in-store')).toBe(false);
  });

  it('shows what this browser stored on the next page, and hostile storage is dropped, not rendered', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('jet_engine_store_compare', `${id(2)},<img src=x onerror=alert(1)>,${id(3)},,`);
    mount();
    expect(store('compare', id(2)).classList.contains('in-store')).toBe(true);
    expect(store('compare', id(3)).classList.contains('in-store')).toBe(true);
    expect(count('compare')).toBe('۲');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 unreadable entry'));
  });

  it('says so when storage refuses the write', () => {
    mount();
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    store('compare', id(0)).click();
    expect(document.querySelector('.vitrin-store-note')?.textContent).toContain('اجازهٔ ذخیره‌سازی');
    expect(store('compare', id(0)).classList.contains('in-store')).toBe(false);
  });
});

describe('server store (cookies)', () => {
  it('posts jet_engine_add_to_store_<slug> with store and post_id, applies count and post-count fragment', async () => {
    mount();
    const link = store('favorites', id(0));
    link.click();
    expect(link.classList.contains('jet-store-processing')).toBe(true);
    await vi.waitFor(() => expect(link.classList.contains('in-store')).toBe(true));
    expect(je.calls[0]?.form).toEqual({ action: 'jet_engine_add_to_store_favorites', store: 'favorites', post_id: String(id(0)) });
    expect(count('favorites')).toBe('۱');
    expect(document.querySelector(`.jet-engine-data-post-count[data-post="${id(0)}"]`)?.textContent).toBe('۱');
    store('favorites', id(1)).click();
    await vi.waitFor(() => expect(count('favorites')).toBe('۲'));
    link.click();
    await vi.waitFor(() => expect(link.classList.contains('in-store')).toBe(false));
    expect(je.calls[2]?.form['action']).toBe('jet_engine_remove_from_store_favorites');
    expect(count('favorites')).toBe('۱');
  });

  it('asks once more when the answer is unreadable, and believes the second answer (no double add)', async () => {
    let first = true;
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () => {
        if (!first) return undefined;
        first = false;
        return new HttpResponse('<b>Fatal error</b>', { headers: { 'Content-Type': 'text/html' } });
      }),
    );
    mount();
    const link = store('favorites', id(0));
    link.click();
    await vi.waitFor(() => expect(link.classList.contains('in-store')).toBe(true));
    expect(je.calls).toHaveLength(1);
    expect(count('favorites')).toBe('۱');
    expect(document.querySelector('.vitrin-store-note')).toBeNull();
  });

  it('shows data.message on success:false, as text', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: { message: '<b>Invalid store requested</b>' } })));
    mount();
    store('favorites', id(0)).click();
    await vi.waitFor(() => expect(document.querySelector('.vitrin-store-note')?.textContent).toBe('<b>Invalid store requested</b>'));
    expect(document.querySelector('.vitrin-store-note b')).toBeNull();
  });

  it('says JetEngine\'s English size refusal in Persian', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: { message: 'You can`t add more posts' } })));
    mount();
    store('favorites', id(0)).click();
    await vi.waitFor(() => expect(document.querySelector('.vitrin-store-note')?.textContent).toContain('این فهرست پر است'));
  });

  it('shows the error text on a network failure and leaves the link as it was', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.error()));
    mount();
    const link = store('favorites', id(0));
    link.click();
    await vi.waitFor(() => expect(document.querySelector('.vitrin-store-note')).not.toBeNull());
    expect(link.classList.contains('in-store')).toBe(false);
    expect(link.classList.contains('jet-store-processing')).toBe(false);
  });
});

describe('delete links', () => {
  it('ask first and navigate only when confirmed', () => {
    mount();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const holder = document.createElement('div');
    holder.innerHTML = '<a href="/?jet_engine_action=delete_post&_post_id=16&nonce=abc" class="jet-listing-dynamic-link__link" data-delete-link="1" data-delete-message="">حذف</a>';
    document.body.append(holder);
    const link = holder.querySelector('a');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(confirm).toHaveBeenCalledWith('آیا از حذف این مورد مطمئنید؟ این کار برگشت‌پذیر نیست.');
    expect(assign).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    link?.click();
    expect(assign).toHaveBeenCalledWith(expect.stringContaining('jet_engine_action=delete_post&_post_id=16'));
  });

  it('uses the site\'s own dialog text, and never follows a javascript: href', () => {
    mount();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const holder = document.createElement('div');
    holder.innerHTML = '<a href="/delete/7/" class="jet-listing-dynamic-link__link" data-delete-link="1" data-delete-message="این آگهی پاک شود؟">حذف</a><a href="javascript:alert(1)" class="jet-listing-dynamic-link__link" data-delete-link="1">x</a>';
    document.body.append(holder);
    holder.querySelectorAll('a')[0]?.click();
    expect(confirm).toHaveBeenLastCalledWith('این آگهی پاک شود؟');
    holder.querySelectorAll('a')[1]?.click();
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
