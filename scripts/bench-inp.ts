// Responsiveness bench (issue 34): Interaction to Next Paint of the shopper's common presses on the
// built demo, in Debian's Chromium at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate). Figures,
// not a test. Run (after the builds): npm run bench:inp -- [--root demo-dist] [--base <another
// demo-dist>] [--runs 5] [--rate 4] [--pages shop|product] [--static-off-page] [--server-off-page] [--floor] [--dwell ms]
// --dwell N: the pointer rests on each control N ms before pressing it, as a hand does (a hand
// reaches a control and then presses; Playwright's click moves and presses in one go, so the
// pointer's arrival and the press share a frame). Work a page does on the arrival (a first-touch
// chunk, a filter's listing made a layer) is then outside the press, as for a shopper. Default 0.
// --static-off-page: scripts, styles, fonts and images go from the server to the browser without
// msw's worker handing each to the page's main thread first (scripts/bench/off-page-server.ts),
// as on a shop, for both builds alike; the demo's API answers stay msw's on the page. A chunk
// asked for on the pointer's arrival (issue 36's first-touch loading) otherwise puts msw's work
// for each of its files in the tasks around the press that follows.
// --server-off-page (implies --static-off-page): the demo's API answers too (admin-ajax and
// ?wc-ajax=) come from the same msw handlers run in Node, not on the page's main thread, as a
// shop's server answers (the demo's cart then lives in Node's memory for the run). Without it, an
// add to cart's INP counts the demo server's own work (its cookie parsing, the cart, the
// fragments printed) inside the press's frame, which no shop puts on the shopper's main thread.
// --floor: a third column, the machine's floor for each press on the same page: Vitrin's scripts
// blocked, the same control pressed with the least script that shows the press (one class, as the
// theme's CSS draws it: the add button's `loading`, the panel's `wd-opened`, the swatch's
// `selected`; the filter's checkbox ticks natively and its listing gets the plugin's
// `jet-filters-loading`, which issue 27 requires in the same frame). What is left is the browser's own
// cost of the press on that page (hit testing, style, layout, paint, presentation), which no
// script can go under; on these 2-core machines, in software raster, it is far from 0 at 4×.
// With --base (a demo built from another commit, e.g. main) both builds are measured in one run,
// their pages alternated so the machine's drift hits both alike, and printed side by side.
//
// What an interaction's latency is, as web-vitals counts it for INP: the Event Timing API's 'event'
// entries (PerformanceObserver, durationThreshold 16, buffered) that share the press's
// interactionId; the longest of them (input delay + processing + until the next paint), rounded
// by the browser to 8 ms. A press whose every entry stayed under the 16 ms threshold reports no
// entry: it is printed as "<16" and counted as 16 in the median (an upper bound).
//
// Interactions, each on a fresh page after Vitrin.ready(), the throttling switched on just before
// the presses: on /shop/ a first and a second add to cart (two products), a wishlist button, the
// header cart opening the cart panel, a filter option (a category checkbox); on a variable
// product, a colour swatch.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium } from './e2e/chromium';
import { arg, type Served } from './bench/cli';
import { median } from './bench/alternate';
import { offPageInit, startOffPageServer } from './bench/off-page-server';
// @ts-expect-error plain-JS server without type declarations
import { startServer } from './serve.mjs';



const ROOT = arg('root') ?? 'demo-dist';
const BASE = arg('base');
const RUNS = Number(arg('runs') ?? process.env.BENCH_RUNS ?? 5);
const RATE = Number(arg('rate') ?? 4);
const PAGES = arg('pages') ?? 'shop,product';
const SERVER_OFF_PAGE = process.argv.includes('--server-off-page');
const STATIC_OFF_PAGE = SERVER_OFF_PAGE || process.argv.includes('--static-off-page');
/** What --server-off-page answers from Node: JetSmartFilters' and Woodmart's admin-ajax calls, WooCommerce's wc-ajax endpoints. */
const API_OFF_PAGE = SERVER_OFF_PAGE ? ['/wp-admin/admin-ajax.php', '?wc-ajax'] : [];
const DWELL = Number(arg('dwell') ?? 0);
const FLOOR = process.argv.includes('--floor');
/** Vitrin's loader, core and chunks: what the floor's pages do without. */
const VITRIN_SCRIPTS = /\/vitrin[^/]*\.js(\?|$)|\/chunks\//;
const VARIABLE_PRODUCT = '/product/تیشرت-نخی-یقه-گرد-آوا/';
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const INTERACTIONS = ['add to cart (first)', 'add to cart (second)', 'wishlist button', 'cart panel open', 'filter option', 'swatch'] as const;
type Interaction = (typeof INTERACTIONS)[number];
/** ms per interaction; undefined when no entry reached the 16 ms threshold. */
type Sample = Partial<Record<Interaction, number | null>>;

