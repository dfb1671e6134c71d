// The scroll-to-top link in Chromium on the demo.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();

describe('scroll to top (demo)', () => {
  for (const width of [390, 1440]) {
    test(`appears after 100 px, takes the page to the top in about 800 ms by keyboard, focus at the page start (${width}px)`, async () => {
      await withDemo(
        async ({ page, consoleErrors }) => {
          await gotoDemo(page, '/shop/');
          const link = page.locator('.scrollToTop');
          expect(await link.isVisible()).toBe(false);
          await page.evaluate(() => window.scrollTo(0, 1500));
          await page.waitForSelector('.scrollToTop.button-show');
          await page.waitForTimeout(300);
          await page.screenshot({ path: `/tmp/shots/scroll-to-top-${width}.png` });
          // Not hidden under the store notice bar fixed at the same edge.
          const box = await link.boundingBox();
          const hit = box ? await page.evaluate(([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('.scrollToTop') !== null, [box.x + box.width / 2, box.y + box.height / 2]) : false;
          expect(hit).toBe(true);
          await link.focus();
          const began = Date.now();
          await page.keyboard.press('Enter');
          await page.waitForFunction(() => window.scrollY === 0);
          const took = Date.now() - began;
          expect(took).toBeGreaterThan(500);
          expect(took).toBeLessThan(2500);
          await page.waitForFunction(() => document.activeElement !== document.body && !document.activeElement?.matches('.scrollToTop'));
          expect(await page.evaluate(() => (document.activeElement?.getBoundingClientRect().top ?? -1) >= 0)).toBe(true);
          await page.waitForSelector('.scrollToTop:not(.button-show)', { state: 'attached' });
          expect(consoleErrors).toEqual([]);
        },
        { width, height: 844 },
      );
    });
  }
});
