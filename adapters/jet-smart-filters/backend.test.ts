// @vitest-environment node
// JetSmartFilters as the filter engine's backend (issue 29): the engine's own tests run on a fake
// backend; these keep what the connection puts on the wire and in the address exact.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import rawSettings from '../../fixtures/jet-smart-filters/recorded/settings.json';
import { FilterGroup, listData, type FilterSpec } from '../../src/state/filters/engine';
import { connectJetSmartFilters } from './backend';
import { readJsfSettings } from './settings';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const connection = () => connectJetSmartFilters(readJsfSettings(rawSettings));
const spec = (position: number, over: Partial<FilterSpec>): FilterSpec => ({
  kind: 'checkboxes', provider: 'woocommerce-shortcode', queryId: 'default', queryType: 'tax_query', queryVar: 'pa_color', suffix: '', applyType: 'mixed', position, ...over,
});

describe('the JetSmartFilters connection', () => {
  it('writes the plugin\'s address for the engine\'s filters (two colours and a price range)', () => {
    const urls: string[] = [];
    const group = new FilterGroup('woocommerce-shortcode', 'default', {
      connection: connection(),
      thirdParty: '',
      transport: () => new Promise(() => undefined),
      render: () => undefined,
      writeUrl: (url) => urls.push(url),
      navigate: () => undefined,
      log: () => undefined,
    });
    group.add(spec(0, { queryVar: 'product_cat' }), false);
    const color = group.add(spec(1, {}), listData(['30', '32']));
    group.add(spec(2, { kind: 'range', queryType: 'meta_query', queryVar: '_price', suffix: 'range' }), '100000_900000');
    expect(group.pageUrl()).toBe('/jsf-shop/?jsf=woocommerce-shortcode&tax=pa_color:30%2C32&meta=_price!range:100000_900000');
    color.data.value = false;
    expect(group.pageUrl()).toBe('/jsf-shop/?jsf=woocommerce-shortcode&meta=_price!range:100000_900000');
  });

  it('sends the apply request to admin-ajax and gives the engine the answer', async () => {
    let body = '';
    server.use(http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      body = await request.text();
      return HttpResponse.json({ content: '<div class="woocommerce">7</div>', pagination: { found_posts: 7, max_num_pages: 1, page: 1 } });
    }));
    const result = await connection().send({ provider: 'woocommerce-shortcode', queryId: 'default', query: { _tax_query_pa_color: '30' }, indexingFilters: [] }, new AbortController().signal);
    expect(new URLSearchParams(body).get('action')).toBe('jet_smart_filters');
    expect(new URLSearchParams(body).get('query[_tax_query_pa_color]')).toBe('30');
    expect(result).toEqual({ ok: true, value: { content: '<div class="woocommerce">7</div>', pagination: { found_posts: 7, max_num_pages: 1, page: 1 }, isData: false, fragments: {} } });
  });

  it('a server error carries JetSmartFilters\' console text; an abort carries none', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', () => new HttpResponse('', { status: 500 })));
    const failed = await connection().send({ provider: 'woocommerce-shortcode', queryId: 'default', query: {}, indexingFilters: [] }, new AbortController().signal);
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error.consoleMessage).toBe('خطای داخلی سرور [۵۰۰].');
    const controller = new AbortController();
    controller.abort();
    const aborted = await connection().send({ provider: 'woocommerce-shortcode', queryId: 'default', query: {}, indexingFilters: [] }, controller.signal);
    expect(aborted.ok).toBe(false);
    if (!aborted.ok) expect(aborted.error).toEqual({ kind: 'aborted', message: expect.any(String) });
  });
});
