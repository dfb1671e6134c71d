// The core module, imported by dist/vitrin.js (the loader). One copy per page: a second load
// only rescans. Widget code is not here: each widget's chunk comes when its mount point needs it.
// It lives outside src/ because it is the one file that knows both the runtime (src/) and the
// registry of widgets (./index.ts): src/ names no widget (issue 29).
import { boot } from '../src/runtime/boot';
import type { VitrinApi } from '../src/runtime/api';
import { widgets, behaviours } from './index';
import { familyGuards } from './families';
import { guardFamilies } from '../src/runtime/family-guard';
import { capturesOf, withCaptures } from '../src/runtime/early-rules';
import type { Capture } from '../src/runtime/types';
import '../src/styles/base.css';
// vitrin.css (in the head) holds only what the first paint needs: the styles of the server's own
// markup before any widget code runs (no shift when it arrives). Every other family's CSS travels
// with its chunk and is in the page before that chunk runs (issue 36).
import './carousel/carousel.css';
import './footer-collapse/footer-collapse.css';
import './jet-smart-filters/filters.css';
import './listing-grid/listing-grid.css';
import './popups/popups.css';
import './store-notice/store-notice.css';
import type { EarlyContract } from '../src/runtime/early';

type VitrinWindow = Window & { Vitrin?: VitrinApi; __vitrinEvents?: Partial<EarlyContract> };
const win = window as VitrinWindow;

function start(captures: Readonly<Record<string, readonly Capture[]>>): void {
  if (win.Vitrin) {
    win.Vitrin.rescan();
    return;
  }
  // A family whose original script still runs (or that the site owner switched off) is left to it,
  // and the loader stops holding its presses (its table was built from the whole registry).
  const [keptWidgets, keptBehaviours] = guardFamilies(withCaptures(widgets, captures), withCaptures(behaviours, captures), familyGuards);
  const kept = new Set([...keptWidgets, ...keptBehaviours].map((entry) => entry.name));
  // (Read off the page, not imported: the contract's code is the loader's, not the core's.)
  win.__vitrinEvents?.withdraw?.([...widgets, ...behaviours].map((entry) => entry.name).filter((name) => !kept.has(name)));
  win.Vitrin = boot(keptWidgets, keptBehaviours).api;
}

/**
 * The registry's `capture` lines (which wake an interaction-deferred widget, besides being held):
 * read back from the table the build printed into the loader, not shipped in the core a second
 * time (issue 36). A page that imports the core without the loader fetches them.
 */
function run(): void {
  const table = win.__vitrinEvents?.rules;
  if (table) start(capturesOf(table));
  else
    void import('./captures').then(
      (module) => start(module.captures),
      () => start({}),
    );
}

if (win.Vitrin) win.Vitrin.rescan();
else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
else run();
