// Shared test setup: Testing Library cleanup between tests.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadMountStep } from './runtime/mount';

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
