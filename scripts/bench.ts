// Mount bench: Vitrin's runtime mounting 300 shop-shaped mount points against a bare-React floor
// (300 createRoot().render() calls), in Debian's Chromium, pages served from memory.
// Prints one summary line, writes .cache/bench.json; fails only on an absurd result (shared, noisy machine).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './e2e/chromium';
import { bundleIife } from './bench/bundle';
import { MOUNT_POINTS, benchPage } from './bench/fixture';
import { countListeners, type ListenerCount } from './bench/listeners';
import { longestTraceTask, type TraceTasks } from './bench/trace';

const ORIGIN = 'http://bench.vitrin.test';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const MAX_RATIO = 10;
const MOUNT_TIMEOUT_MS = 30000;

interface RunResult {
  ms: number;
  mounted: number;
  syncMs: number;
  /** 'longtask' entries (>= 50 ms) that started inside the timed window. */
  longTasks: number[];
}

interface BenchWindow {
  VitrinBench: {
    bootVitrin(expected: number): Promise<{ ms: number; mounted: number; syncMs: number }>;
    mountFloor(): Promise<{ ms: number; mounted: number; syncMs: number }>;
  };
  Vitrin?: { ready(): Promise<void>; mountCount: number };
  __longtasks: Array<{ start: number; duration: number }>;
}

// Registered before the bundle runs, so every long task of the mount is seen.
const OBSERVERS = `<script>window.__longtasks=[];try{new PerformanceObserver(function(l){l.getEntries().forEach(function(e){window.__longtasks.push({start:e.startTime,duration:e.duration})})}).observe({type:'longtask',buffered:true})}catch(e){}</script>`;

const bundle = () => bundleIife('entry.ts', 'VitrinBenchBundle');

async function openPage(browser: Browser, js: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fa-IR' });
  const page = await context.newPage();
  const html = benchPage('/bench.js', OBSERVERS);
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/bench.js') return route.fulfill({ status: 200, contentType: 'text/javascript', body: js });
    if (path === '/') return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    return route.fulfill({ status: 404, body: '' });
  });
  page.on('pageerror', (error) => console.error(`bench: page error: ${error.message}`));
  await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
  return page;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`bench: ${what} did not complete in ${MOUNT_TIMEOUT_MS} ms`)), MOUNT_TIMEOUT_MS)),
  ]);
}

async function runVitrin(page: Page): Promise<RunResult> {
  const result = await withTimeout(
    page.evaluate((n) => (window as unknown as BenchWindow).VitrinBench.bootVitrin(n), MOUNT_POINTS),
    'Vitrin mount',
  );
  // The runtime's own view must agree: queue drained, every mount point marked mounted.
  const status = await page.evaluate(async () => {
    const w = window as unknown as BenchWindow;
    await w.Vitrin?.ready();
    return { mountedAttr: document.querySelectorAll('[data-vitrin-status="mounted"]').length, mountCount: w.Vitrin?.mountCount ?? -1 };
  });
  if (status.mountedAttr !== MOUNT_POINTS || status.mountCount !== MOUNT_POINTS) {
    throw new Error(`bench: expected ${MOUNT_POINTS} mounted, page has ${status.mountedAttr} marked and mountCount ${status.mountCount}`);
  }
  return { ...result, longTasks: await longTasks(page) };
}

async function runFloor(page: Page): Promise<RunResult> {
  const result = await withTimeout(page.evaluate(() => (window as unknown as BenchWindow).VitrinBench.mountFloor()), 'floor mount');
  return { ...result, longTasks: await longTasks(page) };
}

async function longTasks(page: Page): Promise<number[]> {
  // Long-task entries are queued to the observer after the task ends: give them a frame or two.
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const start = performance.getEntriesByName('bench-start')[0]?.startTime ?? 0;
    const end = performance.getEntriesByName('bench-end')[0]?.startTime ?? Infinity;
    return (window as unknown as BenchWindow).__longtasks.filter((t) => t.start + t.duration >= start && t.start <= end).map((t) => Math.round(t.duration));
  });
}

async function fresh<T>(browser: Browser, js: string, run: (page: Page) => Promise<T>): Promise<T> {
  const page = await openPage(browser, js);
  try {
    return await run(page);
  } finally {
    await page.context().close();
  }
}

