// Nothing a shopper does in the first second falls back to a page reload (issue 24): at 150 ms
// latency, a press at DOMContentLoaded (before Vitrin's code is there) is held by the loader's early
// event contract and handled by script once its owner is ready: no navigation, one request, the
// server's state checked. With the add-to-cart chunk missing, the held click gets the browser's
// own default (the ?add-to-cart= link) instead of dying.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { HELD_ATTR, STATUS_ATTR } from './early-types';
import { demoUrl, useDemoBrowser, wooCommerceBodies, type DemoPage } from '../../scripts/e2e/harness';

const LATENCY_MS = 150;
const TEE = '/product/تیشرت-نخی-یقه-گرد-آوا/';
const HOODIE = '/product/هودی-پارسیپوش-سهگانه/';
// add-to-cart's code travels with the cart's other actions, fetched on the first touch of a button (vite.config.ts, issue 36).
const ADD_TO_CART_CHUNK = /\/chunks\/cart-actions\.[^/?]+\.js/;

const { withDemo } = useDemoBrowser();

interface Settled {
  owner: string;
  type: string;
  outcome: string;
}

/**
 * 150 ms on every request: CDP's network emulation for the page's own requests, and the same
 * delay by route for what the demo's msw service worker fetches on the page's behalf (the widget
 * chunks), which the page's emulation does not see.
 */
async function slowNetwork(demo: DemoPage): Promise<void> {
  const cdp = await demo.context.newCDPSession(demo.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  await demo.context.route('**/*', async (route) => {
    if (route.request().serviceWorker()) await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    await route.fallback();
  });
  await demo.page.addInitScript(() => {
    (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
  });
}

/**
 * Opens `path` and returns at DOMContentLoaded; `reloaded()` tells whether the page was left since
 * (a document-level navigation; the filters' pushState of their address does not count).
 */
async function openAtDomContentLoaded(demo: DemoPage, path: string): Promise<{ reloaded: () => Promise<boolean> }> {
  await demo.page.goto(demoUrl(path), { waitUntil: 'domcontentloaded' });
  await demo.page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  // Vitrin is not ready yet: what follows lands before its code.
  expect(await demo.page.evaluate(() => document.querySelectorAll('[data-vitrin-status="mounted"]').length)).toBe(0);
  return { reloaded: async () => !(await demo.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true)) };
}

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { Vitrin?: unknown }).Vitrin), undefined, { timeout: 20000 });
  await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
}

/** The product's first variation, chosen swatch by swatch as a shopper presses them. */
async function chooseFirstVariation(page: Page): Promise<{ variation_id: number; attributes: Record<string, string> }> {
  const first = await page.$eval('form.variations_form', (form) => {
    const variations = JSON.parse(form.getAttribute('data-product_variations') ?? '[]') as Array<{ variation_id: number; attributes: Record<string, string> }>;
    return variations[0] ?? null;
  });
  if (!first) throw new Error('no variation on the page');
  for (const [name, value] of Object.entries(first.attributes)) await page.click(`ul[data-attribute_name="${name}"] li[data-value="${value}"]`);
  return first;
}

/** Once Vitrin is ready: one add_to_cart, of that variation, and the page never reloaded. */
async function expectOneAddOf(page: Page, nav: { reloaded: () => Promise<boolean> }, variationId: number): Promise<void> {
  await ready(page);
  const bodies = await wooCommerceBodies(page, 'add_to_cart');
  expect(bodies).toHaveLength(1);
  expect(new URLSearchParams(bodies[0]).get('product_id')).toBe(String(variationId));
  expect(await nav.reloaded()).toBe(false);
}

/**
 * On a failure, what the presses met (ms since the page began): each pointerdown and click on a
 * swatch list with that list's mount status, whether the press's target was still on the page when
 * it reached the window, and each list's and the form's status changes. Seen once under load: the
 * third list's pointerdown came while it was mounting, its target had left the list by the time
 * the event reached the window, and no click followed (the browser sends none when the pressed node
 * is gone). Not fixed yet; this says whether that is what happened again.
 */
