// Issue 34: the cart family is React-rendered on the demo. The cart panel's mini-cart (its items,
// quantities, totals, remove links and buttons) carries React's container and fiber keys; React
// adopts the server's nodes rather than replacing them (nothing moves or reloads when it mounts);
// React's chunk arrives only when the shopper first reaches the mini-cart; a removal keeps the
// other rows.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser, REACT_CHUNK } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();

const PANEL_CART = '.cart-widget-side div.widget_shopping_cart_content';
const ajaxButtons = '.products .add_to_cart_button.ajax_add_to_cart';

/** Which of the parts a shopper uses carry React's keys (the mount point: its container key). */
function reactKeys(page: Page) {
  return page.evaluate((root) => {
    const has = (el: Element | null, prefix: string) => el !== null && Object.keys(el).some((key) => key.startsWith(prefix));
    const container = document.querySelector(root);
    const parts = (selector: string) => Array.from(container?.querySelectorAll(selector) ?? []);
    const fibered = (selector: string) => {
      const found = parts(selector);
      return found.length > 0 && found.every((el) => has(el, '__reactFiber$'));
    };
    return {
      container: has(container, '__reactContainer$'),
      items: fibered('li.woocommerce-mini-cart-item'),
      remove: fibered('a.remove_from_cart_button'),
      productLinks: fibered('li.woocommerce-mini-cart-item > a:not(.remove)'),
      quantities: fibered('span.quantity'),
      total: fibered('p.woocommerce-mini-cart__total'),
      buttons: fibered('p.woocommerce-mini-cart__buttons a.button'),
      emptyMessage: fibered('p.woocommerce-mini-cart__empty-message'),
    };
  }, PANEL_CART);
}

const reactChunk = (urls: string[]) => urls.some((url) => REACT_CHUNK.test(url));

describe('issue 34: the cart family is React-rendered (demo)', () => {
  for (const width of [390, 1440]) {
    test(`the panel's mini-cart: React adopts the server nodes when it is shown, renders every later change, keeps the rows that stay (${width}px)`, async () => {
      await withDemo(
        async ({ page, allRequests, consoleErrors }) => {
          // A cart with two items, then a fresh page that paints it from storage with the panel closed.
          await gotoDemo(page, '/shop/');
          await page.evaluate((sel) => Array.from(document.querySelectorAll<HTMLElement>(sel)).slice(0, 2).forEach((b) => b.click()), ajaxButtons);
          await page.waitForFunction((sel) => document.querySelectorAll(`${sel} li`).length === 2, PANEL_CART);
          // The AJAX shop page: no root there mounts before a touch. (The shop's filters and the home
          // page's carousel controls mount React roots at load, so React would be there already.)
          await gotoDemo(page, '/ajax-shop/');
          await page.waitForFunction((sel) => document.querySelectorAll(`${sel} li`).length === 2, PANEL_CART);
          allRequests.length = 0;
          // Closed: not shown, so not mounted, and React has not been downloaded.
          expect(await page.getAttribute(PANEL_CART, 'data-vitrin-status')).toBe('pending');
          await page.waitForTimeout(300);
          expect(reactChunk(allRequests.map((r) => r.url))).toBe(false);
          const before = await page.evaluate((sel) => {
            const root = document.querySelector(sel);
            root?.querySelectorAll('li, img, a, span.quantity').forEach((el, i) => ((el as unknown as { __mark: number }).__mark = i));
            return root?.innerHTML;
          }, PANEL_CART);

          // The phone by keyboard, the desktop by pointer: either way of reaching the mini-cart wakes it.
          const opener = page.locator('.cart-widget-opener a:visible').first();
          if (width === 390) {
            await opener.focus();
            await page.keyboard.press('Enter');
          } else {
            // The panel slides in under the pointer resting on the opener (x 109, y 79 at 1440 px:
            // over the mini-cart's rows). Chrome re-hovers when the page behind turns inert after the
            // panel's first paint, and a pointer over the mini-cart is the shopper reaching it (it
            // wakes it, by design): the hand moves off the panel, onto the overlay, as a shopper's does.
            // A bare press and the move right after it: Playwright's click() waits on after its
            // press, and on a slow machine the panel's first paint came first (the test then saw
            // the re-hover's mount).
            const box = await opener.boundingBox();
            if (!box) throw new Error('the cart opener has no box');
            await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
            await page.mouse.move(1400, 450);
          }
          await page.waitForSelector('.cart-widget-side.wd-opened');
          // Open, but not yet reached: the mini-cart is still the server's markup (it waits for the
          // shopper). React came with the press on the opener: the panel's frame is a root of its own.
          await page.waitForTimeout(300);
          expect(await page.getAttribute(PANEL_CART, 'data-vitrin-status')).toBe('pending');
          expect(await page.getAttribute('.cart-widget-side > .wd-heading', 'data-vitrin-root')).toBe('cart-panel');
          if (width === 390) {
            for (let i = 0; i < 6 && !(await page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), PANEL_CART)); i++) {
              await page.keyboard.press('Tab');
            }
          } else await page.hover(`${PANEL_CART} li:first-child`);
          await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-vitrin-status') === 'mounted', PANEL_CART);
          expect(reactChunk(allRequests.map((r) => r.url))).toBe(true);
          expect(await reactKeys(page)).toMatchObject({ container: true, items: true, remove: true, productLinks: true, quantities: true, total: true, buttons: true });
          // Hydrated: the very same nodes, the same markup.
          const after = await page.evaluate((sel) => {
            const root = document.querySelector(sel);
            const marked = Array.from(root?.querySelectorAll('li, img, a, span.quantity') ?? []).every((el, i) => (el as unknown as { __mark?: number }).__mark === i);
            return { html: root?.innerHTML, marked };
          }, PANEL_CART);
          expect(after.marked).toBe(true);
          expect(after.html).toBe(before);

          // A removal: React drops that row and keeps the other node; the total follows.
          const kept = await page.$eval(`${PANEL_CART} li:nth-child(2)`, (li) => (li as unknown as { __mark: number }).__mark);
          const totalBefore = await page.textContent(`${PANEL_CART} .woocommerce-mini-cart__total`);
          await page.click(`${PANEL_CART} li:first-child a.remove_from_cart_button`);
          await page.waitForFunction((sel) => document.querySelectorAll(`${sel} li`).length === 1, PANEL_CART);
          expect(await page.$eval(`${PANEL_CART} li`, (li) => (li as unknown as { __mark?: number }).__mark)).toBe(kept);
          expect(await page.textContent(`${PANEL_CART} .woocommerce-mini-cart__total`)).not.toBe(totalBefore);
          expect(await reactKeys(page)).toMatchObject({ container: true, items: true, remove: true, total: true });
          // Focus stays in the panel (the focused link went with its row).
          expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.cart-widget-side')))).toBe(true);

          // Emptied: the empty state is React's too.
          await page.click(`${PANEL_CART} a.remove_from_cart_button`);
          await page.waitForFunction((sel) => document.querySelector(`${sel} .woocommerce-mini-cart__empty-message`) !== null, PANEL_CART);
          expect(await reactKeys(page)).toMatchObject({ container: true, emptyMessage: true });
          expect(consoleErrors).toEqual([]);
        },
        { width, height: 900 },
      );
    });
  }
});
