// The mobile slide-in menu in Chromium on the demo: keyboard-only walk, tabs, sub-menus, closing.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser, REACT_CHUNK } from '../../scripts/e2e/harness';
import { describeViolations, runAxe } from '../../scripts/e2e/axe';

const { withDemo } = useDemoBrowser();

// A short description of what has focus: its accessible text, for comparing Tab walks.
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement)) return '';
    const inside = Boolean(el.closest('.mobile-nav'));
    return `${inside ? 'in' : 'OUT'}:${el.tagName}:${el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent?.trim() ?? ''}`;
  });

describe('mobile menu (demo)', () => {
  test('keyboard only at 390px: opens, Tab visits each item once and wraps, Shift+Tab reverses, Escape gives focus back', async () => {
    await withDemo(
      async ({ page, consoleErrors, allRequests }) => {
        // A page with no React root at load (since issue 34 the home page's carousels bring React as
        // they near view: their dots are React).
        await gotoDemo(page, '/my-account/');
        const opener = page.locator('.wd-header-mobile-nav > a');
        // Untouched, the menu is the server's markup: no root, no React (issue 34).
        await page.waitForTimeout(300);
        expect(await page.getAttribute('.mobile-nav', 'data-vitrin-status')).toBe('pending');
        expect(allRequests.some((r) => REACT_CHUNK.test(r.url))).toBe(false);
        // Focus wakes it; Enter, pressed at once, is held until it is mounted and then replayed.
        await opener.focus();
        await page.keyboard.press('Enter');
        await page.waitForSelector('.mobile-nav.wd-opened');
        const keys = await page.evaluate(() => {
          const has = (el: Element | null, prefix: string) => el !== null && Object.keys(el).some((key) => key.startsWith(prefix));
          const nav = document.querySelector('.mobile-nav');
          const all = (selector: string) => Array.from(nav?.querySelectorAll(selector) ?? []);
          return {
            container: has(nav, '__reactContainer$'),
            tabs: all('[role="tab"]').length > 0 && all('[role="tab"]').every((el) => has(el, '__reactFiber$')),
            menus: all('.wd-nav-mobile').every((el) => has(el, '__reactFiber$')),
            subMenuButtons: all('button.wd-nav-opener').length > 0 && all('button.wd-nav-opener').every((el) => has(el, '__reactFiber$')),
            close: has(nav?.querySelector('.vitrin-mobile-nav-close button') ?? null, '__reactFiber$'),
          };
        });
        expect(keys).toEqual({ container: true, tabs: true, menus: true, subMenuButtons: true, close: true });
        expect(await opener.getAttribute('aria-expanded')).toBe('true');
        expect(await page.evaluate(() => document.querySelector('.website-wrapper')?.hasAttribute('inert'))).toBe(true);
        const first = await focused(page);
        expect(first).toBe('in:BUTTON:بستن منو');

        const forward: string[] = [first];
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          const now = await focused(page);
          if (now === first) break;
          forward.push(now);
        }
        expect(forward.every((f) => f.startsWith('in:'))).toBe(true);
        expect(new Set(forward).size).toBe(forward.length);
        // close, search field, search button, the selected tab, then the four page links.
        expect(forward.length).toBe(8);

        const backward: string[] = [first];
        for (let i = 0; i < forward.length - 1; i++) {
          await page.keyboard.press('Shift+Tab');
          backward.push(await focused(page));
        }
        expect(backward).toEqual([first, ...forward.slice(1).reverse()]);

        await page.screenshot({ path: '/tmp/shots/mobile-nav-390.png' });
        const violations = await runAxe(page);
        expect(violations, describeViolations('home, mobile menu open', violations)).toEqual([]);

        await page.keyboard.press('Escape');
        await page.waitForSelector('.mobile-nav:not(.wd-opened)', { state: 'attached' });
        expect(await page.evaluate(() => document.activeElement?.matches('.wd-header-mobile-nav > a'))).toBe(true);
        expect(await page.evaluate(() => document.querySelector('.website-wrapper')?.hasAttribute('inert'))).toBe(false);
        expect(consoleErrors).toEqual([]);
      },
      { width: 390, height: 844 },
    );
  });

  test('tabs switch with arrows (RTL), sub-menus unfold from their button, overlay click closes', async () => {
    await withDemo(
      async ({ page }) => {
        await gotoDemo(page, '/shop/');
        await page.locator('.wd-header-mobile-nav > a').click();
        await page.waitForSelector('.mobile-nav.wd-opened');
        await page.locator('.mobile-nav [role="tab"][aria-selected="true"]').focus();
        await page.keyboard.press('ArrowLeft');
        expect(await page.locator('.mobile-nav [role="tab"][aria-selected="true"]').textContent()).toContain('دسته بندی ها');
        expect(await page.locator('.mobile-categories-menu').isVisible()).toBe(true);
        expect(await page.locator('.mobile-pages-menu').isVisible()).toBe(false);

        const sub = page.locator('.mobile-categories-menu .wd-nav-opener').first();
        const subMenu = page.locator('.mobile-categories-menu .menu-item-has-children > .wd-sub-menu').first();
        expect(await subMenu.isVisible()).toBe(false);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.classList.contains('wd-nav-opener'))).toBe(true);
        await page.keyboard.press('Enter');
        expect(await sub.getAttribute('aria-expanded')).toBe('true');
        expect(await subMenu.isVisible()).toBe(true);
        await page.screenshot({ path: '/tmp/shots/mobile-nav-390-sub.png' });

        // The overlay shows beside the 88vw panel (it slides in from the right in RTL): click its free strip.
        await page.mouse.click(20, 400);
        await page.waitForSelector('.mobile-nav:not(.wd-opened)', { state: 'attached' });
        expect(await page.locator('.wd-close-side.wd-close-side-opened').count()).toBe(0);
      },
      { width: 390, height: 844 },
    );
  });

  test('at 1440px the opener is hidden and the closed menu is out of the Tab order', async () => {
    await withDemo(
      async ({ page }) => {
        await gotoDemo(page, '/');
        expect(await page.locator('.wd-header-mobile-nav > a').isVisible()).toBe(false);
        for (let i = 0; i < 30; i++) {
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.mobile-nav')))).toBe(false);
        }
        await page.screenshot({ path: '/tmp/shots/mobile-nav-1440.png' });
      },
      { width: 1440, height: 900 },
    );
  });
});
