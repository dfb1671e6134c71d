// Header dropdowns in Chromium on the demo: the login dropdown by keyboard only.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { describeViolations, runAxe } from '../../scripts/e2e/axe';

const { withDemo } = useDemoBrowser();
const focusedHtml = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? '');

describe('header dropdowns (demo)', () => {
  test('keyboard only at 1440px: the login dropdown opens on focus, Tab walks its form once, Escape closes with focus back', async () => {
    await withDemo(
      async ({ page, consoleErrors }) => {
        await gotoDemo(page, '/shop/');
        const link = page.locator('.wd-header-my-account > a');
        await page.waitForFunction(() => document.querySelector('.wd-header-my-account > a')?.hasAttribute('aria-expanded'));
        await link.focus();
        expect(await link.getAttribute('aria-expanded')).toBe('true');
        expect(await page.locator('.wd-dropdown-register').isVisible()).toBe(true);
        const walk: string[] = [];
        // Three stops: create-account link, username, password (the password field's eye button is
        // another widget that mounts on first focus, so the walk stops before it).
        for (let i = 0; i < 3; i++) {
          await page.keyboard.press('Tab');
          walk.push(await focusedHtml(page));
          expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.wd-dropdown-register')))).toBe(true);
        }
        expect(new Set(walk).size).toBe(walk.length);
        for (let i = walk.length - 2; i >= 0; i--) {
          await page.keyboard.press('Shift+Tab');
          expect(await focusedHtml(page)).toBe(walk[i]);
        }
        await page.screenshot({ path: '/tmp/shots/login-dropdown-1440.png' });
        const violations = await runAxe(page);
        expect(violations, describeViolations('shop, login dropdown open', violations)).toEqual([]);
        await page.keyboard.press('Escape');
        expect(await page.evaluate(() => document.activeElement?.matches('.wd-header-my-account > a'))).toBe(true);
        expect(await link.getAttribute('aria-expanded')).toBe('false');
        await page.waitForFunction(() => getComputedStyle(document.querySelector('.wd-dropdown-register') ?? document.body).visibility === 'hidden');
        // Leaving and coming back shows it again.
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        expect(await link.getAttribute('aria-expanded')).toBe('true');
        expect(consoleErrors).toEqual([]);
      },
      { width: 1440, height: 900 },
    );
  });

  test('keyboard only at 1440px: Escape hides a main-menu sub-menu reached by Tab', async () => {
    await withDemo(
      async ({ page }) => {
        await gotoDemo(page, '/');
        const parent = page.locator('.wd-header-main-nav .menu-item-has-children > a').first();
        await page.waitForFunction(() => document.querySelector('.wd-header-main-nav .menu-item-has-children > a')?.hasAttribute('aria-expanded'));
        await parent.focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.wd-sub-menu')))).toBe(true);
        expect(await parent.getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('Escape');
        expect(await parent.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await parent.getAttribute('aria-expanded')).toBe('false');
      },
      { width: 1440, height: 900 },
    );
  });

  test('at 390px the desktop dropdowns are out of the Tab order of the mobile header', async () => {
    await withDemo(
      async ({ page }) => {
        await gotoDemo(page, '/');
        for (let i = 0; i < 8; i++) {
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.wd-dropdown, .wd-sub-menu')))).toBe(false);
        }
      },
      { width: 390, height: 844 },
    );
  });
});
