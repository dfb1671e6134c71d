// Issue 30 in Chromium: a member's wishlist write held open or answered in another shape, on the
// demo's Woodmart server (fixtures/msw/woodmart.ts, the 'vitrin-demo:wishlist-answer' switch).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { WISHLIST_FAULT_KEY } from '../../fixtures/msw/woodmart';
import { DEFAULT_WAITS } from '../../adapters/http/waits';
import fa from './locales/fa.json';

const { withDemo } = useDemoBrowser();
const BUTTON = '.products .wd-wishlist-btn a';
const COUNTER = '.wd-header-wishlist .wd-tools-count';

const queue = (page: Page, faults: string[]) => page.evaluate(([key, value]) => localStorage.setItem(key ?? '', value ?? ''), [WISHLIST_FAULT_KEY, JSON.stringify(faults)] as const);

describe('wishlist writes wait as the list kind says (issue 30)', () => {
  test('held open: the slow note at 3 s; after the limit the truth is asked again, and when that is lost too the message comes with the button usable; pressing again adds', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/logged-in/shop/');
      const button = page.locator(BUTTON).first();
      const countBefore = await page.locator(COUNTER).first().textContent();
      await queue(page, ['hang', 'hang']);
      const start = Date.now();
      await button.click();
      await page.locator('.vitrin-wishlist-slow').first().waitFor({ timeout: DEFAULT_WAITS.list.slowMs + 2000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(DEFAULT_WAITS.list.slowMs - 100);
      expect(await page.locator('.vitrin-wishlist-slow').first().textContent()).toBe(fa.slow);
      // Through the re-read, one note stays: none is added at its own slow threshold.
      await page.waitForTimeout(Math.max(0, DEFAULT_WAITS.list.limitMs + DEFAULT_WAITS.list.slowMs + 500 - (Date.now() - start)));
      expect(await page.locator('.vitrin-wishlist-slow').count()).toBe(1);
      // The first call's limit, then the re-read's: only then is the shopper told.
      await page.locator('.vitrin-wishlist-note').waitFor({ timeout: 2 * DEFAULT_WAITS.list.limitMs + 5000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(2 * DEFAULT_WAITS.list.limitMs - 200);
      expect(await page.locator('.vitrin-wishlist-note').textContent()).toBe(fa.unconfirmed);
      expect(await page.locator('.vitrin-wishlist-slow').count()).toBe(0);
      expect(await button.getAttribute('class')).not.toContain('added');
      expect(await button.getAttribute('class')).not.toContain('loading');
      expect(await page.locator(COUNTER).first().textContent()).toBe(countBefore);
      await button.click();
      await expect.poll(() => button.getAttribute('class')).toContain('added');
      expect(await page.locator('.vitrin-wishlist-note').count()).toBe(0);
    });
  }, 60000);

  test('an answer of another shape twice (the first, then the re-read) is the failure message; the button stays as it was and adds when pressed again', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/logged-in/shop/');
      const button = page.locator(BUTTON).first();
      const countBefore = await page.locator(COUNTER).first().textContent();
      await queue(page, ['wrong', 'wrong']);
      await button.click();
      await page.locator('.vitrin-wishlist-note').waitFor();
      expect(await page.locator('.vitrin-wishlist-note').textContent()).toBe(fa.failed);
      expect(await button.getAttribute('class')).not.toContain('added');
      expect(await page.locator(COUNTER).first().textContent()).toBe(countBefore);
      await button.click();
      await expect.poll(() => button.getAttribute('class')).toContain('added');
    });
  });
});
