// JetEngine listing grids in Chromium: each mode against the demo's model of the PHP (POST to the
// page URL, not admin-ajax), the document events, bad answers leaving the listing usable.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, TEST_WAITS, useDemoBrowser } from '../../scripts/e2e/harness';
import { phpParseStr, phpToPlain } from '../../fixtures/jet-smart-filters/php';
import { LISTING_SPECS, listingProducts } from '../../fixtures/theme/listing-grid-page';
import { LISTING_FAULT_KEY } from '../../fixtures/msw/jet-engine-listing';
import fa from '../../src/i18n/locales/fa/listing.json';

const { withDemo } = useDemoBrowser();
const ITEMS = '.jet-listing-grid__items > .jet-listing-grid__item';

async function calls(page: Page): Promise<Array<Record<string, unknown>>> {
  const raw = await page.evaluate(() => [...((window as unknown as { __vitrinListingCalls?: string[] }).__vitrinListingCalls ?? [])]);
  return raw.map((b) => phpToPlain(phpParseStr(b)) as Record<string, unknown>);
}

async function listenDone(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __done: number; __afterMore: number };
    w.__done = 0;
    w.__afterMore = 0;
    document.addEventListener('jet-engine/listing/ajax-get-listing/done', () => w.__done++);
    document.addEventListener('jet-engine/listing-grid/after-load-more', () => w.__afterMore++);
  });
}

