// Issue 37 on the demo shop, in Chromium: the SEO title and heading follow a filter and come back
// after remove-all; a spy on every channel of window.JetSmartFilters.events hears the plugin's
// sequence; the fixed preloader sits in the middle of the viewport on this RTL page.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { ALL_CHANNELS } from '../../adapters/jet-smart-filters/events';

const { withDemo } = useDemoBrowser();
const RED = '54';

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.jet-filters-loading'), undefined, { timeout: 10000 });
}

/** Subscribes to every channel; each heard as "channel name-or-provider". */
async function spy(page: Page): Promise<void> {
  await page.evaluate((channels) => {
    const w = window as unknown as { __heard: string[]; JetSmartFilters: { events: { subscribe(c: string, f: (...a: unknown[]) => void): void } } };
    w.__heard = [];
    for (const channel of channels) {
      w.JetSmartFilters.events.subscribe(channel, (...args: unknown[]) => {
        const first = args[0];
        const what = typeof first === 'string' ? first : Array.isArray(first) ? `[${first.length}]` : String((first as { name?: unknown } | null)?.name);
        w.__heard.push(`${channel} ${what}`);
      });
    }
  }, [...ALL_CHANNELS]);
}

async function heard(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __heard: string[] };
    const out = [...w.__heard];
    w.__heard.length = 0;
    return out;
  });
}

const request = ['ajaxFilters/start-loading woocommerce-shortcode', 'provider/content-rendered woocommerce-shortcode', 'ajaxFilters/updated woocommerce-shortcode', 'ajaxFilters/end-loading woocommerce-shortcode'];

