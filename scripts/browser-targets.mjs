// The build targets, derived from package.json's `browserslist` (WordPress's policy plus our floor):
// the lowest version of each engine esbuild knows. Android WebView, Samsung Internet and Opera
// Mobile are Chromium: the Chrome floor covers them.
import browserslist from 'browserslist';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENGINES = { chrome: 'chrome', and_chr: 'chrome', edge: 'edge', firefox: 'firefox', and_ff: 'firefox', safari: 'safari', ios_saf: 'ios', opera: 'opera' };
// From the path string, not `new URL`: tests run this under a DOM whose URL class is not Node's.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** ["chrome90", "edge90", …] for esbuild's `target` (JS and CSS). */
export function esbuildTargets(queries = browserslist.loadConfig({ path: root })) {
  const lowest = new Map();
  for (const entry of browserslist(queries, { path: root })) {
    const [name = '', version = ''] = entry.split(' ');
    const engine = ENGINES[name];
    if (!engine) continue;
    const value = Number.parseFloat(version.split('-')[0] ?? '');
    if (!Number.isFinite(value)) continue;
    if (!lowest.has(engine) || value < lowest.get(engine)) lowest.set(engine, value);
  }
  return [...lowest].sort(([a], [b]) => a.localeCompare(b)).map(([engine, value]) => `${engine}${value}`);
}
