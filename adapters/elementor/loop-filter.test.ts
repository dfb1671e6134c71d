import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import * as z from 'zod/mini';
import fc from 'fast-check';
import { DEFAULT_WAITS, waitPolicy } from '../http/waits';
import { expectWaits, useHeldServer } from '../http/testing';
import { filterAddress, readTaxonomyFilterSettings, refreshAnswerSchema, refreshLoop, refreshLoopBody, termsFromParam } from './loop-filter';

function widget(settings: unknown): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-settings', typeof settings === 'string' ? settings : JSON.stringify(settings));
  return el;
}

describe('Elementor loop filter contract', () => {
  it('accepts AND or OR only with multiple selection, else single selection', () => {
    expect(readTaxonomyFilterSettings(widget({ selected_element: 'a1b2c3d', taxonomy: 'product_cat', multiple_selection: 'yes', logical_combination: 'OR' }))?.join).toBe('OR');
    expect(readTaxonomyFilterSettings(widget({ selected_element: 'a1b2c3d', taxonomy: 'product_cat', multiple_selection: 'yes', logical_combination: 'XOR' }))?.join).toBe('DISABLED');
    expect(readTaxonomyFilterSettings(widget({ selected_element: 'a1b2c3d', taxonomy: 'product_cat', logical_combination: 'AND' }))?.join).toBe('DISABLED');
    expect(readTaxonomyFilterSettings(widget('{"selected_element":"<img>","taxonomy":"x"}'))).toBeUndefined();
    expect(readTaxonomyFilterSettings(widget('not json'))).toBeUndefined();
  });

  it('writes e-filter with + for AND and ~ (encoded %7E, as the original leaves it) for OR, keeps other parameters first, drops e-page of that loop', () => {
    const url = new URL('https://shop.test/loop-filter/?utm_source=x&e-page-a1b2c3d=3&e-filter-a1b2c3d-product_cat=old&e-page-zzzzzzz=2');
    const address = filterAddress(url, 'a1b2c3d', { a1b2c3d: { taxonomy: { product_cat: { terms: ['کفش', 'پوشاک'], logicalJoin: 'OR' } } } }, { pageNum: 1, baseUrl: '' });
    expect(address).toBe(`?utm_source=x&e-page-zzzzzzz=2&e-filter-a1b2c3d-product_cat=${encodeURIComponent('کفش')}%7E${encodeURIComponent('پوشاک')}`);
    expect(filterAddress(url, 'a1b2c3d', { a1b2c3d: { taxonomy: { product_cat: { terms: ['a', 'b'], logicalJoin: 'AND' } } } }, { pageNum: 1, baseUrl: '' })).toContain('e-filter-a1b2c3d-product_cat=a+b');
    expect(filterAddress(new URL('https://shop.test/loop-filter/?e-filter-a1b2c3d-product_cat=a'), 'a1b2c3d', { a1b2c3d: {} }, { pageNum: 1, baseUrl: '' })).toBe('/loop-filter/');
    // Past page 1 the filter's base URL is the address, page/paged dropped.
    expect(filterAddress(new URL('https://shop.test/loop-filter/page/2/?paged=2'), 'a1b2c3d', { a1b2c3d: { taxonomy: { product_cat: { terms: ['a'] } } } }, { pageNum: 2, baseUrl: 'https://shop.test/loop-filter/' })).toBe('https://shop.test/loop-filter/?e-filter-a1b2c3d-product_cat=a');
  });

  it('reads terms back as the browser gives them (+ became a space)', () => {
    expect(termsFromParam('a b')).toEqual(['a', 'b']);
    expect(termsFromParam('a~b')).toEqual(['a', 'b']);
    expect(termsFromParam('a')).toEqual(['a']);
  });

  it('the REST body; the editor adds the model and the flag', () => {
    expect(refreshLoopBody({ postId: 7, loopId: 'a1b2c3d', filters: {}, paginationBaseUrl: '/x/' })).toEqual({ post_id: 7, widget_filters: {}, widget_id: 'a1b2c3d', pagination_base_url: '/x/' });
    expect(refreshLoopBody({ postId: 7, loopId: 'a1b2c3d', filters: {}, paginationBaseUrl: '/x/', editor: { model: { id: 'a1b2c3d' } } })).toMatchObject({ widget_model: { id: 'a1b2c3d' }, is_edit_mode: true });
  });
});

