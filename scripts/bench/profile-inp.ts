// Where an interaction's time goes (issue 34): replays the INP bench's steps up to one press, records
// a Chromium trace and a CPU profile around that press at 4× CPU slowdown, and prints the main
// thread's tasks from the press to the next paint (what runs in them: handlers, style, layout,
// paint) and the functions that took the most self time, mapped back to sources through the
// build's source maps. Not a test, not a bench: a tool to read before optimising.
// Run (after the builds): npx vite-node scripts/bench/profile-inp.ts -- --press cart|escape|filter|swatch|add1|add2 [--root demo-dist] [--rate 4]
// [--dwell ms] (swatch, filter: the pointer rests on the control first, as bench-inp's --dwell)
// [--server-off-page] (static files and the API answered from Node, as bench-inp's flag)
// [--cart 1] (swatch: two items in the cart first, as in the bench) [--tree 1 [--min 0.5]] (also the CPU profile's call tree, pruned below --min ms). Under CPU
// throttling the sampler's time lands on whatever ran when the thread was paused: read the trace's
// task/event durations at 4×, and a profile's split between functions at --rate 1.
// The trace is kept in .cache/profile-inp-<press>.json (chrome://tracing, DevTools' Performance panel).
import { readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium } from '../e2e/chromium';
import { arg, type Served } from './cli';
// @ts-expect-error plain-JS server without type declarations
import { startServer } from '../serve.mjs';
import { offPageInit, startOffPageServer } from './off-page-server';

const ROOT = arg('root') ?? 'demo-dist';
const PRESS = arg('press') ?? 'cart';
const RATE = Number(arg('rate') ?? 4);
const VARIABLE_PRODUCT = '/product/تیشرت-نخی-یقه-گرد-آوا/';
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

function observeEvents(): void {
  const w = window as unknown as { __inp: Array<{ id: number; duration: number; name: string; start: number }> };
  w.__inp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number; processingStart: number; processingEnd: number }>) {
      if (entry.interactionId) w.__inp.push({ id: entry.interactionId, duration: entry.duration, name: entry.name, start: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

async function ready(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean((window as unknown as { Vitrin?: unknown }).Vitrin));
  await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
  await page.waitForTimeout(500);
}

async function closePanel(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  if (!(await page.locator('.cart-widget-side.wd-opened').count())) return;
  await page.keyboard.press('Escape');
  await page.waitForSelector('.cart-widget-side:not(.wd-opened)', { state: 'attached', timeout: 15000 });
}

async function record(cdp: CDPSession, act: () => Promise<unknown>): Promise<{ events: TraceEvent[]; profile: Profile }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Tracing.start', {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'v8.execute', 'blink.user_timing', 'loading', 'latencyInfo'].join(','),
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await act();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return { events, profile };
}

const maps = new Map<string, SourceMapConsumer | null>();
function original(url: string, line: number, column: number): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  let map = maps.get(path);
  if (map === undefined) {
    const file = join(ROOT, decodeURIComponent(path) + '.map');
    map = existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null;
    maps.set(path, map);
  }
  const short = path.split('/').pop() ?? path;
  if (!map || line < 0) return `${short}:${line + 1}:${column + 1}`;
  const pos = map.originalPositionFor({ line: line + 1, column });
  if (!pos.source) return `${short}:${line + 1}:${column + 1}`;
  const src = pos.source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '');
  return `${src}:${pos.line}${pos.name ? ` ${pos.name}` : ''}`;
}

function describe(e: TraceEvent): string {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const url = typeof d.url === 'string' ? d.url : '';
  if (e.name === 'EventDispatch') return `EventDispatch ${String(d.type)}`;
  if (e.name === 'FunctionCall' && url) return `FunctionCall ${original(url, Number(d.lineNumber ?? 1) - 1, Number(d.columnNumber ?? 1) - 1)}`;
  if (e.name === 'TimerFire') return `TimerFire ${String(d.timerId)}`;
  if (e.name === 'Layout' || e.name === 'UpdateLayoutTree') {
    const stack = (d.stackTrace ?? (e.args?.beginData as Record<string, unknown> | undefined)?.stackTrace) as Array<{ url: string; lineNumber: number; columnNumber: number }> | undefined;
    const top = stack?.[0];
    const count = d.elementCount ?? (e.args?.beginData as Record<string, unknown> | undefined)?.dirtyObjects;
    return `${e.name}${count !== undefined ? ` (${String(count)})` : ''}${top ? ` forced by ${original(top.url, top.lineNumber, top.columnNumber)}` : ''}`;
  }
  return e.name;
}

