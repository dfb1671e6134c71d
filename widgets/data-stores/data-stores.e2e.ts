// JetEngine data stores on the demo shop in Chromium: the compare store (localStorage, size 4)
// refuses a fifth add in Persian and remembers across a reload; the favorites store goes to the server.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();

describe('data stores (demo)', () => {
  test('a store at its size limit refuses the next add, politely, and keeps what it has', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/stores/');
      // The catalogue's buttons (the synced compare listing below repeats some).
      const compare = page.locator('.jet-listing-grid--blocks:not(#vitrin-compare-list) .jet-data-store-link[data-store="compare"]');
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      for (let i = 0; i < 4; i++) {
        await compare.nth(i).click();
        await expect.poll(() => compare.nth(i).getAttribute('class')).toContain('in-store');
      }
      expect(await page.locator('span.jet-engine-data-store-count[data-store="compare"]').textContent()).toBe('۴');
      await compare.nth(4).focus();
      await page.keyboard.press('Space');
      const note = page.locator('.vitrin-store-note[role="alert"]');
      await expect.poll(() => note.textContent()).toBe('این فهرست حداکثر ۴ مورد جا دارد و پر است؛ برای افزودن، ابتدا موردی را از آن حذف کنید.');
      expect(dialogs).toBe(0);
      const stored = await page.evaluate(() => localStorage.getItem('jet_engine_store_compare'));
      expect(stored?.split(',')).toHaveLength(4);
      await page.reload();
      await gotoDemo(page, '/stores/');
      expect(await page.locator('.jet-listing-grid--blocks:not(#vitrin-compare-list) .jet-data-store-link.in-store[data-store="compare"]').count()).toBe(4);
      // The compare listing printed empty is filled from this browser's store (loadFrontStoresItems).
      await expect.poll(() => page.locator('#vitrin-compare-list .jet-listing-grid__item').count()).toBe(4);
      expect(await page.locator('span.jet-engine-data-store-count[data-store="compare"]').textContent()).toBe('۴');
      expect(demo.backendRequests).toEqual([]);
    });
  });

  test('the favorites store posts to admin-ajax and counts', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/stores/');
      const fav = page.locator('.jet-data-store-link[data-store="favorites"]').first();
      const post = await fav.getAttribute('data-post');
      await fav.click();
      await expect.poll(() => fav.getAttribute('class')).toContain('in-store');
      expect(demo.backendRequests.map((r) => r.method)).toEqual(['POST']);
      const forms = await page.evaluate(() => (window as unknown as { __vitrinJetEngine: { calls: Array<{ form: Record<string, string> }> } }).__vitrinJetEngine.calls.map((c) => c.form));
      expect(forms).toEqual([{ action: 'jet_engine_add_to_store_favorites', store: 'favorites', post_id: post }]);
      expect(await page.locator('span.jet-engine-data-store-count[data-store="favorites"]').textContent()).toBe('۱');
      expect(await page.locator(`.jet-engine-data-post-count[data-post="${post}"]`).textContent()).toBe('۱');
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390, height: 844 });
  });

  test('issue 35: the compare listing synced to the compare buttons follows an add and a remove', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/stores/');
      const list = page.locator('#vitrin-compare-list');
      await expect.poll(() => list.locator('.jet-listing-not-found').textContent()).toBe('هنوز کالایی برای مقایسه انتخاب نکرده‌اید.');
      const compare = page.locator('.jet-listing-grid--blocks:not(#vitrin-compare-list) .jet-data-store-link[data-store="compare"]');
      const first = await compare.nth(0).getAttribute('data-post');
      const second = await compare.nth(1).getAttribute('data-post');
      await compare.nth(0).click();
      await compare.nth(1).click();
      const shown = () => list.locator('.jet-listing-grid__item').evaluateAll((items) => items.map((i) => i.getAttribute('data-post-id')));
      await expect.poll(shown).toEqual([first, second]);
      // The listing's own button removes the item from it (remove_from_listing) and from the store.
      await list.locator(`.jet-data-store-link[data-post="${first}"]`).click();
      await expect.poll(shown).toEqual([second]);
      await expect.poll(() => compare.nth(0).getAttribute('class')).not.toContain('in-store');
      // Removed from the catalogue's button: the list is asked again and says it is empty.
      await compare.nth(1).click();
      await expect.poll(() => list.locator('.jet-listing-not-found').textContent()).toBe('هنوز کالایی برای مقایسه انتخاب نکرده‌اید.');
      const sent = await page.evaluate(() => (window as unknown as { __vitrinStoreListing: string[] }).__vitrinStoreListing.map((b) => new URLSearchParams(b).getAll('query[post__in][]')));
      expect(sent.at(-1)).toEqual(['is-front', 'local-storage', 'compare']);
      expect(demo.consoleErrors).toEqual([]);
    });
  });
});