/** Installed before any page script: every 'event' entry with an interactionId, kept on window. */
function observeEvents(): void {
  const w = window as unknown as { __inp: Array<{ id: number; duration: number; name: string }> };
  w.__inp = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
        if (entry.interactionId) w.__inp.push({ id: entry.interactionId, duration: entry.duration, name: entry.name });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    // No Event Timing: every press reads as under the threshold.
  }
}

async function ready(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean((window as unknown as { Vitrin?: unknown }).Vitrin));
  await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
  // Idle chunks and the first paints settle before the first press.
  await page.waitForTimeout(500);
}

/** The longest entry of the interactions that began after `since` entries were seen (null: none past 16 ms). */
async function measure(page: Page, act: () => Promise<unknown>, settle: () => Promise<unknown>): Promise<number | null> {
  const since = await page.evaluate(() => (window as unknown as { __inp: unknown[] }).__inp.length);
  // Listening starts before the press (an answer may come before the press's promise settles).
  const settled = settle();
  await act();
  await settled;
  // Entries are delivered after the next paint; two frames and a pause let them arrive.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  await page.waitForTimeout(200);
  return page.evaluate((from) => {
    const entries = (window as unknown as { __inp: Array<{ id: number; duration: number }> }).__inp.slice(from);
    return entries.length ? Math.max(...entries.map((e) => e.duration)) : null;
  }, since);
}

/** A press as a hand makes it: with --dwell, the pointer rests on the control first. */
async function press(page: Page, control: Locator): Promise<void> {
  if (DWELL > 0) {
    await control.hover();
    await page.waitForTimeout(DWELL);
  }
  await control.click();
}

async function closePanel(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  if (!(await page.locator('.cart-widget-side.wd-opened').count())) return;
  await page.keyboard.press('Escape');
  await page.waitForSelector('.cart-widget-side:not(.wd-opened)', { state: 'attached', timeout: 15000 });
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
}

async function shopRun(context: BrowserContext, origin: string): Promise<Sample> {
  const page = await context.newPage();
  const sample: Sample = {};
  try {
    await ready(page, `${origin}/shop/`);
    await throttle(context, page);
    const addButtons = page.locator('.add_to_cart_button.ajax_add_to_cart');
    for (const [index, name] of [[0, 'add to cart (first)'], [1, 'add to cart (second)']] as const) {
      const button = addButtons.nth(index);
      await button.scrollIntoViewIfNeeded();
      sample[name] = await measure(
        page,
        () => press(page, button),
        () => page.waitForFunction((i) => document.querySelectorAll('.add_to_cart_button.ajax_add_to_cart')[i]?.classList.contains('added'), index, { timeout: 15000 }),
      );
      // The added item opens the cart panel (Woodmart's setting on the demo): closed before the next press.
      await closePanel(page);
    }
    const wishlist = page.locator('.products .wd-wishlist-btn a').first();
    await wishlist.scrollIntoViewIfNeeded();
    sample['wishlist button'] = await measure(page, () => press(page, wishlist), () => page.waitForTimeout(600));
    await page.evaluate(() => window.scrollTo(0, 0));
    const opener = page.locator('.cart-widget-opener a:visible').first();
    sample['cart panel open'] = await measure(page, () => press(page, opener), () => page.waitForSelector('.cart-widget-side.wd-opened', { timeout: 15000 }));
    await closePanel(page);
    const option = page.locator('[data-smart-filter="checkboxes"] .jet-checkboxes-list__button:visible').first();
    await option.scrollIntoViewIfNeeded();
    sample['filter option'] = await measure(
      page,
      () => press(page, option),
      () => page.waitForFunction(() => !document.querySelector('.jet-filters-loading'), undefined, { timeout: 15000 }),
    );
  } finally {
    await page.close();
  }
  return sample;
}

