// Elementor Pro's loop taxonomy filter in Chromium: the refresh-loop REST call as the endpoint
// reads it, the loop replaced by its answer, the e-filter address (pushState, other parameters
// kept, e-page dropped), back/forward, and answers that must leave the page unchanged.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, TEST_WAITS, useDemoBrowser } from '../../scripts/e2e/harness';
import { FILTER_ID, LOOP_ID, LOOP_PER_PAGE, LOOP_FILTER_PAGE, loopProducts } from '../../fixtures/theme/loop-filter-page';
import { LOOP_FAULT_KEY } from '../../fixtures/msw/elementor-loop';
import { catalogue } from '../../fixtures/catalogue';
import fa from '../../src/i18n/locales/fa/listing.json';

const { withDemo } = useDemoBrowser();
const LOOP = `.elementor-element-${LOOP_ID}`;
const slugOf = (id: number) => decodeURIComponent(catalogue.categories.find((c) => c.id === id)?.slug ?? '');
const SHOES = slugOf(23);
const DIGITAL = slugOf(26);

interface Call {
  body: Record<string, unknown>;
  contentType: string | null;
}

async function calls(page: Page): Promise<Call[]> {
  return page.evaluate(() => [...((window as unknown as { __vitrinLoopCalls?: Call[] }).__vitrinLoopCalls ?? [])]);
}

async function watchOverlay(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __overlay: string[] };
    w.__overlay = [];
    const el = document.querySelector(selector);
    if (!el) return;
    new MutationObserver(() => w.__overlay.push(el.classList.contains('e-loading-overlay') ? 'on' : 'off')).observe(el, { attributes: true, attributeFilter: ['class'] });
  }, LOOP);
}

async function shownIds(page: Page): Promise<string[]> {
  return page.$$eval(`${LOOP} .e-loop-item`, (items) => items.map((i) => /e-loop-item-(\d+)/.exec(i.className)?.[1] ?? ''));
}

async function settled(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => (window as unknown as { __vitrinLoopCalls?: unknown[] }).__vitrinLoopCalls?.length === n, count);
  await page.waitForFunction((selector) => !document.querySelector(selector)?.classList.contains('e-loading-overlay'), LOOP);
}

const expectedIds = (terms: string[], join: 'AND' | 'OR' = 'OR') => loopProducts({ terms, join }).slice(0, LOOP_PER_PAGE).map((p) => String(p.id));