describe('issue 30: refresh-loop waits as the read kind says and takes only the widget markup', () => {
  useHeldServer();
  const config = { restUrl: 'https://shop.test/wp-json/', postId: 7, editMode: false };

  it('the slow note at 2.5 s, at 15 s a timeout the widget can tell from other failures', async () => {
    const outcome = await expectWaits(DEFAULT_WAITS.read, (wait) => refreshLoop(config, { postId: 7, loopId: 'a1b2c3d', filters: {}, paginationBaseUrl: '/' }, undefined, { ...waitPolicy('read'), ...wait }), (o) => o.kind === 'failed' && o.timedOut);
    expect(outcome).toEqual({ kind: 'failed', aborted: false, timedOut: true });
  });

  it('random JSON never passes unless data is a string with markup in it', () => {
    const near = fc.record({ data: fc.oneof(fc.string(), fc.constant('<div class="elementor-widget-container"></div>'), fc.jsonValue()) });
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), near), (value) => {
      const v = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
      const required = typeof v?.data === 'string' && /<[a-z]/i.test(v.data);
      return z.safeParse(refreshAnswerSchema, value).success === required;
    }), { numRuns: 500 });
    expect(z.safeParse(refreshAnswerSchema, {}).success).toBe(false);
    expect(z.safeParse(refreshAnswerSchema, { data: '  ' }).success).toBe(false);
  });
});

describe('issue 35: refresh-loop in the editor and on failure (spec §6, §7, §8)', () => {
  const config = { restUrl: 'https://shop.test/wp-json/', postId: 7, editMode: true };
  const seen: Array<{ nonce: string | null; body: unknown }> = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  const answer = (status: number, body: Record<string, string>) =>
    server.use(http.post('https://shop.test/wp-json/elementor-pro/v1/refresh-loop', async ({ request }) => {
      seen.push({ nonce: request.headers.get('X-WP-Nonce'), body: await request.json() });
      return HttpResponse.json(body, { status });
    }));
  const req = { postId: 7, loopId: 'a1b2c3d', filters: {}, paginationBaseUrl: '/loop/' };

  it('edit mode sends the widget model, is_edit_mode and the nonce as X-WP-Nonce; the live page sends no nonce', async () => {
    answer(200, { data: '<div class="elementor-widget-container"><p>loop</p></div>' });
    const edited = await refreshLoop(config, { ...req, editor: { model: { id: 'a1b2c3d', settings: { posts_per_page: 4 } }, nonce: 'a1b2c3d4e5' } });
    expect(edited).toEqual({ kind: 'ok', html: '<div class="elementor-widget-container"><p>loop</p></div>' });
    await refreshLoop({ ...config, editMode: false }, req);
    expect(seen).toEqual([
      { nonce: 'a1b2c3d4e5', body: { post_id: 7, widget_filters: {}, widget_id: 'a1b2c3d', pagination_base_url: '/loop/', widget_model: { id: 'a1b2c3d', settings: { posts_per_page: 4 } }, is_edit_mode: true } },
      { nonce: null, body: { post_id: 7, widget_filters: {}, widget_id: 'a1b2c3d', pagination_base_url: '/loop/' } },
    ]);
  });

  it('a 400+ answer is a failure with no markup to show (the loop stays as it is), and nothing is written to the console', async () => {
    const error = vi.spyOn(console, 'error');
    for (const [status, body] of [[400, { code: 'rest_invalid_param' }], [403, { code: 'rest_cookie_invalid_nonce' }], [500, { data: '<div class="elementor-widget-container">x</div>' }]] as const) {
      answer(status, body);
      expect(await refreshLoop(config, req)).toEqual({ kind: 'failed', aborted: false, timedOut: false });
    }
    expect(error).not.toHaveBeenCalled();
  });
});
