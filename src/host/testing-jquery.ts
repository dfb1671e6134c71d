// Test support (never imported by the bundle): the real jQuery 3 from node_modules on the test
// window, as WordPress prints it before every other script.
import { createRequire } from 'node:module';
import type { JQueryWithFn } from './jquery-api';

type Factory = (win: Window) => unknown;

export function loadRealJQuery(): JQueryWithFn {
  const loaded: unknown = createRequire(import.meta.url)('jquery');
  // jQuery's CommonJS entry is jQuery itself when a document exists, else a factory taking a window.
  const $ = (typeof loaded === 'function' && 'fn' in loaded ? loaded : (loaded as Factory)(window)) as JQueryWithFn;
  (window as unknown as Record<string, unknown>).jQuery = $;
  return $;
}
