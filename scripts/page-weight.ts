// JS a shopper actually downloads, per demo page type, in Chromium: every script response the
// page receives (the loader, the core, the chunks its widgets pulled in), gzip -9, with the page
// scrolled through once so visible-deferred widgets load too. The demo's own stand-in for PHP
// (demo.js and msw's worker) is left out. Budgets per page type live in scripts/size-budget.json;
// over budget fails `npm test`. Script requests per page type (React's chunk included) are held
// to `requests` there too, and the report says whether React's chunk loaded and which root asked
// for it (the runtime's `vitrin:react:<widget>` performance mark). Run: npx vite-node scripts/page-weight.ts [--root demo-dist] [--no-budget]
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page, Response } from 'playwright-core';
import { launchChromium } from './e2e/chromium';
import { arg, type Served } from './bench/cli';
// @ts-expect-error plain-JS server without type declarations
import { startServer } from './serve.mjs';



export const PAGE_TYPES: Record<string, { path: string; prepare?: (page: Page, origin: string) => Promise<void> }> = {
  home: { path: '/' },
  shop: { path: '/shop/' },
  'filters-advanced': { path: '/product-search/' },
  'listing-grid': { path: '/listings/load-more/' },
  'loop-filter': { path: '/loop-filter/' },
  // Storefront's shop page with only the cart family switched to Vitrin, before the cart is touched.
  'cart-family-only': { path: '/storefront-shop/' },
  'ajax-shop': { path: '/ajax-shop/' },
  // JetEngine's listing calendar (issue 34: a React root at load, so React's chunk comes with it).
  events: { path: '/events/' },
  'variable-product': { path: '/product/تیشرت-نخی-یقه-گرد-آوا/' },
  cart: {
    path: '/cart/',
    // A cart page with an item in it, as a shopper reaches it.
    async prepare(page, origin) {
      await page.goto(`${origin}/shop/`, { waitUntil: 'load' });
      await page.waitForFunction(() => Boolean((window as unknown as { Vitrin?: unknown }).Vitrin));
      await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
      const stored = () => Object.keys(sessionStorage).filter((key) => key.startsWith('wc_fragments_')).map((key) => sessionStorage.getItem(key)).join();
      const before = await page.evaluate(stored);
      const added = page.waitForResponse((r) => r.url().includes('wc-ajax=add_to_cart'));
      await page.locator('.add_to_cart_button.ajax_add_to_cart').first().click();
      await added;
      // The tab's copy of the cart written (as a shopper's next page finds it): else the cart page
      // refreshes its fragments, and that first request brings ky and i18next (issue 36), by race.
      await page.waitForFunction((was) => Object.keys(sessionStorage).filter((key) => key.startsWith('wc_fragments_')).map((key) => sessionStorage.getItem(key)).join() !== was, before);
    },
  },
};

// The demo's stand-ins and what WordPress serves (jQuery on the classic pages) are not Vitrin's.
const isDemoScript = (url: string) => /\/(demo\.js|mockServiceWorker\.js)(\?|$)|\/wp-includes\//.test(url);

/** React's one chunk (vite.config.ts names it). */
const isReactChunk = (file: string) => /\/chunks\/react\.[\w-]+\.js$/.test(file);

interface Measured {
  gzip: number;
  files: Record<string, number>;
  /** Everything but React's chunk. */
  withoutReact: number;
  /** The widget whose root asked for React, '(import)' when a chunk imported it without a root, or null: not loaded. */
  react: string | null;
}

async function measure(page: Page, origin: string, path: string): Promise<Measured> {
  const files: Record<string, number> = {};
  const pending: Array<Promise<void>> = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' || isDemoScript(url) || !url.startsWith(origin)) return;
    pending.push(
      response.body().then(
        (body) => {
          files[new URL(url).pathname] = gzipSync(body, { level: 9 }).length;
        },
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(`${origin}${encodeURI(path)}`, { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean((window as unknown as { Vitrin?: unknown }).Vitrin), undefined, { timeout: 15000 });
  // Scroll through once, then let idle and visible deferrals run.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    await (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready();
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
  page.off('response', onResponse);
  await Promise.all(pending);
  const asked = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name).find((n) => n.startsWith('vitrin:react:')) ?? null);
  const reactFile = Object.keys(files).find(isReactChunk);
  const gzip = Object.values(files).reduce((a, b) => a + b, 0);
  return {
    gzip,
    files,
    withoutReact: gzip - (reactFile ? (files[reactFile] ?? 0) : 0),
    react: reactFile ? (asked?.slice('vitrin:react:'.length) ?? '(import)') : null,
  };
}

async function main(): Promise<void> {
  const served = (await startServer({ port: 0, root: arg('root') ?? 'demo-dist' })) as Served;
  const browser = await launchChromium();
  const results: Record<string, Measured> = {};
  try {
    for (const [type, { path, prepare }] of Object.entries(PAGE_TYPES)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fa-IR' });
      const page = await context.newPage();
      await prepare?.(page, served.url);
      results[type] = await measure(page, served.url, path);
      await context.close();
    }
  } finally {
    await browser.close();
    await served.close();
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const budgets = JSON.parse(readFileSync('scripts/size-budget.json', 'utf8')) as { pages?: Record<string, number>; requests?: Record<string, number> };
  const budget = budgets.pages ?? {};
  const requestBudget = budgets.requests ?? {};
  let over = 0;
  for (const [type, r] of Object.entries(results)) {
    const limit = budget[type];
    const verdict = limit === undefined ? 'no budget' : r.gzip > limit ? `OVER ${kb(limit)}` : `budget ${kb(limit)}`;
    if (limit !== undefined && r.gzip > limit) over++;
    const count = Object.keys(r.files).length;
    const maxRequests = requestBudget[type];
    const requests = maxRequests === undefined ? 'no budget' : count > maxRequests ? `OVER ${maxRequests}` : `budget ${maxRequests}`;
    if (maxRequests !== undefined && count > maxRequests) over++;
    const react = r.react === null ? 'React not loaded' : `React loaded for ${r.react}`;
    console.log(`page-weight: ${type.padEnd(17)} ${kb(r.gzip).padStart(9)} gzip JS in ${count} files (${verdict}; requests ${requests}); without React ${kb(r.withoutReact)}; ${react}`);
    for (const [file, size] of Object.entries(r.files).sort((a, b) => b[1] - a[1])) console.log(`page-weight:     ${kb(size).padStart(9)}  ${file}`);
  }
  mkdirSync('.cache', { recursive: true });
  writeFileSync('.cache/page-weight.json', JSON.stringify(results, null, 2));
  if (over && !process.argv.includes('--no-budget')) {
    console.error(`page-weight: ${over} page type(s) over budget`);
    process.exit(1);
  }
}

await main();
