// Woodmart's AJAX shop in Chromium: the pjax GET as the theme's PHP recognises it, the new content
// with its widgets mounted and the old ones gone, history and back/forward, the sort select and
// the price filter, failures that load the page in full (and an abort that does not), and 200
// navigations counted for leaked roots, listeners and heap.
import { describe, expect, test } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { PJAX_FAULT_KEY } from '../../fixtures/msw/woodmart-pjax';
import { DEFAULT_WAITS } from '../../adapters/http/waits';
import fa from '../../src/i18n/locales/fa/listing.json';

const { withDemo } = useDemoBrowser();
const PAGE2 = '.woocommerce-pagination a[href="/ajax-shop/page/2/"]';
const COUNT = '.main-page-wrapper .woocommerce-result-count';

async function pjaxCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __vitrinPjaxCalls?: string[] }).__vitrinPjaxCalls ?? [])]);
}

async function waitCount(page: Page, text: string): Promise<void> {
  await page.waitForFunction(([selector, t]) => document.querySelector(selector ?? '')?.textContent?.includes(t ?? '') === true, [COUNT, text] as const);
  await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
}

async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
}
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

describe('Woodmart AJAX shop', () => {
  test('a page link loads by pjax GET into the wrapper: history pushed, title, focus, theme events, widgets mounted in the new content only', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      const headers: Array<Record<string, string>> = [];
      page.on('request', (r) => {
        if (r.url().includes('_pjax=')) headers.push(r.headers());
      });
      await gotoDemo(page, '/ajax-shop/');
      await mark(page);
      await page.evaluate(() => {
        const w = window as unknown as { __events: string[] };
        w.__events = [];
        for (const name of ['wdPjaxStart', 'wdShopPageInit', 'wood-images-loaded', 'pjax:start', 'pjax:success']) document.addEventListener(name, () => w.__events.push(name));
      });
      const mountedBefore = await page.evaluate(() => (window as unknown as { Vitrin: { mountCount: number } }).Vitrin.mountCount);
      const history0 = await page.evaluate(() => history.length);
      await page.click(PAGE2);
      await waitCount(page, '۱۳');
      expect(await samePage(page)).toBe(true);
      expect(page.url()).toMatch(/\/ajax-shop\/page\/2\/$/);
      expect(await pjaxCalls(page)).toEqual([expect.stringMatching(/\/ajax-shop\/page\/2\/\?_pjax=\.main-page-wrapper$/)]);
      expect(headers[0]).toMatchObject({ 'x-pjax': 'true', 'x-pjax-container': '.main-page-wrapper', 'x-requested-with': 'XMLHttpRequest' });
      expect(await page.evaluate(() => history.length)).toBe(history0 + 1);
      expect(await page.title()).toContain('برگه 2');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      const events = await page.evaluate(() => (window as unknown as { __events: string[] }).__events);
      expect(events).toEqual(expect.arrayContaining(['wdPjaxStart', 'wdShopPageInit', 'wood-images-loaded', 'pjax:start', 'pjax:success']));
      // The page's widgets: as many mounted as before (12 cards again), none left behind in detached content.
      const after = await page.evaluate(() => ({
        count: (window as unknown as { Vitrin: { mountCount: number } }).Vitrin.mountCount,
        inside: document.querySelectorAll('.main-page-wrapper [data-vitrin-status="mounted"], .main-page-wrapper .wd-wishlist-btn').length > 0,
      }));
      expect(after.count).toBe(mountedBefore);
      expect(after.inside).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  });

  test('back and forward: the earlier page comes back (fetched, or from the cache of this page view), the state right after each step', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/ajax-shop/');
      await mark(page);
      await page.click(PAGE2);
      await waitCount(page, '۱۳');
      await page.click('.woocommerce-pagination a[href="/ajax-shop/page/3/"]');
      await waitCount(page, '۲۵');
      await page.goBack();
      await waitCount(page, '۱۳');
      expect(page.url()).toMatch(/page\/2\/$/);
      const callsAfterBack = (await pjaxCalls(page)).length;
      // Page 2 was answered in this page view: back came from the cache, no request.
      expect(callsAfterBack).toBe(2);
      await page.goBack();
      await waitCount(page, '۱–۱۲');
      expect(page.url()).toMatch(/\/ajax-shop\/$/);
      await page.goForward();
      await waitCount(page, '۱۳');
      expect(await samePage(page)).toBe(true);
      expect(await page.locator('.main-page-wrapper .products .product').count()).toBe(12);
    });
  });

  test('issue 35: the shop is loading (ajax-loading, busy) while a page is asked, then loaded (ajax-loaded)', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/ajax-shop/');
      const classes = () => page.evaluate(() => ({
        content: Array.from(document.querySelectorAll('.site-content'), (el) => [el.classList.contains('ajax-loading'), el.classList.contains('ajax-loaded')]),
        busy: document.querySelector('.main-page-wrapper')?.getAttribute('aria-busy') ?? null,
      }));
      await page.evaluate(([key]) => localStorage.setItem(key ?? '', 'hang'), [PJAX_FAULT_KEY] as const);
      await page.click(PAGE2);
      await page.waitForFunction(() => document.querySelector('.main-page-wrapper')?.getAttribute('aria-busy') === 'true');
      expect(await classes()).toEqual({ content: [[true, false]], busy: 'true' });
      // A navigation replacing the held one: answered, the shop says loaded.
      await page.click('.woocommerce-pagination a[href="/ajax-shop/page/3/"]');
      await waitCount(page, '۲۵');
      expect(await classes()).toEqual({ content: [[false, true]], busy: null });
    });
  });

  test('issue 35: answers of this page view are cached 20 at most (pjax maxCacheLength): back to the 21st page before asks again', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/ajax-shop/');
      // Shop links the theme sends by pjax (ajax_links: `.wd-clear-filters a`), 21 addresses, then
      // back through the 20 kept answers; each step driven inside the page (one driver call for all
      // of them: the browser round trips, not the steps, were the test's time).
      const walk = (steps: Array<{ go: number | 'back'; search: string }>) =>
        page.evaluate(async (all) => {
          const settled = (search: string) =>
            new Promise<void>((resolve, reject) => {
              const done = () => location.search === search && document.querySelector('.main-page-wrapper')?.getAttribute('aria-busy') !== 'true';
              const started = Date.now();
              const poll = () => {
                if (done()) return resolve();
                if (Date.now() - started > 15000) return reject(new Error(`never reached ${search}`));
                requestAnimationFrame(poll);
              };
              poll();
            });
          for (const step of all) {
            if (step.go === 'back') history.back();
            else {
              let holder = document.querySelector('#vitrin-e2e-links');
              if (!holder) {
                holder = document.createElement('div');
                holder.id = 'vitrin-e2e-links';
                holder.className = 'wd-clear-filters';
                document.body.append(holder);
              }
              holder.innerHTML = `<a href="/ajax-shop/?min_price=${step.go}">${step.go}</a>`;
              holder.querySelector('a')?.click();
            }
            await settled(step.search);
            await (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready();
          }
        }, steps);
      await walk(Array.from({ length: 21 }, (_, k) => ({ go: k + 1, search: `?min_price=${k + 1}` })));
      expect(await pjaxCalls(page)).toHaveLength(21);
      // Back through the 20 kept answers: no request.
      await walk(Array.from({ length: 19 }, (_, k) => ({ go: 'back' as const, search: `?min_price=${20 - k}` })));
      expect(await pjaxCalls(page)).toHaveLength(21);
      // The first answer was dropped when the 21st came: its page is asked again.
      await page.goBack();
      await page.waitForFunction(() => location.search === '?min_price=1');
      await expect.poll(async () => (await pjaxCalls(page)).length).toBe(22);
      expect((await pjaxCalls(page)).at(-1)).toContain('min_price=1&_pjax=');
    });
  });

  test('the sort select and the price filter load their query by pjax', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/ajax-shop/');
      await mark(page);
      await page.selectOption('select.orderby', 'price');
      await page.waitForFunction(() => location.search.includes('orderby=price'));
      await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
      expect(await samePage(page)).toBe(true);
      expect((await pjaxCalls(page)).at(-1)).toContain('orderby=price');
      // By keyboard: ArrowDown on the sort box loads the next order, and focus stays on the sort box
      // (its copy in the new page), so the next ArrowDown steps on; it did not jump to the heading.
      await page.focus('select.orderby');
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => location.search.includes('orderby=price-desc'));
      await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
      await expect.poll(() => page.evaluate(() => document.activeElement?.matches('.woocommerce-ordering select.orderby') === true && document.activeElement.isConnected)).toBe(true);
      // WooCommerce's price filter widget (its form, as the PHP prints it).
      await page.evaluate(() => {
        const w = document.createElement('div');
        w.className = 'widget woocommerce widget_price_filter';
        w.innerHTML = '<form method="get" action="/ajax-shop/"><input type="text" name="min_price" value="100000"><input type="text" name="max_price" value="500000"><button type="submit" class="button">فیلتر</button></form>';
        document.querySelector('.main-page-wrapper')?.prepend(w);
      });
      await page.click('.widget_price_filter .button');
      await page.waitForFunction(() => location.search.includes('max_price=500000'));
      expect(await samePage(page)).toBe(true);
      expect((await pjaxCalls(page)).at(-1)).toMatch(/min_price=100000&max_price=500000&_pjax=/);
    });
  });

  test.each(['500', 'full'])('an answer that is %s loads the page in full, with "pjax error" logged for a failure', async (fault) => {
    await withDemo(async ({ page }) => {
      const logs: string[] = [];
      page.on('console', (m) => logs.push(m.text()));
      await gotoDemo(page, '/ajax-shop/');
      await mark(page);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PJAX_FAULT_KEY, fault] as const);
      await page.click(PAGE2);
      await page.waitForFunction(() => (window as unknown as { __samePage?: boolean }).__samePage !== true, undefined, { timeout: 10000 }).catch(() => undefined);
      await page.waitForLoadState('load');
      expect(await samePage(page)).toBe(false);
      expect(page.url()).toMatch(/\/ajax-shop\/page\/2\/$/);
      if (fault === '500') expect(logs.some((l) => l.startsWith('pjax error'))).toBe(true);
    });
  });

  test('a navigation replaced by a newer one is aborted quietly (no full load)', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/ajax-shop/');
      await mark(page);
      await page.evaluate((key) => localStorage.setItem(key, 'hang'), PJAX_FAULT_KEY);
      await page.click(PAGE2);
      await page.click('.woocommerce-pagination a[href="/ajax-shop/page/3/"]');
      await waitCount(page, '۲۵');
      expect(await samePage(page)).toBe(true);
      expect(page.url()).toMatch(/page\/3\/$/);
    });
  });

  test('issue 30: a page held open gets the slow note at 2.5 s, at the pjax limit (5 s) the message with a retry that works; the address stays on the page shown', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/ajax-shop/');
      await mark(page);
      const before = await page.textContent(COUNT);
      await page.evaluate((key) => localStorage.setItem(key, 'hang'), PJAX_FAULT_KEY);
      const started = Date.now();
      await page.click(PAGE2);
      await page.locator('.vitrin-ajax-shop-slow').waitFor({ timeout: DEFAULT_WAITS.pjax.slowMs + 2000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(DEFAULT_WAITS.pjax.slowMs - 100);
      expect(await page.textContent('.vitrin-ajax-shop-slow')).toBe(fa.slow);
      expect(page.url()).toMatch(/\/ajax-shop\/$/);
      await page.locator('.vitrin-ajax-shop-failed[role="alert"]').waitFor({ timeout: DEFAULT_WAITS.pjax.limitMs + 5000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(DEFAULT_WAITS.pjax.limitMs - 100);
      expect(await page.textContent('.vitrin-ajax-shop-failed')).toContain(fa.timeout);
      expect(await page.locator('.vitrin-ajax-shop-slow').count()).toBe(0);
      expect(await samePage(page)).toBe(true);
      expect(page.url()).toMatch(/\/ajax-shop\/$/);
      expect(await page.textContent(COUNT)).toBe(before);
      expect(await page.$eval('.main-page-wrapper', (el) => el.hasAttribute('aria-busy'))).toBe(false);
      expect(await page.$$eval('.site-content.ajax-loading', (els) => els.length)).toBe(0);
      await page.click('.vitrin-ajax-shop-retry');
      await waitCount(page, '۱۳');
      expect(await samePage(page)).toBe(true);
      expect(page.url()).toMatch(/\/ajax-shop\/page\/2\/$/);
      expect(await page.locator('.vitrin-ajax-shop-failed').count()).toBe(0);
    });
  }, 40000);

  test.each(['empty', 'json'])('issue 30: an answer that is %s (no contents) is a failure with a retry: the shop and its address stay on the page shown', async (fault) => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/ajax-shop/');
      await mark(page);
      const before = await page.textContent(COUNT);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PJAX_FAULT_KEY, fault] as const);
      await page.click(PAGE2);
      await page.locator('.vitrin-ajax-shop-failed[role="alert"]').waitFor();
      expect(await page.textContent('.vitrin-ajax-shop-failed')).toContain(fa.failed);
      expect(await samePage(page)).toBe(true);
      expect(page.url()).toMatch(/\/ajax-shop\/$/);
      expect(await page.textContent(COUNT)).toBe(before);
      await page.click('.vitrin-ajax-shop-retry');
      await waitCount(page, '۱۳');
      expect(page.url()).toMatch(/\/ajax-shop\/page\/2\/$/);
    });
  });

  // Figures for the closing note are logged as [leak]. Network navigations go through msw's service
  // worker, whose streamed answers (MessagePort/ReadableStream per request) and DevTools' network
  // buffer grow the heap by themselves (heap snapshot diff, see the README): the 10 % bar is held
  // on back/forward cycles answered from the page's own cache, where every byte is Vitrin's and
  // the page's; link navigations must not leak roots or listeners and stay under 25 %.
  /**
   * The JS objects a page keeps (bytes), from a heap snapshot (which collects garbage first): every
   * node but V8's compiled code and the browser's native objects. JSHeapUsedSize counts both: the
   * optimised code V8 adds as the page's functions warm up (+120 KB over the first 200 cycles,
   * more or less by the timing of its compiler threads on a loaded machine) and blink's resource
   * and timeline records (the demo's images go through msw's worker). Those made the ratio read
   * 1.06 quiet and 1.10–1.12 under load; neither is memory the page's code holds. DOM nodes are
   * counted apart ('Nodes').
   */
  const jsObjectBytes = async (cdp: CDPSession): Promise<number> => {
    let json = '';
    const take = (event: { chunk: string }) => {
      json += event.chunk;
    };
    cdp.on('HeapProfiler.addHeapSnapshotChunk', take);
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    cdp.off('HeapProfiler.addHeapSnapshotChunk', take);
    const snapshot = JSON.parse(json) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
    const fields = snapshot.snapshot.meta.node_fields;
    const typeAt = fields.indexOf('type');
    const sizeAt = fields.indexOf('self_size');
    const types = snapshot.snapshot.meta.node_types[0];
    let bytes = 0;
    for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
      const type = types[snapshot.nodes[i + typeAt] ?? 0];
      if (type !== 'code' && type !== 'native' && type !== 'synthetic') bytes += snapshot.nodes[i + sizeAt] ?? 0;
    }
    return bytes;
  };

  const leakProbe = async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const read = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
      const runtime = await page.evaluate(() => ({
        mounted: (window as unknown as { Vitrin: { mountCount: number } }).Vitrin.mountCount,
        roots: document.querySelectorAll('[data-vitrin-root]').length,
      }));
      return { ...runtime, listeners: get('JSEventListeners'), heap: get('JSHeapUsedSize'), nodes: get('Nodes') };
    };
    // Widgets deferred to idle time (header menus …) add their listeners when the page is idle:
    // a measure waits for that and for two equal listener counts in a row.
    return async () => {
      await page.evaluate(() => new Promise<void>((resolve) => {
        void (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready().then(() => requestIdleCallback(() => resolve(), { timeout: 2000 }));
      }));
      let previous = await read();
      for (let i = 0; i < 8; i++) {
        await page.waitForTimeout(250);
        const next = await read();
        if (next.listeners === previous.listeners) return next;
        previous = next;
      }
      return previous;
    };
  };
  const linkTo = async (page: Page, href: string, expected: string) => {
    await page.evaluate((target) => {
      const link = document.createElement('a');
      link.href = target;
      link.className = 'page-numbers';
      document.querySelector('.main-page-wrapper .woocommerce-pagination')?.append(link);
      link.click();
    }, href);
    await waitCount(page, expected);
  };

  /**
   * Navigation steps run inside the page, one driver call for them all (200 driver round trips
   * cost more than the navigations): each step a link press as linkTo makes it, or a back/forward
   * in the history, then the count's text awaited and Vitrin's mount queue drained, as waitCount does.
   */
  type Step = { go: string | 'back' | 'forward'; expected: string };
  const runSteps = (page: Page, steps: Step[]) =>
    page.evaluate(async ({ steps, selector }) => {
      const shows = (text: string) => document.querySelector(selector)?.textContent?.includes(text) === true;
      const until = (text: string) =>
        new Promise<void>((resolve, reject) => {
          if (shows(text)) return resolve();
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`the count never showed ${text}`));
          }, 15000);
          const observer = new MutationObserver(() => {
            if (!shows(text)) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve();
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      for (const step of steps) {
        if (step.go === 'back') history.back();
        else if (step.go === 'forward') history.forward();
        else {
          const link = document.createElement('a');
          link.href = step.go;
          link.className = 'page-numbers';
          document.querySelector('.main-page-wrapper .woocommerce-pagination')?.append(link);
          link.click();
        }
        await until(step.expected);
        await (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready();
      }
    }, { steps, selector: COUNT });

  test('200 link navigations leave no leaked roots or listeners', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/ajax-shop/');
      const measure = await leakProbe(page);
      const go = (n: number) => (n % 2 === 0 ? linkTo(page, '/ajax-shop/page/2/', '۱۳') : linkTo(page, '/ajax-shop/', '۱–۱۲'));
      await go(0);
      await go(1);
      const first = await measure();
      await runSteps(page, Array.from({ length: 198 }, (_, k): Step => (k % 2 === 0 ? { go: '/ajax-shop/page/2/', expected: '۱۳' } : { go: '/ajax-shop/', expected: '۱–۱۲' })));
      const last = await measure();
      console.log(`[leak] links: after the first cycle ${JSON.stringify(first)}; after 200 ${JSON.stringify(last)}; heap ratio ${(last.heap / first.heap).toFixed(3)}`);
      expect(last.mounted).toBe(first.mounted);
      expect(last.roots).toBe(first.roots);
      expect(last.listeners).toBeLessThanOrEqual(first.listeners);
      expect(last.heap / first.heap).toBeLessThanOrEqual(1.25);
    });
  }, 180_000);

  test('200 back/forward navigations from the cache: roots, listeners and heap within 10 % of the first cycle', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/ajax-shop/');
      const measure = await leakProbe(page);
      await linkTo(page, '/ajax-shop/page/2/', '۱۳');
      await linkTo(page, '/ajax-shop/page/3/', '۲۵');
      const go = async (n: number) => {
        if (n % 2 === 0) await page.goBack();
        else await page.goForward();
        await waitCount(page, n % 2 === 0 ? '۱۳' : '۲۵');
      };
      await go(0);
      await go(1);
      const first = await measure();
      const cdp = await page.context().newCDPSession(page);
      const firstObjects = await jsObjectBytes(cdp);
      const calls = (await pjaxCalls(page)).length;
      await runSteps(page, Array.from({ length: 198 }, (_, k): Step => (k % 2 === 0 ? { go: 'back', expected: '۱۳' } : { go: 'forward', expected: '۲۵' })));
      const last = await measure();
      const lastObjects = await jsObjectBytes(cdp);
      console.log(`[leak] back/forward: after the first cycle ${JSON.stringify(first)}; after 200 ${JSON.stringify(last)}; heap ratio ${(last.heap / first.heap).toFixed(3)}; JS objects ${firstObjects} → ${lastObjects} bytes, ratio ${(lastObjects / firstObjects).toFixed(3)}`);
      expect((await pjaxCalls(page)).length).toBe(calls);
      expect(last.mounted).toBe(first.mounted);
      expect(last.roots).toBe(first.roots);
      expect(last.listeners).toBeLessThanOrEqual(first.listeners);
      expect(lastObjects / firstObjects).toBeLessThanOrEqual(1.1);
    });
  }, 180_000);
});