/** One run per kind with a Chromium trace: every main-thread task of the mount, not just those >= 50 ms. */
async function traced(browser: Browser, js: string, kind: 'vitrin' | 'floor'): Promise<TraceTasks> {
  return fresh(browser, js, async (page) => {
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'devtools.timeline', '__metadata'] });
    let buffer: Buffer | undefined;
    try {
      if (kind === 'vitrin') await runVitrin(page);
      else await runFloor(page);
    } finally {
      buffer = await browser.stopTracing();
    }
    return longestTraceTask(JSON.parse(buffer.toString('utf8')) as unknown);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

async function main(): Promise<number> {
  const started = Date.now();
  const js = await bundle();
  const browser = await launchChromium();
  try {
    // A warm-up pair (JIT, disk cache of Chromium's own resources), not counted.
    await fresh(browser, js, runVitrin);
    await fresh(browser, js, runFloor);
    const vitrin: RunResult[] = [];
    const floor: RunResult[] = [];
    // Alternate which goes first, so drift in machine load hits both alike.
    for (let i = 0; i < RUNS; i++) {
      if (i % 2 === 0) {
        vitrin.push(await fresh(browser, js, runVitrin));
        floor.push(await fresh(browser, js, runFloor));
      } else {
        floor.push(await fresh(browser, js, runFloor));
        vitrin.push(await fresh(browser, js, runVitrin));
      }
    }
    const vitrinTrace = await traced(browser, js, 'vitrin');
    const floorTrace = await traced(browser, js, 'floor');
    const listeners = await fresh(browser, js, async (page) => {
      await runVitrin(page);
      return countListeners(page);
    });
    const floorListeners = await fresh(browser, js, async (page) => {
      await runFloor(page);
      return countListeners(page);
    });
    const bare = await fresh(browser, js, (page) => countListeners(page));

    const vitrinMs = median(vitrin.map((r) => r.ms));
    const floorMs = median(floor.map((r) => r.ms));
    const ratio = vitrinMs / floorMs;
    const longTaskEntries = vitrin.flatMap((r) => r.longTasks);
    const longestObserved = Math.max(0, ...longTaskEntries);
    // The trace sees every task; the observer only those >= 50 ms. Report the larger (they agree when both see it).
    const longestTask = Math.max(longestObserved, vitrinTrace.longestMs);
    const perRoot = (c: ListenerCount) => round1((c.total - bare.total) / MOUNT_POINTS);

    const report = {
      when: new Date().toISOString(),
      mountPoints: MOUNT_POINTS,
      runs: RUNS,
      vitrinMs: round1(vitrinMs),
      floorMs: round1(floorMs),
      ratio: Math.round(ratio * 100) / 100,
      vitrinRunsMs: vitrin.map((r) => round1(r.ms)),
      floorRunsMs: floor.map((r) => round1(r.ms)),
      // The synchronous first part: boot() (settings, i18n, scan of all 300, first slice) vs the createRoot loop.
      vitrinSyncMs: vitrin.map((r) => round1(r.syncMs)),
      floorSyncMs: floor.map((r) => round1(r.syncMs)),
      longestTaskMs: round1(longestTask),
      longTaskObserver: { entriesMs: longTaskEntries, floorEntriesMs: floor.flatMap((r) => r.longTasks) },
      trace: { vitrin: vitrinTrace, floor: floorTrace },
      listeners: {
        vitrin: listeners,
        floor: floorListeners,
        pageWithoutRoots: bare,
        perRootVitrin: perRoot(listeners),
        perRootFloor: perRoot(floorListeners),
      },
      benchSeconds: Math.round((Date.now() - started) / 100) / 10,
    };
    mkdirSync('.cache', { recursive: true });
    writeFileSync('.cache/bench.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `bench: vitrin ${Math.round(vitrinMs)}ms / floor ${Math.round(floorMs)}ms = ${ratio.toFixed(2)}x, longest task ${Math.round(longestTask)}ms, listeners ${listeners.total}`,
    );
    console.log(
      `bench: (${MOUNT_POINTS} mount points, median of ${RUNS}; floor's longest task ${Math.round(floorTrace.longestMs)}ms; ` +
        `listeners per root ${report.listeners.perRootVitrin} vs bare React ${report.listeners.perRootFloor}; ${report.benchSeconds}s; details in .cache/bench.json)`,
    );
    if (ratio > MAX_RATIO) {
      console.error(`bench: FAIL Vitrin is ${ratio.toFixed(1)}x the bare-React floor (limit ${MAX_RATIO}x)`);
      return 1;
    }
    return 0;
  } finally {
    await browser.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : error);
    process.exit(1);
  },
);
