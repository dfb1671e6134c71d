// Cart without reload on the demo shop in Chromium: listing and variable-product adds, ten fast
// clicks, storage painting after reload, two tabs, the real jQuery's listeners, and the no-cart first visit.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { demoUrl, gotoDemo, newDemoPage, REACT_CHUNK, useDemoBrowser, type DemoPage } from '../../scripts/e2e/harness';
import fa from '../../src/i18n/locales/fa/cart.json';

const JQUERY_SOURCE = readFileSync(createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js'), 'utf8');

/** Serves `path` with jQuery loaded first in <head>, as every WooCommerce page has it. */
async function withRealJQuery(page: Page, path: string): Promise<void> {
  await page.route(demoUrl(path), async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<head>', () => `<head><script>${JQUERY_SOURCE}</script>`);
    await route.fulfill({ response, body: html });
  });
}

const { browser: currentBrowser, withDemo } = useDemoBrowser();

const wcAjax = (demo: DemoPage, endpoint: string) => demo.backendRequests.filter((r) => r.url.includes(`wc-ajax=${endpoint}`));

interface ServerCall {
  endpoint: string;
  body: string;
  start: number;
  end: number;
}
/** What the demo's WooCommerce model received on this page (bodies, order, overlap). */
async function serverCalls(page: Page): Promise<{ calls: ServerCall[]; maxConcurrent: number }> {
  return page.evaluate(() => {
    const wc = (window as unknown as { __vitrinWooCommerce: { calls: ServerCall[]; maxConcurrent: number } }).__vitrinWooCommerce;
    return { calls: wc.calls.map((c) => ({ endpoint: c.endpoint, body: c.body, start: c.start, end: c.end })), maxConcurrent: wc.maxConcurrent };
  });
}
/** The variable product form's variations, as WooCommerce printed them. */
function productVariations(page: Page): Promise<Array<{ variation_id: number; attributes: Record<string, string> }>> {
  return page.$eval('form.variations_form', (form) => JSON.parse(form.getAttribute('data-product_variations') ?? '[]') as Array<{ variation_id: number; attributes: Record<string, string> }>);
}
/** Presses the swatch of each chosen value, then waits for the variation form to settle on `variationId`. */
async function chooseBySwatches(page: Page, chosen: Record<string, string>, variationId: number): Promise<void> {
  for (const [name, value] of Object.entries(chosen)) await page.click(`ul[data-attribute_name="${name}"] li[data-value="${value}"]`);
  await page.waitForFunction((id) => document.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value === String(id), variationId);
}
const productIdOf = (call: ServerCall | undefined) => new URLSearchParams(call?.body ?? '').get('product_id');
const firstAjaxButton = '.products .add_to_cart_button.ajax_add_to_cart';

async function miniCartKeys(page: Page): Promise<string[]> {
  return page.$$eval('.cart-widget-side .remove_from_cart_button', (links) => links.map((a) => a.getAttribute('data-product_id') ?? ''));
}

