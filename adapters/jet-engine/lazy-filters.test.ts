// Issue 37: a lazily loaded JetEngine grid hands its filters_data and indexer_data to
// JetSmartFilters as JetEngine's frontend.js does (lazyLoadListing), so a filter bound to that grid
// sends the grid's defaults and settings and shows its counters.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { handFiltersData, type ListingAnswer } from './listing';
import { buildApplyBody } from '../jet-smart-filters/request';
import { jetSmartFilters } from '../jet-smart-filters/backend';
import type { JsfSettings } from '../jet-smart-filters/settings';
import { provideFilterBackend, type FilterSettings } from '../../src/state/filters/backend';
import { groupFor, resetFilterPage } from '../../src/state/filters/page';
import { resetFilterGroups } from '../../src/state/filters/registry';
import { readPageSettings } from '../../src/host/settings';

// Copied from shared/recorded/jet-engine-3.5.2/lazy-01.response.json.
const recorded = JSON.parse(readFileSync('fixtures/jet-engine/recorded/lazy-01.response.json', 'utf8')) as { body: { data: { filters_data: Record<string, Record<string, unknown>>; indexer_data: { provider: string; query: unknown } } } };
const answer: ListingAnswer = { html: '', fragments: {}, filtersData: recorded.body.data.filters_data, indexerData: recorded.body.data.indexer_data };
const win = window as unknown as Record<string, unknown>;
// The family's composition file does this on a page (widgets/jet-smart-filters/backend.ts).
provideFilterBackend(jetSmartFilters);
/** The JetSmartFilters connection's settings are its own JsfSettings (what the request body reads). */
const jsf = (settings: FilterSettings) => settings as JsfSettings;

afterEach(() => {
  resetFilterGroups();
  resetFilterPage();
  delete win.JetSmartFilterSettings;
  delete win.JetSmartFilters;
});

describe('issue 37: a lazily loaded grid and the filters bound to it', () => {
  it('merges each part under jet-engine, then setIndexedData(provider, query), then reinitFilters()', () => {
    const calls: string[] = [];
    const globals = {
      JetSmartFilterSettings: { queries: { 'woocommerce-shortcode': { default: {} } }, settings: {}, props: {}, extra_props: { a: 1 } } as Record<string, unknown>,
      JetSmartFilters: { setIndexedData: (provider: unknown) => calls.push(`setIndexedData ${String(provider)}`), reinitFilters: () => calls.push('reinitFilters') },
    };
    handFiltersData({ ...answer, filtersData: { ...answer.filtersData, extra_props: { b: 2 } } }, globals);
    expect(calls).toEqual(['setIndexedData jet-engine/default', 'reinitFilters']);
    const s = globals.JetSmartFilterSettings as { queries: Record<string, Record<string, unknown>>; props: Record<string, Record<string, unknown>>; extra_props: unknown };
    expect(s.queries['woocommerce-shortcode']).toEqual({ default: {} });
    expect(s.queries['jet-engine']?.default).toMatchObject({ post_type: ['product'], posts_per_page: '12' });
    expect(s.props['jet-engine']?.default).toEqual({ found_posts: 69, max_num_pages: 6, page: 1 });
    expect(s.extra_props).toEqual({ a: 1, b: 2 });
    // No JetSmartFilterSettings on the page: nothing at all (JetEngine checks the same).
    const none = { JetSmartFilters: globals.JetSmartFilters };
    calls.length = 0;
    handFiltersData(answer, none);
    expect(calls).toEqual([]);
  });

  it('a filter bound to the grid then sends its defaults and settings, its props follow and its counters come from setIndexedData', async () => {
    win.JetSmartFilterSettings = { ajaxurl: '/wp-admin/admin-ajax.php', selectors: { 'jet-engine': { selector: '.jet-listing-grid.jet-listing', action: 'replace', inDepth: true, idPrefix: '#' } }, queries: {}, settings: {}, props: {} };
    const group = groupFor(readPageSettings(), 'jet-engine', 'default');
    if (!group) throw new Error('no group');
    expect(buildApplyBody(jsf(group.settings), { provider: 'jet-engine', queryId: 'default', query: {}, indexingFilters: [] })).not.toHaveProperty('defaults');
    // An indexed filter bound to the grid: its counters come from setIndexedData's answer.
    group.add({ kind: 'checkboxes', provider: 'jet-engine', queryId: 'default', queryType: 'tax_query', queryVar: 'pa_color', suffix: '', applyType: 'ajax', filterId: 81, indexed: true, position: 0 }, false);
    const sent: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      sent.push(String(init?.body ?? (input instanceof Request ? await input.text() : '')));
      return new Response(JSON.stringify({ success: true, data: { tax_query: { pa_color: { 54: '3' } } } }), { headers: { 'Content-Type': 'application/json' } });
    });
    handFiltersData(answer);
    const body = buildApplyBody(jsf(group.settings), { provider: 'jet-engine', queryId: 'default', query: {}, indexingFilters: [] });
    expect(body.defaults).toMatchObject({ post_type: ['product'], posts_per_page: '12', paged: '1' });
    expect(body.settings).toMatchObject({ lisitng_id: '153', posts_num: 12 });
    expect(group.props.value).toEqual({ found_posts: 69, max_num_pages: 6, page: 1 });
    await vi.waitFor(() => expect(group.indexed.value).toEqual({ tax_query: { pa_color: { 54: 3 } } }));
    expect(decodeURIComponent(sent[0] ?? '')).toContain('action=jet_smart_filters_get_indexed_data&provider=jet-engine/default');
    fetchSpy.mockRestore();
  });

  it('after the grid loads more by itself, the group of its provider shows the grid\'s page and page count', () => {
    win.JetSmartFilterSettings = { selectors: { 'jet-engine': { selector: '.jet-listing-grid.jet-listing', action: 'replace', inDepth: true, idPrefix: '#' } }, props: { 'jet-engine': { default: { found_posts: 69, max_num_pages: 6, page: 1 } } } };
    document.body.innerHTML = '<div class="jet-listing-grid jet-listing"><div class="jet-listing-grid__items" data-page="1" data-pages="6"></div></div>';
    const group = groupFor(readPageSettings(), 'jet-engine', 'default');
    if (!group) throw new Error('no group');
    document.querySelector('.jet-listing-grid__items')?.setAttribute('data-page', '2');
    document.dispatchEvent(new CustomEvent('jet-engine/listing-grid/after-load-more', { detail: { page: 2 } }));
    expect(group.props.value).toEqual({ found_posts: 69, max_num_pages: 6, page: 2 });
    expect(group.loadedPages.value).toEqual([2]);
    document.body.innerHTML = '';
  });
});
