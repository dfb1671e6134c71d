// Insert bench (issue 19): what inserted HTML costs with Vitrin on the page, as a ratio to the
// same page without it, in Debian's Chromium on the built demo (loader, core, chunks as shipped).
// Three shapes: 20,000 elements appended one at a time in one task, 20,000 in one subtree, and a
// 48-card listing page appended 20 times (one task each, as load-more does). Reported: time from
// the insertion to the next frame, time until Vitrin has also mounted what arrived, and long tasks.
// Not a test: prints figures, writes .cache/bench-inserts.json. Run: npx vite-node scripts/bench-inserts.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './e2e/chromium';
// @ts-expect-error plain-JS server without type declarations
import { startServer } from './serve.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
type Shape = 'single' | 'subtree' | 'listing';
const SHAPES: Shape[] = ['single', 'subtree', 'listing'];

interface Run {
  frameMs: number;
  insertTaskMs: number;
  settledMs: number;
  longTasks: number[];
}

interface BenchWindow {
  Vitrin?: { ready(): Promise<void> };
  __longtasks: Array<{ start: number; duration: number }>;
}

const OBSERVE_LONG_TASKS = () => {
  const w = window as unknown as BenchWindow;
  w.__longtasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function runShape(page: Page, shape: Shape): Promise<Run> {
  return page.evaluate(async (kind) => {
    const w = window as unknown as BenchWindow;
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const host = document.createElement('div');
    host.className = 'bench-host';
    document.querySelector('main')?.append(host);
    // The shop page's own product cards, repeated up to a 48-card page.
    const cards = [...(document.querySelector('.products')?.children ?? [])].map((card) => card.outerHTML);
    const listing = Array.from({ length: 48 }, (_, i) => cards[i % Math.max(1, cards.length)] ?? '').join('');
    await frame();
    const insert = (i: number) => {
      if (kind === 'single') {
        for (let n = 0; n < 20000; n++) {
          const span = document.createElement('span');
          span.textContent = '🙂';
          host.append(span);
        }
      } else if (kind === 'subtree') {
        const tree = document.createElement('div');
        for (let n = 0; n < 20000; n++) tree.append(document.createElement('span'));
        host.append(tree);
      } else {
        const page = document.createElement('div');
        page.className = `products bench-page-${i}`;
        page.innerHTML = listing;
        host.append(page);
      }
    };
    const start = performance.now();
    let insertTaskMs = 0;
    const afterInsert: number[] = [];
    for (let i = 0; i < (kind === 'listing' ? 20 : 1); i++) {
      const t0 = performance.now();
      insert(i);
      // The inserting task with its microtasks (Vitrin's MutationObserver callback and first slice).
      await new Promise((resolve) => setTimeout(resolve, 0));
      insertTaskMs += performance.now() - t0;
      afterInsert.push(performance.now());
      await frame();
    }
    const frameMs = performance.now() - start;
    await w.Vitrin?.ready();
    const settledMs = performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Long tasks after an inserting task ended: the work that followed it (Vitrin's slices, rendering).
    const firstAfter = afterInsert[0] ?? start;
    const longTasks = w.__longtasks.filter((t) => t.start >= firstAfter - 1).map((t) => Math.round(t.duration));
    host.remove();
    await w.Vitrin?.ready();
    return { frameMs, insertTaskMs, settledMs, longTasks };
  }, shape);
}

async function measure(browser: Browser, origin: string, withVitrin: boolean, shape: Shape): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  if (!withVitrin) await context.route(/\/vitrin\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.Vitrin={ready:function(){return Promise.resolve()}};' }));
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LONG_TASKS);
  await page.goto(`${origin}/shop/`, { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean((window as unknown as BenchWindow).Vitrin));
  await page.evaluate(() => (window as unknown as BenchWindow).Vitrin?.ready());
  try {
    return await runShape(page, shape);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main(): Promise<void> {
  // --root serves another build of the demo (e.g. an older commit's) for a before/after figure.
  const rootArg = process.argv.indexOf('--root');
  const root = rootArg > 0 ? process.argv[rootArg + 1] : 'demo-dist';
  const served = (await startServer({ port: 0, root })) as { url: string; close(): Promise<void> };
  const browser = await launchChromium();
  const report: Record<string, unknown> = {};
  try {
    for (const shape of SHAPES) {
      const vitrin: Run[] = [];
      const bare: Run[] = [];
      // Interleaved, so drift on this shared machine hits both sides alike.
      for (let i = 0; i < RUNS; i++) {
        bare.push(await measure(browser, served.url, false, shape));
        vitrin.push(await measure(browser, served.url, true, shape));
      }
      const v = median(vitrin.map((r) => r.frameMs));
      const b = median(bare.map((r) => r.frameMs));
      const vi = median(vitrin.map((r) => r.insertTaskMs));
      const bi = median(bare.map((r) => r.insertTaskMs));
      const settled = median(vitrin.map((r) => r.settledMs));
      const longest = Math.max(0, ...vitrin.flatMap((r) => r.longTasks));
      const bareLongest = Math.max(0, ...bare.flatMap((r) => r.longTasks));
      report[shape] = { vitrinFrameMs: v, bareFrameMs: b, ratio: v / b, vitrinInsertTaskMs: vi, bareInsertTaskMs: bi, insertRatio: vi / bi, vitrinSettledMs: settled, longestTaskAfterMs: longest, bareLongestTaskAfterMs: bareLongest };
      console.log(
        `bench-inserts: ${shape.padEnd(8)} next frame ${v.toFixed(0)} vs ${b.toFixed(0)} ms without Vitrin = ${(v / b).toFixed(2)}x; ` +
          `inserting task ${vi.toFixed(0)} vs ${bi.toFixed(0)} ms = ${(vi / bi).toFixed(2)}x; all mounted after ${settled.toFixed(0)} ms; ` +
          `longest task after inserting ${longest} ms (without Vitrin ${bareLongest} ms)`,
      );
    }
  } finally {
    await browser.close();
    await served.close();
  }
  mkdirSync('.cache', { recursive: true });
  writeFileSync('.cache/bench-inserts.json', JSON.stringify({ runs: RUNS, ...report }, null, 2));
}

await main();
