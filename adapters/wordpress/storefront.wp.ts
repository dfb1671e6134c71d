// A shopper on a real WordPress 6.1 with the plugin (issue 25), in Debian's Chromium: Vitrin mounts
// from the plugin's tags and handles an add to cart; when a theme still prints WooCommerce's own
// add-to-cart.js, Vitrin leaves the cart to it (V047) instead of giving the button two behaviours.
// WooCommerce itself is not in Debian: the mu-plugin prints its loop button and mini-cart markup
// and answers ?wc-ajax=add_to_cart with the recorded answer (fixtures/wordpress/).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/e2e/chromium';
import { php, siteState, wpUrl } from './wp-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

interface Visit {
  page: Page;
  console: string[];
  requests: string[];
}

async function visit(): Promise<Visit> {
  const page = await browser.newPage();
  const seen: Visit = { page, console: [], requests: [] };
  page.on('console', (message) => seen.console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => seen.console.push(`pageerror: ${error.message}`));
  page.on('request', (request) => seen.requests.push(request.url()));
  await page.goto(`${wpUrl()}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => 'Vitrin' in window, undefined, { timeout: 15000 });
  await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
  return seen;
}

describe('the storefront with the plugin on', () => {
  it('mounts Vitrin from the plugin\'s tags and adds to the cart by AJAX, the mini-cart updated', async () => {
    siteState({ plugins: ['woocommerce'], options: { enabled: true, families: {} } });
    php("delete_option( 'vitrin_test_last_add' );");
    const { page, console: logged, requests } = await visit();
    const button = page.locator('a.add_to_cart_button[data-product_id="11"]');
    await button.click();
    await page.waitForSelector('a.add_to_cart_button.added', { timeout: 15000 });
    await page.waitForFunction(() => document.querySelector('.widget_shopping_cart_content')?.textContent?.includes('کتاب آموزش برنامه‌نویسی'), undefined, { timeout: 15000 });

    expect(page.url()).toBe(`${wpUrl()}/`); // no fallback navigation to ?add-to-cart=11
    expect(JSON.parse(php("echo wp_json_encode( get_option( 'vitrin_test_last_add' ) );"))).toMatchObject({ product_id: '11', quantity: '1' });
    expect(requests.some((url) => url.includes('/plugins/vitrin/assets/vitrin.js?ver='))).toBe(true);
    expect(requests.some((url) => /woocommerce\/assets\/js\/frontend\/(add-to-cart|cart-fragments|woocommerce)\.min\.js/.test(url))).toBe(false);
    expect(logged.filter((line) => /\[vitrin\]|pageerror/.test(line))).toEqual([]);
    await page.close();
  });

  it('leaves the cart to WooCommerce\'s script when the theme still prints it (V047), and nothing handles the click twice', async () => {
    siteState({ plugins: ['woocommerce'], filters: ['copy-handle'], options: { enabled: true, families: {} } });
    php("delete_option( 'vitrin_test_last_add' );");
    const { page, console: logged } = await visit();
    expect(logged.filter((line) => line.includes('[vitrin] V047'))).toEqual([
      expect.stringMatching(/^warning: \[vitrin\] V047 woocommerce-cart: the original front end is still running \(<script src="[^"]*add-to-cart\.min\.js\?ver=10\.0\.2"> is on the page\)/),
    ]);
    // The original's file is not on this test server, so the button keeps its no-JS link: a page load.
    await Promise.all([page.waitForURL(/add-to-cart=11/), page.locator('a.add_to_cart_button').click()]);
    expect(php("echo wp_json_encode( get_option( 'vitrin_test_last_add', null ) );")).toBe('null');
    await page.close();
  });
});
