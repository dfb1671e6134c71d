// WordPress tests' global setup: the plugin built from the current bundle (dist/ is built first
// when missing), a fresh real WordPress 6.1 site with it installed from the zip, served for the run.
import type { TestProject } from 'vitest/node';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
// @ts-expect-error plain-JS helper without type declarations
import { startSite } from './stack.mjs';

interface Site {
  url: string;
  site: string;
  stop(): Promise<void>;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist/vitrin.js')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  execSync('npx vite-node scripts/build-wp-plugin.ts', { stdio: 'inherit' });
  const site = (await startSite()) as Site;
  project.provide('wpUrl', site.url);
  project.provide('wpSite', site.site);
  return () => site.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    wpUrl: string;
    wpSite: string;
  }
}
