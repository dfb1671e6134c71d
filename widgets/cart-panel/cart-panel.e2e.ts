// The cart side panel's keyboard behaviour in Chromium on the demo (issue 18: keyboard shoppers
// must reach checkout from the panel that opens after an add).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser, REACT_CHUNK } from '../../scripts/e2e/harness';
import { expectKeyboardWalk } from '../../scripts/e2e/keyboard-walk';
import { axeViolations } from '../../scripts/e2e/axe';

const { withDemo } = useDemoBrowser();
const PANEL = '.cart-widget-side';
const HEADING = '.cart-widget-side > .wd-heading';

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusInPanel = (page: Page) => page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), PANEL);

/** Focuses the n-th visible listing add button and presses Enter; waits for the panel to hold focus. */
async function addByKeyboard(page: Page, nth: number): Promise<void> {
  const button = page.locator('.add_to_cart_button.ajax_add_to_cart:visible').nth(nth);
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${PANEL}.wd-opened`);
  await page.waitForFunction((sel) => Boolean(document.activeElement?.closest(sel)), PANEL);
}

// A closed panel ends its slide-out hidden (visibility: hidden): "closed" is the class gone, attached, not a visible box.
async function escapeBackTo(page: Page, nth: number): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForSelector(`${PANEL}:not(.wd-opened)`, { state: 'attached' });
  const back = await page.evaluate((n) => {
    const buttons = Array.from(document.querySelectorAll<HTMLElement>('.add_to_cart_button.ajax_add_to_cart')).filter((b) => b.checkVisibility());
    return document.activeElement === buttons[n];
  }, nth);
  expect(back, 'Escape gives focus back to the add button').toBe(true);
}

describe('cart side panel (demo)', () => {
  for (const width of [390, 1440]) {
    test(`issue 18: after an add by keyboard, focus moves into the panel, Tab reaches «تسویه حساب» and Enter follows it (${width}px)`, async () => {
      await withDemo(
        async ({ page, consoleErrors }) => {
          await gotoDemo(page, '/shop/');
          await addByKeyboard(page, 0);
          expect(await page.getAttribute(PANEL, 'role')).toBe('dialog');
          expect(await page.getAttribute(PANEL, 'aria-modal')).toBe('true');
          // Focus lands on the close control, inside the dialog named by its heading.
          expect(await activeText(page)).toBe('بستن');
          const labelledBy = await page.getAttribute(PANEL, 'aria-labelledby');
          expect(await page.textContent(`#${labelledBy ?? 'missing'}`)).toBe('سبد خرید');
          const seen: string[] = [];
          for (let i = 0; i < 10 && seen.at(-1) !== 'تسویه حساب'; i++) {
            await page.keyboard.press('Tab');
            expect(await focusInPanel(page)).toBe(true);
            seen.push(await activeText(page));
          }
          // close → remove «×» → product link → view cart → checkout.
          expect(seen).toHaveLength(4);
          expect(seen.at(-1)).toBe('تسویه حساب');
          await page.screenshot({ path: `/tmp/shots/cart-panel-after-add-${width}.png` });
          await Promise.all([page.waitForURL(/\/checkout\/$/), page.keyboard.press('Enter')]);
          expect(consoleErrors).toEqual([]);
        },
        { width, height: 844 },
      );
    });

    test(`issue 18: Tab and Shift+Tab visit everything in the panel once, with 1 and with 3 items; Escape returns focus (${width}px)`, async () => {
      await withDemo(
        async ({ page }) => {
          await gotoDemo(page, '/shop/');
          await addByKeyboard(page, 0);
          // close, remove, product link, view cart, checkout
          expect(await expectKeyboardWalk(page, PANEL)).toHaveLength(5);
          await escapeBackTo(page, 0);
          await addByKeyboard(page, 1);
          await escapeBackTo(page, 1);
          await addByKeyboard(page, 2);
          expect(await page.locator(`${PANEL} .woocommerce-mini-cart-item`).count()).toBe(3);
          expect(await expectKeyboardWalk(page, PANEL)).toHaveLength(9);
          await page.screenshot({ path: `/tmp/shots/cart-panel-3-items-${width}.png` });
          await escapeBackTo(page, 2);
        },
        { width, height: 844 },
      );
    });

    test(`issue 18: axe finds nothing on the shop with the panel open after an add (${width}px)`, async () => {
      await withDemo(
        async ({ page }) => {
          await gotoDemo(page, '/shop/');
          await addByKeyboard(page, 0);
          // Let the slide-in transition and the delayed live-region message finish.
          await page.waitForTimeout(1200);
          expect(await axeViolations(page)).toEqual([]);
        },
        { width, height: 844 },
      );
    });

    test(`opens from the header cart, walks and wraps, closes on Escape with focus back (${width}px)`, async () => {
      await withDemo(
        async ({ page, backendRequests }) => {
          await gotoDemo(page, '/shop/');
          const opener = page.locator('.cart-widget-opener a:visible').first();
          await opener.focus();
          await page.keyboard.press('Enter');
          await page.waitForSelector(`${PANEL}.wd-opened`);
          await page.waitForFunction((sel) => Boolean(document.activeElement?.closest(sel)), PANEL);
          await expectKeyboardWalk(page, PANEL);
          await page.keyboard.press('Escape');
          await page.waitForSelector(`${PANEL}:not(.wd-opened)`, { state: 'attached' });
          expect(await page.evaluate(() => document.activeElement?.closest('.cart-widget-opener') !== null)).toBe(true);
          expect(backendRequests).toEqual([]);
        },
        { width, height: 844 },
      );
    });
  }

  test('issue 34: the panel frame is a React root mounted by the first touch of the header cart: no React before it, its heading React-rendered, focus in and back', async () => {
    await withDemo(
      async ({ page, allRequests, consoleErrors }) => {
        const reactChunk = () => allRequests.some((r) => REACT_CHUNK.test(r.url));
        // A page that mounts no React root at load: the account page (the shop's filters would, and
        // since issue 34 the home page's carousels do as they near view — their dots are React).
        await gotoDemo(page, '/my-account/');
        await page.waitForTimeout(300);
        expect(await page.getAttribute(HEADING, 'data-vitrin-status')).toBe('pending');
        expect(reactChunk()).toBe(false);
        const opener = page.locator('.cart-widget-opener a:visible').first();
        await opener.click();
        await page.waitForSelector(`${PANEL}.wd-opened`);
        expect(reactChunk()).toBe(true);
        const keys = await page.evaluate((sel) => {
          const has = (el: Element | null, prefix: string) => el !== null && Object.keys(el).some((key) => key.startsWith(prefix));
          const heading = document.querySelector(sel);
          return { container: has(heading, '__reactContainer$'), title: has(heading?.querySelector('.title') ?? null, '__reactFiber$'), close: has(heading?.querySelector('.close-side-widget a') ?? null, '__reactFiber$') };
        }, HEADING);
        expect(keys).toEqual({ container: true, title: true, close: true });
        await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'بستن');
        await page.keyboard.press('Escape');
        await page.waitForSelector(`${PANEL}:not(.wd-opened)`, { state: 'attached' });
        expect(await page.evaluate(() => document.activeElement?.closest('.cart-widget-opener') !== null)).toBe(true);
        expect(consoleErrors).toEqual([]);
      },
      { width: 1440, height: 844 },
    );
  });

  test('the header cart just navigates on the cart page, its press not held and no panel code fetched', async () => {
    await withDemo(async ({ page, allRequests }) => {
      await gotoDemo(page, '/cart/');
      allRequests.length = 0;
      const navigated = page.waitForEvent('framenavigated', { timeout: 10000 });
      await page.locator('.cart-widget-opener a:visible').first().click({ timeout: 10000 });
      await navigated;
      expect(page.url()).toMatch(/\/cart\/$/);
      expect(await page.locator(`${PANEL}.wd-opened`).count()).toBe(0);
      expect(allRequests.map((r) => r.url).filter((url) => /\/chunks\/(cart-panel|react)\./.test(url))).toEqual([]);
    });
  });
});
