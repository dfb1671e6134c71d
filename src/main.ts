// The core module, imported by dist/vitrin.js (the loader). One copy per page: a second load
// only rescans. Widget code is not here: each widget's chunk comes when its mount point needs it.
import { boot } from './runtime/boot';
import type { VitrinApi } from './runtime/api';
import { widgets, behaviours } from '../widgets';
import './styles/base.css';

type VitrinWindow = Window & { Vitrin?: VitrinApi };
const win = window as VitrinWindow;

function start(): void {
  if (win.Vitrin) {
    win.Vitrin.rescan();
    return;
  }
  win.Vitrin = boot(widgets, behaviours).api;
}

if (win.Vitrin) win.Vitrin.rescan();
else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