/** Tracks request start/end in the page's own clock to prove one-at-a-time sending. */
function trackOverlap(page: Page): { max: () => number } {
  let inFlight = 0;
  let max = 0;
  page.on('request', (r) => {
    if (!r.url().includes('wc-ajax=')) return;
    inFlight += 1;
    max = Math.max(max, inFlight);
  });
  const done = (r: { url(): string }) => {
    if (r.url().includes('wc-ajax=')) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { max: () => max };
}

describe('cart without reload (demo)', () => {
  // Why the add's notes stay plain DOM beside the server's button, not a React root: they report the
  // network's failure, so they must not wait for a download. On a Woodmart page the press wakes the
  // side cart's root (React), but offline React's chunk cannot come, any more than the add's answer.
  test('issue 34: an add that fails offline says so beside the button although React could not load', async () => {
    await withDemo(async (demo) => {
      const { page, context } = demo;
      await gotoDemo(page, '/ajax-shop/');
      expect(demo.allRequests.some((r) => REACT_CHUNK.test(new URL(r.url).pathname))).toBe(false);
      // React's chunk cannot come (as offline); the add's code comes with the first touch of a button
      // (issue 36): the pointer reaching it online brings it, and the add then meets the offline network.
      await context.route((url) => REACT_CHUNK.test(url.pathname), (route) => route.abort('internetdisconnected'));
      const button = page.locator(firstAjaxButton).first();
      await button.hover();
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/chunks\/cart-actions\.[^/]+\.js$/.test(e.name)));
      await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
      await context.setOffline(true);
      await button.click();
      const note = button.locator('xpath=following-sibling::*[contains(@class, "vitrin-cart-error")]');
      await note.waitFor({ timeout: 15000 });
      expect(await note.getAttribute('role')).toBe('alert');
      expect(await note.textContent()).toContain(fa.addUnknown);
      expect(await page.evaluate(() => [...document.querySelectorAll('*')].some((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer$'))))).toBe(false);
      // Its retry is a button the keyboard reaches and presses: the add is sent again once online.
      await context.setOffline(false);
      await note.getByRole('button', { name: fa.retry }).press('Enter');
      await page.waitForFunction((sel) => document.querySelector(sel)?.classList.contains('added') === true, firstAjaxButton);
    });
  });

  test("issue 36: a first press offline, before the add's code came, is held busy on the page and sent once the browser is back", async () => {
    await withDemo(async (demo) => {
      const { page, context } = demo;
      await gotoDemo(page, '/ajax-shop/');
      await context.setOffline(true);
      const button = page.locator(firstAjaxButton).first();
      await button.click();
      // Its default (the ?add-to-cart link) could only fail offline: the shopper stays on the shop,
      // the button busy, its press kept.
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe('/ajax-shop/');
      expect(await button.getAttribute('aria-busy')).toBe('true');
      expect(wcAjax(demo, 'add_to_cart')).toHaveLength(0);
      await context.setOffline(false);
      await page.waitForFunction((sel) => document.querySelector(sel)?.classList.contains('added') === true, firstAjaxButton, { timeout: 15000 });
      expect(wcAjax(demo, 'add_to_cart')).toHaveLength(1);
      expect(new URL(page.url()).pathname).toBe('/ajax-shop/');
    });
  });

  test('a first visit without a cart makes zero backend requests', async () => {
    await withDemo(async (demo) => {
      await gotoDemo(demo.page, '/shop/');
      await demo.page.waitForTimeout(800);
      expect(demo.backendRequests).toEqual([]);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('adds from a listing: loading → added, View cart link, panel opens, live region speaks; reload paints from storage with zero requests', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/shop/');
      const button = page.locator(firstAjaxButton).first();
      const productId = await button.getAttribute('data-product_id');
      await button.click();
      await page.waitForSelector(`${firstAjaxButton}.added`);
      expect(await page.locator('.products .added_to_cart.wc-forward').count()).toBe(1);
      await page.waitForSelector('.cart-widget-side.wd-opened');
      expect(await miniCartKeys(page)).toEqual([productId]);
      expect(await page.locator('.wd-header-cart .wd-cart-number').first().textContent()).toContain('۱');
      await page.waitForFunction(() => (document.querySelector('.widget_shopping_cart_live_region')?.textContent ?? '').includes('افزوده شد'));
      expect(wcAjax(demo, 'add_to_cart')).toHaveLength(1);
      const server = await serverCalls(page);
      expect(server.calls.map((c) => c.endpoint)).toEqual(['add_to_cart']);
      expect(productIdOf(server.calls[0])).toBe(productId);
      await page.screenshot({ path: '/tmp/shots/cart-added-1280.png' });

      const before = demo.backendRequests.length;
      await gotoDemo(page, '/shop/');
      await page.waitForTimeout(800);
      expect(demo.backendRequests.length).toBe(before);
      expect(await miniCartKeys(page)).toEqual([productId]);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('adds the chosen variation from a variable product page', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/product/تیشرت-نخی-یقه-گرد-آوا/');
      // Choose the first variation's attributes by swatch; the variation form sets its id.
      const first = (await productVariations(page))[0];
      if (!first) throw new Error('no variation on the page');
      await chooseBySwatches(page, first.attributes, first.variation_id);
      const chosen = first.variation_id;
      await page.click('.single_add_to_cart_button');
      await page.waitForSelector('.woocommerce-notices-wrapper .woocommerce-message');
      expect(wcAjax(demo, 'add_to_cart')).toHaveLength(1);
      const body = new URLSearchParams((await serverCalls(page)).calls[0]?.body ?? '');
      expect(body.get('product_id')).toBe(String(chosen));
      expect(body.has('add-to-cart')).toBe(false);
      expect(await miniCartKeys(page)).toEqual(['101']);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('a variation with an "any" attribute is sent the normal way: the page comes back with the notice and the item in the cart', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/product/تیشرت-نخی-یقه-گرد-آوا/');
      // A variation that takes every value of one attribute: wc-ajax add_to_cart cannot carry the
      // chosen value, so Vitrin leaves the form to the browser (WC_Form_Handler on a real shop,
      // demo/form-post.ts here).
      const wildcard = (await productVariations(page)).find((v) => Object.values(v.attributes).includes(''));
      if (!wildcard) throw new Error('no "any" variation on the page');
      // The "any" attribute takes its select's first real option.
      const chosen: Record<string, string> = {};
      for (const [name, value] of Object.entries(wildcard.attributes)) {
        chosen[name] = value || (await page.$eval(`select[name="${name}"]`, (select) => (select as HTMLSelectElement).options[1]?.value ?? ''));
      }
      await chooseBySwatches(page, chosen, wildcard.variation_id);
      await Promise.all([page.waitForEvent('framenavigated'), page.click('.single_add_to_cart_button')]);
      await page.waitForSelector('.woocommerce-notices-wrapper .woocommerce-message');
      expect(await page.textContent('.woocommerce-notices-wrapper .woocommerce-message')).toContain('به سبد خرید شما افزوده شد');
      expect(await page.textContent('.wd-header-cart .wd-cart-number')).toContain('۱');
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('ten rapid clicks add ten items in order, never two requests at once', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/shop/');
      const overlap = trackOverlap(page);
      const ids = await page.$$eval(firstAjaxButton, (buttons) => buttons.slice(0, 10).map((b) => b.getAttribute('data-product_id') ?? ''));
      expect(ids).toHaveLength(10);
      await page.evaluate((sel) => {
        for (const b of Array.from(document.querySelectorAll<HTMLElement>(sel)).slice(0, 10)) b.click();
      }, firstAjaxButton);
      await page.waitForFunction(() => document.querySelectorAll('.cart-widget-side .remove_from_cart_button').length === 10, undefined, { timeout: 20000 });
      expect(wcAjax(demo, 'add_to_cart')).toHaveLength(10);
      const server = await serverCalls(page);
      expect(server.calls.map(productIdOf)).toEqual(ids);
      expect(server.maxConcurrent).toBe(1);
      for (let i = 1; i < server.calls.length; i++) expect(server.calls[i]?.start).toBeGreaterThanOrEqual(server.calls[i - 1]?.end ?? 0);
      expect(overlap.max()).toBe(1);
      expect(await miniCartKeys(page)).toEqual(ids);
    });
  });

  test('two tabs of one shopper stay in step', async () => {
    const first = await newDemoPage(currentBrowser());
    try {
      const second = await newDemoPage(currentBrowser(), { context: first.context });
      await gotoDemo(first.page, '/shop/');
      await gotoDemo(second.page, '/shop/');
      const id = await first.page.locator(firstAjaxButton).first().getAttribute('data-product_id');
      await first.page.locator(firstAjaxButton).first().click();
      await first.page.waitForSelector(`${firstAjaxButton}.added`);
      // The other tab hears the storage event and refreshes its own fragments.
      await second.page.waitForFunction(() => document.querySelectorAll('.cart-widget-side .remove_from_cart_button').length === 1, undefined, { timeout: 10000 });
      expect(await miniCartKeys(second.page)).toEqual([id]);
      expect(wcAjax(second, 'get_refreshed_fragments')).toHaveLength(1);
    } finally {
      await first.context.close();
    }
  });

  test('with the real jQuery on the page, a listener hears added_to_cart once, with fragments, hash and button', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      // WooCommerce pages always carry jQuery; its .on() also binds native listeners, which is what a
      // stand-in would not show (every event once reached jQuery handlers twice).
      await withRealJQuery(page, '/shop/');
      await page.addInitScript(() => {
        const calls: Array<{ name: string; keys: string[] | null; hash: unknown; buttonId: string | null }> = [];
        (window as unknown as { __heard: typeof calls }).__heard = calls;
        document.addEventListener('DOMContentLoaded', () => {
          const $ = (window as unknown as { jQuery: (t: unknown) => { on(n: string, h: (...a: unknown[]) => void): void } }).jQuery;
          $(document.body).on('added_to_cart wc_fragments_loaded wc_cart_button_updated', (...args: unknown[]) => {
            const [event, fragments, hash, button] = args as [{ type: string }, unknown, unknown, { 0?: HTMLElement } | undefined];
            calls.push({
              name: event.type,
              keys: fragments && typeof fragments === 'object' ? Object.keys(fragments) : null,
              hash,
              buttonId: event.type === 'added_to_cart' ? (button?.[0]?.getAttribute('data-product_id') ?? null) : null,
            });
          });
        });
      });
      await gotoDemo(page, '/shop/');
      const id = await page.locator(firstAjaxButton).first().getAttribute('data-product_id');
      await page.locator(firstAjaxButton).first().click();
      await page.waitForSelector(`${firstAjaxButton}.added`);
      await page.waitForTimeout(300);
      const heard = await page.evaluate(() => (window as unknown as { __heard: Array<{ name: string; keys: string[] | null; hash: unknown; buttonId: string | null }> }).__heard);
      const added = heard.filter((c) => c.name === 'added_to_cart');
      expect(added).toHaveLength(1);
      expect(added[0]?.keys).toContain('div.widget_shopping_cart_content');
      expect(added[0]?.hash).toMatch(/^[0-9a-f]{32}$/);
      expect(added[0]?.buttonId).toBe(id);
      expect(heard.filter((c) => c.name === 'wc_fragments_loaded')).toHaveLength(1);
      expect(heard.filter((c) => c.name === 'wc_cart_button_updated')).toHaveLength(1);
    });
  });

  test('two open tabs with jQuery stay quiet: no storage-event ping-pong', async () => {
    const first = await newDemoPage(currentBrowser());
    try {
      const second = await newDemoPage(currentBrowser(), { context: first.context });
      for (const tab of [first, second]) {
        await withRealJQuery(tab.page, '/shop/');
        await tab.page.addInitScript(() => {
          (window as unknown as { __storageEvents: number }).__storageEvents = 0;
          window.addEventListener('storage', () => void ((window as unknown as { __storageEvents: number }).__storageEvents += 1));
        });
      }
      await gotoDemo(first.page, '/shop/');
      await gotoDemo(second.page, '/shop/');
      await first.page.locator(firstAjaxButton).first().click();
      await first.page.waitForSelector(`${firstAjaxButton}.added`);
      await second.page.waitForFunction(() => document.querySelectorAll('.cart-widget-side .remove_from_cart_button').length === 1, undefined, { timeout: 10000 });
      await second.page.waitForTimeout(1500);
      const events = await Promise.all([first, second].map((tab) => tab.page.evaluate(() => (window as unknown as { __storageEvents: number }).__storageEvents)));
      // One add writes the shared hash once; a handful of events is normal, thousands is a loop.
      expect(Math.max(...events)).toBeLessThan(10);
      expect(wcAjax(second, 'get_refreshed_fragments')).toHaveLength(1);
    } finally {
      await first.context.close();
    }
  });
});
