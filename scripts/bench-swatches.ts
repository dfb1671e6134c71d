// Swatch availability bench (issue 10; React roots since issue 34): a form of three swatch lists
// (8 × 5 × 5 values, 200 variations) after a choice: recomputing availability and committing the
// three roots, against committing them to the same states computed beforehand (a render with no
// recompute), in Debian's Chromium.
// Prints the median ratio (goal ≤ 1.5×), writes .cache/bench-swatches.json.
// Run: npx vite-node scripts/bench-swatches.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from './e2e/chromium';
import { bundleIife } from './bench/bundle';
import { alternateRuns, median } from './bench/alternate';

const ORIGIN = 'http://bench.vitrin.test';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function main(): Promise<void> {
  const js = await bundleIife('swatches-entry.ts', 'SwatchBenchBundle');
  // The page styled as a shop is: the demo theme (with its stand-in for the plugin's stylesheet)
  // and the widget's own CSS, so layout costs what it costs on a product page.
  const css = ['demo/theme.css', 'widgets/swatches/swatches.css'].map((file) => readFileSync(file, 'utf8')).join('\n');
  const html = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><style>${css}</style></head><body><script src="/bench.js"></script></body></html>`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.route('**/*', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/bench.js') return route.fulfill({ status: 200, contentType: 'text/javascript', body: js });
      if (path === '/') return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
      return route.fulfill({ status: 404, body: '' });
    });
    page.on('pageerror', (error) => console.error(`bench-swatches: page error: ${error.message}`));
    await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
    await page.evaluate(() => window.SwatchBench.setup());
    const { a: engine, b: floor } = await alternateRuns(
      RUNS,
      (i) => page.evaluate((n) => window.SwatchBench.engine(n), i),
      (i) => page.evaluate((n) => window.SwatchBench.floor(n), i),
    );
    const result = { runs: RUNS, engineMedianMs: median(engine) / 20, floorMedianMs: median(floor) / 20, ratio: median(engine) / median(floor) };
    mkdirSync('.cache', { recursive: true });
    writeFileSync('.cache/bench-swatches.json', JSON.stringify({ ...result, engine, floor }, null, 2));
    console.log(`bench-swatches: 200 variations × 3 attributes, recompute + repaint ${result.engineMedianMs.toFixed(3)} ms, repaint alone ${result.floorMedianMs.toFixed(3)} ms, ratio ${result.ratio.toFixed(2)}× (median of ${RUNS}; goal ≤ 1.5×)`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
