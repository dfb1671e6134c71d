// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterGroup, listData, withoutValue, type FilterSpec, type GroupDeps } from './engine';
import { effect } from '@preact/signals-core';
import { filterState, setChosenValue } from './state';
import { providerRequests } from '../providers';
import type { ApplyAnswer, ApplyRequest, FilterConnection, FilterSettings, SendResult, UrlFilter } from './backend';

// The engine with a fake backend (issue 29): what it asks the backend (the query, the filters of
// the address) is asserted here; adapters/jet-smart-filters/backend.test.ts keeps the wire exact.

interface Call {
  req: ApplyRequest;
  signal: AbortSignal;
  onSlow(): void;
  resolve(result: SendResult): void;
}

const SETTINGS: FilterSettings = {
  selectors: { 'woocommerce-shortcode': { selector: '.woocommerce', action: 'replace', inDepth: false, idPrefix: '#', list: '.products', item: '.product' } },
  props: { 'woocommerce-shortcode': { default: { found_posts: 66, max_num_pages: 6, page: 1 } } },
  indexedData: {},
  templates: {},
  useTabindex: false,
  closeDropdownOnApply: false,
  preloader: { template: '', fixedPosition: false, fixedEdgeGap: 0 },
};

/** A readable address: `/shop/?queryVar[!suffix]=v1,v2&page=n`, empty filters left out. */
function fakeAddress(filters: readonly UrlFilter[]): string {
  const parts = filters
    .filter((f) => (typeof f.value === 'string' ? f.value !== '' : f.value.length > 0))
    .map((f) => `${f.kind === 'pagination' ? 'page' : `${f.queryVar}${f.suffix ? `!${f.suffix}` : ''}`}=${typeof f.value === 'string' ? f.value : f.value.filter((v) => !v.startsWith('operator_')).join(',')}`);
  return `/shop/${parts.length ? `?${parts.join('&')}` : ''}`;
}

function fakeConnection(): FilterConnection {
  return {
    settings: SETTINGS,
    send: () => Promise.reject(new Error('the harness sends through GroupDeps.transport')),
    thirdParty: () => '',
    pageUrl: (_provider, _queryId, filters) => fakeAddress(filters),
    redirectGetUrl: (path, _provider, _queryId, filters) => `${path}${fakeAddress(filters)}`,
    redirectPostForm: (path) => ({ action: path, fields: [] }),
    providerSelector: () => '.woocommerce',
    syncAnswer: () => undefined,
    indexedCounts: () => Promise.resolve(undefined),
    thrownMessage: () => 'خطای ناشناخته',
    wireAnswer: (answer) => answer,
    reread: () => ({ props: {}, indexedData: {} }),
  };
}

