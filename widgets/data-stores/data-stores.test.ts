// JetEngine data-store buttons on the recorded block markup, against the msw model of its PHP,
// through the runtime: the behaviour takes the presses and writes the shared store, the buttons and
// counters are React roots drawing it (issue 34), so what they show is awaited after each press.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import { createJetEngineServer, createStoreListingHandler } from '../../fixtures/msw/jet-engine';
import { dataStoresMain, COMPARE_SIZE, COMPARE_LISTING_ID, COMPARE_NOT_FOUND } from '../../fixtures/theme/data-stores-page';
import { recordedCatalogue } from '../../fixtures/msw/recorded-catalogue';
import { boot } from '../../src/runtime/boot';
import { storeBusy, storeCounts, storeMembership, storeNotes } from '../../src/state/data-stores';
import { dataStoresBehaviour, navigation } from '.';
import { widgets } from '../index';

const je = createJetEngineServer(undefined, { cookieJar: 'memory' });
/** The stores page's listing AJAX (the compare listing the compare buttons are synced to). */
const listing = createStoreListingHandler((pid) => recordedCatalogue.products.find((p) => p.id === pid));
const teardowns: Array<() => void> = [];
const products = recordedCatalogue.products.slice(0, 6);
const win = window as unknown as Record<string, unknown>;

/** Every store button and counter of the page mounted as its root. */
async function allMounted() {
  await vi.waitFor(() => {
    const roots = document.querySelectorAll('.jet-data-store-link-wrapper, span.jet-engine-data-store-count');
    expect(Array.from(roots).filter((el) => el.getAttribute('data-vitrin-status') !== 'mounted')).toEqual([]);
  }, { timeout: 5000 });
}

/** The stores page, booted; `prepare` changes the printed markup first. */
async function mount(prepare?: () => void) {
  document.body.innerHTML = dataStoresMain(products);
  prepare?.();
  // The inline scripts JetEngine prints do not run through innerHTML: set their globals.
  win.JetEngineSettings = { ajaxurl: '/wp-admin/admin-ajax.php', ajaxlisting: '/stores/?nocache=1795322452' };
  win.JetEngineRegisteredStores = { compare: 'local-storage' };
  // The registry's own lines (their selectors and checks), with the widgets' code.
  const { runtime } = boot(widgets.filter((w) => w.name === 'data-store-button' || w.name === 'data-store-count'), [dataStoresBehaviour]);
  teardowns.push(() => runtime.disconnect());
  await allMounted();
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
  listing.bodies.length = 0;
  server.use(...je.handlers, listing.handler);
  localStorage.clear();
  storeMembership.value = new Map();
  storeCounts.value = new Map();
  storeBusy.value = new Set();
  storeNotes.value = new Map();
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
  it("keeps jet_engine_store_<slug> as JetEngine does, swaps the link to remove, counts, fires the add event", async () => {
    await mount();
    const heard = vi.fn();
    document.addEventListener('jet-engine-data-stores-on-add', heard);
    store('compare', id(0)).click();
    store('compare', id(1)).click();
    expect(localStorage.getItem('jet_engine_store_compare')).toBe(`${id(0)},${id(1)}`);
    await vi.waitFor(() => expect(store('compare', id(0)).className).toBe('jet-data-store-link is-front-store in-store jet-remove-from-store'));
    expect(store('compare', id(0)).textContent).toBe('حذف از مقایسه');
    expect(count('compare')).toBe('۲');
    expect(heard).toHaveBeenCalledTimes(2);
    store('compare', id(0)).click();
    expect(localStorage.getItem('jet_engine_store_compare')).toBe(`${id(1)}`);
    await vi.waitFor(() => expect(store('compare', id(0)).classList.contains('jet-add-to-store')).toBe(true));
    expect(je.calls).toEqual([]);
    document.removeEventListener('jet-engine-data-stores-on-add', heard);
  });

  it('rebuilds hostile label markup from an allowlist: no javascript: link, no meta refresh, no base (issue 26)', async () => {
    // Printed so (the button's root reads data-args as it mounts).
    await mount(() => {
      const printed = store('compare', id(0));
      const args = JSON.parse(printed.getAttribute('data-args') ?? '{}') as Record<string, unknown>;
      args.added_label = '<span class="jet-data-store-link__label"><a href="java&#9;script:window.__xss=1">x</a>'
        + '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/">'
        + '<img src="x" onerror="window.__xss=1"><svg onload="window.__xss=1"><path d="M0 0h1" /></svg>حذف</span>';
      printed.setAttribute('data-args', JSON.stringify(args));
    });
    const link = store('compare', id(0));
    link.click();
    await vi.waitFor(() => expect(link.classList.contains('in-store')).toBe(true));
    expect(link.querySelectorAll('meta, base, script, a, [onerror], [onload]')).toHaveLength(0);
    expect(link.querySelector('.jet-data-store-link__label')?.textContent).toBe('xحذف');
    expect(link.querySelector('svg path')?.getAttribute('d')).toBe('M0 0h1');
    expect(win.__xss).toBeUndefined();
  });

  it('refuses politely in Persian at the size limit and stores nothing more', async () => {
    await mount();
    for (let i = 0; i < COMPARE_SIZE; i++) store('compare', id(i)).click();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    store('compare', id(COMPARE_SIZE)).click();
    expect(alert).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.querySelector('.vitrin-store-note[role="alert"]')).not.toBeNull());
    expect(document.querySelector('.vitrin-store-note')?.textContent).toBe('این فهرست حداکثر ۴ مورد جا دارد و پر است؛ برای افزودن، ابتدا موردی را از آن حذف کنید.');
    expect(localStorage.getItem('jet_engine_store_compare')?.split(',')).toHaveLength(COMPARE_SIZE);
    expect(store('compare', id(COMPARE_SIZE)).classList.contains('in-store')).toBe(false);
  });

  it('shows what this browser stored on the next page, and hostile storage is dropped, not rendered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('jet_engine_store_compare', `${id(2)},<img src=x onerror=alert(1)>,${id(3)},,`);
    await mount();
    expect(store('compare', id(2)).classList.contains('in-store')).toBe(true);
    expect(store('compare', id(3)).classList.contains('in-store')).toBe(true);
    expect(count('compare')).toBe('۲');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 unreadable entry'));
  });

  it('says so when storage refuses the write', async () => {
    await mount();
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    store('compare', id(0)).click();
    await vi.waitFor(() => expect(document.querySelector('.vitrin-store-note')?.textContent).toContain('اجازهٔ ذخیره‌سازی'));
    expect(store('compare', id(0)).classList.contains('in-store')).toBe(false);
  });
});