async function productRun(context: BrowserContext, origin: string): Promise<Sample> {
  const page = await context.newPage();
  try {
    await ready(page, `${origin}${VARIABLE_PRODUCT}`);
    await throttle(context, page);
    const swatch = page.locator('ul[data-attribute_name="attribute_pa_color"] li').first();
    await swatch.scrollIntoViewIfNeeded();
    return { swatch: await measure(page, () => press(page, swatch), () => page.waitForTimeout(300)) };
  } finally {
    await page.close();
  }
}

/** The page as printed, Vitrin's scripts refused: loaded and settled, throttled. */
async function floorPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.route(VITRIN_SCRIPTS, (route) => route.abort());
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  if (await page.evaluate(() => 'Vitrin' in window)) throw new Error(`the floor's page ${url} has Vitrin`);
  await throttle(context, page);
  return page;
}

/** One class on the pressed control's `selector` match (or `target`), the default prevented: the least script that shows a press. */
function showPressWithClass(page: Page, control: Locator, className: string, target?: string): Promise<void> {
  return control.evaluate((el, { className, target }) => {
    el.addEventListener('click', (event) => {
      event.preventDefault();
      (target ? document.querySelector(target) : el)?.classList.add(className);
    }, { once: true });
  }, { className, target });
}

async function floorRun(context: BrowserContext, origin: string): Promise<Sample> {
  const sample: Sample = {};
  if (PAGES.includes('shop')) {
    const page = await floorPage(context, `${origin}/shop/`);
    try {
      const pause = () => page.waitForTimeout(300);
      for (const [index, name] of [[0, 'add to cart (first)'], [1, 'add to cart (second)']] as const) {
        const button = page.locator('.add_to_cart_button.ajax_add_to_cart').nth(index);
        await button.scrollIntoViewIfNeeded();
        await showPressWithClass(page, button, 'loading');
        sample[name] = await measure(page, () => press(page, button), pause);
      }
      const wishlist = page.locator('.products .wd-wishlist-btn a').first();
      await wishlist.scrollIntoViewIfNeeded();
      await showPressWithClass(page, wishlist, 'loading');
      sample['wishlist button'] = await measure(page, () => press(page, wishlist), pause);
      await page.evaluate(() => window.scrollTo(0, 0));
      const opener = page.locator('.cart-widget-opener a:visible').first();
      await showPressWithClass(page, opener, 'wd-opened', '.cart-widget-side');
      sample['cart panel open'] = await measure(page, () => press(page, opener), () => page.waitForSelector('.cart-widget-side.wd-opened', { timeout: 15000 }));
      await page.evaluate(() => document.querySelector('.cart-widget-side')?.classList.remove('wd-opened'));
      const option = page.locator('[data-smart-filter="checkboxes"] .jet-checkboxes-list__button:visible').first();
      await option.scrollIntoViewIfNeeded();
      // Issue 27 (and the plugin's own script) draws the listing's loading state in the frame of the
      // change: the filter's provider (from the page's JetSmartFilterSettings) gets the plugin's class.
      await option.evaluate((el) => {
        const provider = el.closest('[data-content-provider]')?.getAttribute('data-content-provider') ?? '';
        const settings = (window as unknown as { JetSmartFilterSettings?: { selectors?: Record<string, { selector?: string }> } }).JetSmartFilterSettings;
        const selector = settings?.selectors?.[provider]?.selector;
        el.addEventListener('click', () => {
          if (selector) document.querySelectorAll(selector).forEach((listing) => listing.classList.add('jet-filters-loading'));
        }, { once: true });
      });
      sample['filter option'] = await measure(page, () => press(page, option), pause);
    } finally {
      await page.close();
    }
  }
  if (PAGES.includes('product')) {
    const page = await floorPage(context, `${origin}${VARIABLE_PRODUCT}`);
    try {
      const swatch = page.locator('ul[data-attribute_name="attribute_pa_color"] li').first();
      await swatch.scrollIntoViewIfNeeded();
      await showPressWithClass(page, swatch, 'selected');
      sample.swatch = await measure(page, () => press(page, swatch), () => page.waitForTimeout(300));
    } finally {
      await page.close();
    }
  }
  return sample;
}