function harness() {
  const calls: Call[] = [];
  const urls: string[] = [];
  const rendered: Array<{ answer: ApplyAnswer; loadMore: boolean }> = [];
  const logs: string[] = [];
  const navigations: string[] = [];
  const deps: GroupDeps = {
    connection: fakeConnection(),
    thirdParty: '',
    transport: (req, signal, onSlow) =>
      new Promise((resolve) => {
        calls.push({ req, signal, onSlow, resolve });
        signal.addEventListener('abort', () => resolve({ ok: false, error: { kind: 'aborted', message: '' } }));
      }),
    render: (_group, answer, options) => rendered.push({ answer, loadMore: options.loadMore }),
    writeUrl: (url) => urls.push(url),
    navigate: (url) => navigations.push(url),
    log: (m) => logs.push(m),
  };
  const group = new FilterGroup('woocommerce-shortcode', 'default', deps);
  let position = 0;
  const spec = (over: Partial<FilterSpec>): FilterSpec => ({
    kind: 'checkboxes', provider: 'woocommerce-shortcode', queryId: 'default', queryType: 'tax_query', queryVar: 'pa_color', suffix: '', applyType: 'mixed', position: position++, ...over,
  });
  const answer = (n: number): ApplyAnswer => ({ content: `<div class="woocommerce columns-4">${n}</div>`, pagination: { found_posts: n, max_num_pages: 2, page: 1 }, isData: false, fragments: {} });
  const ok = (value: ApplyAnswer): SendResult => ({ ok: true, value });
  return { group, calls, urls, rendered, logs, navigations, spec, answer, ok, deps };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the filter engine', () => {
  it('two colours and a price range: the first change leaves at once, the second joins the next request with the PHP keys in page order', async () => {
    const h = harness();
    const cat = h.group.add(h.spec({ queryVar: 'product_cat', filterId: 80, indexed: true }), false);
    const color = h.group.add(h.spec({ filterId: 81, indexed: true }), false);
    const price = h.group.add(h.spec({ kind: 'range', queryType: 'meta_query', queryVar: '_price', suffix: 'range', filterId: 82 }), false);
    h.group.change(price, '100000_900000');
    expect(h.calls.map((c) => c.req.query)).toEqual([{ '_meta_query__price|range': '100000_900000' }]);
    h.group.change(color, listData(['30', '32']));
    expect(h.group.status.value.state).toBe('loading');
    expect(h.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls).toHaveLength(2);
    expect(h.calls[0]?.signal.aborted).toBe(true);
    expect(h.calls[1]?.req.query).toEqual({ _tax_query_pa_color: ['30', '32'], '_meta_query__price|range': '100000_900000' });
    expect(Object.keys(h.calls[1]?.req.query ?? {})).toEqual(['_tax_query_pa_color', '_meta_query__price|range']);
    expect(h.calls[1]?.req.indexingFilters).toEqual([80, 81]);
    expect(h.urls).toEqual(['/shop/?_price!range=100000_900000', '/shop/?pa_color=30,32&_price!range=100000_900000']);
    void cat;
  });

  it('issue 27: the first change leaves at once (no debounce before it), in the task of the click', async () => {
    const h = harness();
    const color = h.group.add(h.spec({}), false);
    h.group.change(color, '30');
    expect(h.group.status.value.state).toBe('loading');
    await Promise.resolve();
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.req.query).toEqual({ _tax_query_pa_color: '30' });
  });

  it('issue 27: three rapid changes give two requests, the first aborted and the last state winning', async () => {
    const h = harness();
    const color = h.group.add(h.spec({}), false);
    h.group.change(color, '30');
    await vi.advanceTimersByTimeAsync(20);
    h.group.change(color, listData(['30', '31']));
    await vi.advanceTimersByTimeAsync(20);
    h.group.change(color, listData(['30', '31', '32']));
    expect(h.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls).toHaveLength(2);
    expect(h.calls[0]?.signal.aborted).toBe(true);
    expect(h.calls[1]?.req.query).toEqual({ _tax_query_pa_color: ['30', '31', '32'] });
    h.calls[1]?.resolve(h.ok(h.answer(7)));
    await vi.runAllTimersAsync();
    expect(h.rendered.map((r) => r.answer.pagination?.found_posts)).toEqual([7]);
    expect(h.group.status.value.state).toBe('idle');
  });

  it('issue 27: an answer that comes back while a newer choice waits is not shown, and the listing stays loading until the newer one is in', async () => {
    const h = harness();
    const color = h.group.add(h.spec({}), false);
    h.group.change(color, '30');
    await Promise.resolve();
    h.group.change(color, listData(['30', '31']));
    h.calls[0]?.resolve(h.ok(h.answer(5)));
    await Promise.resolve();
    await Promise.resolve();
    expect(h.rendered).toHaveLength(0);
    expect(h.group.status.value.state).toBe('loading');
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls).toHaveLength(2);
    h.calls[1]?.resolve(h.ok(h.answer(9)));
    await vi.runAllTimersAsync();
    expect(h.rendered.map((r) => r.answer.pagination?.found_posts)).toEqual([9]);
    expect(h.group.status.value.state).toBe('idle');
    // Back to the first state: its answer was kept, no request.
    h.group.change(color, '30');
    await vi.runAllTimersAsync();
    expect(h.calls).toHaveLength(2);
    expect(h.rendered.map((r) => r.answer.pagination?.found_posts)).toEqual([9, 5]);
  });

  it('issue 27: changing away and back within the window keeps the request already in flight (no second request)', async () => {
    const h = harness();
    const color = h.group.add(h.spec({}), false);
    h.group.change(color, '30');
    await vi.advanceTimersByTimeAsync(10);
    h.group.change(color, '31');
    await vi.advanceTimersByTimeAsync(10);
    h.group.change(color, '30');
    await vi.advanceTimersByTimeAsync(200);
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.signal.aborted).toBe(false);
    expect(h.group.status.value.state).toBe('loading');
    h.calls[0]?.resolve(h.ok(h.answer(4)));
    await vi.runAllTimersAsync();
    expect(h.rendered.map((r) => r.answer.pagination?.found_posts)).toEqual([4]);
  });

  it('issue 34: the shared filter state holds the values applied: the page as loaded, then each answer shown', async () => {
    const h = harness();
    const color = h.group.add(h.spec({}), false);
    expect(filterState.value[h.group.key]?.applied).toEqual({});
    h.group.change(color, listData(['30', '32']));
    await vi.advanceTimersByTimeAsync(100);
    // Asked for, not shown yet: the listing still shows the page as loaded.
    expect(filterState.value[h.group.key]?.applied).toEqual({});
    h.calls[0]?.resolve(h.ok(h.answer(3)));
    await vi.runAllTimersAsync();
    expect(filterState.value[h.group.key]?.applied).toEqual({ _tax_query_pa_color: ['30', '32'] });
  });

  it('ten rapid changes: one request in flight at most, and the last answer wins', async () => {
    const h = harness();
    const color = h.group.add(h.spec({}), false);
    for (let i = 0; i < 10; i++) {
      h.group.change(color, String(30 + i));
      await vi.advanceTimersByTimeAsync(i % 3 === 0 ? 120 : 10);
    }
    await vi.advanceTimersByTimeAsync(100);
    const live = h.calls.filter((c) => !c.signal.aborted);
    expect(live).toHaveLength(1);
    expect(live[0]?.req.query).toEqual({ _tax_query_pa_color: '39' });
    for (const c of h.calls) c.resolve(h.ok(h.answer(Number(c.req.query._tax_query_pa_color))));
    await vi.runAllTimersAsync();
    expect(h.rendered.map((r) => r.answer.pagination?.found_posts)).toEqual([39]);
  });

  it('going back to a state already fetched (or to the page as loaded) makes no request', async () => {
    const h = harness();
    const color = h.group.add(h.spec({}), false);
    (h.group as unknown as { deps: GroupDeps }).deps.snapshot = () => h.answer(66);
    h.group.change(color, '30');
    await vi.advanceTimersByTimeAsync(100);
    h.calls[0]?.resolve(h.ok(h.answer(20)));
    await vi.runAllTimersAsync();
    h.group.change(color, false);
    await vi.advanceTimersByTimeAsync(100);
    h.group.change(color, '30');
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls).toHaveLength(1);
    expect(h.rendered.map((r) => r.answer.pagination?.found_posts)).toEqual([20, 66, 20]);
    expect(h.urls.at(-1)).toContain('pa_color=30');
  });

  it('a change made before the other filters registered (a replayed early tick) is still sent once they have', async () => {
    const h = harness();
    const color = h.group.add(h.spec({}), false);
    h.group.change(color, '30');
    // The price filter mounts within the debounce, after the change.
    h.group.add(h.spec({ kind: 'range', queryType: 'meta_query', queryVar: '_price', suffix: 'range', filterId: 82 }), false);
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.req.query).toEqual({ _tax_query_pa_color: '30' });
  });

  it('an identical query sends nothing; the cache is bounded and can be dropped', async () => {
    const h = harness();
    const color = h.group.add(h.spec({}), '30');
    h.group.change(color, '30');
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls).toHaveLength(0);
    for (let i = 0; i < 25; i++) {
      h.group.change(color, `v${i}`);
      await vi.advanceTimersByTimeAsync(100);
      h.calls.at(-1)?.resolve(h.ok(h.answer(i)));
      await vi.runAllTimersAsync();
    }
    expect(h.group.cacheSize).toBe(20);
    h.group.clearCache();
    h.group.change(color, 'v24');
    h.group.change(color, 'v23');
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls).toHaveLength(26);
  });

  it('a transport that rejects (or throws) is a failure: not "loading" for good, and the same query can be sent again (issue 26)', async () => {
    const h = harness();
    let mode: 'reject' | 'throw' | 'answer' = 'reject';
    const sent: string[] = [];
    const group = new FilterGroup('woocommerce-shortcode', 'default', {
      ...h.deps,
      transport: (req) => {
        sent.push(JSON.stringify(req.query));
        if (mode === 'throw') throw new URIError('URI malformed');
        if (mode === 'reject') return Promise.reject(new URIError('URI malformed'));
        return Promise.resolve(h.ok(h.answer(1)));
      },
    });
    const search = group.add(h.spec({ kind: 'search', queryType: '_s', queryVar: 'query' }), false);
    group.change(search, 'گوشی');
    await vi.runAllTimersAsync();
    expect(group.status.value.state).toBe('error');
    expect(h.logs.at(-1)).toMatch(/URIError/);
    mode = 'throw';
    group.retry();
    await vi.runAllTimersAsync();
    expect(group.status.value.state).toBe('error');
    mode = 'answer';
    group.retry();
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(1);
    expect(group.status.value.state).toBe('idle');
  });

  it('a failure is logged with the console text the backend gives, shown as an error state, and retry sends it again', async () => {
    const h = harness();
    const color = h.group.add(h.spec({}), false);
    h.group.change(color, '30');
    await vi.advanceTimersByTimeAsync(100);
    h.calls[0]?.resolve({ ok: false, error: { kind: 'http', message: 'خطای سرور', consoleMessage: 'خطای داخلی سرور [۵۰۰].' } });
    await vi.runAllTimersAsync();
    expect(h.logs).toEqual(['خطای داخلی سرور [۵۰۰].']);
    expect(h.group.status.value.state).toBe('error');
    expect(h.rendered).toHaveLength(0);
    expect(color.data.value).toBe('30');
    h.group.retry();
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls).toHaveLength(2);
    h.calls[1]?.resolve(h.ok(h.answer(3)));
    await vi.runAllTimersAsync();
    expect(h.group.status.value.state).toBe('idle');
  });

  it('apply-on-submit filters wait for the button; remove-all resets everything and the address', async () => {
    const h = harness();
    const color = h.group.add(h.spec({ applyType: 'mixed-reload' }), false);
    const pages = h.group.add(h.spec({ kind: 'pagination', queryType: '', queryVar: '', applyType: 'mixed' }), '3');
    h.group.change(color, '30');
    await vi.advanceTimersByTimeAsync(200);
    expect(h.calls).toHaveLength(0);
    expect(pages.data.value).toBe(false);
    h.group.applyButton('ajax');
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls[0]?.req.query).toEqual({ _tax_query_pa_color: '30' });
    h.calls[0]?.resolve(h.ok(h.answer(5)));
    await vi.runAllTimersAsync();
    h.group.removeAll('ajax');
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls[1]?.req.query).toEqual({});
    expect(h.urls.at(-1)).toBe('/shop/');
  });

  it('a reload apply navigates to the address of every filter', async () => {
    const h = harness();
    const color = h.group.add(h.spec({ applyType: 'ajax' }), '30');
    h.group.apply('reload');
    // The navigation waits for the views' commit, as the address does (issue 27).
    await vi.advanceTimersByTimeAsync(0);
    expect(h.navigations).toEqual(['/shop/?pa_color=30']);
    void color;
  });

  it('pagination sends jet_paged, load-more appends and remembers pages', async () => {
    const h = harness();
    h.group.add(h.spec({}), false);
    const pages = h.group.add(h.spec({ kind: 'pagination', queryType: '', queryVar: '' }), false);
    h.group.goToPage(pages, 2);
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls[0]?.req.query).toEqual({ jet_paged: '2' });
    expect(h.urls.at(-1)).toBe('/shop/?page=2');
    h.calls[0]?.resolve(h.ok({ ...h.answer(66), pagination: { found_posts: 66, max_num_pages: 6, page: 2 } }));
    await vi.runAllTimersAsync();
    h.group.loadMore(pages);
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls[1]?.req.query).toEqual({ jet_paged: '3' });
    h.calls[1]?.resolve(h.ok({ ...h.answer(66), pagination: { found_posts: 66, max_num_pages: 6, page: 3 } }));
    await vi.runAllTimersAsync();
    expect(h.rendered.at(-1)?.loadMore).toBe(true);
    expect(h.group.loadedPages.value).toEqual([3]);
  });

  it('duplicate filters stay in sync; different kinds on one key merge under AND; active items and tags', () => {
    const h = harness();
    const a = h.group.add(h.spec({ activeLabel: 'رنگ', describe: (d) => (typeof d === 'string' ? [d] : [...d]).filter((v) => !v.startsWith('operator_')).map((v) => ({ value: v, label: `c${v}` })) }), false);
    const b = h.group.add(h.spec({}), false);
    const visual = h.group.add(h.spec({ kind: 'color-image' }), '33');
    h.group.change(a, listData(['30', '32'], 'AND'));
    expect(b.data.value).toEqual(['30', '32', 'operator_AND']);
    expect(h.group.query.value).toEqual({ _tax_query_pa_color: ['30', '32', '33', 'operator_AND'] });
    expect(h.group.activeItems.value[0]?.values).toEqual([{ value: '30', label: 'c30' }, { value: '32', label: 'c32' }]);
    expect(withoutValue(a.data.value, '30')).toBe('32');
    h.group.removeActive(a, 'ajax', '32');
    expect(a.data.value).toBe('30');
    void visual;
  });

  it('an additional provider changes together and makes its own request without touching the address', async () => {
    const h = harness();
    const other = new FilterGroup('jet-engine', 'default', { ...(h.group as unknown as { deps: GroupDeps }).deps });
    const color = h.group.add(h.spec({ additionalProviders: ['jet-engine/default'] }), false);
    const mirror = other.add(h.spec({ provider: 'jet-engine' }), false);
    h.group.linkAdditional(other);
    h.group.change(color, '30');
    await vi.advanceTimersByTimeAsync(100);
    expect(mirror.data.value).toBe('30');
    expect(h.calls.map((c) => `${c.req.provider}/${c.req.queryId}`).sort()).toEqual(['jet-engine/default', 'woocommerce-shortcode/default']);
    expect(h.urls).toHaveLength(1);
  });

  it('levels of a hierarchical select are separate filters merged on one key, shown as one "a > b" item', async () => {
    const h = harness();
    const describe = (labels: Record<string, string>) => (data: string | readonly string[]) => [{ value: String(data), label: labels[String(data)] ?? String(data) }];
    const level0 = h.group.add(h.spec({ kind: 'select', queryVar: 'product_cat', filterId: 92, depth: 0, activeLabel: 'دسته', describe: describe({ 26: 'کالای دیجیتال' }) }), false);
    const level1 = h.group.add(h.spec({ kind: 'select', queryVar: 'product_cat', filterId: 92, depth: 1, activeLabel: 'دسته', describe: describe({ 27: 'موبایل' }) }), false);
    h.group.change(level0, '26');
    h.group.change(level1, '27');
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls.at(-1)?.req.query).toEqual({ _tax_query_product_cat: ['26', '27', 'operator_AND'] });
    expect(h.group.activeItems.value.map((i) => i.values.map((v) => v.label))).toEqual([['کالای دیجیتال > موبایل']]);
    // Its × clears every level.
    const item = h.group.activeItems.value[0];
    if (!item) throw new Error('no active item');
    h.group.removeActive(item.entry, 'ajax');
    expect(level0.data.value).toBe(false);
    expect(level1.data.value).toBe(false);
    expect(h.group.query.value).toEqual({});
  });

  it('two filters of one kind on one key with different ids are merged, not synced as copies', () => {
    const h = harness();
    const a = h.group.add(h.spec({ filterId: 81 }), false);
    const b = h.group.add(h.spec({ filterId: 97, kind: 'checkboxes' }), false);
    const copy = h.group.add(h.spec({ filterId: 81 }), false);
    h.group.change(a, '54');
    h.group.change(b, '55');
    expect(copy.data.value).toBe('54');
    expect(h.group.query.value).toEqual({ _tax_query_pa_color: ['54', '55', 'operator_AND'] });
  });
});

