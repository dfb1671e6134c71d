import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Unit and view tests: DOM from happy-dom, backend from msw (node interceptors).
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  resolve: { alias: { 'react-dom/server': here('src/runtime/no-server-render.ts') } },
  test: {
    environment: 'happy-dom',
    include: ['{src,widgets,adapters,fixtures,scripts,demo}/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Worker threads start faster than forked processes on this 2-core machine (the whole unit
    // step 157 -> 132 s measured); each file still gets its own environment and module graph.
    pool: 'threads',
    // Vitest starts cores − 1 workers by default: one on this 2-core machine, where most of a file's
    // time is its own environment and imports, not waiting; two keep both cores busy (and a bigger
    // machine keeps its default).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1,
    restoreMocks: true,
    testTimeout: 10000,
  },
});