async function traceSwatchPresses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __swatchTrace: string[] }).__swatchTrace = log;
    const at = () => Math.round(performance.now());
    const listOf = (el: EventTarget | null) => (el instanceof Element ? el.closest('ul[data-attribute_name]') : null);
    const nameOf = (ul: Element | null) => ul?.getAttribute('data-attribute_name') ?? '-';
    for (const type of ['pointerdown', 'click']) {
      document.addEventListener(type, (e) => {
        const ul = listOf(e.target);
        if (ul) log.push(`${at()} ${type} ${nameOf(ul)} (${ul.getAttribute('data-vitrin-status') ?? 'no status'})`);
      }, true);
      window.addEventListener(type, (e) => {
        if (e.target instanceof Element && !e.target.closest('form.variations_form')) log.push(`${at()} ${type} reached the window off the form (connected: ${String(e.target.isConnected)})`);
      });
    }
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        if (el.matches('ul[data-attribute_name], form.variations_form')) log.push(`${at()} ${el.tagName === 'FORM' ? 'form' : nameOf(el)}: ${el.getAttribute('data-vitrin-status') ?? ''}`);
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-vitrin-status'] });
  });
}

/**
 * Opens a variable product with the swatches' code coming 1.5 s late, and waits for the variation
 * form's: the form, which turns the add away until a choice is made, is surely there first (the
 * order that once lost the press behind held swatches).
 */
