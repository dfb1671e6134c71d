// Filter answer bench: a 48-card listing answer put into the page by the filter engine (props,
// indexer data, content replaced per the provider selector, events, live count, layout) against a
// bare innerHTML swap of the same HTML, in Debian's Chromium. Prints the median ratio (goal ≤ 1.2×)
// and writes .cache/bench-filters.json. Run: npx vite-node scripts/bench-filters.ts
import { fileURLToPath } from 'node:url';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from './e2e/chromium';
import { bundleIife } from './bench/bundle';
import { alternateRuns, median } from './bench/alternate';
import { catalogue } from '../fixtures/catalogue';
import { productGrid } from '../fixtures/theme/product-card';
import { jsfSettings, runShopQuery } from '../fixtures/jet-smart-filters/shop';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const ORIGIN = 'http://bench.vitrin.test';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const bundle = () => bundleIife('filters-entry.ts', 'FilterBenchBundle');

function listing(offset: number): string {
  const products = [...catalogue.products.slice(offset), ...catalogue.products].slice(0, 48);
  return `<div class="woocommerce columns-4 "><p class="woocommerce-result-count">48</p>\n${productGrid(products)}\n</div>`;
}

async function main(): Promise<void> {
  const js = await bundle();
  const css = readFileSync(here('../demo/theme.css'), 'utf8');
  const answers = [0, 48, 96].map(listing);
  const settings = jsfSettings({ baseurl: '/shop/', result: runShopQuery({}, 1) });
  const html = `<!DOCTYPE html><html dir="rtl" lang="fa-IR"><head><meta charset="utf-8"><style>${css}</style></head><body><main><div class="vitrin-jsf-provider">${answers[0]}</div></main><script src="/bench.js"></script></body></html>`;
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/bench.js') return route.fulfill({ status: 200, contentType: 'text/javascript', body: js });
      if (path === '/') return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
      return route.fulfill({ status: 404, body: '' });
    });
    page.on('pageerror', (error) => console.error(`bench: page error: ${error.message}`));
    await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
    await page.evaluate(({ settings: s, answers: a }) => window.FilterBench.setup({ settings: s, answers: a }), { settings, answers });
    const { a: vitrin, b: floor } = await alternateRuns(
      RUNS,
      (i) => page.evaluate((n) => window.FilterBench.vitrin(n), i),
      (i) => page.evaluate((n) => window.FilterBench.floor(n), i),
    );
    const result = { runs: RUNS, vitrinMedianMs: median(vitrin), floorMedianMs: median(floor), ratio: median(vitrin) / median(floor) };
    mkdirSync(here('../.cache'), { recursive: true });
    writeFileSync(here('../.cache/bench-filters.json'), JSON.stringify({ ...result, vitrin, floor }, null, 2));
    console.log(`bench-filters: 48-card answer → DOM: engine ${result.vitrinMedianMs.toFixed(2)} ms, innerHTML ${result.floorMedianMs.toFixed(2)} ms, ratio ${result.ratio.toFixed(2)}× (median of ${RUNS}; goal ≤ 1.2×)`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
