// @vitest-environment node
import { describe, expect, it } from 'vitest';
import rawSettings from '../../fixtures/jet-smart-filters/recorded/settings.json';
import { readJsfSettings } from './settings';
import { applyAliases, filterPageUrl, filtersUrlPart, parseFilterUrl, redirectGetUrl, redirectPostForm, removeAliases, thirdPartyParams, type UrlFilter } from './url';

const checkboxes = (queryVar: string, value: string | string[]): UrlFilter => ({ kind: 'checkboxes', queryType: 'tax_query', queryVar, suffix: '', value, mergeSameQueryKeys: true });
const price = (value: string): UrlFilter => ({ kind: 'range', queryType: 'meta_query', queryVar: '_price', suffix: 'range', value, mergeSameQueryKeys: false });
const sort = (value: string): UrlFilter => ({ kind: 'sorting', queryType: 'sort', queryVar: 'standard', suffix: '', value, mergeSameQueryKeys: true });
const paging = (value: string): UrlFilter => ({ kind: 'pagination', queryType: '', queryVar: '', suffix: '', value, mergeSameQueryKeys: false });
const search = (value: string, queryType = '_s'): UrlFilter => ({ kind: 'search', queryType, queryVar: queryType === '_s' ? 'query' : 'title', suffix: 'search', value, mergeSameQueryKeys: false });
const rating = (value: string): UrlFilter => ({ kind: 'rating', queryType: 'meta_query', queryVar: '_wc_average_rating', suffix: 'rating,compare-greater', value, mergeSameQueryKeys: false });

describe('plain mode', () => {
  it('writes jsf, then each type in first-seen order, var:value pairs with encoded commas', () => {
    const part = filtersUrlPart('woocommerce-shortcode', 'default', [checkboxes('product_cat', ['28', '27']), checkboxes('pa_color', ['30', '32', 'operator_AND']), price('500000_2500000'), sort('{"orderby":"price","order":"ASC"}')], 'plain', '');
    expect(part).toBe('?jsf=woocommerce-shortcode&tax=product_cat:28%2C27;pa_color:30%2C32%2Coperator_AND&meta=_price!range:500000_2500000&sort=orderby%3Aprice%3Border%3AASC');
  });

  it('names a non-default query id with a colon, puts third-party params first, pagination as pagenum', () => {
    expect(filtersUrlPart('jet-engine', 'shop', [checkboxes('pa_size', '38'), paging('3')], 'plain', '?utm_source=x%20y&ref'))
      .toBe('?utm_source=x%20y&ref&jsf=jet-engine:shop&tax=pa_size:38&pagenum=3');
  });

  it('writes search, meta search, rating suffix and date as the original does', () => {
    expect(filtersUrlPart('p', 'default', [search('کیف')], 'plain', '')).toBe(`?jsf=p&_s=${encodeURIComponent('کیف')}`);
    expect(filtersUrlPart('p', 'default', [search('a', 'meta_query')], 'plain', '')).toBe('?jsf=p&_s=a!meta%3Dtitle');
    expect(filtersUrlPart('p', 'default', [rating('4')], 'plain', '')).toBe('?jsf=p&meta=_wc_average_rating!rating,compare-greater:4');
    expect(filtersUrlPart('p', 'default', [{ kind: 'date-range', queryType: 'date_query', queryVar: '', suffix: 'date', value: '2024/1/5-2024/2/1', mergeSameQueryKeys: false }], 'plain', ''))
      .toBe('?jsf=p&date=2024-1-5-2024-2-1');
  });

  it('merges two filters on one key into one list under AND', () => {
    expect(filtersUrlPart('p', 'default', [checkboxes('pa_color', '30'), checkboxes('pa_color', ['32', '30'])], 'plain', '')).toBe('?jsf=p&tax=pa_color:30%2C32%2Coperator_AND');
  });

  it('gives back only the third-party part when nothing is set', () => {
    expect(filtersUrlPart('p', 'default', [checkboxes('pa_color', [])], 'plain', '?a=1')).toBe('?a=1');
  });
});

describe('permalink mode', () => {
  it('writes jsf/provider/type/value/ segments, search renamed, third party at the end', () => {
    expect(filtersUrlPart('woocommerce-shortcode', 'default', [checkboxes('product_cat', ['28', '27']), search('a b'), price('1_2')], 'permalink', '?utm=1'))
      .toBe('jsf/woocommerce-shortcode/tax/product_cat:28%2C27/search/a%20b/meta/_price!range:1_2/?utm=1');
  });
});

