// Issue 37 on the demo shop, in Chromium: the SEO title and heading follow a filter and come back
// after remove-all; a spy on every channel of window.JetSmartFilters.events hears the plugin's
// sequence; the fixed preloader sits in the middle of the viewport on this RTL page.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { ALL_CHANNELS } from '../../adapters/jet-smart-filters/events';
import { catalogue } from '../../fixtures/catalogue';
import { LISTING_SPECS, listingProducts } from '../../fixtures/theme/listing-grid-page';
import { ADVANCED_IDS } from '../../fixtures/jet-smart-filters/advanced';

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
        const what = typeof first === 'string' || typeof first === 'number' ? String(first) : Array.isArray(first) ? `[${first.length}]` : String((first as { name?: unknown } | null)?.name);
        w.__heard.push(`${channel} ${what}`);
      });
    }
  }, [...ALL_CHANNELS]);
}

/** The itemsBuilt channels heard since the last `heard` (they follow each view's React commit). */
let built: string[] = [];

/**
 * The channels heard since the last call, in order, less the itemsBuilt ones: those follow the views'
 * React commits rather than the plugin's request sequence, and are kept apart in `built`.
 */
async function heard(page: Page): Promise<string[]> {
  const all = await page.evaluate(() => {
    const w = window as unknown as { __heard: string[] };
    const out = [...w.__heard];
    w.__heard.length = 0;
    return out;
  });
  built = all.filter((h) => h.includes('/itemsBuilt'));
  return all.filter((h) => !h.includes('/itemsBuilt'));
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
      // The active filters and the pagination were built again (the plugin rebuilds both), each
      // after its view's commit.
      expect(built).toEqual(expect.arrayContaining(['activeItems/itemsBuilt undefined', 'pagination/itemsBuilt pagination']));
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

  test('a hierarchy predefined two levels deep shows both names in its active tag once the deeper list is in (activeItems/rebuild)', async () => {
    await withDemo(async ({ page }) => {
      await predefine(page, '.jet-smart-filters-hierarchy .jet-select', '26-27');
      await gotoDemo(page, '/product-search/');
      await page.waitForFunction(() => document.querySelectorAll<HTMLSelectElement>('.jet-smart-filters-hierarchy select')[1]?.value === '27', undefined, { timeout: 10000 });
      await settled(page);
      await expect.poll(() => page.locator('.jet-active-tags .jet-active-tag__val').first().textContent(), { timeout: 10000 }).toBe('کالای دیجیتال > موبایل');
    });
  });

  /** The page as the PHP would print it with other settings: `fix` runs on the markup before Vitrin reads it. */
  async function printed(page: Page, fix: () => void): Promise<void> {
    await page.addInitScript(`new MutationObserver(${fix.toString()}).observe(document, { childList: true, subtree: true });`);
  }

  test('the apply button and load more publish in the plugin order: fiters/apply then the request; pagination/load-more then the request', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      // The colour filter waits for an apply button (ajax-reload), and the pagination offers load more.
      await printed(page, () => {
        const colour = document.querySelector('.jet-checkboxes-list[data-query-var="pa_color"]:not([data-e2e])');
        if (colour) {
          colour.setAttribute('data-e2e', '1');
          colour.setAttribute('data-apply-type', 'ajax-reload');
          (colour.closest('.jet-smart-filters-checkboxes') ?? colour).insertAdjacentHTML('afterend', '<div class="jet-smart-filters-apply-button"><div class="apply-filters" data-content-provider="woocommerce-shortcode" data-additional-providers="" data-query-id="default" data-apply-type="ajax" data-redirect="" data-redirect-path=""><button type="button" class="apply-filters__button">اعمال فیلتر</button></div></div>');
        }
        const pagination = document.querySelector('.jet-smart-filters-pagination[data-controls]:not([data-e2e])');
        if (pagination) {
          pagination.setAttribute('data-e2e', '1');
          const controls = JSON.parse(pagination.getAttribute('data-controls') ?? '{}') as Record<string, unknown>;
          pagination.setAttribute('data-controls', JSON.stringify({ ...controls, load_more_enabled: true, load_more_text: 'نمایش بیشتر' }));
        }
      });
      await gotoDemo(page, '/shop/');
      await spy(page);
      const products = () => page.locator('.woocommerce .products .product').count();
      const before = await products();
      await page.click('.jet-filters-pagination__load-more');
      await settled(page);
      await expect.poll(products).toBeGreaterThan(before);
      expect(await heard(page)).toEqual(['pagination/load-more pagination', ...request]);
      await page.click(`label:has(input[name="pa_color"][value="${RED}"])`);
      // A filter that waits for its button: only its change is heard, nothing is asked.
      await page.waitForTimeout(300);
      expect(await heard(page)).toEqual(['fiter/change checkboxes']);
      await page.click('.apply-filters__button');
      await settled(page);
      expect(await heard(page)).toEqual(['fiters/apply apply-button', 'activeItems/change [1]', ...request]);
      expect(await page.title()).toBe('فروشگاه قرمز');
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  test('a hierarchy level change publishes hierarchyFilters/levelsUpdated with the filter id once the deeper level holds its new options', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/product-search/');
      await page.evaluate(() => {
        const w = window as unknown as { __levels: number[]; JetSmartFilters: { events: { subscribe(c: string, f: (...a: unknown[]) => void): void } } };
        w.__levels = [];
        w.JetSmartFilters.events.subscribe('hierarchyFilters/levelsUpdated', () => {
          w.__levels.push(document.querySelectorAll<HTMLSelectElement>('.jet-smart-filters-hierarchy select')[1]?.options.length ?? -1);
        });
      });
      await spy(page);
      await page.selectOption('.jet-smart-filters-hierarchy select >> nth=0', '26');
      await page.waitForFunction(() => (window as unknown as { __levels: number[] }).__levels.length > 0, undefined, { timeout: 10000 });
      await settled(page);
      const all = await heard(page);
      expect(all.filter((c) => c.startsWith('hierarchyFilters/'))).toEqual([`hierarchyFilters/levelsUpdated ${ADVANCED_IDS.hierarchy}`]);
      // Heard after the second level was filled (its placeholder and the children of 26).
      const [options] = await page.evaluate(() => (window as unknown as { __levels: number[] }).__levels);
      expect(options).toBeGreaterThan(1);
    });
  });

  /** JetSmartFilterSettings as the PHP prints it on a page whose filters are bound to a JetEngine grid. */
  function engineSettings(props?: { found_posts: number; max_num_pages: number; page: number }): Record<string, unknown> {
    return {
      ajaxurl: '/wp-admin/admin-ajax.php', siteurl: '', sitepath: '', baseurl: '/',
      selectors: { 'jet-engine': { selector: '.jet-listing-grid.jet-listing', action: 'replace', inDepth: true, idPrefix: '#' } },
      queries: {}, settings: {}, props: props ? { 'jet-engine': { default: props } } : {}, extra_props: [],
      misc: { week_start: '6', url_type: 'plain', valid_url_params: ['jsf', 'tax', 'meta', 'pagenum', 'jet_paged'] },
      templates: { pagination: { item: '<div class="jet-filters-pagination__link">/% $value %/</div>', dots: '<div class="jet-filters-pagination__dots">&hellip;</div>', load_more: '<div class="jet-filters-pagination__link">/% $value %/</div>' } },
      plugin_settings: { use_tabindex: false, use_url_aliases: false, url_aliases: [], provider_preloader: { template: '', fixed_position: false, fixed_edge_gap: 0 } },
      jetFiltersIndexedData: {},
    };
  }

  test('after a JetEngine grid loads more by itself, the JetSmartFilters pagination of its provider shows the new page; the pages on screen ask nothing', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      const spec = LISTING_SPECS['load-more'];
      const total = listingProducts(spec).length;
      const pages = Math.ceil(total / spec.perPage);
      await page.addInitScript((settings) => {
        (window as unknown as Record<string, unknown>).JetSmartFilterSettings = settings;
        (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
      }, engineSettings({ found_posts: total, max_num_pages: pages, page: 1 }));
      await printed(page, () => {
        const grid = document.querySelector('.jet-listing-grid.jet-listing:not([data-e2e])');
        if (!grid) return;
        grid.setAttribute('data-e2e', '1');
        grid.insertAdjacentHTML('beforebegin', '<div class="jet-smart-filters-pagination jet-filter" data-content-provider="jet-engine" data-query-id="default" data-additional-providers="" data-apply-type="ajax" data-controls="{&quot;items_enabled&quot;:true,&quot;pages_mid_size&quot;:1,&quot;pages_end_size&quot;:1,&quot;nav_enabled&quot;:false,&quot;load_more_enabled&quot;:false,&quot;provider_top_offset&quot;:0}"></div>');
      });
      await gotoDemo(page, spec.path);
      const current = () => page.locator('.jet-filters-pagination__current').textContent();
      await expect.poll(current).toBe('۱');
      await page.click('#vitrin-load-more');
      await page.waitForFunction((n) => document.querySelectorAll('.jet-listing-grid__items > .jet-listing-grid__item').length === n, spec.perPage * 2);
      await expect.poll(current).toBe('۲');
      // Pages 1 and 2 are both on screen now: neither asks for anything.
      await page.getByRole('button', { name: 'برگه ۱', exact: true }).click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests)).toEqual([]);
      expect(await page.locator('.jet-listing-grid__items > .jet-listing-grid__item').count()).toBe(spec.perPage * 2);
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  test('a filter bound to a lazily loaded grid sends that grid\'s defaults and settings and shows its counters', async () => {
    await withDemo(async ({ page }) => {
      const spec = LISTING_SPECS.lazy;
      // The grid's products (home and kitchen) carry brands: a brand filter bound to it.
      const brands = catalogue.attributes.find((a) => a.slug === 'pa_brand')?.terms ?? [];
      const inGrid = listingProducts(spec);
      const count = (slug: string) => inGrid.filter((p) => (p.attributes.pa_brand ?? []).includes(slug)).length;
      const brand = [...brands].sort((a, b) => count(b.slug) - count(a.slug))[0];
      if (!brand || !count(brand.slug)) throw new Error('no brand in the lazy grid');
      await page.addInitScript((settings) => {
        (window as unknown as Record<string, unknown>).JetSmartFilterSettings = settings;
        (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
      }, engineSettings());
      const filter = `<div class="jet-smart-filters-checkboxes jet-filter jet-filter-indexed" data-indexer-rule="show" data-show-counter="yes" data-change-counter="always"><div class="jet-checkboxes-list" data-query-type="tax_query" data-query-var="pa_brand" data-smart-filter="checkboxes" data-filter-id="181" data-apply-type="ajax" data-content-provider="jet-engine" data-additional-providers="" data-query-id="default" data-active-label="برند" data-query-var-suffix=""><fieldset class="jet-checkboxes-list-wrapper"><legend class="screen-reader-text">برند</legend><div class="jet-checkboxes-list__row jet-filter-row"><label class="jet-checkboxes-list__item"><input type="checkbox" class="jet-checkboxes-list__input" name="pa_brand" value="${brand.id}" data-label="${brand.name}" aria-label="${brand.name}"><div class="jet-checkboxes-list__button"><span class="jet-checkboxes-list__label">${brand.name}</span><span class="jet-filters-counter"><span class="counter-prefix">(</span><span class="value">0</span><span class="counter-suffix">)</span></span></div></label></div></fieldset></div></div>`;
      await page.addInitScript((html) => {
        new MutationObserver(() => {
          const main = document.querySelector('main:not([data-e2e])');
          if (!main) return;
          main.setAttribute('data-e2e', '1');
          main.insertAdjacentHTML('afterbegin', html);
        }).observe(document, { childList: true, subtree: true });
      }, filter);
      await gotoDemo(page, spec.path);
      const requests = () => page.evaluate(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests.map((b) => decodeURIComponent(b)));
      await page.locator('.jet-listing-grid--lazy-load, .jet-listing-grid').first().scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelectorAll('.jet-listing-grid__items > .jet-listing-grid__item').length > 0, undefined, { timeout: 10000 });
      // JetEngine hands the grid's indexer query to setIndexedData: the counters come from its answer.
      await expect.poll(async () => (await requests()).some((b) => b.startsWith('action=jet_smart_filters_get_indexed_data&provider=jet-engine/default'))).toBe(true);
      const counter = page.locator(`label:has(input[value="${brand.id}"]) .jet-filters-counter .value`);
      await expect.poll(() => counter.textContent()).not.toMatch(/^[0۰]$/);
      await page.click(`label:has(input[value="${brand.id}"])`);
      await expect.poll(async () => (await requests()).filter((b) => b.startsWith('action=jet_smart_filters&')).length).toBe(1);
      const [apply] = (await requests()).filter((b) => b.startsWith('action=jet_smart_filters&'));
      expect(apply).toContain('provider=jet-engine/default');
      expect(apply).toContain(`query[_tax_query_pa_brand]=${brand.id}`);
      expect(apply).toContain(`defaults[posts_per_page]=${spec.perPage}`);
      expect(apply).toContain('settings[lisitng_id]=');
      expect(apply).toContain(`props[found_posts]=${inGrid.length}`);
    });
  });
});