function printWindow(events: TraceEvent[], from: number, to: number): void {
  const mainPid = events.find((e) => e.name === 'EventDispatch')?.pid;
  const mainTid = events.find((e) => e.name === 'EventDispatch')?.tid;
  const main = events.filter((e) => e.pid === mainPid && e.tid === mainTid && e.ph === 'X' && e.ts + (e.dur ?? 0) >= from && e.ts <= to);
  const tasks = main.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
  const interesting = new Set(['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Commit', 'RunMicrotasks', 'v8.compile', 'v8.compileModule', 'EvaluateScript', 'v8.evaluateModule', 'ParseHTML', 'HitTest', 'IntersectionObserverController::computeIntersections', 'Layerize', 'FireIdleCallback', 'ResourceSendRequest', 'XHRReadyStateChange', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase']);
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    if (ms < 0.5) continue;
    console.log(`task +${((task.ts - from) / 1000).toFixed(1)} ms  ${ms.toFixed(1)} ms`);
    const inside = main
      .filter((e) => e !== task && e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0) && interesting.has(e.name) && (e.dur ?? 0) >= 300)
      .sort((a, b) => a.ts - b.ts);
    for (const e of inside) {
      const depth = inside.filter((p) => p !== e && p.ts <= e.ts && p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0)).length;
      console.log(`${'  '.repeat(depth + 1)}${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${describe(e)}`);
    }
  }
}

function printProfile(profile: Profile, from: number, to: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 100) / 1000;
    let node = byId.get(profile.samples[i] ?? -1);
    const label = (n: ProfileNode) => (n.callFrame.url ? `${original(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber)} (${n.callFrame.functionName || 'anon'})` : n.callFrame.functionName || '(anon)');
    if (!node) continue;
    self.set(label(node), (self.get(label(node)) ?? 0) + dt);
    const seen = new Set<string>();
    while (node) {
      const l = label(node);
      if (!seen.has(l)) total.set(l, (total.get(l) ?? 0) + dt);
      seen.add(l);
      node = node.parent === undefined ? undefined : byId.get(node.parent);
    }
  }
  // Top-down tree of the window, pruned below 0.7 ms.
  const nodeTotal = new Map<number, number>();
  let t2 = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t2 += profile.timeDeltas[i] ?? 0;
    if (t2 < from || t2 > to) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 100) / 1000;
    for (let n = byId.get(profile.samples[i] ?? -1); n; n = n.parent === undefined ? undefined : byId.get(n.parent)) nodeTotal.set(n.id, (nodeTotal.get(n.id) ?? 0) + dt);
  }
  const lbl = (n: ProfileNode) => (n.callFrame.url ? `${original(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber)} (${n.callFrame.functionName || 'anon'})` : n.callFrame.functionName || '(anon)');
  const walk = (n: ProfileNode, depth: number) => {
    const ms = nodeTotal.get(n.id) ?? 0;
    if (ms < Number(arg('min') ?? 0.7)) return;
    if (!/^\((idle|program|root)\)$/.test(lbl(n)) || depth === 0) console.log(`${'  '.repeat(depth)}${ms.toFixed(1)}  ${lbl(n)}`);
    for (const c of n.children ?? []) { const child = byId.get(c); if (child) walk(child, depth + 1); }
  };
  if (arg('tree') !== undefined) { console.log('\ntree:'); const root = profile.nodes[0]; if (root) walk(root, 0); }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('\nself time (ms) in the window:');
  for (const [k, v] of top(self, 30)) console.log(`${v.toFixed(1).padStart(7)}  ${k}`);
  console.log('\ntotal time (ms) in the window:');
  for (const [k, v] of top(total, 45)) console.log(`${v.toFixed(1).padStart(7)}  ${k}`);
}

function addParents(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) { const child = byId.get(c); if (child) child.parent = n.id; }
}

/** --dwell N: the pointer rests on the control N ms before the press (bench-inp's --dwell). */
async function dwell(page: Page, control: Locator): Promise<void> {
  const ms = Number(arg('dwell') ?? 0);
  if (ms <= 0) return;
  await control.hover();
  await page.waitForTimeout(ms);
}

