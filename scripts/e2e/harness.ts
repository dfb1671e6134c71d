// What every e2e test file needs: a browser, a page on the demo shop, and a log of what the page
// asked the (msw-modelled) server and what went wrong in its console.
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectChromium } from './chromium';
import type { CallKind } from '../../src/host/waits';

/** Per-kind overrides of the wait policy, as `vitrin-settings.waits` takes them. */
export type WaitOverrides = Partial<Record<CallKind, { slowMs: number; limitMs: number }>>;

export interface LoggedRequest {
  method: string;
  url: string;
  postData: string | null;
  at: number;
}

export interface DemoPage {
  page: Page;
  context: BrowserContext;
  /** Requests to the shop's backend (wc-ajax, admin-ajax, REST), in order. */
  backendRequests: LoggedRequest[];
  /** Every request the page made. */
  allRequests: LoggedRequest[];
  consoleErrors: string[];
}

export function demoUrl(path = '/'): string {
  return new URL(path, inject('demoUrl')).href;
}

/**
 * React's one chunk (vite.config.ts names it `react`): tests that say when React is or is not on a
 * page match it here, so a rename of the chunk cannot make a "no React yet" check pass vacuously.
 */
export const REACT_CHUNK = /\/chunks\/react\.[^/]+\.js$/;

export function isBackendRequest(url: string): boolean {
  return /[?&]wc-ajax=|admin-ajax\.php|\/wp-json\/|[?&]rest_route=/.test(url);
}

/** The run's one Chromium, started by the global setup; `close()` on it only disconnects this file. */
export async function openBrowser(): Promise<Browser> {
  return connectChromium(inject('chromiumEndpoint'));
}

/**
 * Test-only, in the browser the test drives: puts `waits` into every page's `#vitrin-settings` before
 * Vitrin reads it (the page's readiness turns "interactive" just before deferred scripts run, and the
 * loader is deferred). It goes through the documented `waits` setting (src/host/waits.ts), so the real
 * policy code runs, with thresholds short enough that a test need not sit through 10–15 s limits. No
 * page, build or production setting changes: only a browser context opened by a test has it.
 */
export async function useWaits(context: BrowserContext, waits: WaitOverrides): Promise<void> {
  await context.addInitScript((json: string) => {
    document.addEventListener('readystatechange', () => {
      const script = document.getElementById('vitrin-settings');
      if (document.readyState !== 'interactive' || !script) return;
      const settings = JSON.parse(script.textContent || '{}') as { waits?: Record<string, unknown> };
      settings.waits = { ...settings.waits, ...(JSON.parse(json) as Record<string, unknown>) };
      script.textContent = JSON.stringify(settings);
    });
  }, JSON.stringify(waits));
}

/**
 * The thresholds the wait tests run with (passed as `waits` to withDemo/newDemoPage): each kind's
 * order kept (slow note well before the limit, 3 s between them for a loaded machine to see the
 * note), at about a quarter of the defaults. The defaults themselves are held by each caller's
 * fake-timer unit tests (issue 30).
 */
export const TEST_WAITS = {
  read: { slowMs: 1000, limitMs: 4000 },
  list: { slowMs: 1000, limitMs: 4000 },
  cart: { slowMs: 1000, limitMs: 4000 },
} as const satisfies WaitOverrides;

/** A fresh context (own cookies and storage) with a page; pass `context` to share a shopper between tabs. */
export async function newDemoPage(
  browser: Browser,
  options: { width?: number; height?: number; context?: BrowserContext; waits?: WaitOverrides } = {},
): Promise<DemoPage> {
  const context =
    options.context ??
    (await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 }, locale: 'fa-IR' }));
  if (options.waits && !options.context) await useWaits(context, options.waits);
  const page = await context.newPage();
  const backendRequests: LoggedRequest[] = [];
  const allRequests: LoggedRequest[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const entry = { method: request.method(), url: request.url(), postData: request.postData(), at: Date.now() };
    allRequests.push(entry);
    if (isBackendRequest(entry.url)) backendRequests.push(entry);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return { page, context, backendRequests, allRequests, consoleErrors };
}

/** Navigates and waits until Vitrin has booted and drained its mount queue. */
export async function gotoDemo(page: Page, path: string): Promise<void> {
  await page.goto(demoUrl(path), { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean((window as unknown as { Vitrin?: unknown }).Vitrin), undefined, { timeout: 15000 });
  await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
}

/**
 * One Chromium for a whole test file (launched before its tests, closed after), and `withDemo` to
 * run a test body in a fresh shopper's page that is closed whatever happens.
 */
export function useDemoBrowser(): {
  browser(): Browser;
  withDemo<T>(run: (demo: DemoPage) => Promise<T>, options?: { width?: number; height?: number; waits?: WaitOverrides }): Promise<T>;
} {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = (): Browser => {
    if (!browser) throw new Error('the browser is not open yet: call this inside a test');
    return browser;
  };
  return {
    browser: current,
    async withDemo(run, options = {}) {
      const demo = await newDemoPage(current(), options);
      try {
        return await run(demo);
      } finally {
        await demo.context.close();
      }
    },
  };
}

/** Request bodies the demo's WooCommerce model received for a wc-ajax endpoint (a service worker hides them from the driver). */
export async function wooCommerceBodies(page: Page, endpoint: string): Promise<string[]> {
  return page.evaluate(
    (name) => (window as unknown as { __vitrinWooCommerce: { calls: Array<{ endpoint: string; body: string }> } }).__vitrinWooCommerce.calls.filter((c) => c.endpoint === name).map((c) => c.body),
    endpoint,
  );
}
