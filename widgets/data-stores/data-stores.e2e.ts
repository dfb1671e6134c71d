// JetEngine data stores on the demo shop in Chromium: the compare store (localStorage, size 4)
// refuses a fifth add in Persian and remembers across a reload; the favorites store goes to the server.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, TEST_WAITS, useDemoBrowser } from '../../scripts/e2e/harness';
import fa from './locales/fa.json';

const { withDemo } = useDemoBrowser();
// The list kind's thresholds, shortened for the wait tests by the documented `waits` setting.
const { slowMs, limitMs } = TEST_WAITS.list;

/** Holds the next `n` server-store answers (the demo server's stall switch; the change is not kept). */
const stall = (page: Page, n: number) => page.evaluate((count) => (window as unknown as { __vitrinJetEngine: { stallNext(n: number): void } }).__vitrinJetEngine.stallNext(count), n);

/** Notes the first store message as it comes (it may be on screen only while the re-read runs). */
const watchNote = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __storeNote?: { text: string; at: number } };
    const start = performance.now();
    new MutationObserver(() => {
      const note = document.querySelector('.vitrin-store-note');
      if (note && !w.__storeNote) w.__storeNote = { text: note.textContent ?? '', at: performance.now() - start };
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
const firstNote = (page: Page) => page.evaluate(() => (window as unknown as { __storeNote?: { text: string; at: number } }).__storeNote);

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

  test('issue 30: a favorites write held open: the slow note beside the link, at the list limit the message with the link usable; the truth re-read behind it shows the add', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/stores/');
      const fav = page.locator('.jet-data-store-link[data-store="favorites"]').first();
      await stall(page, 1);
      await watchNote(page);
      const start = Date.now();
      await fav.click();
      await page.locator('.vitrin-store-slow').waitFor({ timeout: slowMs + 2000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(slowMs - 100);
      expect(await page.locator('.vitrin-store-slow').textContent()).toBe(fa.slow);
      await expect.poll(() => fav.getAttribute('class'), { timeout: limitMs + 5000 }).toContain('in-store');
      const told = await firstNote(page);
      expect(told?.text).toBe(fa.unconfirmed);
      expect(told?.at ?? 0).toBeGreaterThanOrEqual(limitMs - 100);
      expect(await page.locator('.vitrin-store-note').count()).toBe(0);
      expect(await page.locator('.vitrin-store-slow').count()).toBe(0);
      expect(await page.locator('span.jet-engine-data-store-count[data-store="favorites"]').textContent()).toBe('۱');
      expect(demo.backendRequests.filter((r) => r.method === 'POST')).toHaveLength(2);
    }, { waits: TEST_WAITS });
  }, 60000);

  test('issue 30: a favorites write lost twice (the call and its re-read): the message at the limit, no second slow note, the link usable; pressing again adds', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/stores/');
      const fav = page.locator('.jet-data-store-link[data-store="favorites"]').first();
      await stall(page, 2);
      const start = Date.now();
      await fav.click();
      const note = page.locator('.vitrin-store-note[role="alert"]');
      await note.waitFor({ timeout: limitMs + 2000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(limitMs - 100);
      expect(Date.now() - start).toBeLessThan(limitMs + slowMs);
      expect(await note.textContent()).toBe(fa.unconfirmed);
      expect(await fav.getAttribute('class')).not.toContain('in-store');
      expect(await page.locator('.vitrin-store-slow').count()).toBe(0);
      await page.waitForTimeout(slowMs + 500);
      expect(await page.locator('.vitrin-store-slow').count()).toBe(0);
      await fav.click();
      await expect.poll(() => fav.getAttribute('class')).toContain('in-store');
      expect(await note.count()).toBe(0);
    }, { waits: TEST_WAITS });
  }, 60000);

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
