// The sticky header in Chromium on the demo: sticks past its row, keeps the page still, and
// a keyboard user still reaches every header control.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { readLayoutShifts, watchLayoutShifts } from '../../scripts/e2e/layout-shift';

const { withDemo } = useDemoBrowser();

describe('sticky header (demo)', () => {
  for (const width of [390, 1440]) {
    test(`sticks past the first sticky row with no layout shift, and unsticks at the top (${width}px)`, async () => {
      await withDemo(
        async ({ page, consoleErrors }) => {
          await watchLayoutShifts(page);
          await gotoDemo(page, '/shop/');
          const header = page.locator('.whb-header');
          expect(await header.getAttribute('class')).toContain('whb-sticky-prepared');
          const contentTop = () => page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().top ?? -1);
          const before = await contentTop();
          await page.mouse.wheel(0, 600);
          await page.waitForFunction(() => document.querySelector('.whb-header')?.classList.contains('whb-sticked'));
          // The page moved by exactly the scroll: the header's reserved room did not collapse.
          const scrolled = await page.evaluate(() => window.scrollY);
          expect(await contentTop()).toBeCloseTo(before - scrolled, 0);
          const bar = await page.locator('.whb-general-header').boundingBox();
          expect(bar?.y).toBe(0);
          expect(await page.locator('.whb-top-bar').isVisible()).toBe(false);
          await page.screenshot({ path: `/tmp/shots/sticky-header-${width}.png` });
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForFunction(() => !document.querySelector('.whb-header')?.classList.contains('whb-sticked'));
          expect(await contentTop()).toBeCloseTo(before, 0);
          const { cls, shifts } = await readLayoutShifts(page);
          expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
          expect(consoleErrors).toEqual([]);
        },
        { width, height: 844 },
      );
    });
  }

  test('keyboard only at 1440px: from the stuck header Tab walks its controls in order and Shift+Tab back', async () => {
    await withDemo(
      async ({ page }) => {
        await gotoDemo(page, '/shop/');
        await page.mouse.wheel(0, 800);
        await page.waitForFunction(() => document.querySelector('.whb-header')?.classList.contains('whb-sticked'));
        await page.locator('.whb-general-header a.wd-logo').first().focus();
        // Elements are told apart by identity (a mark on the node), not by their markup: the header
        // menus' roots mount on this very walk (their first touch) and add ARIA state to the links.
        // The stuck row's five controls after the logo (search, its button, account, wishlist, cart):
        // a sixth Tab leaves the header for the page, which scrolls, unsticks the header and shows
        // its other rows, so the way back would rightly differ.
        const walk: string[] = [];
        for (let i = 0; i < 5; i++) {
          await page.keyboard.press('Tab');
          walk.push(
            await page.evaluate((n) => {
              const el = document.activeElement as (Element & { __walk?: number }) | null;
              if (!el) return 'nothing';
              if (el.__walk !== undefined) return `again ${el.__walk}`;
              el.__walk = n;
              return el.outerHTML.slice(0, 60);
            }, i),
          );
        }
        expect(walk.filter((w) => w.startsWith('again') || w === 'nothing')).toEqual([]);
        for (let i = walk.length - 2; i >= 0; i--) {
          await page.keyboard.press('Shift+Tab');
          expect(await page.evaluate(() => (document.activeElement as (Element & { __walk?: number }) | null)?.__walk), walk[i]).toBe(i);
        }
        // Everything focused is visible on screen (not under a hidden row).
        expect(await page.evaluate(() => (document.activeElement?.getBoundingClientRect().top ?? -1) >= 0)).toBe(true);
      },
      { width: 1440, height: 900 },
    );
  });

  test('clone mode (1440px): the copy sticks past 300 px with the logo, menu and cart, inert and hidden while not stuck', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await watchLayoutShifts(page);
      await gotoDemo(page, '/header-clone/');
      const clone = page.locator('.whb-clone');
      await clone.waitFor({ state: 'attached' });
      expect(await page.locator('.whb-header').getAttribute('class')).not.toContain('whb-sticky-prepared');
      expect(await clone.getAttribute('inert')).toBe('');
      expect(await clone.getAttribute('aria-hidden')).toBe('true');
      // The desktop pieces, and the mobile columns (their own logo and cart) as the template lists them.
      expect(await clone.locator('.whb-col-left .site-logo').count()).toBe(1);
      expect(await clone.locator('.whb-col-center .wd-header-main-nav').count()).toBe(1);
      expect(await clone.locator('.whb-col-right .wd-header-cart').count()).toBe(1);
      expect(await clone.locator('[id]').count()).toBe(0);
      await page.mouse.wheel(0, 700);
      await page.waitForFunction(() => document.querySelector('.whb-clone')?.classList.contains('whb-sticked'));
      await page.waitForFunction(() => !document.querySelector('.whb-clone')?.hasAttribute('inert'));
      await page.waitForTimeout(400);
      expect((await clone.boundingBox())?.y).toBe(0);
      expect(await clone.isVisible()).toBe(true);
      await page.screenshot({ path: '/tmp/shots/sticky-clone-1440.png' });
      // The cart opener in the copy opens the cart panel.
      await clone.locator('.whb-col-right .wd-header-cart a').first().click();
      await page.waitForFunction(() => document.querySelector('.cart-widget-side')?.classList.contains('wd-opened'));
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => !document.querySelector('.whb-clone')?.classList.contains('whb-sticked'));
      expect(await clone.getAttribute('inert')).toBe('');
      const { cls, shifts } = await readLayoutShifts(page);
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
      expect(consoleErrors).toEqual([]);
    }, { width: 1440, height: 844 });
  });
});
