// Header dropdowns in Chromium on the demo: the login dropdown and the main menu by keyboard only,
// each a React root mounted by the shopper's first touch (issue 34).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser, REACT_CHUNK } from '../../scripts/e2e/harness';
import { describeViolations, runAxe } from '../../scripts/e2e/axe';

const { withDemo } = useDemoBrowser();
const focusedHtml = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? '');

describe('header dropdowns (demo)', () => {
  test('keyboard only at 1440px: the login dropdown opens on focus, Tab walks its form once, Escape closes with focus back', async () => {
    await withDemo(
      async ({ page, consoleErrors }) => {
        await gotoDemo(page, '/shop/');
        const link = page.locator('.wd-header-my-account > a');
        // Focus wakes the root; hydrated, it finds the focus already inside and says so.
        await link.focus();
        await page.waitForFunction(() => document.querySelector('.wd-header-my-account > a')?.getAttribute('aria-expanded') === 'true');
        expect(await page.evaluate(() => document.activeElement?.matches('.wd-header-my-account > a'))).toBe(true);
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
        await parent.focus();
        await page.waitForFunction(() => document.querySelector('.wd-header-main-nav .menu-item-has-children > a')?.hasAttribute('aria-expanded'));
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

  test('issue 34: the menu and the login item are React roots mounted by the first touch, adopting the theme nodes (no React before it)', async () => {
    await withDemo(
      async ({ page, allRequests, consoleErrors }) => {
        // A page with no React root at load and the login dropdown in its header (the home page's
        // carousels bring React as they near view; the account page prints no login dropdown).
        await gotoDemo(page, '/cart/');
        await page.waitForTimeout(300);
        expect(await page.getAttribute('.wd-header-main-nav', 'data-vitrin-status')).toBe('pending');
        expect(allRequests.some((r) => REACT_CHUNK.test(r.url))).toBe(false);
        const mark = () =>
          page.evaluate(() => {
            const nodes = Array.from(document.querySelectorAll('.wd-header-main-nav a, .wd-header-my-account a, .wd-header-my-account input'));
            nodes.forEach((el, i) => ((el as unknown as { __mark: number }).__mark = i));
            return nodes.length;
          });
        const count = await mark();
        const box = await page.locator('.wd-header-main-nav').boundingBox();
        await page.hover('.wd-header-main-nav .menu-item-has-children > a');
        await page.locator('.wd-header-my-account > a').focus();
        await page.waitForFunction(() => ['.wd-header-main-nav', '.wd-header-my-account'].every((s) => document.querySelector(s)?.getAttribute('data-vitrin-status') === 'mounted'));
        expect(allRequests.some((r) => REACT_CHUNK.test(r.url))).toBe(true);
        const keys = await page.evaluate(() => {
          const has = (el: Element | null, prefix: string) => el !== null && Object.keys(el).some((key) => key.startsWith(prefix));
          const triggers = Array.from(document.querySelectorAll('.wd-header-main-nav li.menu-item-has-children > a, .wd-header-my-account > a'));
          const nodes = Array.from(document.querySelectorAll('.wd-header-main-nav a, .wd-header-my-account a, .wd-header-my-account input'));
          return {
            containers: ['.wd-header-main-nav', '.wd-header-my-account'].every((s) => has(document.querySelector(s), '__reactContainer$')),
            triggers: triggers.length > 1 && triggers.every((el) => has(el, '__reactFiber$') && el.hasAttribute('aria-expanded') && el.hasAttribute('aria-controls')),
            dropdowns: Array.from(document.querySelectorAll('.wd-header-main-nav .wd-sub-menu, .wd-header-my-account > .wd-dropdown')).every((el) => has(el, '__reactFiber$') && el.id !== ''),
            // Hydrated: the same nodes the theme printed, none redrawn.
            sameNodes: nodes.every((el, i) => (el as unknown as { __mark?: number }).__mark === i),
            count: nodes.length,
          };
        });
        expect(keys).toEqual({ containers: true, triggers: true, dropdowns: true, sameNodes: true, count });
        // Hovered and focused when they mounted: both shown at once.
        expect(await page.locator('.wd-header-main-nav .menu-item-has-children > a').first().getAttribute('aria-expanded')).toBe('true');
        expect(await page.locator('.wd-header-my-account > a').getAttribute('aria-expanded')).toBe('true');
        // Nothing moved.
        expect(await page.locator('.wd-header-main-nav').boundingBox()).toEqual(box);
        expect(consoleErrors).toEqual([]);
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
