// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeForm } from '../http/form';
import { bodyPairs, phpParseStr, phpToPlain, recordedPairs } from '../../fixtures/jet-smart-filters/php';
import rawSettings from '../../fixtures/jet-smart-filters/recorded/settings.json';
import colorAnd from '../../fixtures/jet-smart-filters/recorded/03-d_color_and-2.request.txt?raw';
import range from '../../fixtures/jet-smart-filters/recorded/05-f_range.request.txt?raw';
import removeAll from '../../fixtures/jet-smart-filters/recorded/07-h_remove_all.request.txt?raw';
import page2 from '../../fixtures/jet-smart-filters/recorded/08-i_page2.request.txt?raw';
import rating from '../../fixtures/jet-smart-filters/recorded/12-m_rating.request.txt?raw';
import { buildApplyBody } from './request';
import { applyAnswerSchema } from './answers';
import { readJsfSettings, type ProviderProps } from './settings';
import * as z from 'zod/mini';
import fc from 'fast-check';

const settings = readJsfSettings(rawSettings);
const files: Record<string, string> = { '03-d_color_and-2': colorAnd, '05-f_range': range, '07-h_remove_all': removeAll, '08-i_page2': page2, '12-m_rating': rating };
const recorded = (name: string) => recordedPairs(files[name] ?? '');
const body = (query: Record<string, string | string[]>, props: ProviderProps) =>
  encodeForm(buildApplyBody(settings, { provider: 'woocommerce-shortcode', queryId: 'default', query, props, indexingFilters: [80, 81, 83] }));

describe('the jet_smart_filters request body', () => {
  it('matches the recorded two colours under AND, field for field and in order', () => {
    const sent = body(
      { _tax_query_product_cat: ['28', '27'], _tax_query_pa_color: ['30', '32', 'operator_AND'] },
      { found_posts: 5, max_num_pages: 1, page: 1 },
    );
    expect(bodyPairs(sent)).toEqual(recorded('03-d_color_and-2'));
  });

  it('matches the recorded price range (a range value is min_max)', () => {
    const sent = body({ _tax_query_product_cat: ['28', '27'], '_meta_query__price|range': '500000_2500000' }, { found_posts: 14, max_num_pages: 2, page: 1 });
    expect(bodyPairs(sent)).toEqual(recorded('05-f_range'));
  });

  it('sends no query field at all after remove-all (an empty object sends nothing)', () => {
    const sent = body({}, { found_posts: 8, max_num_pages: 1, page: 1 });
    expect(bodyPairs(sent)).toEqual(recorded('07-h_remove_all'));
    expect(sent).not.toMatch(/(^|&)query%5B/);
  });

  it('moves jet_paged out of the query into paged, placed after props', () => {
    const sent = body({ jet_paged: '2' }, { found_posts: 66, max_num_pages: 6, page: 1 });
    expect(bodyPairs(sent)).toEqual(recorded('08-i_page2'));
    expect(body({ jet_paged: '1' }, { found_posts: 66, max_num_pages: 6, page: 1 })).not.toContain('paged');
  });

  it('keeps a suffixed key with bar and comma as the PHP reads it', () => {
    const sent = body({ '_meta_query__wc_average_rating|rating,compare-greater': '4' }, { found_posts: 66, max_num_pages: 6, page: 1 });
    expect(bodyPairs(sent)).toEqual(recorded('12-m_rating'));
    const php = phpParseStr(sent);
    expect(phpToPlain(php.query ?? '')).toEqual({ '_meta_query__wc_average_rating|rating,compare-greater': '4' });
  });

  it('reads back in PHP as the expected $_REQUEST keys', () => {
    const php = phpParseStr(body({ _tax_query_pa_color: ['30', '32'], '_meta_query__price|range': '100_200' }, { found_posts: 1, max_num_pages: 1, page: 1 }));
    expect(php.action).toBe('jet_smart_filters');
    expect(php.provider).toBe('woocommerce-shortcode/default');
    expect(phpToPlain(php.query ?? '')).toEqual({ _tax_query_pa_color: ['30', '32'], '_meta_query__price|range': '100_200' });
    expect(php.indexing_filters).toBe('[80,81,83]');
    expect(phpToPlain(php.defaults ?? '')).toMatchObject({ tax_query: [{ terms: ['7'], operator: 'NOT IN' }] });
  });

  it('omits defaults/settings/props a provider does not have, adds referrer and extra props at top level', () => {
    const custom = readJsfSettings({ ...rawSettings, extra_props: { lang: 'fa', action: 'x_override' }, referrer_data: { page_id: 5 } });
    const fields = buildApplyBody(custom, { provider: 'jet-engine', queryId: 'grid', query: { a: 'b' }, indexingFilters: [] });
    expect(Object.keys(fields)).toEqual(['action', 'provider', 'query', 'referrer', 'lang']);
    expect(fields.action).toBe('x_override');
    expect(fields.provider).toBe('jet-engine/grid');
  });
});

describe('the answer', () => {
  it('normalises the recorded shape (counts as strings) and survives hostile answers', () => {
    const ok = z.safeParse(applyAnswerSchema, {
      content: '<ul></ul>',
      pagination: { found_posts: 5, max_num_pages: '1', page: 1 },
      jetFiltersIndexedData: { 'woocommerce-shortcode/default': { tax_query: { pa_color: { 30: '5', 31: 'x' } } } },
    });
    expect(ok.success && ok.data).toEqual({
      content: '<ul></ul>',
      pagination: { found_posts: 5, max_num_pages: 1, page: 1 },
      indexedData: { 'woocommerce-shortcode/default': { tax_query: { pa_color: { 30: 5, 31: 0 } } } },
      isData: false,
      fragments: {},
    });
    for (const hostile of [null, 1, 'x', [], { content: 5, pagination: 'x', fragments: [1], jetFiltersIndexedData: 'no' }, JSON.parse('{"__proto__":{"polluted":1},"fragments":{"__proto__":"x"}}')]) {
      expect(() => z.safeParse(applyAnswerSchema, hostile)).not.toThrow();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("issue 30: an answer without the provider's content (and not a data provider) is a failure, not an empty success", () => {
    expect(z.safeParse(applyAnswerSchema, { unexpected: true }).success).toBe(false);
    expect(z.safeParse(applyAnswerSchema, { pagination: { found_posts: 69, max_num_pages: 6, page: 1 } }).success).toBe(false);
    expect(z.safeParse(applyAnswerSchema, { content: 5 }).success).toBe(false);
    expect(z.safeParse(applyAnswerSchema, { content: '' }).success).toBe(true);
    const data = z.safeParse(applyAnswerSchema, { is_data: 1, pagination: { found_posts: 2, max_num_pages: 1, page: 1 } });
    expect(data.success && data.data.isData).toBe(true);
  });

  it('issue 30: random JSON never passes as success unless it carries content or is_data', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const parsed = z.safeParse(applyAnswerSchema, value);
      const record = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
      const required = record !== undefined && (typeof record.content === 'string' || Boolean(record.is_data));
      return parsed.success === required;
    }), { numRuns: 500 });
  });
});
