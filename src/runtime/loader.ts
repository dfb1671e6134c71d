// dist/vitrin.js, the one classic script a theme enqueues (built by vite.config.ts with esbuild,
// the registry's capture table and the core's file name put in at build time). Before anything
// else loads it puts the early event contract on the page (early.ts), then imports the hashed core
// relative to its own URL, so the dist/ folder works wherever the theme puts it. Dynamic import()
// runs under `script-src 'self'`: no eval, no inline script.
import { earlyContract, installEarlyContract } from './early';
import type { EarlyRule } from './early-rules';

declare const __VITRIN_CORE__: string;
declare const __VITRIN_RULES__: EarlyRule[];

type LoaderWindow = Window & {
  Vitrin?: { rescan(): void };
  /** A page may hold the core's start until its own setup is done (the demo's mock server does). */
  vitrinBeforeCore?: PromiseLike<unknown>;
};

(function () {
  const script = document.currentScript;
  const base = script instanceof HTMLScriptElement && script.src ? script.src : document.baseURI;
  const w = window as LoaderWindow;
  if (w.Vitrin) {
    w.Vitrin.rescan();
    return;
  }
  // A second copy while the first is still loading the core: the first one's contract holds.
  if (earlyContract(w)) return;
  const contract = installEarlyContract(document, __VITRIN_RULES__);
  const core = new URL(__VITRIN_CORE__, base).href;
  // The page may already preload it (its own <link rel="modulepreload">); this covers a page that does not.
  if (!document.querySelector(`link[rel="modulepreload"][href$="${__VITRIN_CORE__.replace(/^.*\//, '')}"]`)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = core;
    document.head.append(link);
  }
  const start = () =>
    import(/* @vite-ignore */ core).catch((error: unknown) => {
      console.error(`[vitrin] V040 core: ChunkLoadError: Loading chunk vitrin-core failed.\n(error: ${core}) Vitrin could not load; the page keeps working without it`, error);
      contract.releaseAll();
    });
  const gate = w.vitrinBeforeCore;
  if (gate && typeof gate.then === 'function') gate.then(start, start);
  else void start();
})();