describe('JetEngine listing grid', () => {
  test('load more: each click posts the next page to the page URL and appends it; the button goes at the last page and focus moves to the new items', async () => {
    await withDemo(async ({ page, allRequests, backendRequests, consoleErrors }) => {
      const spec = LISTING_SPECS['load-more'];
      const total = listingProducts(spec).length;
      const pages = Math.ceil(total / spec.perPage);
      await gotoDemo(page, spec.path);
      await listenDone(page);
      expect(await page.locator(ITEMS).count()).toBe(spec.perPage);
      await page.click('#vitrin-load-more');
      await page.waitForFunction((n) => document.querySelectorAll('.jet-listing-grid__items > .jet-listing-grid__item').length === n, spec.perPage * 2);
      const [first] = await calls(page);
      expect(first).toMatchObject({ action: 'jet_engine_ajax', handler: 'listing_load_more', query: { posts_per_page: String(spec.perPage) }, page_settings: { page: '2', queried_id: '160|WP_Post' } });
      const posted = allRequests.find((r) => r.method === 'POST' && r.url.includes('/listings/load-more/'));
      expect(posted?.url).toContain('nocache=');
      expect(backendRequests.some((r) => r.url.includes('admin-ajax'))).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { __done: number; __afterMore: number }).__done)).toBe(1);
      // What the appended items carry works like on the first page: their wishlist button adds.
      await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
      const appended = page.locator(`.jet-listing-grid__item:nth-child(${spec.perPage * 2}) .wd-wishlist-btn a`);
      await appended.click();
      await expect.poll(() => appended.getAttribute('class')).toContain('added');
      expect(await page.evaluate(() => (window as unknown as { __afterMore: number }).__afterMore)).toBe(1);
      for (let p = 3; p <= pages; p++) {
        await page.click('#vitrin-load-more');
        await page.waitForFunction((n) => document.querySelectorAll('.jet-listing-grid__items > .jet-listing-grid__item').length === n, Math.min(total, spec.perPage * p));
      }
      expect(await page.isVisible('#vitrin-load-more')).toBe(false);
      const focused = await page.evaluate(() => document.activeElement?.closest('.jet-listing-grid__item')?.getAttribute('data-post-id'));
      const lastPageFirst = listingProducts(spec)[(pages - 1) * spec.perPage];
      expect(focused).toBe(String(lastPageFirst?.id));
      expect((await calls(page)).map((c) => (c.page_settings as Record<string, string>).page)).toEqual(Array.from({ length: pages - 1 }, (_, i) => String(i + 2)));
      expect(consoleErrors).toEqual([]);
    });
  });

  test('infinite scroll: pages load as the end nears, until the last, then the trigger goes', async () => {
    await withDemo(async ({ page }) => {
      const spec = LISTING_SPECS.infinite;
      const total = listingProducts(spec).length;
      await gotoDemo(page, spec.path);
      for (let i = 0; i < 20 && (await page.locator(ITEMS).count()) < total; i++) {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(400);
      }
      expect(await page.locator(ITEMS).count()).toBe(total);
      const pages = (await calls(page)).map((c) => (c.page_settings as Record<string, string>).page);
      expect(pages).toEqual(Array.from({ length: Math.ceil(total / spec.perPage) - 1 }, (_, i) => String(i + 2)));
      expect(await page.isVisible('.jet-listing-grid__loading-trigger')).toBe(false);
    });
  });

  test('lazy load: nothing until the placeholder nears the viewport, then one get_listing and the grid', async () => {
    await withDemo(async ({ page }) => {
      const spec = LISTING_SPECS.lazy;
      await gotoDemo(page, spec.path);
      await page.waitForTimeout(300);
      expect(await calls(page)).toHaveLength(0);
      expect(await page.locator(ITEMS).count()).toBe(0);
      await page.locator('.jet-listing-grid--lazy-load').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelectorAll('.jet-listing-grid__items > .jet-listing-grid__item').length > 0);
      const all = await calls(page);
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({ action: 'jet_engine_ajax', handler: 'get_listing', page_settings: { post_id: '160', queried_id: '160|WP_Post', element_id: 'vitrin-lazy', page: '1' }, listing_type: 'blocks' });
      expect(await page.locator(ITEMS).count()).toBe(Math.min(spec.perPage, listingProducts(spec).length));
      expect(await page.locator('.jet-listing-grid__loader').count()).toBe(0);
      // The grid that arrived is a mount point itself, mounted like all inserted markup.
      await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
      expect(await page.getAttribute('.jet-listing-grid__items', 'data-vitrin-status')).toBe('mounted');
    });
  });

  test('masonry: four placed columns on a desktop, the plain grid on a phone (one column)', async () => {
    const spec = LISTING_SPECS.masonry;
    await withDemo(async ({ page }) => {
      await gotoDemo(page, spec.path);
      await page.waitForTimeout(300);
      const starts = await page.$$eval(ITEMS, (els) => els.map((el) => (el as HTMLElement).style.getPropertyValue('inset-inline-start')));
      expect(new Set(starts).size).toBe(4);
      // Items in one column do not overlap.
      const boxes = await page.$$eval(ITEMS, (els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), top: r.top, bottom: r.bottom })));
      for (const a of boxes) for (const b of boxes) if (a !== b && a.x === b.x) expect(a.bottom <= b.top + 1 || b.bottom <= a.top + 1).toBe(true);
    }, { width: 1440, height: 900 });
    await withDemo(async ({ page }) => {
      await gotoDemo(page, spec.path);
      await page.waitForTimeout(300);
      expect(await page.$eval('.jet-listing-grid__items', (el) => el.classList.contains('vitrin-masonry'))).toBe(false);
      expect(await page.$eval(ITEMS, (el) => getComputedStyle(el).position)).toBe('static');
    }, { width: 390, height: 844 });
  });

  test('slider: slides per device, arrows move by slidesToScroll and wrap, labelled for screen readers', async () => {
    const spec = LISTING_SPECS.slider;
    await withDemo(async ({ page }) => {
      await gotoDemo(page, spec.path);
      expect(await page.getAttribute('.jet-listing-grid__slider', 'aria-roledescription')).toBe('نمایش اسلایدی');
      expect(await page.getAttribute(`${ITEMS} >> nth=0`, 'aria-label')).toBe(`۱ از ${(spec.perPage).toLocaleString('fa-IR')}`);
      const width = await page.$eval(ITEMS, (el) => el.getBoundingClientRect().width);
      const track = await page.$eval('.jet-listing-grid__items', (el) => el.clientWidth);
      expect(Math.round(track / width)).toBe(4);
      const before = await page.$eval('.jet-listing-grid__items', (el) => el.scrollLeft);
      await page.click('.vitrin-listing-slider__arrow--next');
      await page.waitForTimeout(700);
      const after = await page.$eval('.jet-listing-grid__items', (el) => el.scrollLeft);
      expect(Math.abs(after - before)).toBeGreaterThan(width * 0.9);
    }, { width: 1440, height: 900 });
    await withDemo(async ({ page }) => {
      await gotoDemo(page, spec.path);
      const width = await page.$eval(ITEMS, (el) => el.getBoundingClientRect().width);
      const track = await page.$eval('.jet-listing-grid__items', (el) => el.clientWidth);
      expect(Math.round(track / width)).toBe(1);
    }, { width: 390, height: 844 });
  });

  test.each(['empty', 'not-json', '500', 'refused', 'no-html', 'unexpected'])('a load-more answer that is %s leaves the listing as it was, usable, with a Persian note and a retry', async (fault) => {
    await withDemo(async ({ page }) => {
      const spec = LISTING_SPECS['load-more'];
      await gotoDemo(page, spec.path);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LISTING_FAULT_KEY, fault] as const);
      await page.click('#vitrin-load-more');
      await page.waitForSelector('.vitrin-listing-failed');
      expect(await page.textContent('.vitrin-listing-failed')).toContain('بارگذاری فهرست انجام نشد.');
      expect(await page.locator(ITEMS).count()).toBe(spec.perPage);
      expect(await page.$eval('.jet-listing-grid__items', (el) => el.classList.contains('vitrin-listing-busy'))).toBe(false);
      expect(await page.$eval('.jet-listing-grid', (el) => el.classList.contains('jet-listing-grid-loading'))).toBe(false);
      expect(await page.isEnabled('#vitrin-load-more')).toBe(true);
      await page.click('.vitrin-listing-retry');
      await page.waitForFunction((n) => document.querySelectorAll('.jet-listing-grid__items > .jet-listing-grid__item').length === n, spec.perPage * 2);
      expect(await page.locator('.vitrin-listing-failed').count()).toBe(0);
    });
  });

  test('a lazy listing whose answer fails shows the note instead of an endless spinner', async () => {
    await withDemo(async ({ page }) => {
      const spec = LISTING_SPECS.lazy;
      await gotoDemo(page, spec.path);
      await page.evaluate((key) => localStorage.setItem(key, '500'), LISTING_FAULT_KEY);
      await page.locator('.jet-listing-grid--lazy-load').scrollIntoViewIfNeeded();
      await page.waitForSelector('.vitrin-listing-failed');
      expect(await page.locator('.jet-listing-grid__loader').count()).toBe(0);
      await page.click('.vitrin-listing-retry');
      await page.waitForFunction(() => document.querySelectorAll('.jet-listing-grid__items > .jet-listing-grid__item').length > 0);
    });
  });

  test('issue 30: a load-more answer held open gets the slow note past the slow threshold of the read kind, at its limit the message with a retry that works; the page number stays', async () => {
    await withDemo(async ({ page }) => {
      const spec = LISTING_SPECS['load-more'];
      await gotoDemo(page, spec.path);
      const pageBefore = await page.getAttribute('.jet-listing-grid__items', 'data-page');
      await page.evaluate((key) => localStorage.setItem(key, 'hang'), LISTING_FAULT_KEY);
      const start = Date.now();
      await page.click('#vitrin-load-more');
      expect(await page.$eval('.jet-listing-grid__items', (el) => el.classList.contains('vitrin-listing-busy'))).toBe(true);
      await page.locator('.vitrin-listing-slow', { hasText: fa.slow }).waitFor({ timeout: TEST_WAITS.read.slowMs + 2000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(TEST_WAITS.read.slowMs - 100);
      await page.waitForFunction((text) => document.querySelector('.vitrin-wait-region')?.textContent === text, fa.slow);
      await page.waitForSelector('.vitrin-listing-failed', { timeout: TEST_WAITS.read.limitMs + 5000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(TEST_WAITS.read.limitMs - 100);
      expect(await page.textContent('.vitrin-listing-failed')).toContain(fa.timeout);
      expect(await page.locator('.vitrin-wait-slow').count()).toBe(0);
      expect(await page.$eval('.jet-listing-grid__items', (el) => el.classList.contains('vitrin-listing-busy'))).toBe(false);
      expect(await page.locator(ITEMS).count()).toBe(spec.perPage);
      expect(await page.getAttribute('.jet-listing-grid__items', 'data-page')).toBe(pageBefore);
      expect(await page.isEnabled('#vitrin-load-more')).toBe(true);
      await page.click('.vitrin-listing-retry');
      await page.waitForFunction((n) => document.querySelectorAll('.jet-listing-grid__items > .jet-listing-grid__item').length === n, spec.perPage * 2);
      expect(await page.locator('.vitrin-listing-failed').count()).toBe(0);
    }, { waits: TEST_WAITS });
  }, 60000);
});