describe('issue 37: predefined values (PredefinedData.set)', () => {
  it('a range and a search predefined on load: one request with both, sent once', async () => {
    const h = harness();
    const range = h.group.add(h.spec({ kind: 'range', queryType: 'meta_query', queryVar: '_price', suffix: 'range', applyType: 'ajax' }), false);
    const search = h.group.add(h.spec({ kind: 'search', queryType: '_s', queryVar: 'query', suffix: 'search', applyType: 'ajax' }), false);
    h.group.predefine(range, '100000_500000');
    h.group.predefine(search, 'کفش');
    expect(h.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(150);
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.req.query).toEqual({ '_meta_query__price|range': '100000_500000', '__s_query|search': 'کفش' });
    h.calls[0]?.resolve(h.ok(h.answer(3)));
    await vi.advanceTimersByTimeAsync(150);
    // Once: the same value again changes nothing.
    h.group.predefine(range, '100000_500000');
    await vi.advanceTimersByTimeAsync(150);
    expect(h.calls).toHaveLength(1);
  });

  it('a filter that registers after the predefined one still joins the query that is sent', async () => {
    const h = harness();
    const range = h.group.add(h.spec({ kind: 'range', queryType: 'meta_query', queryVar: '_price', suffix: 'range', applyType: 'ajax' }), false);
    h.group.predefine(range, '100000_500000');
    h.group.add(h.spec({ queryVar: 'pa_color', applyType: 'ajax' }), '54');
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(150);
    expect(h.calls.at(-1)?.req.query).toEqual({ '_meta_query__price|range': '100000_500000', _tax_query_pa_color: '54' });
  });

  it('issue 37: a predefined value reaches the filter\'s additional providers, each asking once for its own listing', async () => {
    const h = harness();
    const other = new FilterGroup('jet-engine', 'default', { ...(h.group as unknown as { deps: GroupDeps }).deps });
    const color = h.group.add(h.spec({ applyType: 'ajax', additionalProviders: ['jet-engine/default'] }), false);
    const mirror = other.add(h.spec({ provider: 'jet-engine', applyType: 'ajax' }), false);
    h.group.linkAdditional(other);
    h.group.predefine(color, '54');
    expect(mirror.data.value).toBe('54');
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(150);
    expect(h.calls.map((c) => `${c.req.provider}/${c.req.queryId} ${JSON.stringify(c.req.query)}`).sort()).toEqual([
      'jet-engine/default {"_tax_query_pa_color":"54"}',
      'woocommerce-shortcode/default {"_tax_query_pa_color":"54"}',
    ]);
    // The additional provider does not write the address.
    expect(h.urls).toHaveLength(1);
  });
});