async function run(context: BrowserContext, origin: string): Promise<Sample> {
  return {
    ...(PAGES.includes('shop') ? await shopRun(context, origin) : {}),
    ...(PAGES.includes('product') ? await productRun(context, origin) : {}),
  };
}

function summary(samples: readonly Sample[]): Record<Interaction, { median: number; values: Array<number | null> }> {
  const out = {} as Record<Interaction, { median: number; values: Array<number | null> }>;
  for (const name of INTERACTIONS) {
    const values = samples.map((s) => s[name] ?? null);
    out[name] = { median: median(values.map((v) => v ?? 16)), values };
  }
  return out;
}

const show = (ms: number) => (ms <= 16 ? '<16' : ms.toFixed(0));

async function main(): Promise<void> {
  const roots = BASE ? [BASE, ROOT] : [ROOT];
  // The floor: this build's pages again, without Vitrin (the last column).
  if (FLOOR) roots.push(ROOT);
  const isFloor = (b: number) => FLOOR && b === roots.length - 1;
  const servers = (await Promise.all(roots.map((root) => (STATIC_OFF_PAGE ? startOffPageServer(root, API_OFF_PAGE) : startServer({ port: 0, root }))))) as Served[];
  const browser = await launchChromium();
  const samples: Sample[][] = roots.map(() => []);
  try {
    // A context per build (its own cookies and storage: the carts do not mix).
    // The floor's context runs no service worker: msw's, which the demo registers, would fetch
    // Vitrin's scripts itself on a later page, past the route that refuses them.
    const contexts = await Promise.all(roots.map((_, b) => browser.newContext({ viewport: { width: 1440, height: 900 }, ...(isFloor(b) ? { serviceWorkers: 'block' as const } : {}) })));
    for (const context of contexts) {
      await context.addInitScript(observeEvents);
      if (API_OFF_PAGE.length) await context.addInitScript(offPageInit(API_OFF_PAGE));
    }
    // One warm-up per build (the server's file cache, the browser's code cache), then alternated runs.
    for (let i = 0; i <= RUNS; i++) {
      for (let b = 0; b < roots.length; b++) {
        const context = contexts[b];
        const served = servers[b];
        if (!context || !served) continue;
        await context.clearCookies();
        const sample = isFloor(b) ? await floorRun(context, served.url) : await run(context, served.url);
        if (i > 0) samples[b]?.push(sample);
      }
    }
  } finally {
    await browser.close();
    for (const served of servers) await served.close();
  }
  const results = roots.map((root, b) => ({ root: isFloor(b) ? `${root} (floor: no Vitrin, one class)` : root, ...summary(samples[b] ?? []) }));
  mkdirSync(here('../.cache'), { recursive: true });
  writeFileSync(here('../.cache/bench-inp.json'), JSON.stringify({ rate: RATE, runs: RUNS, results }, null, 2));
  console.log(`bench-inp: INP (ms, Event Timing, as web-vitals counts it) at ${RATE}× CPU slowdown, median of ${RUNS}${SERVER_OFF_PAGE ? ', static files and API answers from Node (off the page)' : STATIC_OFF_PAGE ? ', static files past msw' : ''}${DWELL ? `, the pointer resting ${DWELL} ms before each press` : ''}; "<16": under the Event Timing threshold`);
  const header = `${'interaction'.padEnd(22)}${BASE ? `${'base'.padStart(8)}${'this'.padStart(8)}` : 'ms'.padStart(8)}${FLOOR ? 'floor'.padStart(8) : ''}`;
  console.log(BASE ? `${header}   (base: ${BASE}, this: ${ROOT})` : `${header}   (${ROOT})`);
  for (const name of INTERACTIONS) {
    // Not pressed in this run (--pages).
    if (samples.every((list) => list.every((sample) => !(name in sample)))) continue;
    const cells = results.map((r) => show(r[name].median).padStart(8)).join('');
    console.log(`${name.padEnd(22)}${cells}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