describe('the server reading (render.php / query.php)', () => {
  it('reads plain URLs into $_REQUEST keys', () => {
    expect(parseFilterUrl('/shop/?utm=1&jsf=woocommerce-shortcode&tax=product_cat:28%2C27;pa_color:30%2C32%2Coperator_AND&meta=_price!range:500000_2500000&sort=orderby%3Aprice%3Border%3AASC&pagenum=2')).toEqual({
      provider: 'woocommerce-shortcode',
      queryId: 'default',
      query: {
        _tax_query_product_cat: ['28', '27'],
        _tax_query_pa_color: ['30', '32', 'operator_AND'],
        '_meta_query__price|range': '500000_2500000',
        _sort_standard: '{"orderby":"price","order":"ASC"}',
        jet_paged: '2',
      },
    });
  });

  it('reads permalink URLs and the query id after a colon or slash', () => {
    expect(parseFilterUrl('/shop/jsf/jet-engine:grid/tax/pa_size:38/search/%DA%A9%DB%8C%D9%81/')).toEqual({
      provider: 'jet-engine', queryId: 'grid', query: { _tax_query_pa_size: '38', '__s_query|search': 'کیف' },
    });
    expect(parseFilterUrl('/shop/?a=1')).toBeUndefined();
  });

  it('a full page URL round-trips for the recorded settings, with the base URL', () => {
    const settings = readJsfSettings(rawSettings);
    const url = filterPageUrl(settings, 'woocommerce-shortcode', 'default', [checkboxes('pa_color', ['30', '32']), price('100_900')], thirdPartyParams('?jsf=old&tax=x:1&utm=5', settings.validUrlParams));
    expect(url).toBe('/jsf-shop/?utm=5&jsf=woocommerce-shortcode&tax=pa_color:30%2C32&meta=_price!range:100_900');
    expect(parseFilterUrl(url)?.query).toEqual({ _tax_query_pa_color: ['30', '32'], '_meta_query__price|range': '100_900' });
  });
});

describe('aliases and the site path', () => {
  const settings = { sitepath: '/site', useUrlAliases: true, urlAliases: [{ needle: '/shop/jsf/woocommerce-shortcode/', replacement: '/filter/' }, { needle: 'tax/pa_color', replacement: 'color' }] };
  it('applies each alias once after the site path, and removes them in reverse', () => {
    const url = '/site/shop/jsf/woocommerce-shortcode/tax/pa_color:30/';
    const aliased = applyAliases(url, settings);
    expect(aliased).toBe('/site/filter/color:30/');
    expect(removeAliases(aliased, settings)).toBe(url);
    expect(applyAliases(url, { ...settings, useUrlAliases: false })).toBe(url);
  });
});

