import { defineConfig } from 'vitest/config';

// The WordPress plugin on a real WordPress 6.1 (PHP, MariaDB from Debian; scripts/wordpress/):
// page checks over HTTP and one Chromium run. One site for the run, so one file at a time.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['adapters/wordpress/*.wp.ts'],
    globalSetup: ['scripts/wordpress/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 600000,
  },
});