describe('issue 37: pagination and load more in step with the provider', () => {
  it('after load more, clicking the page the run started from (or any loaded page) does nothing', async () => {
    const h = harness();
    h.group.props.value = { found_posts: 40, max_num_pages: 4, page: 1 };
    const pages = h.group.add(h.spec({ kind: 'pagination', queryType: '', queryVar: '' }), false);
    h.group.loadMore(pages);
    await vi.advanceTimersByTimeAsync(0);
    h.calls[0]?.resolve(h.ok({ ...h.answer(40), pagination: { found_posts: 40, max_num_pages: 4, page: 2 } }));
    await vi.advanceTimersByTimeAsync(150);
    expect(h.calls).toHaveLength(1);
    h.group.goToPage(pages, 1);
    h.group.goToPage(pages, 2);
    await vi.advanceTimersByTimeAsync(150);
    expect(h.calls).toHaveLength(1);
    // A page not on screen is fetched, and the load-more run ends.
    h.group.goToPage(pages, 4);
    await vi.advanceTimersByTimeAsync(150);
    expect(h.calls).toHaveLength(2);
    expect(h.group.loadedPages.value).toEqual([]);
  });

  it('a grid that loaded more by itself: the group shows its page and page count, and those pages are on screen', () => {
    const h = harness();
    h.group.props.value = { found_posts: 60, max_num_pages: 5, page: 1 };
    const pages = h.group.add(h.spec({ kind: 'pagination', queryType: '', queryVar: '' }), false);
    h.group.followProvider(3, 6);
    expect(h.group.props.value).toEqual({ found_posts: 60, max_num_pages: 6, page: 3 });
    expect(h.group.loadedPages.value).toEqual([2, 3]);
    for (const p of [1, 2, 3]) h.group.goToPage(pages, p);
    expect(h.calls).toHaveLength(0);
    expect(h.group.status.value.state).toBe('idle');
    // Junk from the grid's attributes changes nothing.
    h.group.followProvider(Number.NaN, 2);
    h.group.followProvider(0, 0);
    expect(h.group.props.value.page).toBe(3);
  });
});

