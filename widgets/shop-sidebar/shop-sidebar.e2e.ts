// Woodmart's off-canvas shop sidebar on the demo (Chromium): at 390 px the tools' opener and the
// sticky opener open it as a dialog (focus in, the page behind inert, Tab kept inside), Escape,
// the overlay and the close button close it and focus returns; at 1440 px it is a column.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { runAxe, describeViolations } from '../../scripts/e2e/axe';

const { withDemo } = useDemoBrowser();
const PAGE = '/shop-sidebar/';
const SIDEBAR = '.area-sidebar-shop';

describe('off-canvas shop sidebar (demo, Chromium)', () => {
  test('390 px, keyboard only: opens modally, Tab stays inside, Escape closes and focus returns', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, PAGE);
      await page.waitForSelector('.wd-show-sidebar-btn[data-vitrin-status="mounted"]');
      const opener = page.locator('.wd-show-sidebar-btn a');
      expect(await opener.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator(SIDEBAR).isVisible()).toBe(false);
      await opener.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.closest('.close-side-widget') !== null);
      // An <aside> keeps its complementary role; everything else is inert, so it is modal.
      expect(await page.getAttribute(SIDEBAR, 'role')).toBe('complementary');
      expect(await opener.getAttribute('aria-expanded')).toBe('true');
      expect(await page.evaluate(() => document.querySelector('.whb-header')?.closest('[inert]') !== null)).toBe(true);
      // Tab walks the sidebar's links and wraps, never leaving it.
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('.area-sidebar-shop') !== null)).toBe(true);
      }
      await page.screenshot({ path: '/tmp/shots/shop-sidebar-390.png' });
      const violations = await runAxe(page);
      expect(violations.length, describeViolations('shop sidebar open at 390px', violations)).toBe(0);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.area-sidebar-shop')?.classList.contains('wd-opened'));
      expect(await page.evaluate(() => document.activeElement?.closest('.wd-show-sidebar-btn') !== null)).toBe(true);
      expect(await page.evaluate(() => document.querySelector('.whb-header')?.closest('[inert]') === null)).toBe(true);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390 });
  });

  test('390 px: the sticky opener appears once the tools scroll away; overlay and close button close', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, PAGE);
      await page.waitForSelector('.wd-sidebar-opener[data-vitrin-status="mounted"]', { state: 'attached' });
      expect(await page.locator('.wd-sidebar-opener').getAttribute('class')).not.toContain('wd-shown');
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => document.querySelector('.wd-sidebar-opener')?.classList.contains('wd-shown'));
      await page.click('.wd-sidebar-opener a');
      await page.waitForFunction(() => document.querySelector('.area-sidebar-shop')?.classList.contains('wd-opened'));
      // The sidebar slides in from the right (RTL start): the overlay shows on the left, once faded in.
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.wd-close-side') ?? document.body).opacity === '1');
      await page.mouse.click(15, 300);
      await page.waitForFunction(() => !document.querySelector('.area-sidebar-shop')?.classList.contains('wd-opened'));
      await page.click('.wd-sidebar-opener a');
      await page.waitForFunction(() => document.querySelector('.area-sidebar-shop')?.classList.contains('wd-opened'));
      await page.click('.area-sidebar-shop .close-side-widget a');
      await page.waitForFunction(() => !document.querySelector('.area-sidebar-shop')?.classList.contains('wd-opened'));
      expect(await page.evaluate(() => document.activeElement?.closest('.wd-sidebar-opener') !== null)).toBe(true);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390 });
  });

  test('1440 px: a column beside the products, openers hidden', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, PAGE);
      expect(await page.locator(SIDEBAR).isVisible()).toBe(true);
      expect(await page.locator('.wd-show-sidebar-btn').isVisible()).toBe(false);
      expect(await page.getAttribute(SIDEBAR, 'role')).toBe('complementary');
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });
});
