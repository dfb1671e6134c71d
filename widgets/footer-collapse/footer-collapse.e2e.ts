// The footer at 390 px: widgets collapsed from the first paint, each title a disclosure button;
// at 1440 px everything shows and there is no button.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();

describe('footer widgets (demo, Chromium)', () => {
  test('390 px: collapsed before and after the script, opened by keyboard, announced as a disclosure', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/cart/');
      const first = page.locator('.footer-widget-collapse').first();
      const menu = first.locator('.menu');
      // Hidden by CSS whatever the script has done so far.
      expect(await menu.isVisible()).toBe(false);
      await first.scrollIntoViewIfNeeded();
      const button = first.locator('.widget-title button.vitrin-footer-toggle');
      await button.waitFor();
      expect(await first.locator('h2.widget-title').count()).toBe(1);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.isVisible()).toBe(true);
      expect(await menu.getAttribute('id')).toBe(await button.getAttribute('aria-controls'));
      await page.keyboard.press('Space');
      expect(await menu.isVisible()).toBe(false);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390 });
  });

  test('1440 px: nothing collapsed, no buttons', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/cart/');
      const first = page.locator('.footer-widget-collapse').first();
      await first.scrollIntoViewIfNeeded();
      await page.waitForSelector('.footer-widget-collapse[data-vitrin-status="mounted"]');
      expect(await first.locator('.menu').isVisible()).toBe(true);
      expect(await page.locator('.vitrin-footer-toggle').count()).toBe(0);
    }, { width: 1440 });
  });
});
