// e2e global setup: the demo must be built (npm test builds it first); serve it on a free port
// for the whole run and hand the URL to the test files.
import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
// @ts-expect-error plain-JS server without type declarations
import { startServer } from '../serve.mjs';
import { launchChromiumServer } from './chromium';

interface Served {
  url: string;
  close(): Promise<void> | void;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('demo-dist/index.html')) throw new Error('demo-dist/ is missing: run `npm run build && npm run build:demo` first');
  const served = (await startServer({ port: 0 })) as Served;
  project.provide('demoUrl', served.url);
  const chromium = await launchChromiumServer();
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await served.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    /** The run's one Chromium (scripts/e2e/chromium.ts), for `chromium.connect`. */
    chromiumEndpoint: string;
  }
}
