// Issue 37: window.JetSmartFilters as other plugins call it, and a misconfigured filter.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFilterAttributes } from './markup';
import { jetSmartFilters } from './backend';
import { readPageSettings } from '../../src/host/settings';
import { provideFilterBackend } from '../../src/state/filters/backend';
import { provideFilterChannels, provideFilterListener } from '../../src/state/filters/channels';
import { channelListener, channelPublisher } from './events';
import { NOT_ENOUGH_PARAMETERS, registerFilter, resetFilterPage } from '../../src/state/filters/page';
import { resetFilterGroups } from '../../src/state/filters/registry';
import { publish } from '../../src/state/filters/compat';

const win = window as unknown as Record<string, unknown>;
// The family's composition file does this on a page (widgets/jet-smart-filters/backend.ts).
provideFilterBackend(jetSmartFilters);
provideFilterChannels(channelPublisher);
provideFilterListener(channelListener);

afterEach(() => {
  resetFilterGroups();
  resetFilterPage();
  delete win.JetSmartFilterSettings;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

interface Global {
  events: { subscribe(c: string, f: (...a: unknown[]) => void, last?: boolean): number; unsubscribe(id: number): void };
  reinitFilters(): void;
  filtersList: Record<string, string>;
  filterNames: string[];
  filters: Record<string, new () => object>;
  findFilters(): Element[];
}

function boot(): Global {
  win.JetSmartFilterSettings = { selectors: {}, props: {} };
  document.body.innerHTML = '<div class="jet-smart-filters-range jet-filter"><div class="jet-range" data-smart-filter="range" data-query-type="meta_query" data-query-var="_price"></div></div>';
  const el = document.querySelector<HTMLElement>('.jet-range');
  if (!el) throw new Error('markup');
  registerFilter(readPageSettings(), el, readFilterAttributes(el), false);
  return win.JetSmartFilters as Global;
}

describe('issue 37: window.JetSmartFilters for other plugins', () => {
  it('a filter without a provider logs the plugin\'s message once and stays as printed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const global = boot();
    const el = document.querySelector<HTMLElement>('.jet-range');
    if (!el) throw new Error('markup');
    registerFilter(readPageSettings(), el, readFilterAttributes(el), false);
    expect(error.mock.calls.map((c) => c[0])).toEqual([NOT_ENOUGH_PARAMETERS]);
    expect(NOT_ENOUGH_PARAMETERS).toBe('Not enough parameters. Check if the "Provider" and "Query ID" are set correctly');
    expect(el.outerHTML).toBe('<div class="jet-range" data-smart-filter="range" data-query-type="meta_query" data-query-var="_price"></div>');
    expect(global).toBeDefined();
  });

  it('offers what JetEngine and its maps call: reinitFilters, filtersList, filterNames, filters to extend, findFilters', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const global = boot();
    expect(() => global.reinitFilters()).not.toThrow();
    expect(global.filtersList.Search).toBe('jet-smart-filters-search');
    expect(global.filterNames).toContain('range');
    // JetEngine's location-distance filter: `class … extends JetSmartFilters.filters.Search`.
    const Base = global.filters.Search;
    if (!Base) throw new Error('no Search');
    class LocationDistance extends Base {}
    expect(new LocationDistance()).toBeInstanceOf(Base);
    expect(global.findFilters().map((el) => el.className)).toEqual(['jet-smart-filters-range jet-filter']);
  });

  it('the bus runs a new subscriber before the earlier ones, one subscribed "last" after them (the plugin\'s event-bus)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const global = boot();
    const order: string[] = [];
    global.events.subscribe('fiter/apply', () => order.push('group'), true);
    global.events.subscribe('fiter/apply', () => order.push('first'));
    const id = global.events.subscribe('fiter/apply', () => order.push('second'));
    publish('fiter/apply', {});
    expect(order).toEqual(['second', 'first', 'group']);
    global.events.unsubscribe(id);
    order.length = 0;
    publish('fiter/apply', {});
    expect(order).toEqual(['first', 'group']);
  });

  it('a script publishing fiters/apply on window.JetSmartFilters.events applies the group it names, as the plugin\'s FilterGroup does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push(String(init?.body ?? (input instanceof Request ? '' : '')));
      return new Promise<Response>(() => undefined);
    });
    const global = boot();
    document.body.insertAdjacentHTML('beforeend', '<div class="jet-smart-filters-range jet-filter"><div class="jet-range" id="bound" data-smart-filter="range" data-query-type="meta_query" data-query-var="_price" data-content-provider="jet-engine" data-query-id="default" data-apply-type="ajax" data-filter-id="12"></div></div>');
    const el = document.getElementById('bound');
    if (!el) throw new Error('markup');
    const made = registerFilter(readPageSettings(), el, readFilterAttributes(el), false);
    if (!made) throw new Error('not registered');
    // The value is set without a shopper's change (no apply of its own): only the bus applies it.
    made.entry.data.value = '100_200';
    const heard: unknown[][] = [];
    global.events.subscribe('activeItems/change', (...args: unknown[]) => heard.push(args));
    (global.events as unknown as { publish(c: string, ...a: unknown[]): void }).publish('fiters/apply', { provider: 'jet-engine', queryId: 'default', applyType: 'ajax' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(decodeURIComponent(sent[0] ?? '')).toContain('query[_meta_query__price]=100_200');
    expect(heard.map((args) => args.slice(1))).toEqual([['jet-engine', 'default']]);
  });

  it('issue 35: a missing or refused indexed-data answer leaves the counters as they are (spec §8), with nothing thrown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers: Array<() => Response> = [
      () => new Response(JSON.stringify({ success: true }), { headers: { 'Content-Type': 'application/json' } }),
      () => new Response(JSON.stringify({ success: false, data: 'no' }), { headers: { 'Content-Type': 'application/json' } }),
      () => new Response('', { status: 200 }),
      () => new Response('<p>error</p>', { status: 500 }),
      () => Response.error(),
    ];
    let asked = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => {
      const next = answers[asked++];
      return Promise.resolve(next ? next() : Response.error());
    });
    const global = boot() as Global & { setIndexedData(provider: string, args?: unknown): void };
    document.body.insertAdjacentHTML('beforeend', '<div class="jet-smart-filters-checkboxes jet-filter jet-filter-indexed"><div class="jet-checkboxes-list" id="indexed" data-smart-filter="checkboxes" data-query-type="tax_query" data-query-var="pa_color" data-content-provider="jet-engine" data-query-id="default" data-apply-type="ajax" data-filter-id="81" data-indexer-rule="show" data-show-counter="yes" data-change-counter="always"></div></div>');
    const el = document.getElementById('indexed');
    if (!el) throw new Error('markup');
    const made = registerFilter(readPageSettings(), el, { ...readFilterAttributes(el), indexed: true }, false);
    if (!made) throw new Error('not registered');
    const counts = { tax_query: { pa_color: { 54: 3 } } };
    made.group.indexed.value = counts;
    for (let i = 0; i < answers.length; i++) {
      global.setIndexedData('jet-engine/default', { posts_per_page: 12 });
      await vi.waitFor(() => expect(asked).toBe(i + 1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(made.group.indexed.value).toBe(counts);
    }
  });
});
