// @vitest-environment node
// JetSmartFilterSettings kept in step with the answers, as the plugin's FilterGroup.js does
// (issue 27): only slots the page printed, and never a throw on a hostile global.
import { describe, expect, it } from 'vitest';
import { syncSettingsGlobal } from './settings';

const pagination = { found_posts: 12, max_num_pages: 1, page: 1 };
const counts = { tax_query: { pa_color: { '30': 4 } } };

describe('syncSettingsGlobal', () => {
  it("copies the answer's pagination and counts into the slots the page printed", () => {
    const global = {
      props: { 'woocommerce-shortcode': { default: { found_posts: 156, max_num_pages: 13, page: 1 } } },
      jetFiltersIndexedData: { 'woocommerce-shortcode/default': { tax_query: { pa_color: { '30': 40 } } } },
    };
    syncSettingsGlobal(global, 'woocommerce-shortcode', 'default', { pagination, indexedData: { 'woocommerce-shortcode/default': counts } });
    expect(global.props['woocommerce-shortcode'].default).toEqual(pagination);
    expect(global.jetFiltersIndexedData['woocommerce-shortcode/default']).toEqual(counts);
  });

  it('adds no slot the page did not print (as the plugin: only if that slot already exists)', () => {
    const global: Record<string, unknown> = { props: { 'woocommerce-shortcode': {} }, jetFiltersIndexedData: {} };
    syncSettingsGlobal(global, 'woocommerce-shortcode', 'default', { pagination, indexedData: { 'woocommerce-shortcode/default': counts } });
    expect(global).toEqual({ props: { 'woocommerce-shortcode': {} }, jetFiltersIndexedData: {} });
  });

  it('never throws on a missing, odd or frozen global', () => {
    for (const global of [undefined, null, 'x', 7, [], { props: 'x' }, { props: { 'woocommerce-shortcode': null } }, Object.freeze({ props: Object.freeze({ 'woocommerce-shortcode': Object.freeze({ default: {} }) }) })]) {
      expect(() => syncSettingsGlobal(global, 'woocommerce-shortcode', 'default', { pagination })).not.toThrow();
    }
  });
});