describe('issue 37: built and now tested', () => {
  it('page clicks and load more are ignored while the group loads', async () => {
    const h = harness();
    h.group.props.value = { found_posts: 40, max_num_pages: 4, page: 1 };
    const pages = h.group.add(h.spec({ kind: 'pagination', queryType: '', queryVar: '' }), false);
    h.group.goToPage(pages, 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toHaveLength(1);
    h.group.goToPage(pages, 3);
    h.group.loadMore(pages);
    await vi.advanceTimersByTimeAsync(150);
    expect(h.calls).toHaveLength(1);
    expect(pages.data.value).toBe('2');
  });

  it('remove-all with an additional provider (as the remove button does it: each group\'s fiters/remove): both clear and ask for their own listing', async () => {
    const h = harness();
    const other = new FilterGroup('jet-engine', 'sidebar', h.deps);
    const color = h.group.add(h.spec({ applyType: 'ajax' }), '54');
    const mirror = other.add(h.spec({ provider: 'jet-engine', queryId: 'sidebar', applyType: 'ajax' }), '54');
    h.group.linkAdditional(other);
    h.group.removeAll('ajax');
    other.removeAll('ajax');
    await vi.advanceTimersByTimeAsync(0);
    expect([color.data.value, mirror.data.value]).toEqual([false, false]);
    expect(h.calls.map((c) => `${c.req.provider}/${c.req.queryId} ${JSON.stringify(c.req.query)}`)).toEqual(['woocommerce-shortcode/default {}', 'jet-engine/sidebar {}']);
  });
});

describe('issue 27: the request leaves first, the views follow in the same call, the rest later', () => {
  it('issue 27: a change sends its request, then its views\' effects run (tick, loading state) in the same call; the event bus hears of it in the next task, the address when the page is idle', async () => {
    const h = harness();
    const order: string[] = [];
    h.deps.events = {
      filterChanged: () => order.push(`filterChanged after ${h.calls.length} request(s)`),
      applying: () => order.push(`applying after ${h.calls.length} request(s)`),
      buttonApplied: () => undefined,
      removedAll: () => undefined,
      pageChanged: () => undefined,
      loadingMore: () => undefined,
    };
    const writeUrl = h.deps.writeUrl;
    h.deps.writeUrl = (url) => {
      order.push(`address after ${h.calls.length} request(s)`);
      writeUrl(url);
    };
    const color = h.group.add(h.spec({}), false);
    let runs = 0;
    const stop = effect(() => {
      const data = color.data.value;
      const loading = h.group.status.value.state === 'loading';
      if (runs++ > 0) order.push(`view ${JSON.stringify(data)} loading=${loading} after ${h.calls.length} request(s)`);
    });
    h.group.change(color, '30');
    stop();
    // In the call of the change: the request, then the views (the same frame as the click).
    expect(order).toEqual(['view "30" loading=true after 1 request(s)']);
    expect(h.urls).toEqual([]);
    // The next task: the plugin's channels in their order.
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['view "30" loading=true after 1 request(s)', 'filterChanged after 1 request(s)', 'applying after 1 request(s)']);
    expect(h.urls).toEqual([]);
    // Then the address, once idle (jsdom has no requestIdleCallback: the short timer).
    await vi.advanceTimersByTimeAsync(50);
    expect(order.at(-1)).toBe('address after 1 request(s)');
    expect(h.urls).toEqual(['/shop/?pa_color=30']);
  });
});