describe('issue 37: the rest of the JetSmartFilters contract on the demo', () => {
  test('title and heading follow a colour and come back after remove-all; the channels in the plugin order', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await gotoDemo(page, '/shop/');
      const title = await page.title();
      const heading = await page.textContent('.page-title .entry-title');
      await spy(page);
      await page.click(`label:has(input[name="pa_color"][value="${RED}"])`);
      await settled(page);
      expect(await page.title()).toBe('فروشگاه قرمز');
      expect(await page.textContent('.page-title .entry-title')).toBe('فروشگاه قرمز');
      expect(await heard(page)).toEqual(['fiter/change checkboxes', 'fiter/apply checkboxes', 'activeItems/change [1]', ...request]);
      await page.click('.jet-remove-all-filters__button');
      await settled(page);
      expect(await page.title()).toBe(title);
      expect(await page.textContent('.page-title .entry-title')).toBe(heading);
      // The page as loaded comes from the cache: no request, so no loading channels.
      const removed = await heard(page);
      expect(removed.slice(0, 2)).toEqual(['fiters/remove remove-filters', 'activeItems/change [0]']);
      await page.getByRole('button', { name: 'برگه ۲' }).first().click();
      await settled(page);
      expect(await heard(page)).toEqual(['pagination/change pagination', 'activeItems/change [0]', ...request]);
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  for (const width of [390, 1440]) {
    test(`the fixed preloader's centre is within 2 px of the viewport's centre on this RTL page (${width} px)`, async () => {
      await withDemo(async ({ page }) => {
        // The owner's preloader settings: a template, fixed position, an 80 px edge gap.
        await page.addInitScript(() => {
          Object.defineProperty(window, 'JetSmartFilterSettings', {
            configurable: true,
            set(value: { plugin_settings?: Record<string, unknown> }) {
              if (value.plugin_settings) value.plugin_settings.provider_preloader = { template: '<div class="jsf_provider-preloader"><span style="display:block;inline-size:48px;block-size:48px"></span></div>', fixed_position: true, fixed_edge_gap: 80 };
              Object.defineProperty(window, 'JetSmartFilterSettings', { value, writable: true, configurable: true });
            },
          });
        });
        await gotoDemo(page, '/shop/');
        expect(await page.evaluate(() => document.documentElement.dir || getComputedStyle(document.documentElement).direction)).toBe('rtl');
        await page.evaluate(() => {
          (window as unknown as { __jsfDemoDelay: number }).__jsfDemoDelay = 3000;
        });
        // At 390 px the sidebar is an off-canvas panel: the colour is ticked as a script would.
        await page.evaluate((red) => document.querySelector<HTMLInputElement>(`input[name="pa_color"][value="${red}"]`)?.click(), RED);
        const box = await page.waitForFunction(() => {
          const el = document.querySelector('.jet-filters-provider-preloader--fixed');
          if (!el) return null;
          const r = el.getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: innerWidth, h: innerHeight, width: r.width, gap: getComputedStyle(el).getPropertyValue('--jsf-preloader-edge-gap').trim() };
        }, undefined, { timeout: 5000 }).then((handle) => handle.jsonValue());
        if (!box) throw new Error('no preloader');
        expect(box.width).toBeGreaterThan(0);
        expect(Math.abs(box.x - box.w / 2)).toBeLessThanOrEqual(2);
        expect(Math.abs(box.y - box.h / 2)).toBeLessThanOrEqual(2);
        expect(box.gap).toBe('80px');
      }, { width, height: 800 });
    });
  }

  /** The PHP printing data-predefined-value on a filter (set before Vitrin reads the markup). */
  async function predefine(page: Page, selector: string, value: string): Promise<void> {
    await page.addInitScript(({ selector, value }) => {
      const mark = () => document.querySelectorAll(selector).forEach((el) => el.setAttribute('data-predefined-value', value));
      new MutationObserver(mark).observe(document, { childList: true, subtree: true });
    }, { selector, value });
  }

  test('a range with a predefined value starts filtered: one request with it, the slider and the list follow', async () => {
    await withDemo(async ({ page }) => {
      await predefine(page, '[data-smart-filter="range"]', '300000_1500000');
      await page.addInitScript(() => {
        (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
      });
      await gotoDemo(page, '/shop/');
      await page.waitForFunction(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests.length > 0, undefined, { timeout: 10000 });
      await settled(page);
      const bodies = await page.evaluate(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests);
      expect(bodies).toHaveLength(1);
      expect(decodeURIComponent(bodies[0] ?? '').replace(/\+/g, ' ')).toContain('query[_meta_query__price|range]=300000_1500000');
      expect(await page.inputValue('.jet-range__slider__input--min')).toBe('300000');
      expect(await page.inputValue('.jet-range__slider__input--max')).toBe('1500000');
    });
  });

  test('a search with a predefined value starts filtered', async () => {
    await withDemo(async ({ page }) => {
      await predefine(page, '.jet-search-filter[data-smart-filter="search"]', 'کفش');
      await page.addInitScript(() => {
        (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
      });
      await gotoDemo(page, '/product-search/');
      await page.waitForFunction(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests.some((b) => b.includes('action=jet_smart_filters&')), undefined, { timeout: 10000 });
      await settled(page);
      const bodies = await page.evaluate(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests.filter((b) => b.startsWith('action=jet_smart_filters&')));
      expect(bodies).toHaveLength(1);
      expect(decodeURIComponent(bodies[0] ?? '')).toContain('query[__s_query|search]=کفش');
      expect(await page.inputValue('.jet-search-filter__input')).toBe('کفش');
    });
  });

  test('a hierarchy with a predefined value starts filtered: its levels are rebuilt for it and the group applies once', async () => {
    await withDemo(async ({ page }) => {
      await predefine(page, '.jet-smart-filters-hierarchy .jet-select', '26');
      await page.addInitScript(() => {
        (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
      });
      await gotoDemo(page, '/product-search/');
      await page.waitForFunction(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests.some((b) => b.startsWith('action=jet_smart_filters&')), undefined, { timeout: 10000 });
      await settled(page);
      const bodies = await page.evaluate(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests);
      const applies = bodies.filter((b) => b.startsWith('action=jet_smart_filters&'));
      expect(applies).toHaveLength(1);
      expect(decodeURIComponent(applies[0] ?? '')).toContain('query[_tax_query_product_cat]=26');
      expect(bodies.some((b) => b.includes('get_hierarchy_level'))).toBe(true);
      await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('.jet-smart-filters-hierarchy select')?.value === '26', undefined, { timeout: 5000 });
    });
  });
});