describe('server store (cookies)', () => {
  it('posts jet_engine_add_to_store_<slug> with store and post_id, applies count and post-count fragment', async () => {
    // The first answer held until the busy look has been seen.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    server.use(http.post('*/wp-admin/admin-ajax.php', async () => {
      if (first) {
        first = false;
        await held;
      }
      return undefined;
    }));
    await mount();
    const link = store('favorites', id(0));
    link.click();
    await vi.waitFor(() => expect(link.classList.contains('jet-store-processing')).toBe(true));
    expect(link.getAttribute('aria-busy')).toBe('true');
    release();
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
    await mount();
    const link = store('favorites', id(0));
    link.click();
    await vi.waitFor(() => expect(link.classList.contains('in-store')).toBe(true));
    expect(je.calls).toHaveLength(1);
    expect(count('favorites')).toBe('۱');
    expect(document.querySelector('.vitrin-store-note')).toBeNull();
  });

  it('shows data.message on success:false, as text', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: { message: '<b>Invalid store requested</b>' } })));
    await mount();
    store('favorites', id(0)).click();
    await vi.waitFor(() => expect(document.querySelector('.vitrin-store-note')?.textContent).toBe('<b>Invalid store requested</b>'));
    expect(document.querySelector('.vitrin-store-note b')).toBeNull();
  });

  it('says JetEngine\'s English size refusal in Persian', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: { message: 'You can`t add more posts' } })));
    await mount();
    store('favorites', id(0)).click();
    await vi.waitFor(() => expect(document.querySelector('.vitrin-store-note')?.textContent).toContain('این فهرست پر است'));
  });

  it('shows the error text on a network failure and leaves the link as it was', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.error()));
    await mount();
    const link = store('favorites', id(0));
    link.click();
    await vi.waitFor(() => expect(document.querySelector('.vitrin-store-note')).not.toBeNull());
    expect(link.classList.contains('in-store')).toBe(false);
    expect(link.classList.contains('jet-store-processing')).toBe(false);
  });
});