/** A tiny seeded generator (mulberry32): reproducible "property" runs without a dependency. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('properties (seeded random runs)', () => {
  const alphabet = ['a', 'z', '0', '9', '_', '-', 'ک', 'ی', ' ', '%', '&', '=', '#', '?', '/', ':', ';', ',', '!', '+', '\u200c', '"', '{', '}', '\\', '\u0000', '\ud800'];
  const pick = <T,>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  const word = (r: () => number, chars: readonly string[], max = 8) => Array.from({ length: 1 + Math.floor(r() * max) }, () => pick(r, chars)).join('');
  const safe = ['a', 'b', 'z', '0', '7', '-', 'ک', 'ی', 'آ', ' ', '%', '&', '=', '#', '?', '+', '\u200c'];

  it('parse ∘ serialise gives back the query for values without JetSmartFilters separators', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const r = rng(seed);
      const vars = [...new Set(Array.from({ length: 1 + Math.floor(r() * 3) }, () => word(r, ['a', 'b', 'c', '_'], 5)))];
      const filters = vars.map((v) => {
        const n = 1 + Math.floor(r() * 3);
        const values = [...new Set(Array.from({ length: n }, () => word(r, safe)))];
        return checkboxes(v, values.length === 1 ? (values[0] ?? 'x') : values);
      });
      const withPrice = r() < 0.5;
      if (withPrice) filters.push(price(`${Math.floor(r() * 1000)}_${Math.floor(r() * 1000) + 1000}`));
      const mode = r() < 0.5 ? 'plain' : 'permalink';
      const part = filtersUrlPart('woocommerce-shortcode', r() < 0.5 ? 'default' : 'q1', filters, mode, '');
      const parsed = parseFilterUrl(mode === 'plain' ? `/shop/${part}` : `/shop/${part}`);
      const expected: Record<string, string | string[]> = {};
      for (const f of filters) {
        const key = f.kind === 'range' ? `_meta_query_${f.queryVar}|range` : `_tax_query_${f.queryVar}`;
        const value = typeof f.value === 'string' ? f.value : [...f.value];
        // PHP explodes on commas only when the comma is not first; our generated values hold none.
        expected[key] = value;
      }
      // Permalink values cannot hold '/'; plain ones survive everything in `safe`.
      expect(parsed?.query, `seed ${seed}: ${part}`).toEqual(expected);
      // Serialising what the server read again is stable.
      const again = filtersUrlPart('woocommerce-shortcode', parsed?.queryId ?? 'default', filters, mode, '');
      expect(again).toBe(part);
    }
  });

  it('no hostile address throws, in either direction', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const r = rng(seed * 7919);
      const url = `/${word(r, alphabet, 30)}?${word(r, alphabet, 40)}&jsf=${word(r, alphabet, 10)}&tax=${word(r, alphabet, 30)}&sort=${word(r, alphabet, 20)}/jsf/${word(r, alphabet, 30)}`;
      expect(() => parseFilterUrl(url)).not.toThrow();
      expect(() => thirdPartyParams(url, ['jsf'])).not.toThrow();
      const filter: UrlFilter = { kind: pick(r, ['checkboxes', 'range', 'sorting', 'search', 'pagination', 'date-range']), queryType: pick(r, ['tax_query', 'meta_query', 'sort', '_s', 'date_query', '']), queryVar: word(r, alphabet), suffix: word(r, alphabet), value: r() < 0.5 ? word(r, alphabet, 20) : [word(r, alphabet), word(r, alphabet)], mergeSameQueryKeys: r() < 0.5 };
      expect(() => filtersUrlPart(word(r, alphabet), word(r, alphabet), [filter, filter], r() < 0.5 ? 'plain' : 'permalink', '')).not.toThrow();
    }
  });
});

describe('redirects (request.js redirectWithGET / redirectWithPOST)', () => {
  const settings = { ...readJsfSettings(rawSettings), siteurl: 'https://shop.example' };
  it('GET: the path gets both slashes, the filters part and the site URL', () => {
    expect(redirectGetUrl(settings, 'shop', '?jsf=woocommerce-shortcode&tax=pa_color:30')).toBe('https://shop.example/shop/?jsf=woocommerce-shortcode&tax=pa_color:30');
    expect(redirectGetUrl(settings, 'https://other.example/x', '')).toBe('https://other.example/x/');
  });
  it('POST: jsf with a slash first, lists as name[], then the redirect flag', () => {
    expect(redirectPostForm(settings, '/shop/', 'woocommerce-shortcode', 'default', { _tax_query_pa_color: ['30', '32'], '_meta_query__price|range': '1_2' })).toEqual({
      action: 'https://shop.example/shop/',
      fields: [['jsf', 'woocommerce-shortcode/default'], ['_tax_query_pa_color[]', '30'], ['_tax_query_pa_color[]', '32'], ['_meta_query__price|range', '1_2'], ['jet-smart-filters-redirect', '1']],
    });
  });
});

describe('issue 37: suffixes the address carries (FilterGroup.getUrl)', () => {
  it('check-range writes var!check-range; a meta date range or date period writes var!date', () => {
    const band: UrlFilter = { kind: 'check-range', queryType: 'meta_query', queryVar: '_price', suffix: 'check-range', value: ['0_500000', '500000_1000000'], mergeSameQueryKeys: false };
    expect(filtersUrlPart('p', 'default', [band], 'plain', '')).toBe('?jsf=p&meta=_price!check-range:0_500000%2C500000_1000000');
    const metaDate: UrlFilter = { kind: 'date-range', queryType: 'meta_query', queryVar: 'release', suffix: 'date', value: '2026.1.5-2026.2.1', mergeSameQueryKeys: false };
    expect(filtersUrlPart('p', 'default', [metaDate], 'plain', '')).toBe('?jsf=p&meta=release!date:2026.1.5-2026.2.1');
    const period: UrlFilter = { ...metaDate, kind: 'date-period', value: '2026.1.5' };
    expect(filtersUrlPart('p', 'default', [period], 'plain', '')).toBe('?jsf=p&meta=release!date:2026.1.5');
  });
});