describe('issue 27: what waits for the views comes before the answer', () => {
  it('issue 27: an answer in before the page is idle finds the channels heard and the address written; so does the next change', async () => {
    const h = harness();
    const order: string[] = [];
    h.deps.events = {
      filterChanged: () => order.push('filterChanged'),
      applying: () => order.push('applying'),
      buttonApplied: () => undefined,
      removedAll: () => undefined,
      pageChanged: () => undefined,
      loadingMore: () => undefined,
    };
    h.deps.writeUrl = (url) => order.push(`address ${url}`);
    h.deps.render = () => order.push('render');
    const color = h.group.add(h.spec({}), false);
    h.group.change(color, '30');
    // Answered in the same task as the click (no timer has run).
    h.calls[0]?.resolve(h.ok(h.answer(4)));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['filterChanged', 'applying', 'address /shop/?pa_color=30', 'render']);
    order.length = 0;
    h.group.change(color, '31');
    expect(order).toEqual([]);
    // A third change in the same task, before anything of the second ran: the second's channels
    // come first (its request waits for the window to close, and its address with it).
    h.group.change(color, '32');
    expect(order).toEqual(['filterChanged', 'applying']);
    await vi.advanceTimersByTimeAsync(100);
    expect(order).toEqual(['filterChanged', 'applying', 'filterChanged', 'applying', 'address /shop/?pa_color=32']);
  });
});