describe('delete links', () => {
  it('ask first and navigate only when confirmed', async () => {
    await mount();
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

  it('uses the site\'s own dialog text, and never follows a javascript: href', async () => {
    await mount();
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

describe('listings synced to a store (synch_id) and front-store listings', () => {
  const shown = () => Array.from(document.querySelectorAll(`#${COMPARE_LISTING_ID} .jet-listing-grid__item`)).map((el) => Number(el.getAttribute('data-post-id')));
  const notFound = () => document.querySelector(`#${COMPARE_LISTING_ID} .jet-listing-not-found`)?.textContent;
  // Quiet for three looks in a row: the listing code's import, the request and the swap are done.
  const settled = async () => {
    for (let quiet = 0, i = 0; quiet < 3 && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 5));
      quiet = document.querySelector('[aria-busy="true"]') ? 0 : quiet + 1;
    }
  };
  const mountSynced = mount;

  // frontend.js L572-599 (add) and L357-389 (remove): ajaxGetListing get_listing with the listing's query,
  // post__in = the store's ids (['is-front', type, slug] once empty) and is_front_store.
  it('issue 35: a listing synced to a front store refreshes after an add and after a remove', async () => {
    document.body.innerHTML = '';
    await mountSynced();
    expect(notFound()).toBe(COMPARE_NOT_FOUND);
    store('compare', id(0)).click();
    await settled();
    expect(shown()).toEqual([id(0)]);
    store('compare', id(2)).click();
    await settled();
    expect(shown()).toEqual([id(0), id(2)]);
    const sent = new URLSearchParams(listing.bodies.at(-1));
    expect(sent.get('action')).toBe('jet_engine_ajax');
    expect(sent.get('handler')).toBe('get_listing');
    expect(sent.getAll('query[post__in][]')).toEqual([String(id(0)), String(id(2))]);
    expect(sent.get('query[is_front_store]')).toBe('true');
    expect(sent.get('query[orderby]')).toBe('post__in');
    expect(sent.get('widget_settings[not_found_message]')).toBe(COMPARE_NOT_FOUND);
    // Removing from the catalogue's button: the listing follows.
    store('compare', id(0)).click();
    await settled();
    expect(shown()).toEqual([id(2)]);
    store('compare', id(2)).click();
    await settled();
    expect(new URLSearchParams(listing.bodies.at(-1)).getAll('query[post__in][]')).toEqual(['is-front', 'local-storage', 'compare']);
    expect(shown()).toEqual([]);
    expect(notFound()).toBe(COMPARE_NOT_FOUND);
  });

  it('issue 35: remove_from_listing takes the item out of the listing at once', async () => {
    localStorage.setItem('jet_engine_store_compare', `${id(1)},${id(3)}`);
    await mountSynced();
    await settled();
    // loadFrontStoresItems (frontend.js L259-310) filled the printed-empty listing from this browser's store.
    expect(shown()).toEqual([id(1), id(3)]);
    const inListing = document.querySelector<HTMLElement>(`#${COMPARE_LISTING_ID} .jet-data-store-link[data-post="${id(1)}"]`);
    expect(inListing?.classList.contains('in-store')).toBe(true);
    inListing?.click();
    expect(shown()).toEqual([id(3)]);
    expect(localStorage.getItem('jet_engine_store_compare')).toBe(`${id(3)}`);
    await vi.waitFor(() => expect(store('compare', id(1)).classList.contains('in-store')).toBe(false));
  });

  it('issue 35: a synced listing whose request fails stays as it was', async () => {
    await mountSynced();
    server.use(http.post('*/stores/', () => new HttpResponse('', { status: 500 })));
    store('compare', id(0)).click();
    await settled();
    expect(notFound()).toBe(COMPARE_NOT_FOUND);
    expect(document.querySelector(`#${COMPARE_LISTING_ID}`)?.hasAttribute('aria-busy')).toBe(false);
  });
});
