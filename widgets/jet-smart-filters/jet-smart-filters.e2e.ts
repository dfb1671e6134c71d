// JetSmartFilters on the demo shop, in Chromium: the request body as the PHP reads it, the
// listing, counts and address, reload, rapid changes, the answer cache, keyboard use and failures.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, TEST_WAITS, useDemoBrowser } from '../../scripts/e2e/harness';
import { phpParseStr, phpToPlain } from '../../fixtures/jet-smart-filters/php';
import { runShopQuery } from '../../fixtures/jet-smart-filters/shop';

const { withDemo } = useDemoBrowser();

// قرمز (54) and آبی (55): the colour list prints them in this order.
const RED = '54';
const BLUE = '55';
const PRICE = { low: 300000, high: 1500000 };

interface Probe {
  bodies: string[];
  maxInFlight: number;
}

/** Records every jet_smart_filters body (msw side) and how many unaborted fetches ran at once. */
async function probe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __jsfDemoRequests: string[]; __jsfProbe: { inFlight: Set<AbortSignal | undefined>; max: number }; fetch: typeof fetch };
    w.__jsfDemoRequests = [];
    const state = { inFlight: new Set<AbortSignal | undefined>(), max: 0 };
    w.__jsfProbe = state;
    const original = w.fetch.bind(window);
    w.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('admin-ajax')) return original(input, init);
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      for (const s of [...state.inFlight]) if (s?.aborted) state.inFlight.delete(s);
      state.inFlight.add(signal ?? undefined);
      state.max = Math.max(state.max, state.inFlight.size);
      return original(input, init).finally(() => state.inFlight.delete(signal ?? undefined));
    };
  });
}

async function probed(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const w = window as unknown as { __jsfDemoRequests: string[]; __jsfProbe: { max: number } };
    return { bodies: [...w.__jsfDemoRequests], maxInFlight: w.__jsfProbe.max };
  });
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.jet-filters-loading'), undefined, { timeout: 10000 });
}

const expectedUrl = `/shop/?jsf=woocommerce-shortcode&tax=pa_color:${RED}%2C${BLUE}&meta=_price!range:${PRICE.low}_${PRICE.high}`;

/**
 * Ticks red and blue and types a price range in one task, as a script (or a very quick shopper)
 * does; returns the listing's aria-busy in that same task (the answer may be in a few ms later).
 */
async function applyColoursAndPrice(page: Page): Promise<string | null> {
  return page.evaluate(({ red, blue, low, high }) => {
    for (const value of [red, blue]) document.querySelector<HTMLInputElement>(`input[name="pa_color"][value="${value}"]`)?.click();
    const min = document.querySelector<HTMLInputElement>('.jet-range__inputs__min');
    const max = document.querySelector<HTMLInputElement>('.jet-range__inputs__max');
    if (!min || !max) throw new Error('range inputs missing');
    // Persian digits with the Persian thousands separator, as a shopper types them.
    const fa = (n: number) => n.toLocaleString('fa-IR');
    min.value = fa(low);
    min.dispatchEvent(new Event('change', { bubbles: true }));
    max.value = fa(high);
    max.dispatchEvent(new Event('change', { bubbles: true }));
    return document.querySelector('.woocommerce.columns-4')?.getAttribute('aria-busy') ?? null;
  }, { red: RED, blue: BLUE, ...PRICE });
}