describe('issue 34: the stores are the only copy of the filter state and the provider requests', () => {
  it('a filter\'s value, the group\'s query and what the listing shows live in filterState', async () => {
    const h = harness();
    const color = h.group.add(h.spec({ filterId: 81 }), false);
    const copy = h.group.add(h.spec({ filterId: 81, position: 9 }), false);
    h.group.change(color, '30');
    const chosen = filterState.value[h.group.key]?.chosen ?? {};
    expect(Object.values(chosen)).toEqual(['30']);
    expect(copy.data.value).toBe('30');
    // Written in the store (as a component may), read by the filter, its copy and the query.
    const [id] = Object.keys(chosen);
    setChosenValue(h.group.key, id ?? '', '31');
    expect([color.data.value, copy.data.value]).toEqual(['31', '31']);
    expect(h.group.query.value).toEqual({ _tax_query_pa_color: '31' });
    h.calls[0]?.resolve(h.ok(h.answer(4)));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.group.applied.value).toEqual({ _tax_query_pa_color: '30' });
    expect(filterState.value[h.group.key]?.applied).toEqual({ _tax_query_pa_color: '30' });
    h.group.remove(color);
    expect(Object.keys(filterState.value[h.group.key]?.chosen ?? {})).toHaveLength(1);
    h.group.remove(copy);
    expect(filterState.value[h.group.key]?.chosen).toEqual({});
  });

  it('loading, slow, error and idle are written to providerRequests, and the group\'s status reads them', async () => {
    const h = harness();
    const color = h.group.add(h.spec({}), false);
    expect(providerRequests.value[h.group.key]).toEqual({ status: 'idle' });
    h.group.change(color, '30');
    expect(providerRequests.value[h.group.key]).toEqual({ status: 'loading', loadMore: false });
    h.calls[0]?.onSlow();
    expect(providerRequests.value[h.group.key]?.status).toBe('slow');
    expect(h.group.status.value).toEqual({ state: 'loading', loadMore: false, slow: true });
    h.calls[0]?.resolve({ ok: false, error: { kind: 'http', message: 'خطا', consoleMessage: 'HTTP 500' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(providerRequests.value[h.group.key]).toEqual({ status: 'error', message: 'خطا', consoleMessage: 'HTTP 500' });
    expect(h.group.status.value).toEqual({ state: 'error', message: 'خطا', consoleMessage: 'HTTP 500' });
    await vi.advanceTimersByTimeAsync(100);
    h.group.retry();
    expect(h.calls).toHaveLength(2);
    // A late "slow" of a request no longer wanted changes nothing.
    h.calls[0]?.onSlow();
    expect(providerRequests.value[h.group.key]?.status).toBe('loading');
    h.calls[1]?.resolve(h.ok(h.answer(3)));
    await vi.advanceTimersByTimeAsync(0);
    expect(providerRequests.value[h.group.key]).toEqual({ status: 'idle' });
  });
});
