// Collapsible footer widgets in Chromium on the demo.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { describeViolations, runAxe } from '../../scripts/e2e/axe';

const { withDemo } = useDemoBrowser();

describe('footer widgets (demo)', () => {
  test('keyboard only at 390px: each title is one Tab stop that unfolds its links, which then follow it in Tab order', async () => {
    await withDemo(
      async ({ page, consoleErrors }) => {
        await gotoDemo(page, '/');
        await page.waitForSelector('.footer-sidebar .widget-title > button');
        const toggles = page.locator('.footer-sidebar .widget-title > button');
        expect(await toggles.count()).toBe(4);
        expect(await page.locator('.footer-sidebar .widget_nav_menu .menu').first().isVisible()).toBe(false);
        await toggles.nth(1).focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('.widget-title') !== null)).toBe(true);
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
        expect(await toggles.nth(1).getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('فروشگاه');
        await toggles.nth(1).scrollIntoViewIfNeeded();
        await page.screenshot({ path: '/tmp/shots/footer-390.png' });
        const violations = await runAxe(page);
        expect(violations, describeViolations('home, footer widget open', violations)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      },
      { width: 390, height: 844 },
    );
  });

  test('at 1440px nothing collapses and the titles stay headings', async () => {
    await withDemo(
      async ({ page }) => {
        await gotoDemo(page, '/');
        expect(await page.locator('.footer-sidebar .widget-title > button').count()).toBe(0);
        expect(await page.locator('.footer-sidebar .widget_nav_menu .menu').first().isVisible()).toBe(true);
      },
      { width: 1440, height: 900 },
    );
  });
});
