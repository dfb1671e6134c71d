// Shared test setup: Testing Library cleanup between tests, for files with a DOM. Files marked
// `@vitest-environment node` (connectors, adapters, stores: logic with no DOM) skip it, and with it
// the cost of a happy-dom window and React's DOM renderer per file.
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { loadMountStep } = await import('./runtime/mount');
  // On a page the mount step arrives with the first widget's chunk (src/runtime/mount.ts); tests hand
  // the runtime whole widgets, which no chunk brings, and expect a mount once the queue has run. The
  // lazy arrival itself is tested in src/runtime/lazy.test.ts.
  await loadMountStep();

  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    document.cookie.split('; ').forEach((c) => {
      const name = c.split('=')[0];
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });
}
