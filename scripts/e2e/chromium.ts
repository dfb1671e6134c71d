// Debian's Chromium, driven by playwright-core. Never a downloaded browser build.
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The background-networking flags keep Chromium from dialling out on this closed network.
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run npm test (it installs Debian's chromium)`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * One Chromium for the whole e2e run (the global setup starts it): each test file connects to it
 * instead of launching its own, which cost about a second per file. Test files stay isolated:
 * every test opens its own browser context, and closing a connected browser only disconnects.
 */
export async function launchChromiumServer(): Promise<BrowserServer> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run npm test (it installs Debian's chromium)`);
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export async function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
