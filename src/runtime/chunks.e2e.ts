// Code on demand in the demo shop (issue 7): a page downloads only its widgets' chunks; a widget
// deferred to interaction downloads on that interaction and keeps it; a chunk that is missing,
// never answers, or meets an offline browser leaves the page's markup, says V040, and is tried
// again on the next interaction or when the browser is back online.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoUrl, gotoDemo, REACT_CHUNK, useDemoBrowser, type DemoPage } from '../../scripts/e2e/harness';
import { catalogue, productUrl } from '../../fixtures/catalogue';

const variable = catalogue.products.find((p) => p.type === 'variable');
if (!variable) throw new Error('the catalogue has no variable product');

const { withDemo } = useDemoBrowser();
const PASSWORD = '#password';
/** The toggle's mount point: the password's row (a React root since issue 34). */
const ROW = '.woocommerce-form-login .form-row-password';
const TOGGLE_CHUNK = /\/chunks\/password-toggle\.[^/]+\.js$/;

const chunkRequests = (demo: DemoPage) => demo.allRequests.map((r) => new URL(r.url).pathname).filter((p) => p.includes('/chunks/'));
const statusOf = (page: Page, selector: string) => page.locator(selector).first().getAttribute('data-vitrin-status');

describe('code on demand', () => {
  test.each([
    ['variable product', productUrl(variable)],
    ['cart', '/cart/'],
  ])('the %s page downloads no filter code', async (_name, path) => {
    await withDemo(async (demo) => {
      await gotoDemo(demo.page, path);
      const chunks = chunkRequests(demo);
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks.filter((p) => /filter/i.test(p))).toEqual([]);
    });
  });

  test('an interaction-deferred widget downloads on the first interaction and keeps it (focus and typed text)', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/my-account/');
      expect(chunkRequests(demo).filter((p) => TOGGLE_CHUNK.test(p))).toEqual([]);
      expect(await page.locator('.vitrin-password-toggle').count()).toBe(0);
      await page.locator('#username').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.type('رمز۱۲۳');
      await page.locator(`${PASSWORD} + .vitrin-password-toggle`).waitFor();
      expect(chunkRequests(demo).filter((p) => TOGGLE_CHUNK.test(p))).toHaveLength(1);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('password');
      await page.keyboard.type('x');
      expect(await page.locator(PASSWORD).inputValue()).toBe('رمز۱۲۳x');
    });
  });

  test('a chunk answered 404 keeps the markup, logs V040 (missing), and the next interaction tries again', async () => {
    await withDemo(async (demo) => {
      const { page, context, consoleErrors } = demo;
      let missing = true;
      await context.route(TOGGLE_CHUNK, (route) => (missing ? route.fulfill({ status: 404, body: 'not found' }) : route.continue()));
      await gotoDemo(page, '/my-account/');
      await page.locator(PASSWORD).focus();
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-vitrin-status') === 'failed', ROW);
      expect(await page.locator(ROW).getAttribute('data-vitrin-error')).toBe('V040');
      expect(consoleErrors.some((text) => /V040 password-toggle: ChunkLoadError \(missing\)/.test(text))).toBe(true);
      // Every other widget on the page mounted or waits for its own trigger (the cart panel's frame
      // mounts on the first touch, issue 34); none failed with it.
      const others = await page.evaluate((sel) => [...document.querySelectorAll('[data-vitrin-status]')].filter((el) => !el.matches(sel)).map((el) => el.getAttribute('data-vitrin-status')), ROW);
      expect(others.filter((s) => s === 'mounted').length).toBeGreaterThan(0);
      expect(others.filter((s) => s !== 'mounted' && s !== 'pending')).toEqual([]);
      // The field still works as the server printed it.
      await page.keyboard.type('abc');
      expect(await page.locator(PASSWORD).inputValue()).toBe('abc');
      // Those keys were an interaction too: their retry met the same 404. Once it has failed, the file is back.
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-vitrin-error') === 'V040', ROW);
      missing = false;
      await page.locator(PASSWORD).click();
      await page.locator(`${PASSWORD} + .vitrin-password-toggle`).waitFor();
      expect(await statusOf(page, ROW)).toBe('mounted');
    });
  });

  test('a chunk that never answers gives up at the time limit (V040 timeout)', async () => {
    await withDemo(async (demo) => {
      const { page, context, consoleErrors } = demo;
      // The page's own settings, with the 120 s limit shortened for the test.
      await context.route(demoUrl('/my-account/'), async (route) => {
        const answer = await route.fetch();
        const html = (await answer.text()).replace('<script type="application/json" id="vitrin-settings">{', '<script type="application/json" id="vitrin-settings">{"waits":{"chunk":{"limitMs":1500}},');
        await route.fulfill({ response: answer, body: html });
      });
      await context.route(TOGGLE_CHUNK, () => undefined);
      await gotoDemo(page, '/my-account/');
      await page.locator(PASSWORD).focus();
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-vitrin-status') === 'failed', ROW, { timeout: 10000 });
      expect(consoleErrors.some((text) => /V040 password-toggle: ChunkLoadError \(timeout\)/.test(text))).toBe(true);
    });
  });

  test('offline, then online: the widget mounts once the browser is back', async () => {
    await withDemo(async (demo) => {
      const { page, context, consoleErrors } = demo;
      await gotoDemo(page, '/my-account/');
      // React comes first (a touch of the header menu mounts its root): this is about the widget's
      // own chunk. React's own chunk failing is the issue 34 case below.
      await page.locator('.wd-header-my-account > a').focus();
      await page.waitForFunction(() => document.querySelector('.wd-header-my-account')?.getAttribute('data-vitrin-status') === 'mounted');
      await context.setOffline(true);
      await page.locator(PASSWORD).focus();
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-vitrin-status') === 'failed', ROW);
      expect(consoleErrors.some((text) => /V040 password-toggle: ChunkLoadError \(error\)/.test(text))).toBe(true);
      await context.setOffline(false);
      await page.locator(`${PASSWORD} + .vitrin-password-toggle`).waitFor();
      expect(await statusOf(page, ROW)).toBe('mounted');
    });
  });
  // Both ways React's chunk can fail at the first touch: its first request only (the widget's own
  // chunk may still bring React with it), or every request until the shopper presses again.
  test.each([
    ['its first request fails', (n: number, failing: boolean) => n === 1 && failing],
    ['every request fails until the next press', (_n: number, failing: boolean) => failing],
  ])("issue 34: React's chunk failing at the first touch (%s): the next press loads the one React every root shares", async (_name, fails) => {
    await withDemo(async (demo) => {
      const { page, context, consoleErrors } = demo;
      const reactRequests: string[] = [];
      let failing = true;
      await context.route(/\/chunks\/react\.[^/]+\.js(\?.*)?$/, (route) => {
        reactRequests.push(route.request().url());
        return fails(reactRequests.length, failing) ? route.abort('internetdisconnected') : route.continue();
      });
      await gotoDemo(page, '/my-account/');
      expect(reactRequests).toEqual([]);
      await page.locator(PASSWORD).focus();
      await page.waitForFunction((sel) => ['failed', 'mounted'].includes(document.querySelector(sel)?.getAttribute('data-vitrin-status') ?? ''), ROW);
      expect(reactRequests.length).toBeGreaterThan(0);
      if ((await statusOf(page, ROW)) === 'failed') {
        expect(consoleErrors.some((text) => /V040 password-toggle: ChunkLoadError/.test(text))).toBe(true);
        // The field still works as the server printed it.
        await page.keyboard.type('abc');
        expect(await page.locator(PASSWORD).inputValue()).toBe('abc');
        // Those keys were an interaction too: let their retry end (failed again, or mounted) first.
        await page.waitForFunction((sel) => {
          const row = document.querySelector(sel);
          return row?.getAttribute('data-vitrin-error') === 'V040' || row?.getAttribute('data-vitrin-status') === 'mounted';
        }, ROW);
      }
      // The shopper presses again: the toggle mounts and works.
      failing = false;
      await page.locator(PASSWORD).click();
      await page.locator(`${PASSWORD} + .vitrin-password-toggle`).waitFor();
      expect(await statusOf(page, ROW)).toBe('mounted');
      await page.locator(`${PASSWORD} + .vitrin-password-toggle`).click();
      expect(await page.locator(PASSWORD).getAttribute('type')).toBe('text');
      // A second root on the page (the header's account menu) mounts on the same React.
      await page.locator('.wd-header-my-account > a').focus();
      await page.waitForFunction(() => document.querySelector('.wd-header-my-account')?.getAttribute('data-vitrin-status') === 'mounted');
      // Exactly one React: its chunk only ever asked for by its own URL (no `?retry` twin), and one
      // container key on every root.
      expect(reactRequests.filter((url) => !REACT_CHUNK.test(url))).toEqual([]);
      const keys = await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].flatMap((el) => Object.keys(el).filter((k) => k.startsWith('__reactContainer$'))))]);
      expect(keys).toHaveLength(1);
      expect(consoleErrors.filter((text) => /V020/.test(text))).toEqual([]);
    });
  });
  test("issue 34: offline at the first touch, no chunk is asked for; back online, React's chunk comes once and every root shares it", async () => {
    await withDemo(async (demo) => {
      const { page, context, consoleErrors } = demo;
      await gotoDemo(page, '/my-account/');
      const chunksAsked = () => chunkRequests(demo).filter((p) => REACT_CHUNK.test(p) || TOGGLE_CHUNK.test(p));
      expect(chunksAsked()).toEqual([]);
      await context.setOffline(true);
      await page.locator(PASSWORD).focus();
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-vitrin-status') === 'failed', ROW);
      expect(consoleErrors.some((text) => /V040 password-toggle: ChunkLoadError \(error\)/.test(text))).toBe(true);
      // Nothing was imported offline, so no browser keeps a failed React in its module map.
      expect(chunksAsked()).toEqual([]);
      await context.setOffline(false);
      await page.locator(`${PASSWORD} + .vitrin-password-toggle`).waitFor();
      expect(await statusOf(page, ROW)).toBe('mounted');
      await page.locator('.wd-header-my-account > a').focus();
      await page.waitForFunction(() => document.querySelector('.wd-header-my-account')?.getAttribute('data-vitrin-status') === 'mounted');
      expect(chunkRequests(demo).filter((p) => REACT_CHUNK.test(p))).toHaveLength(1);
      const keys = await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].flatMap((el) => Object.keys(el).filter((k) => k.startsWith('__reactContainer$'))))]);
      expect(keys).toHaveLength(1);
    });
  });
});
