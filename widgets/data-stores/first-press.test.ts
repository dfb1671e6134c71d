// Issue 36: what a store link's add or removal does is a chunk of its own (press.ts), asked for
// when a shopper reaches a store link. A press that comes before it (a tap, a keyboard's Space, a
// press at once) is not lost and acts once: the post is busy meanwhile, a second press does nothing.
// Each test imports the behaviour afresh, on a page with no front-store listing to fill (which
// would ask for the press code at load), so the code is not there yet when the link is pressed.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../fixtures/msw/node';
import { createJetEngineServer } from '../../fixtures/msw/jet-engine';
import { storeButton } from '../../fixtures/theme/data-stores-page';
import { recordedCatalogue } from '../../fixtures/msw/recorded-catalogue';
import { readPageSettings } from '../../src/host/settings';

const je = createJetEngineServer(undefined, { cookieJar: 'memory' });
const teardowns: Array<() => void> = [];
const product = recordedCatalogue.products[0];
const id = product?.id ?? 0;
const win = window as unknown as Record<string, unknown>;

async function mount(slug: 'compare' | 'favorites'): Promise<HTMLAnchorElement> {
  if (!product) throw new Error('no product');
  document.body.innerHTML = storeButton(product, slug);
  win.JetEngineSettings = { ajaxurl: '/wp-admin/admin-ajax.php' };
  win.JetEngineRegisteredStores = { compare: 'local-storage' };
  // A fresh module graph: the press code of an earlier test is not loaded in this one.
  vi.resetModules();
  const { dataStoresBehaviour } = await import('.');
  teardowns.push(dataStoresBehaviour.install(readPageSettings()) ?? (() => undefined));
  const link = document.querySelector<HTMLAnchorElement>(`.jet-data-store-link[data-store="${slug}"]`);
  if (!link) throw new Error('no link');
  return link;
}

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

describe('issue 36: a store press before its code came', () => {
  it('a server store: two presses send one jet_engine_add_to_store and the add event fires once', async () => {
    const link = await mount('favorites');
    const heard = vi.fn();
    document.addEventListener('jet-engine-data-stores-on-add', heard);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(je.calls.map((c) => c.form)).toEqual([{ action: 'jet_engine_add_to_store_favorites', store: 'favorites', post_id: String(id) }]);
    document.removeEventListener('jet-engine-data-stores-on-add', heard);
  });

  it('a front store: Space on the link stores the post once, a second Space meanwhile does nothing', async () => {
    const link = await mount('compare');
    const heard = vi.fn();
    document.addEventListener('jet-engine-data-stores-on-add', heard);
    link.focus();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    link.dispatchEvent(space);
    // Space on the link must not scroll the page.
    expect(space.defaultPrevented).toBe(true);
    link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(localStorage.getItem('jet_engine_store_compare')).toBe(String(id)));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    // Nothing more comes after the code has run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('jet_engine_store_compare')).toBe(String(id));
    expect(je.calls).toEqual([]);
    expect(document.activeElement).toBe(link);
    document.removeEventListener('jet-engine-data-stores-on-add', heard);
  });
});
