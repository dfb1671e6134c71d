import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import fc from 'fast-check';
import { encodeForm } from '../http/form';
import { phpParseStr, phpToPlain } from '../../fixtures/jet-smart-filters/php';
import { DEFAULT_WAITS, waitPolicy } from '../http/waits';
import { expectWaits, useHeldServer } from '../http/testing';
import { readJsfSettings } from './settings';
import { buildHierarchyBody, buildIndexedDataBody, getHierarchyLevels, getIndexedData, readHierarchyAnswer, readLevelOptions } from './hierarchy';
import { indexedAnswerSchema, levelsSchema } from './answers';

useHeldServer();
const jsf = readJsfSettings({ ajaxurl: '/wp-admin/admin-ajax.php' });
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const timedOut = (r: { ok: boolean; error?: { kind: string } }) => !r.ok && r.error?.kind === 'timeout';

describe('jet_smart_filters_get_hierarchy_level', () => {
  it('sends the values as value/tax pairs, depth, indexer and args as the PHP reads them', () => {
    const body = encodeForm(buildHierarchyBody({ filterId: 92, values: [{ value: '26', tax: 'product_cat' }], depth: 1, indexer: true, args: { show_label: true } }));
    expect(body).toBe('action=jet_smart_filters_get_hierarchy_level&filter_id=92&values%5B0%5D%5Bvalue%5D=26&values%5B0%5D%5Btax%5D=product_cat&depth=1&indexer=true&args%5Bshow_label%5D=true');
    expect(phpToPlain(phpParseStr(body))).toMatchObject({ filter_id: '92', values: [{ value: '26', tax: 'product_cat' }], depth: '1' });
  });

  it('leaves out a zero depth, a false indexer and empty args (the original tests them for truth)', () => {
    const body = encodeForm(buildHierarchyBody({ filterId: 92, values: [{ value: '26', tax: 'product_cat' }], depth: 0, indexer: false, args: {} }));
    expect(body).toBe('action=jet_smart_filters_get_hierarchy_level&filter_id=92&values%5B0%5D%5Bvalue%5D=26&values%5B0%5D%5Btax%5D=product_cat');
  });

  it('reads each level_N select as options of text, never as markup', () => {
    const levels = readHierarchyAnswer({ success: true, data: {
      level_1: '<div class="jet-select"><select><option value="">همه</option><option value="27" data-label="موبایل">موبایل</option><option value="28"><img src=x onerror="window.__pwned=1">لپ‌تاپ</option></select></div>',
      level_2: '<div>no select</div>',
      junk: 5,
      level_99: '<select><option value="1">x</option></select>',
    } });
    expect(levels.get(1)).toEqual([{ value: '', label: 'همه' }, { value: '27', label: 'موبایل' }, { value: '28', label: 'لپ‌تاپ' }]);
    expect(levels.has(2)).toBe(false);
    expect(levels.get(99)).toEqual([{ value: '1', label: 'x' }]);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(readHierarchyAnswer({ success: false, data: { level_1: '<select></select>' } }).size).toBe(0);
    expect(readLevelOptions('plain text')).toBeUndefined();
  });
});

describe('jet_smart_filters_get_indexed_data', () => {
  it('sends the provider key, the query args and the filter ids as a JSON string', () => {
    const body = encodeForm(buildIndexedDataBody({ provider: 'woocommerce-shortcode/default', queryArgs: { posts_per_page: 12 }, indexingFilters: [80, 81, 80] }));
    expect(phpToPlain(phpParseStr(body))).toEqual({ action: 'jet_smart_filters_get_indexed_data', provider: 'woocommerce-shortcode/default', query_args: { posts_per_page: '12' }, indexing_filters: '[80,81]' });
  });
});

describe('issue 30: the side requests wait as the read kind says and take only an answer they can use', () => {
  it('a hierarchy level request: slow note at 2.5 s, timeout at 15 s (read defaults when the caller passes none)', async () => {
    await expectWaits(DEFAULT_WAITS.read, (wait) => getHierarchyLevels(jsf, { filterId: 92, values: [] }, undefined, wait), timedOut);
    await expectWaits(waitPolicy('read'), (wait) => getIndexedData(jsf, { provider: 'p/default', queryArgs: {}, indexingFilters: [1] }, undefined, wait), timedOut);
  });

  it('a hierarchy answer without any level_N, or a refusal, is a failure', () => {
    expect(z.safeParse(levelsSchema, { success: true, data: {} }).success).toBe(false);
    expect(z.safeParse(levelsSchema, { success: false, data: { level_1: '<select></select>' } }).success).toBe(false);
    expect(z.safeParse(levelsSchema, { unexpected: true }).success).toBe(false);
    expect(z.safeParse(levelsSchema, { success: true, data: { level_1: '<select></select>' } }).success).toBe(true);
  });

  it('random JSON never passes as a hierarchy answer unless it succeeds with a level_N string', () => {
    const levelish = fc.record({ success: fc.constantFrom<unknown>(true, false, 1, 'true'), data: fc.dictionary(fc.constantFrom('level_0', 'level_1', 'level_12', 'level_x', 'content'), fc.jsonValue()) });
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), levelish), (value) => {
      const required = isRecord(value) && value.success === true && isRecord(value.data) && Object.entries(value.data).some(([k, v]) => /^level_\d{1,2}$/.test(k) && typeof v === 'string');
      return z.safeParse(levelsSchema, value).success === required;
    }), { numRuns: 500 });
  });

  it('random JSON never passes as indexed data unless it succeeds with a data object', () => {
    const dataish = fc.record({ success: fc.constantFrom<unknown>(true, false), data: fc.jsonValue() });
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), dataish), (value) => {
      const required = isRecord(value) && value.success === true && isRecord(value.data);
      return z.safeParse(indexedAnswerSchema, value).success === required;
    }), { numRuns: 500 });
  });
});