async function openWithTheFormFirst(demo: DemoPage, path: string): Promise<{ reloaded: () => Promise<boolean> }> {
  await slowNetwork(demo);
  await demo.context.route(/\/chunks\/swatches\.[^/?]+\.js/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  const nav = await openAtDomContentLoaded(demo, path);
  await demo.page.waitForFunction((status) => document.querySelector('form.variations_form')?.getAttribute(status) === 'mounted', STATUS_ATTR, { timeout: 20000 });
  return nav;
}

/** Presses the first swatch of every list, as a shopper would; returns what was chosen. */
async function chooseFirstOfEachList(page: Page): Promise<Array<{ name: string; value: string }>> {
  const lists = await page.$$eval('ul.variable-items-wrapper[data-attribute_name]', (uls) =>
    uls.map((ul) => ({ name: ul.getAttribute('data-attribute_name') ?? '', value: ul.querySelector('li[data-value]')?.getAttribute('data-value') ?? '' })),
  );
  for (const { name, value } of lists) await page.click(`ul[data-attribute_name="${name}"] li[data-value="${value}"]`);
  return lists;
}

async function settledEvents(page: Page): Promise<Settled[]> {
  return page.evaluate(() =>
    (window as unknown as { __vitrinEvents: { settled: Settled[] } }).__vitrinEvents.settled.map((h) => ({ owner: h.owner, type: h.type, outcome: h.outcome })),
  );
}

describe('the first press at DOMContentLoaded, 150 ms latency (Chromium)', () => {
  test('an AJAX add-to-cart button: added by script, one add_to_cart, the header count says one', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await slowNetwork(demo);
      const nav = await openAtDomContentLoaded(demo, '/shop/');
      const button = page.locator('.products .add_to_cart_button.ajax_add_to_cart').first();
      const id = await button.getAttribute('data-product_id');
      await button.click();
      // Taken at once: the button shows it is busy before any code has come.
      expect(await button.getAttribute('aria-busy')).toBe('true');
      await page.waitForSelector('.products .add_to_cart_button.ajax_add_to_cart.added', { timeout: 20000 });
      await ready(page);
      const bodies = await wooCommerceBodies(page, 'add_to_cart');
      expect(bodies).toHaveLength(1);
      expect(new URLSearchParams(bodies[0]).get('product_id')).toBe(id);
      expect(await page.locator('.wd-header-cart .wd-cart-number').first().textContent()).toContain('۱');
      expect(await nav.reloaded()).toBe(false);
      expect(await settledEvents(page)).toContainEqual({ owner: 'add-to-cart', type: 'click', outcome: 'replayed' });
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('a variable product: swatches chosen and the add button pressed before the code: one add_to_cart with the variation', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await slowNetwork(demo);
      const nav = await openAtDomContentLoaded(demo, TEE);
      const first = await chooseFirstVariation(page);
      await page.click('.single_add_to_cart_button');
      try {
        await page.waitForSelector('.woocommerce-notices-wrapper .woocommerce-message', { timeout: 20000 });
      } catch (error) {
        // Seen once in a fresh run on a loaded machine and not again in 11 tries: say where the
        // press went (held, replayed, given its default), so the next time is diagnosable.
        const state = await page
          .evaluate(({ held, status }) => {
            const w = window as unknown as { __vitrinEvents?: { settled: Array<{ owner: string; type: string; outcome: string }> }; __samePage?: boolean };
            return {
              samePage: w.__samePage === true,
              settled: w.__vitrinEvents?.settled.map((h) => `${h.owner}:${h.type}:${h.outcome}`) ?? [],
              held: Array.from(document.querySelectorAll(`[${held}]`)).map((el) => el.className),
              variation: document.querySelector<HTMLInputElement>('form.variations_form input[name="variation_id"]')?.value ?? null,
              button: document.querySelector('.single_add_to_cart_button')?.className ?? null,
              mounts: Array.from(document.querySelectorAll(`[${status}]`)).map((el) => el.getAttribute(status)),
            };
          }, { held: HELD_ATTR, status: STATUS_ATTR })
          .catch((reason: unknown) => ({ unreadable: String(reason) }));
        throw new Error(`no add-to-cart notice within 20 s; the page: ${JSON.stringify(state)}; console: ${JSON.stringify(demo.consoleErrors)}`, { cause: error });
      }
      await expectOneAddOf(page, nav, first.variation_id);
      // The first choice was held for sure; on a slow machine the swatches may be there for the next
      // one, which they then handle themselves. Whatever was held was replayed, nothing fell back.
      const events = await settledEvents(page);
      expect(events.filter((e) => e.owner === 'swatches').length).toBeGreaterThan(0);
      expect(events.filter((e) => e.outcome !== 'replayed')).toEqual([]);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('a variable product whose form is ready before its swatches: the add pressed behind the held swatches waits for them, then adds the variation', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      const nav = await openWithTheFormFirst(demo, TEE);
      const first = await chooseFirstVariation(page);
      await page.click('.single_add_to_cart_button');
      expect(await page.$eval('ul.variable-items-wrapper', (list, status) => list.getAttribute(status), STATUS_ATTR)).not.toBe('mounted');
      await page.waitForSelector('.woocommerce-notices-wrapper .woocommerce-message', { timeout: 20000 });
      await expectOneAddOf(page, nav, first.variation_id);
      const events = await settledEvents(page);
      expect(events.slice(-1)).toEqual([{ owner: 'add-to-cart', type: 'click', outcome: 'replayed' }]);
      expect(events.filter((e) => e.owner === 'swatches' && e.outcome === 'replayed').length).toBe(Object.keys(first.attributes).length);
      expect(events.filter((e) => e.outcome !== 'replayed')).toEqual([]);
      // The make-a-selection notice was never shown: the press was not turned away.
      expect(await page.getByText('گزینه‌های آن را انتخاب کنید').count()).toBe(0);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('an AJAX-mode product whose form is ready before its swatches: the add pressed behind them waits for the server\'s variation, then adds it', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      const nav = await openWithTheFormFirst(demo, HOODIE);
      await chooseFirstOfEachList(page);
      await page.click('.single_add_to_cart_button');
      await page.waitForSelector('.woocommerce-notices-wrapper .woocommerce-message', { timeout: 20000 });
      const variationId = Number(await page.inputValue('form.variations_form input[name="variation_id"]'));
      expect(variationId).toBeGreaterThan(0);
      await expectOneAddOf(page, nav, variationId);
      expect(await wooCommerceBodies(page, 'get_variation')).toHaveLength(1);
      expect((await settledEvents(page)).filter((e) => e.outcome !== 'replayed')).toEqual([]);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('a filter checkbox: ticked by the shopper, one jet_smart_filters request carrying it', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await slowNetwork(demo);
      // The filters' code comes a second later than the rest, so the press surely lands before it
      // even when a loaded machine makes the click itself slow (the press is what is tested).
      await demo.context.route(/\/chunks\/jet-smart-filters\.[^/?]+\.js/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.fallback();
      });
      const nav = await openAtDomContentLoaded(demo, '/shop/');
      const box = page.locator('[data-smart-filter="checkboxes"] input[name="pa_color"]').first();
      const value = await box.getAttribute('value');
      // The plugin's CSS hides the input (display: none): a shopper presses its label, the visible option.
      await box.locator('xpath=ancestor::label[1]').click();
      expect(await box.isChecked()).toBe(true);
      await page.waitForFunction(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests.length > 0, undefined, { timeout: 20000 });
      await ready(page);
      await page.waitForFunction(() => !document.querySelector('.jet-filters-loading'), undefined, { timeout: 10000 });
      const bodies = await page.evaluate(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests);
      expect(bodies).toHaveLength(1);
      expect(decodeURIComponent(bodies[0] ?? '')).toContain(`${value}`);
      expect(await box.isChecked()).toBe(true);
      expect(await nav.reloaded()).toBe(false);
      expect(await settledEvents(page)).toContainEqual({ owner: 'jsf-checkboxes', type: 'change', outcome: 'replayed' });
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('swatches on an AJAX-mode product: every attribute chosen before the code, one get_variation', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await slowNetwork(demo);
      await traceSwatchPresses(page);
      const nav = await openAtDomContentLoaded(demo, HOODIE);
      const lists = await chooseFirstOfEachList(page);
      expect(lists.length).toBeGreaterThan(1);
      try {
        await page.waitForFunction(() => Number(document.querySelector<HTMLInputElement>('form.variations_form input[name="variation_id"]')?.value) > 0, undefined, { timeout: 20000 });
      } catch (error) {
        const state = await page
          .evaluate((names) => ({
            settled: (window as unknown as { __vitrinEvents?: { settled: Array<{ owner: string; type: string; outcome: string }> } }).__vitrinEvents?.settled.map((h) => `${h.owner}:${h.type}:${h.outcome}`) ?? [],
            selects: names.map((n) => document.querySelector<HTMLSelectElement>(`select[name="${n}"]`)?.value ?? null),
            chosen: Array.from(document.querySelectorAll('ul.variable-items-wrapper li.selected, ul.variable-items-wrapper li[aria-checked="true"]')).map((li) => li.getAttribute('data-value')),
            form: document.querySelector('form.variations_form')?.className ?? null,
            trace: (window as unknown as { __swatchTrace?: string[] }).__swatchTrace ?? [],
          }), lists.map((l) => l.name))
          .catch((reason: unknown) => ({ unreadable: String(reason) }));
        const asked = await wooCommerceBodies(page, 'get_variation').catch(() => []);
        throw new Error(`no variation id within 20 s; the page: ${JSON.stringify(state)}; get_variation bodies: ${JSON.stringify(asked)}; console: ${JSON.stringify(demo.consoleErrors)}`, { cause: error });
      }
      await ready(page);
      for (const { name, value } of lists) expect(await page.inputValue(`select[name="${name}"]`)).toBe(value);
      expect(await wooCommerceBodies(page, 'get_variation')).toHaveLength(1);
      expect(await nav.reloaded()).toBe(false);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('the header cart opener: the side panel opens, no page load', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await slowNetwork(demo);
      const nav = await openAtDomContentLoaded(demo, '/shop/');
      await page.click('.wd-header-cart.cart-widget-opener a');
      await page.waitForSelector('.cart-widget-side.wd-opened', { timeout: 20000 });
      await ready(page);
      expect(await nav.reloaded()).toBe(false);
      // A first visit without a cart asks the server nothing; opening the panel neither.
      expect(demo.backendRequests).toEqual([]);
      expect(await settledEvents(page)).toContainEqual({ owner: 'cart-panel', type: 'click', outcome: 'replayed' });
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('the mobile menu opener on a phone: the menu slides in, no page load', async () => {
    await withDemo(
      async (demo) => {
        const { page } = demo;
        await slowNetwork(demo);
        const nav = await openAtDomContentLoaded(demo, '/shop/');
        await page.click('.wd-header-mobile-nav > a');
        await page.waitForSelector('.mobile-nav.wd-opened', { timeout: 20000 });
        await ready(page);
        expect(await nav.reloaded()).toBe(false);
        expect(await settledEvents(page)).toContainEqual({ owner: 'mobile-nav', type: 'click', outcome: 'replayed' });
        expect(demo.consoleErrors).toEqual([]);
      },
      { width: 390, height: 844 },
    );
  });

  test('a member\'s wishlist button: one woodmart_add_to_wishlist, the server keeps it', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await slowNetwork(demo);
      const nav = await openAtDomContentLoaded(demo, '/logged-in/shop/');
      const button = page.locator('.products .wd-wishlist-btn a').first();
      const id = await button.getAttribute('data-product-id');
      await button.click();
      await expect.poll(() => button.getAttribute('class'), { timeout: 20000 }).toContain('added');
      await ready(page);
      const adds = demo.backendRequests.filter((r) => r.url.includes('woodmart_add_to_wishlist'));
      expect(adds).toHaveLength(1);
      expect(new URL(adds[0]?.url ?? 'http://x/').searchParams.get('product_id')).toBe(id);
      expect(await nav.reloaded()).toBe(false);
      // Held for the wishlist behaviour, or for the button's own root when the pointer reached it
      // first (an interaction-deferred mount point holds what is pressed in it): replayed once either way.
      const settled = await settledEvents(page);
      expect(settled.filter((s) => s.type === 'click' && s.outcome === 'replayed' && ['wishlist', 'wishlist-button'].includes(s.owner))).toHaveLength(1);
      // The server's list (the wishlist page is printed from it) holds that product.
      await page.goto(demoUrl('/logged-in/wishlist/'), { waitUntil: 'load' });
      await ready(page);
      expect(await page.locator('.wd-wishlist-content .product-grid-item').count()).toBe(1);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('with the add-to-cart chunk answering 404, the held click follows its link (no dead click)', async () => {
    await withDemo(async (demo) => {
      const { page, context } = demo;
      await slowNetwork(demo);
      // The 404 comes a moment later, so the press is surely held when the code is found missing.
      await context.route(ADD_TO_CART_CHUNK, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.fulfill({ status: 404, body: 'not found' });
      });
      await openAtDomContentLoaded(demo, '/shop/');
      const button = page.locator('.products .add_to_cart_button.ajax_add_to_cart').first();
      const id = await button.getAttribute('data-product_id');
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const started = Date.now();
      await Promise.all([page.waitForURL((url) => url.searchParams.get('add-to-cart') === id, { timeout: 20000 }), button.click()]);
      // Well within the chunk wait limit (120 s): the failure is known as soon as the 404 is.
      expect(Date.now() - started).toBeLessThan(10000);
      expect(demo.consoleErrors.some((text) => /V040 add-to-cart: ChunkLoadError \(missing\)/.test(text))).toBe(true);
      expect(warnings.some((text) => /V045 add-to-cart: held click given the browser's default/.test(text))).toBe(true);
    });
  });
});
