// Installs what a fresh clone is missing, for `npm start` and `npm test`: npm packages (from the
// lockfile) and, for the browser checks, Debian's Chromium. Never downloads a browser build.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

export function ensureNodeModules() {
  const stamp = 'node_modules/.package-lock.json';
  const stale = !existsSync(stamp) || statSync('package-lock.json').mtimeMs > statSync(stamp).mtimeMs + 1000;
  if (stale) {
    // `npm install`, not `npm ci`: with this workplace's npm settings (omit-lockfile-registry-resolved)
    // the lockfile leaves out other platforms' optional packages (rollup's, esbuild's), and npm ci
    // then refuses it as out of sync. npm install still follows the lockfile's versions.
    console.log('setup: installing npm packages (npm install, from package-lock.json)…');
    run('npm install --no-audit --no-fund');
  }
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log("setup: installing Debian's chromium (apt-get)…");
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}apt-get install -y -qq chromium`);
  if (!existsSync(CHROMIUM)) throw new Error(`chromium is still missing at ${CHROMIUM}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNodeModules();
  if (process.argv.includes('--chromium')) ensureChromium();
}