describe('Elementor loop taxonomy filter', () => {
  test('a term asks refresh-loop with JSON, replaces the loop, writes e-filter by pushState keeping other parameters; OR terms join with ~; All clears', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await gotoDemo(page, `${LOOP_FILTER_PAGE}?utm_source=news&e-page-${LOOP_ID}=2`);
      await watchOverlay(page);
      const historyBefore = await page.evaluate(() => history.length);
      await page.click(`.e-filter-item[data-filter="${SHOES}"]`);
      await settled(page, 1);
      const [first] = await calls(page);
      expect(first?.contentType).toContain('application/json');
      expect(first?.body).toEqual({ post_id: 170, widget_filters: { taxonomy: { product_cat: { terms: [SHOES], logicalJoin: 'OR' } } }, widget_id: LOOP_ID, pagination_base_url: LOOP_FILTER_PAGE });
      expect(await shownIds(page)).toEqual(expectedIds([SHOES]));
      const url = new URL(page.url());
      expect(url.search).toBe(`?utm_source=news&e-filter-${LOOP_ID}-product_cat=${encodeURIComponent(SHOES)}`);
      expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
      expect(await page.evaluate(() => (window as unknown as { __overlay: string[] }).__overlay)).toEqual(['on', 'off']);
      expect(await page.getAttribute(`.e-filter-item[data-filter="${SHOES}"]`, 'aria-pressed')).toBe('true');
      expect(await page.getAttribute('.e-filter-item[data-filter="__all"]', 'aria-pressed')).toBe('false');

      await page.click(`.e-filter-item[data-filter="${DIGITAL}"]`);
      await settled(page, 2);
      expect(page.url()).toContain(`e-filter-${LOOP_ID}-product_cat=${encodeURIComponent(SHOES)}%7E${encodeURIComponent(DIGITAL)}`);
      expect(await shownIds(page)).toEqual(expectedIds([SHOES, DIGITAL]));

      await page.click('.e-filter-item[data-filter="__all"]');
      await settled(page, 3);
      expect(new URL(page.url()).search).toBe('?utm_source=news');
      expect((await calls(page))[2]?.body.widget_filters).toEqual({});
      expect(await shownIds(page)).toEqual(expectedIds([]));
      expect(await page.getAttribute('.e-filter-item[data-filter="__all"]', 'aria-pressed')).toBe('true');
      expect(consoleErrors).toEqual([]);
    });
  });

  test('back and forward put the filter of each address back, and a filtered address loads filtered', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, LOOP_FILTER_PAGE);
      await page.click(`.e-filter-item[data-filter="${SHOES}"]`);
      await settled(page, 1);
      await page.click(`.e-filter-item[data-filter="${DIGITAL}"]`);
      await settled(page, 2);
      await page.goBack();
      await settled(page, 3);
      expect(await shownIds(page)).toEqual(expectedIds([SHOES]));
      expect(await page.getAttribute(`.e-filter-item[data-filter="${DIGITAL}"]`, 'aria-pressed')).toBe('false');
      await page.goForward();
      await settled(page, 4);
      expect(await shownIds(page)).toEqual(expectedIds([SHOES, DIGITAL]));

      // The address alone: the PHP renders the filtered loop and the pressed buttons; a press adds to them.
      await gotoDemo(page, `${LOOP_FILTER_PAGE}?e-filter-${LOOP_ID}-product_cat=${encodeURIComponent(SHOES)}`);
      expect(await shownIds(page)).toEqual(expectedIds([SHOES]));
      expect(await page.getAttribute(`.e-filter-item[data-filter="${SHOES}"]`, 'aria-pressed')).toBe('true');
      await page.click(`.e-filter-item[data-filter="${DIGITAL}"]`);
      await settled(page, 1);
      expect(await shownIds(page)).toEqual(expectedIds([SHOES, DIGITAL]));
    });
  });

  test.each(['500', 'not-json', 'no-data', 'blank'])('issue 30: an answer that is %s leaves the loop unchanged, removes the overlay and rolls the choice back (buttons and address), with a note whose retry applies it', async (fault) => {
    await withDemo(async ({ page, consoleErrors }) => {
      await gotoDemo(page, LOOP_FILTER_PAGE);
      const before = await shownIds(page);
      const address = page.url();
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOOP_FAULT_KEY, fault] as const);
      await page.click(`.e-filter-item[data-filter="${SHOES}"]`);
      await settled(page, 1);
      await page.locator('.vitrin-loop-failed[role="alert"]').waitFor();
      expect(await page.textContent('.vitrin-loop-failed')).toContain(fa.failed);
      expect(await shownIds(page)).toEqual(before);
      expect(await page.$eval(LOOP, (el) => el.hasAttribute('aria-busy'))).toBe(false);
      expect(await page.getAttribute(`.e-filter-item[data-filter="${SHOES}"]`, 'aria-pressed')).toBe('false');
      expect(await page.getAttribute('.e-filter-item[data-filter="__all"]', 'aria-pressed')).toBe('true');
      expect(page.url()).toBe(address);
      expect(await page.locator(`.elementor-element-${FILTER_ID} .e-filter-item`).count()).toBeGreaterThan(1);
      await page.click('.vitrin-loop-retry');
      await settled(page, 2);
      expect(await shownIds(page)).toEqual(expectedIds([SHOES]));
      expect(await page.getAttribute(`.e-filter-item[data-filter="${SHOES}"]`, 'aria-pressed')).toBe('true');
      expect(page.url()).toContain(`e-filter-${LOOP_ID}-product_cat=`);
      expect(await page.locator('.vitrin-loop-failed').count()).toBe(0);
      expect(consoleErrors.filter((e) => !e.includes('500'))).toEqual([]);
    });
  });

  test('issue 30: a back/forward step whose refresh fails rolls the buttons and the address back to what the loop shows; the retry applies the step', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, LOOP_FILTER_PAGE);
      await page.click(`.e-filter-item[data-filter="${SHOES}"]`);
      await settled(page, 1);
      const shoesAddress = page.url();
      const shoes = await shownIds(page);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOOP_FAULT_KEY, 'no-data'] as const);
      await page.goBack();
      await settled(page, 2);
      await page.locator('.vitrin-loop-failed[role="alert"]').waitFor();
      // The loop still shows shoes: so do the buttons and the address.
      expect(await shownIds(page)).toEqual(shoes);
      expect(await page.getAttribute(`.e-filter-item[data-filter="${SHOES}"]`, 'aria-pressed')).toBe('true');
      expect(await page.getAttribute('.e-filter-item[data-filter="__all"]', 'aria-pressed')).toBe('false');
      expect(page.url()).toBe(shoesAddress);
      await page.click('.vitrin-loop-retry');
      await settled(page, 3);
      expect(await shownIds(page)).toEqual(expectedIds([]));
      expect(await page.getAttribute('.e-filter-item[data-filter="__all"]', 'aria-pressed')).toBe('true');
      expect(page.url()).not.toContain(`e-filter-${LOOP_ID}-product_cat=`);
      expect(await page.locator('.vitrin-loop-failed').count()).toBe(0);
    });
  });

  test('issue 30: a refresh held open gets the slow note past the slow threshold of the read kind, at its limit the message with a retry that works', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, LOOP_FILTER_PAGE);
      const before = await shownIds(page);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOOP_FAULT_KEY, 'hang'] as const);
      const start = Date.now();
      await page.click(`.e-filter-item[data-filter="${SHOES}"]`);
      await page.locator('.vitrin-loop-slow').waitFor({ timeout: TEST_WAITS.read.slowMs + 2000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(TEST_WAITS.read.slowMs - 100);
      expect(await page.textContent('.vitrin-loop-slow')).toBe(fa.slow);
      await page.locator('.vitrin-loop-failed').waitFor({ timeout: TEST_WAITS.read.limitMs + 5000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(TEST_WAITS.read.limitMs - 100);
      expect(await page.textContent('.vitrin-loop-failed')).toContain(fa.timeout);
      expect(await page.locator('.vitrin-loop-slow').count()).toBe(0);
      expect(await page.$eval(LOOP, (el) => el.classList.contains('e-loading-overlay'))).toBe(false);
      expect(await shownIds(page)).toEqual(before);
      expect(await page.getAttribute(`.e-filter-item[data-filter="${SHOES}"]`, 'aria-pressed')).toBe('false');
      await page.click('.vitrin-loop-retry');
      await settled(page, 2);
      expect(await shownIds(page)).toEqual(expectedIds([SHOES]));
    }, { waits: TEST_WAITS });
  }, 60000);
});