async function main(): Promise<void> {
  const apiOffPage = process.argv.includes('--server-off-page') ? ['/wp-admin/admin-ajax.php', '?wc-ajax'] : [];
  const served = (apiOffPage.length ? await startOffPageServer(ROOT, apiOffPage) : await startServer({ port: 0, root: ROOT })) as Served;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(observeEvents);
    if (apiOffPage.length) await context.addInitScript(offPageInit(apiOffPage));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let act: () => Promise<unknown>;
    if (PRESS === 'swatch') {
      // As in the INP bench, where the product page follows the shop's adds: a cart with two items.
      if (arg('cart') !== undefined) {
        await ready(page, `${served.url}/shop/`);
        for (const index of [0, 1]) {
          await page.locator('.add_to_cart_button.ajax_add_to_cart').nth(index).click();
          await page.waitForFunction((i) => document.querySelectorAll('.add_to_cart_button.ajax_add_to_cart')[i]?.classList.contains('added'), index, { timeout: 15000 });
          await closePanel(page);
        }
      }
      await ready(page, `${served.url}${VARIABLE_PRODUCT}`);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      const swatch = page.locator('ul[data-attribute_name="attribute_pa_color"] li').first();
      await swatch.scrollIntoViewIfNeeded();
      act = async () => { await dwell(page, swatch); await swatch.click(); await page.waitForTimeout(600); };
    } else {
      await ready(page, `${served.url}/shop/`);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      const addButtons = page.locator('.add_to_cart_button.ajax_add_to_cart');
      let second: (() => Promise<unknown>) | undefined;
      for (const index of [0, 1]) {
        const button = addButtons.nth(index);
        await button.scrollIntoViewIfNeeded();
        if ((PRESS === 'add2' && index === 1) || (PRESS === 'add1' && index === 0)) {
          // The bench's first add to cart, or its second: the first one's panel opened and closed before it.
          await page.waitForTimeout(300);
          second = async () => { await button.click(); await page.waitForFunction((i) => document.querySelectorAll('.add_to_cart_button.ajax_add_to_cart')[i]?.classList.contains('added'), index, { timeout: 15000 }); await page.waitForTimeout(600); };
          break;
        }
        await button.click();
        await page.waitForFunction((i) => document.querySelectorAll('.add_to_cart_button.ajax_add_to_cart')[i]?.classList.contains('added'), index, { timeout: 15000 });
        await closePanel(page);
      }
      const wishlist = page.locator('.products .wd-wishlist-btn a').first();
      if (second === undefined) {
        await wishlist.scrollIntoViewIfNeeded();
        await wishlist.click();
        await page.waitForTimeout(600);
      }
      const opener = page.locator('.cart-widget-opener a:visible').first();
      if (second === undefined) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await opener.hover();
        await page.waitForTimeout(300);
      }
      act = async () => { await opener.click(); await page.waitForSelector('.cart-widget-side.wd-opened', { timeout: 15000 }); await page.waitForTimeout(600); };
      if (PRESS === 'filter') {
        // As in the INP bench: after the adds, the wishlist and the cart panel, a category checkbox.
        await act();
        await closePanel(page);
        const option = page.locator('[data-smart-filter="checkboxes"] .jet-checkboxes-list__button:visible').first();
        await option.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        act = async () => { await dwell(page, option); await option.click(); await page.waitForFunction(() => !document.querySelector('.jet-filters-loading'), undefined, { timeout: 15000 }); await page.waitForTimeout(600); };
      }
      if (second) act = second;
      if (PRESS === 'escape') {
        // The panel opened as above, then Escape closes it: the press recorded is the key.
        await act();
        act = async () => { await page.keyboard.press('Escape'); await page.waitForSelector('.cart-widget-side:not(.wd-opened)', { state: 'attached', timeout: 15000 }); await page.waitForTimeout(600); };
      }
    }
    const before = await page.evaluate(() => (window as unknown as { __inp: unknown[] }).__inp.length);
    const { events, profile } = await record(cdp, act);
    const entries = await page.evaluate((from) => (window as unknown as { __inp: unknown[] }).__inp.slice(from), before);
    console.log('event timing entries:', JSON.stringify(entries));
    mkdirSync(here('../../.cache'), { recursive: true });
    writeFileSync(here(`../../.cache/profile-inp-${PRESS}.json`), JSON.stringify({ traceEvents: events }));
    addParents(profile);
    const pointer = events.filter((e) => e.name === 'EventDispatch' && ['pointerdown', 'mousedown', 'pointerup', 'click', 'keydown', 'keyup'].includes(String(e.args?.data?.type))).sort((a, b) => a.ts - b.ts);
    const first = pointer[0];
    if (!first) throw new Error('no pointer event in the trace');
    // --before N: the window starts N ms before the first pointer event (a hover's work), default 2.
    const from = first.ts - Number(arg('before') ?? 2) * 1000;
    const to = from + 400_000;
    console.log(`pointer events at: ${pointer.map((e) => `${String(e.args?.data?.type)} +${((e.ts - from) / 1000).toFixed(1)} (${((e.dur ?? 0) / 1000).toFixed(1)} ms)`).join(', ')}`);
    printWindow(events, from, to);
    const last = pointer[pointer.length - 1] ?? first;
    printProfile(profile, from, last.ts + (last.dur ?? 0) + 150_000);
  } finally {
    await browser.close();
    await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
