import { defineConfig } from 'vitest/config';

// End-to-end tests: Node drives Debian's Chromium (playwright-core) against the built demo shop.
// Two files at a time: most of an e2e test's time is waiting (loads, held answers, wait thresholds),
// so two share the machine's two cores well. Files that measure timing or paint run alone after the
// others (scripts/e2e/solo.json; npm test's e2e-solo step). One Chromium for the run (global setup)
// and one module graph (isolate: false: no e2e file mocks or stubs globals).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['{src,widgets,adapters,demo,scripts}/**/*.e2e.ts'],
    globalSetup: ['scripts/e2e/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
    isolate: false,
    testTimeout: 60000,
    // expect.poll waits for what a shopper would see; its 1 s default measured the machine: a fresh
    // run on a loaded 2-core machine saw a wishlist button still loading after 1 s. A state that
    // never comes still fails, after 10 s.
    expect: { poll: { timeout: 10000 } },
    hookTimeout: 120000,
  },
});
