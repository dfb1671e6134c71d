import { defineConfig } from 'vitest/config';

// End-to-end tests: Node drives Debian's Chromium (playwright-core) against the built demo shop.
// One worker: the machine has two cores and Chromium wants one of them.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['{src,widgets,adapters,demo,scripts}/**/*.e2e.ts'],
    globalSetup: ['scripts/e2e/global-setup.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
