// Boot: settings, i18n, widgets, first scan, then watch the page.
import { Runtime } from './runtime';
import { createApi, type VitrinApi } from './api';
import { readPageSettings } from '../host/settings';
import { setPageLocale } from '../i18n/page';
import { waitPolicy } from '../host/waits';
import type { AnyWidget, Behaviour, BehaviourEntry, WidgetEntry } from './types';

export function boot(
  widgets: readonly (AnyWidget | WidgetEntry)[],
  behaviours: readonly (Behaviour | BehaviourEntry)[],
  doc: Document = document): { runtime: Runtime; api: VitrinApi } {
  const settings = readPageSettings(doc);
  // Recorded, not applied: src/i18n (its strings, then i18next with the first request) arrives with a chunk.
  setPageLocale(settings.vitrin.locale ?? doc.documentElement.lang, settings.vitrin.i18n);
  const chunkLimitMs = waitPolicy('chunk', settings).limitMs;
  const runtime = new Runtime(settings, chunkLimitMs);
  runtime.register(widgets, behaviours);
  runtime.setHeldLimit(chunkLimitMs);
  // The code this page certainly needs starts downloading before the full scan walks the page.
  runtime.prefetch(doc);
  runtime.scan(doc);
  runtime.observe(doc.documentElement);
  return { runtime, api: createApi(runtime) };
}
