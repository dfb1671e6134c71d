// The core module, imported by dist/vitrin.js (the loader). One copy per page: a second load
// only rescans. Widget code is not here: each widget's chunk comes when its mount point needs it.
import { boot } from './runtime/boot';
import type { VitrinApi } from './runtime/api';
import { widgets, behaviours } from '../widgets';
import { familyGuards } from '../widgets/families';
import { guardFamilies } from './runtime/family-guard';
import './styles/base.css';

type VitrinWindow = Window & { Vitrin?: VitrinApi };
const win = window as VitrinWindow;

function start(): void {
  if (win.Vitrin) {
    win.Vitrin.rescan();
    return;
  }
  // A family whose original script still runs (or that the site owner switched off) is left to it.
  win.Vitrin = boot(...guardFamilies(widgets, behaviours, familyGuards)).api;
}

if (win.Vitrin) win.Vitrin.rescan();
else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
