// The bench page's script: Vitrin's real runtime (boot, scheduler, shell) with trivial root widgets
// named like the shop's real ones, plus the bare-React floor, in one bundle so both share one React.
import { createElement, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini';
import { boot } from '../../src/runtime/boot';
import { defineWidget, type AnyWidget } from '../../src/runtime/types';
import type { VitrinApi } from '../../src/runtime/api';
import { BENCH_WIDGETS } from './fixture';

// Product-card widgets carry a product id, like the real ones will; the rest take no props.
const productSchema = z.object({ productId: z.number() });
const emptySchema = z.object({});

function Stub() {
  return createElement('span', { className: 'bench-stub' });
}

const widgets: AnyWidget[] = BENCH_WIDGETS.map((w) =>
  w.props
    ? defineWidget<z.infer<typeof productSchema>>({ name: w.name, kind: 'root', schema: productSchema, View: Stub })
    : defineWidget<z.infer<typeof emptySchema>>({ name: w.name, kind: 'root', schema: emptySchema, View: Stub }),
);

export interface BenchResult {
  ms: number;
  mounted: number;
  /** How long the synchronous part (boot() for Vitrin, the createRoot loop for the floor) blocked. */
  syncMs: number;
}

type BenchWindow = Window & { Vitrin?: VitrinApi; VitrinBench?: unknown };
const win = window as BenchWindow;

/** Boots Vitrin on the page and resolves when `expected` roots have committed. */
function bootVitrin(expected: number): Promise<BenchResult> {
  return new Promise((resolve) => {
    let mounted = 0;
    const start = performance.now();
    performance.mark('bench-start');
    const { api } = boot(widgets, []);
    const syncMs = performance.now() - start;
    win.Vitrin = api;
    // 'mounted' fires from each root's first layout effect, i.e. once that root has committed.
    const off = api.on('mounted', () => {
      mounted += 1;
      if (mounted === expected) {
        const ms = performance.now() - start;
        performance.mark('bench-end');
        off();
        resolve({ ms, mounted, syncMs });
      }
    });
  });
}

function Counted({ onCommit }: { onCommit(): void }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return createElement('span', { className: 'bench-stub' });
}

/** The floor: one bare createRoot().render() per mount point, timed until every root has committed. */
function mountFloor(): Promise<BenchResult> {
  return new Promise((resolve) => {
    const els = Array.from(document.querySelectorAll<HTMLElement>('[data-vitrin]'));
    let mounted = 0;
    let syncMs = 0;
    const start = performance.now();
    performance.mark('bench-start');
    const onCommit = () => {
      mounted += 1;
      if (mounted === els.length) {
        const ms = performance.now() - start;
        performance.mark('bench-end');
        resolve({ ms, mounted, syncMs });
      }
    };
    for (const el of els) createRoot(el).render(createElement(Counted, { onCommit }));
    syncMs = performance.now() - start;
  });
}

win.VitrinBench = { bootVitrin, mountFloor };