describe('JetSmartFilters on the demo shop', () => {
  test('two colours and a price range in one task: the last request carries them all and the PHP reads it back, listing, counts and address update, reload keeps it', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await gotoDemo(page, '/shop/');
      await probe(page);
      const before = await page.textContent('.woocommerce-result-count');
      // Instant feedback: the listing is marked loading in the task of the change, before any answer.
      expect(await applyColoursAndPrice(page)).toBe('true');
      await settled(page);
      const { bodies, maxInFlight } = await probed(page);
      // Issue 27: the first change's request leaves at once (leading edge); the changes after it
      // in the same task join the next request, which aborts it: the last state wins.
      expect(bodies.length).toBeGreaterThanOrEqual(1);
      expect(bodies.length).toBeLessThanOrEqual(2);
      expect(maxInFlight).toBe(1);
      const last = bodies[bodies.length - 1] ?? '';
      const php = phpParseStr(last);
      console.info(`e2e apply body: ${last}`);
      expect(php.action).toBe('jet_smart_filters');
      expect(php.provider).toBe('woocommerce-shortcode/default');
      expect(phpToPlain(php.query ?? '')).toEqual({ _tax_query_pa_color: [RED, BLUE], '_meta_query__price|range': `${PRICE.low}_${PRICE.high}` });
      expect(php.indexing_filters).toBe('[80,81]');
      expect(php.paged).toBeUndefined();
      expect(phpToPlain(php.props ?? '')).toEqual({ found_posts: '156', max_num_pages: '13', page: '1' });
      expect(Object.keys(php)).toEqual(['action', 'provider', 'query', 'defaults', 'settings', 'props', 'indexing_filters']);

      const expected = runShopQuery({ _tax_query_pa_color: [RED, BLUE], '_meta_query__price|range': `${PRICE.low}_${PRICE.high}` }, 1);
      const url = new URL(page.url());
      console.info(`e2e apply url: ${url.pathname}${url.search}`);
      expect(`${url.pathname}${url.search}`).toBe(expectedUrl);
      const count = await page.textContent('.woocommerce-result-count');
      expect(count).not.toBe(before);
      expect(count).toContain(expected.found.toLocaleString('fa-IR').replace(/٬/g, ''));
      expect(await page.locator('.products .product').count()).toBe(expected.products.length);
      const redCount = await page.textContent(`.jet-filter-row:has(input[value="${RED}"]) .jet-filters-counter .value`);
      expect(redCount).toBe((Number(expected.counts.tax_query?.pa_color?.[RED] ?? 0)).toLocaleString('fa-IR'));
      expect(await page.textContent('.jet-active-filters')).toContain('قرمز');

      // Reload: the address alone restores the same state and listing, without a filter request.
      await gotoDemo(page, `${url.pathname}${url.search}`);
      await probe(page);
      expect(await page.isChecked(`input[name="pa_color"][value="${RED}"]`)).toBe(true);
      expect(await page.isChecked(`input[name="pa_color"][value="${BLUE}"]`)).toBe(true);
      expect(await page.inputValue('.jet-range__inputs__max')).toBe(PRICE.high.toLocaleString('fa-IR'));
      expect(await page.textContent('.woocommerce-result-count')).toBe(count);
      expect(await page.textContent('.jet-active-filters')).toContain('آبی');
      await page.waitForTimeout(300);
      expect((await probed(page)).bodies).toHaveLength(0);
      // Remove-all from a filtered page load fetches the unfiltered listing (it was never shown here).
      await page.click('.jet-remove-all-filters__button');
      await settled(page);
      expect((await probed(page)).bodies).toHaveLength(1);
      expect(await page.textContent('.woocommerce-result-count')).toContain('۱۵۶');
      expect(new URL(page.url()).search).toBe('');
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  test('ten rapid changes: never more than one request in flight, and the last state wins', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/shop/');
      await probe(page);
      await page.evaluate(() => {
        (window as unknown as { __jsfDemoDelay: number }).__jsfDemoDelay = 300;
      });
      const values = ['52', '53', '54', '55', '56', '57', '58', '59', '60', '61'];
      for (const [i, value] of values.entries()) {
        await page.click(`label:has(input[name="pa_color"][value="${value}"])`);
        await page.waitForTimeout(i % 2 ? 40 : 160);
      }
      await settled(page);
      const { bodies, maxInFlight } = await probed(page);
      expect(maxInFlight).toBe(1);
      expect(bodies.length).toBeGreaterThan(1);
      const last = phpToPlain(phpParseStr(bodies.at(-1) ?? '').query ?? '');
      expect(last).toEqual({ _tax_query_pa_color: values });
      const expected = runShopQuery({ _tax_query_pa_color: values }, 1);
      expect(await page.locator('.products .product').count()).toBe(expected.products.length);
      expect(new URL(page.url()).search).toBe(`?jsf=woocommerce-shortcode&tax=pa_color:${values.join('%2C')}`);
    });
  });

  test('issue 27: a click shows its choice and active item before any answer, one request leaves at once, three quick changes make two, the last state wins; DevTools sees the form data', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await gotoDemo(page, '/shop/');
      await probe(page);
      // What Chromium's DevTools protocol reports for each filter request (as a developer sees it).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const postData: Array<string | undefined> = [];
      cdp.on('Network.requestWillBeSent', (event: { request: { url: string; method: string; postData?: string; hasPostData?: boolean } }) => {
        if (event.request.url.includes('admin-ajax') && event.request.method === 'POST') postData.push(event.request.postData);
      });
      // The answer is held: everything below happens before it.
      await page.evaluate(() => {
        (window as unknown as { __jsfDemoDelay: number }).__jsfDemoDelay = 1500;
      });
      const sentAt = await page.evaluate((red) => {
        const input = document.querySelector<HTMLInputElement>(`input[name="pa_color"][value="${red}"]`);
        if (!input) throw new Error('red missing');
        const clicked = performance.now();
        input.click();
        return new Promise<{ checked: boolean; active: string; busy: string | null; requests: number; ms: number }>((resolve) => {
          queueMicrotask(() => resolve({
            checked: input.checked,
            active: document.querySelector('.jet-active-filters')?.textContent ?? '',
            busy: document.querySelector('.woocommerce.columns-4')?.getAttribute('aria-busy') ?? null,
            requests: (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests.length,
            ms: performance.now() - clicked,
          }));
        });
      }, RED);
      expect(sentAt.checked).toBe(true);
      expect(sentAt.active).toContain('قرمز');
      expect(sentAt.busy).toBe('true');
      await page.waitForFunction(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests.length === 1);
      // Three quick changes (20 ms apart) while the first answer is held: at most two more requests,
      // each aborting the one before, the last state last. The 20 ms are spent inside one task
      // (microtasks run between the clicks, timers cannot): on a loaded machine a timer-paced gap
      // stretched past the 100 ms window and the test measured the machine, not the coalescing.
      await page.evaluate(async (values) => {
        for (const value of values) {
          document.querySelector<HTMLInputElement>(`input[name="pa_color"][value="${value}"]`)?.click();
          await Promise.resolve();
          const until = performance.now() + 20;
          while (performance.now() < until) {
            // the shopper's 20 ms between clicks
          }
        }
      }, [BLUE, '56', '57']);
      await settled(page);
      const { bodies, maxInFlight } = await probed(page);
      expect(maxInFlight).toBe(1);
      expect(bodies.length).toBeLessThanOrEqual(3);
      expect(phpToPlain(phpParseStr(bodies[0] ?? '').query ?? '')).toEqual({ _tax_query_pa_color: RED });
      expect(phpToPlain(phpParseStr(bodies.at(-1) ?? '').query ?? '')).toEqual({ _tax_query_pa_color: [RED, BLUE, '56', '57'] });
      const expected = runShopQuery({ _tax_query_pa_color: [RED, BLUE, '56', '57'] }, 1);
      expect(await page.locator('.products .product').count()).toBe(expected.products.length);
      expect(postData.length).toBeGreaterThan(0);
      for (const data of postData) expect(data).toMatch(/^action=jet_smart_filters&provider=woocommerce-shortcode%2Fdefault&query/);
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  test('issue 27: same frame: the tick, the active item and the loading state are in the DOM in the click\'s own task, after the request left and before the channels, the address and the answer', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await gotoDemo(page, '/shop/');
      // The answer is held: it cannot be what draws anything below.
      await page.evaluate(() => {
        // Longer than the address may take on a loaded machine (3 s below).
        (window as unknown as { __jsfDemoDelay: number }).__jsfDemoDelay = 5000;
      });
      const seen = await page.evaluate((red) => {
        const w = window as unknown as { JetSmartFilters: { events: { subscribe(channel: string, fn: () => void): number } }; fetch: typeof fetch };
        const input = document.querySelector<HTMLInputElement>(`input[name="pa_color"][value="${red}"]`);
        if (!input) throw new Error('red missing');
        const drawn = () => ({
          checked: input.checked,
          row: input.closest('.jet-filter-row')?.classList.contains('jet-filter-row--checked') ?? false,
          active: document.querySelector('.jet-active-filters .jet-active-filter')?.textContent ?? '',
          busy: document.querySelector('.woocommerce.columns-4')?.getAttribute('aria-busy') ?? null,
        });
        const heard: Array<{ channel: string; active: string; checked: boolean }> = [];
        for (const channel of ['fiter/change', 'fiter/apply', 'activeItems/change', 'ajaxFilters/start-loading']) {
          w.JetSmartFilters.events.subscribe(channel, () => heard.push({ channel, active: drawn().active, checked: input.checked }));
        }
        let requests = 0;
        const original = w.fetch.bind(window);
        w.fetch = (resource: RequestInfo | URL, init?: RequestInit) => {
          if (String(resource instanceof Request ? resource.url : resource).includes('admin-ajax')) requests++;
          return original(resource, init);
        };
        const address = location.search;
        input.click();
        // Read synchronously, still in the task of the click: no microtask or timer has run.
        const inTask = { ...drawn(), requests, heard: heard.length, addressChanged: location.search !== address };
        return new Promise<{ inTask: typeof inTask; heard: typeof heard }>((resolve) => {
          setTimeout(() => resolve({ inTask, heard }), 50);
        });
      }, RED);
      expect(seen.inTask).toEqual({ checked: true, row: true, active: expect.stringContaining('قرمز') as unknown as string, busy: 'true', requests: 1, heard: 0, addressChanged: false });
      // Then, in a later task: the plugin's channels in its order, each hearing the change already drawn, then the address.
      expect(seen.heard.map((h) => h.channel)).toEqual(['fiter/change', 'fiter/apply', 'activeItems/change', 'ajaxFilters/start-loading']);
      for (const h of seen.heard) expect(h).toMatchObject({ checked: true, active: expect.stringContaining('قرمز') as unknown as string });
      // The address once the page is idle, and the answer still held: the listing is loading.
      await page.waitForFunction((red) => location.search === `?jsf=woocommerce-shortcode&tax=pa_color:${red}`, RED, { timeout: 3000 });
      expect(await page.getAttribute('.woocommerce.columns-4', 'aria-busy')).toBe('true');
      await settled(page);
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  test('going back to a state already shown costs no request; remove-all brings back the first page for free', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/shop/');
      await probe(page);
      const first = await page.textContent('.woocommerce-result-count');
      await page.click(`label:has(input[name="pa_color"][value="${RED}"])`);
      await settled(page);
      expect((await probed(page)).bodies).toHaveLength(1);
      const filtered = await page.textContent('.woocommerce-result-count');
      await page.click(`label:has(input[name="pa_color"][value="${RED}"])`);
      await page.waitForTimeout(250);
      expect(await page.textContent('.woocommerce-result-count')).toBe(first);
      expect(new URL(page.url()).search).toBe('');
      await page.click(`label:has(input[name="pa_color"][value="${RED}"])`);
      await page.waitForTimeout(250);
      expect(await page.textContent('.woocommerce-result-count')).toBe(filtered);
      await page.click('.jet-remove-all-filters__button');
      await page.waitForTimeout(250);
      expect(await page.textContent('.woocommerce-result-count')).toBe(first);
      expect((await probed(page)).bodies).toHaveLength(1);
      // A listing restored from the cache is not left marked as loading.
      expect(await page.locator('.jet-filters-loading, [aria-busy="true"]').count()).toBe(0);
    });
  });

  test('keyboard only: a colour with Space, a page with Enter, sorting and the price slider with arrows, active filters removed with Enter', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/shop/');
      await probe(page);
      await page.focus(`input[name="pa_color"][value="${BLUE}"]`);
      await page.keyboard.press('Space');
      await settled(page);
      expect(await page.isChecked(`input[name="pa_color"][value="${BLUE}"]`)).toBe(true);
      const page2 = page.getByRole('button', { name: 'برگه ۲' });
      await page2.focus();
      await page.keyboard.press('Enter');
      await settled(page);
      const { bodies } = await probed(page);
      expect(phpParseStr(bodies.at(-1) ?? '').paged).toBe('2');
      expect(new URL(page.url()).search).toBe(`?jsf=woocommerce-shortcode&tax=pa_color:${BLUE}&pagenum=2`);
      expect(await page.getAttribute('.jet-filters-pagination__current', 'data-value')).toBe('2');
      // Sorting by keyboard: the select changes with arrow keys.
      await page.focus('.jet-sorting-select');
      await page.keyboard.press('ArrowDown');
      await settled(page);
      expect(new URL(page.url()).search).toContain('sort=orderby%3Aprice%3Border%3AASC');
      expect(new URL(page.url()).search).not.toContain('pagenum');
      // The price slider by keyboard: three steps down on the maximum handle.
      await page.focus('.jet-range__slider__input--max');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
      await settled(page);
      const max = Number(await page.getAttribute('.jet-range__slider__input--max', 'max'));
      expect(new URL(page.url()).search).toContain(`meta=_price!range:`);
      expect(new URL(page.url()).search).toContain(`_${max - 3 * 10000}`);
      await page.getByRole('button', { name: /حذف فیلتر قیمت/ }).press('Enter');
      await settled(page);
      const remove = page.getByRole('button', { name: /حذف فیلتر رنگ/ });
      await remove.focus();
      await page.keyboard.press('Enter');
      await settled(page);
      expect(await page.isChecked(`input[name="pa_color"][value="${BLUE}"]`)).toBe(false);
      expect(new URL(page.url()).search).toBe('?jsf=woocommerce-shortcode&sort=orderby%3Aprice%3Border%3AASC');
    });
  });

  test('a 500 and an offline apply show a message, keep the listing and the choice, and recover on retry', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await gotoDemo(page, '/shop/');
      await probe(page);
      const first = await page.textContent('.woocommerce-result-count');
      for (const [failure, text] of [[500, 'خطای داخلی سرور'], ['offline', 'اتصال شما به اینترنت قطع است']] as const) {
        await page.evaluate((f) => {
          (window as unknown as { __jsfDemoFailure?: number | string }).__jsfDemoFailure = f;
        }, failure);
        await page.click(`label:has(input[name="pa_color"][value="${failure === 500 ? RED : BLUE}"])`);
        const alert = page.locator('.vitrin-filters-error[role="alert"]');
        await alert.waitFor({ timeout: 10000 });
        expect(await alert.textContent()).toContain(text);
        expect(await page.textContent('.woocommerce-result-count')).toBe(first);
        expect(await page.locator('.jet-filters-loading').count()).toBe(0);
        await page.evaluate(() => {
          delete (window as unknown as { __jsfDemoFailure?: unknown }).__jsfDemoFailure;
        });
        await alert.getByRole('button', { name: 'تلاش دوباره' }).click();
        await settled(page);
        await alert.waitFor({ state: 'detached' });
        expect(await page.textContent('.woocommerce-result-count')).not.toBe(first);
        await page.click('.jet-remove-all-filters__button');
        await settled(page);
      }
      expect(consoleErrors.some((e) => e.includes('خطای داخلی سرور [۵۰۰]'))).toBe(true);
      expect(consoleErrors.some((e) => e.includes('اتصال برقرار نشد'))).toBe(true);
    });
  });

  test('issue 30: an apply held open gets the slow note above the listing, at the read limit the message with a retry that applies the choice; an answer of another shape is a failure: the earlier list, the choice kept and marked not applied, nothing announced as found', async () => {
    const { slowMs, limitMs } = TEST_WAITS.read;
    const setAnswer = (page: Page, answer: 'hang' | 'wrong') =>
      page.evaluate((a) => {
        (window as unknown as { __jsfDemoAnswer?: string }).__jsfDemoAnswer = a;
      }, answer);
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/shop/');
      await probe(page);
      const first = await page.textContent('.woocommerce-result-count');
      const alert = page.locator('.vitrin-filters-error[role="alert"]');
      await setAnswer(page, 'hang');
      const start = Date.now();
      await page.click(`label:has(input[name="pa_color"][value="${RED}"])`);
      const slow = page.locator('.vitrin-filters-slow');
      await slow.waitFor({ timeout: slowMs + 2000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(slowMs - 100);
      expect(await slow.textContent()).toBe('کمی بیشتر از همیشه طول می‌کشد؛ لطفاً صبر کنید…');
      await alert.waitFor({ timeout: limitMs + 5000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(limitMs - 100);
      expect(await alert.textContent()).toContain('به‌روزرسانی فهرست محصولات انجام نشد');
      expect(await alert.textContent()).toContain('زمان انتظار برای پاسخ سرور به پایان رسید');
      expect(await slow.count()).toBe(0);
      expect(await page.locator('.jet-filters-loading').count()).toBe(0);
      expect(await page.textContent('.woocommerce-result-count')).toBe(first);
      // The choice is the shopper's input: kept ticked, the box says the list is the old one.
      expect(await page.isChecked(`input[name="pa_color"][value="${RED}"]`)).toBe(true);
      await alert.getByRole('button', { name: 'تلاش دوباره' }).click();
      await settled(page);
      await alert.waitFor({ state: 'detached' });
      const red = await page.textContent('.woocommerce-result-count');
      expect(red).not.toBe(first);

      const statusTexts = () => page.$$eval('[role="status"]', (els) => els.map((el) => el.textContent ?? ''));
      const statusBefore = await statusTexts();
      await setAnswer(page, 'wrong');
      await page.click(`label:has(input[name="pa_color"][value="${BLUE}"])`);
      await alert.waitFor();
      expect(await alert.textContent()).toContain('به‌روزرسانی فهرست محصولات انجام نشد');
      expect(await page.locator('.jet-filters-loading').count()).toBe(0);
      expect(await page.textContent('.woocommerce-result-count')).toBe(red);
      expect(await page.isChecked(`input[name="pa_color"][value="${BLUE}"]`)).toBe(true);
      expect((await statusTexts()).filter((text) => text.includes('محصول پیدا شد') && !statusBefore.includes(text))).toEqual([]);
      await alert.getByRole('button', { name: 'تلاش دوباره' }).click();
      await settled(page);
      await alert.waitFor({ state: 'detached' });
      expect(await page.textContent('.woocommerce-result-count')).not.toBe(red);
    }, { waits: TEST_WAITS });
  }, 60000);

  test('mobile: the filters open as an off-canvas panel and close with Escape, focus returning to the toggle', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/shop/');
      const toggle = page.getByRole('button', { name: 'فیلتر محصولات' });
      expect(await page.isVisible(`input[name="pa_color"][value="${RED}"]`)).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.locator('#vitrin-shop-filters').evaluate((el) => new Promise((r) => setTimeout(r, 400, el)));
      await page.click(`label:has(input[name="pa_color"][value="${RED}"])`);
      await settled(page);
      await page.screenshot({ path: '.cache/jsf-390-open.png' });
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(new URL(page.url()).search).toBe(`?jsf=woocommerce-shortcode&tax=pa_color:${RED}`);
    }, { width: 390, height: 844 });
  });
});
