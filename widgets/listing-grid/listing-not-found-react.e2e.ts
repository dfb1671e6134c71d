// Issue 34: the listing's not-found line is React-rendered on the demo (the data-stores page's
// empty compare listing): React's container key on the line a shopper reads, the printed text node
// adopted, nothing shifts when it mounts; an add to the compare store replaces it with the items.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { readLayoutShifts, watchLayoutShifts } from '../../scripts/e2e/layout-shift';

const { withDemo } = useDemoBrowser();

describe('issue 34: the not-found line is a React root (demo)', () => {
  test('the empty compare listing: React container over the printed text, CLS ≤ 0.01; an add replaces it', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const text = document.querySelector('#vitrin-compare-list .jet-listing-not-found')?.firstChild;
          if (text) (text as unknown as { __printed: boolean }).__printed = true;
        }, { once: true, capture: true });
      });
      await watchLayoutShifts(page);
      await gotoDemo(page, '/stores/');
      const line = page.locator('#vitrin-compare-list .jet-listing-not-found');
      await line.scrollIntoViewIfNeeded();
      await page.waitForSelector('#vitrin-compare-list .jet-listing-not-found[data-vitrin-status="mounted"]', { state: 'attached', timeout: 20000 });
      const keys = await line.evaluate((el) => ({
        container: Object.keys(el).some((key) => key.startsWith('__reactContainer$')),
        adopted: (el.firstChild as unknown as { __printed?: boolean } | null)?.__printed === true,
        text: el.textContent,
      }));
      expect(keys).toEqual({ container: true, adopted: true, text: 'هنوز کالایی برای مقایسه انتخاب نکرده‌اید.' });
      const shifts = await readLayoutShifts(page);
      expect(shifts.cls, JSON.stringify(shifts.shifts)).toBeLessThanOrEqual(0.01);
      await page.locator('.jet-listing-grid--blocks:not(#vitrin-compare-list) .jet-data-store-link[data-store="compare"]').nth(0).click();
      await expect.poll(() => page.locator('#vitrin-compare-list .jet-listing-grid__item').count()).toBe(1);
      expect(await page.locator('#vitrin-compare-list .jet-listing-not-found').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    }, { width: 1440, height: 900 });
  });
});
