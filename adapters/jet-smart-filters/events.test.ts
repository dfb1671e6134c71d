// @vitest-environment node
// Issue 37: the channels other scripts hear, in the plugin's order around the request
// (JetSmartFilters 3.4.5 public.js: wasСhanged, emitFitersApply, emitFitersRemove, Pagination
// onPaginationItemClick / onPaginationLoadMoreClick, FilterGroup apply / doAjax / ajaxRequest).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import rawSettings from '../../fixtures/jet-smart-filters/recorded/settings.json';
import { readJsfSettings } from './settings';
import type { ApplyAnswer } from './request';
import type { Result } from '../http/errors';
import { FilterGroup, type FilterSpec, type GroupDeps } from '../../src/state/filters/engine';
import { channelListener, channelPublisher, filterFacade } from './events';
import { connectJetSmartFilters } from './backend';

function harness() {
  const heard: string[] = [];
  const pending: Array<(r: Result<ApplyAnswer>) => void> = [];
  const publish = (channel: string, ...args: unknown[]) => {
    const [first] = args;
    const name = Array.isArray(first) ? `[${first.map((f: { name?: string; data?: unknown }) => `${f.name ?? ''}=${String(f.data)}`).join(',')}]` : typeof first === 'object' && first !== null ? String((first as { name?: unknown }).name) : String(first);
    heard.push(`${channel} ${name}`);
  };
  const deps: GroupDeps = {
    connection: connectJetSmartFilters(readJsfSettings(rawSettings)),
    thirdParty: '',
    events: channelPublisher(publish),
    transport: () =>
      new Promise((resolve) => {
        heard.push('request');
        pending.push(resolve);
      }),
    render: () => heard.push('render'),
    writeUrl: () => undefined,
    navigate: (url) => heard.push(`navigate ${url}`),
    redirect: () => heard.push('redirect'),
    log: () => undefined,
  };
  const group = new FilterGroup('woocommerce-shortcode', 'default', deps);
  let position = 0;
  const spec = (over: Partial<FilterSpec>): FilterSpec => ({
    kind: 'checkboxes', provider: 'woocommerce-shortcode', queryId: 'default', queryType: 'tax_query', queryVar: 'pa_color', suffix: '', applyType: 'ajax', position: position++, ...over,
  });
  const answer = (page: number): Result<ApplyAnswer> => ({ ok: true, value: { content: '<div></div>', pagination: { found_posts: 30, max_num_pages: 3, page }, isData: false, fragments: {} }, response: new Response() });
  const settle = async (page = 1) => {
    await vi.advanceTimersByTimeAsync(0);
    pending.shift()?.(answer(page));
    await vi.advanceTimersByTimeAsync(150);
  };
  return { group, heard, spec, settle };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// The channels keep the plugin's order among themselves; the request leaves before any of them
// (issue 27: the request first, in the task of the click).
describe('issue 37: the event channels in the plugin order', () => {
  it('a change: the request (issue 27), then fiter/change, fiter/apply, activeItems/change with the filters that have a value', async () => {
    const h = harness();
    const color = h.group.add(h.spec({ filterId: 81 }), false);
    h.group.change(color, '30');
    await h.settle();
    expect(h.heard).toEqual(['request', 'fiter/change checkboxes', 'fiter/apply checkboxes', 'activeItems/change [checkboxes=30]', 'render']);
  });

  it('a *-reload filter only publishes fiter/change (it waits for its button)', async () => {
    const h = harness();
    const search = h.group.add(h.spec({ kind: 'search', applyType: 'ajax-reload' }), false);
    h.group.change(search, 'کفش');
    await h.settle();
    expect(h.heard).toEqual(['fiter/change search']);
  });

  it('the apply button: fiters/apply, then activeItems/change and the request; remove-all: fiters/remove, then an empty activeItems/change', async () => {
    const h = harness();
    const search = h.group.add(h.spec({ kind: 'search', applyType: 'ajax-reload' }), false);
    h.group.change(search, 'کفش');
    // The change's fiter/change is heard in the next task (issue 27: after the views).
    await vi.advanceTimersByTimeAsync(0);
    h.heard.length = 0;
    h.group.applyButton('ajax');
    await h.settle();
    expect(h.heard).toEqual(['request', 'fiters/apply apply-button', 'activeItems/change [search=کفش]', 'render']);
    h.heard.length = 0;
    h.group.removeAll('ajax');
    await h.settle();
    expect(h.heard).toEqual(['request', 'fiters/remove remove-filters', 'activeItems/change []', 'render']);
  });

  it('a page link: pagination/change then activeItems/change and the request; load more: pagination/load-more then the request only', async () => {
    const h = harness();
    h.group.props.value = { found_posts: 30, max_num_pages: 3, page: 1 };
    const pages = h.group.add(h.spec({ kind: 'pagination', queryType: '', queryVar: '' }), false);
    h.group.goToPage(pages, 2);
    await h.settle(2);
    expect(h.heard).toEqual(['request', 'pagination/change pagination', 'activeItems/change []', 'render']);
    h.heard.length = 0;
    h.group.loadMore(pages);
    await h.settle(3);
    expect(h.heard).toEqual(['request', 'pagination/load-more pagination', 'render']);
  });

  it('a reload filter applies by navigating after activeItems/change; a redirect publishes no activeItems/change', async () => {
    const h = harness();
    const color = h.group.add(h.spec({ applyType: 'reload' }), false);
    h.group.applyButton('reload');
    // The channels and the navigation follow the views' commit, in the next task (issue 27).
    expect(h.heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.heard[0]).toBe('fiters/apply apply-button');
    expect(h.heard[1]).toBe('activeItems/change []');
    expect(h.heard[2]).toMatch(/^navigate /);
    h.heard.length = 0;
    h.group.applyButton('ajax', { path: '/shop/', newWindow: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.heard).toEqual(['fiters/apply apply-button', 'redirect']);
    expect(filterFacade(color)).toMatchObject({ name: 'checkboxes', provider: 'woocommerce-shortcode', queryId: 'default', queryKey: '_tax_query_pa_color', data: false, applyType: 'reload', isReloadType: true });
  });
});

describe('issue 37: another script publishing on the bus drives the group it names', () => {
  /** The bus as the page has it: the group's handlers subscribed last, a script publishing. */
  function bus(h: ReturnType<typeof harness>) {
    const handlers = new Map<string, Array<(...args: unknown[]) => void>>();
    channelListener(
      (channel, callback) => handlers.set(channel, [...(handlers.get(channel) ?? []), callback]),
      (provider, queryId) => (h.group.provider === provider && h.group.queryId === queryId ? h.group : undefined),
    );
    return (channel: string, ...args: unknown[]) => {
      h.heard.push(`${channel} (script)`);
      for (const handler of handlers.get(channel) ?? []) handler(...args);
    };
  }
  const mine = { provider: 'woocommerce-shortcode', queryId: 'default' };

  it('fiters/apply from a script applies the group once, the trigger not published again', async () => {
    const h = harness();
    const publish = bus(h);
    const search = h.group.add(h.spec({ kind: 'search', applyType: 'ajax-reload' }), false);
    h.group.change(search, 'کفش');
    await vi.advanceTimersByTimeAsync(0);
    h.heard.length = 0;
    publish('fiters/apply', { ...mine, applyType: 'ajax' });
    await h.settle();
    expect(h.heard).toEqual(['fiters/apply (script)', 'request', 'activeItems/change [search=کفش]', 'render']);
  });

  it('fiter/apply resets the page and applies; another provider\'s or a malformed trigger does nothing', async () => {
    const h = harness();
    const publish = bus(h);
    h.group.props.value = { found_posts: 30, max_num_pages: 3, page: 2 };
    const pages = h.group.add(h.spec({ kind: 'pagination', queryType: '', queryVar: '' }), '2');
    h.group.add(h.spec({}), '30');
    publish('fiter/apply', { provider: 'jet-engine', queryId: 'default', applyType: 'ajax' });
    publish('fiter/apply', { provider: 'woocommerce-shortcode' });
    publish('fiter/apply', 'woocommerce-shortcode');
    await h.settle();
    expect(h.heard.filter((e) => !e.endsWith('(script)'))).toEqual([]);
    publish('fiter/apply', { ...mine, applyType: 'ajax', name: 'checkboxes' });
    expect(pages.data.value).toBe(false);
    await h.settle();
    expect(h.heard.slice(-3)).toEqual(['request', 'activeItems/change [checkboxes=30]', 'render']);
  });

  it('fiters/remove clears every filter and applies; pagination/load-more appends the next page', async () => {
    const h = harness();
    const publish = bus(h);
    h.group.props.value = { found_posts: 30, max_num_pages: 3, page: 1 };
    const pages = h.group.add(h.spec({ kind: 'pagination', queryType: '', queryVar: '' }), false);
    const color = h.group.add(h.spec({}), '30');
    publish('fiters/remove', { ...mine, applyType: 'ajax' });
    expect(color.data.value).toBe(false);
    await h.settle();
    expect(h.heard).toEqual(['fiters/remove (script)', 'request', 'activeItems/change []', 'render']);
    h.heard.length = 0;
    publish('pagination/load-more', { ...mine });
    expect(pages.data.value).toBe('2');
    expect(h.group.loadedPages.value).toEqual([2]);
    await h.settle(2);
    expect(h.heard).toEqual(['pagination/load-more (script)', 'request', 'render']);
  });

  it('what Vitrin published itself is not acted on a second time', async () => {
    const h = harness();
    const publish = bus(h);
    const color = h.group.add(h.spec({}), false);
    h.group.change(color, '30');
    // The page's bus hands the group's own fiter/apply to every subscriber, this one included.
    publish('fiter/apply', filterFacade(color));
    await h.settle();
    expect(h.heard.filter((e) => e === 'request')).toHaveLength(1);
  });

  it('activeItems/rebuild reads the labels again: a hierarchy level restored before its options shows its name once they are in', () => {
    const h = harness();
    const publish = bus(h);
    const names = new Map<string, string>([['26', 'کالای دیجیتال']]);
    const describe = (data: string | readonly string[]) => [{ value: String(data), label: names.get(String(data)) ?? String(data) }];
    h.group.add(h.spec({ kind: 'select', queryVar: 'product_cat', filterId: 92, depth: 0, activeLabel: 'دسته', describe }), '26');
    h.group.add(h.spec({ kind: 'select', queryVar: 'product_cat', filterId: 92, depth: 1, activeLabel: 'دسته', describe }), '27');
    const label = () => h.group.activeItems.value.map((i) => i.values.map((v) => v.label).join());
    expect(label()).toEqual(['کالای دیجیتال > 27']);
    // The deeper level's options arrive (the level answer), then the hierarchy publishes the rebuild.
    names.set('27', 'موبایل');
    publish('activeItems/rebuild', 'jet-engine', 'default');
    expect(label()).toEqual(['کالای دیجیتال > 27']);
    publish('activeItems/rebuild', 'woocommerce-shortcode', 'default');
    expect(label()).toEqual(['کالای دیجیتال > موبایل']);
  });
});
