import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../fixtures/msw/node';
import fa from '../../src/i18n/locales/fa/transport.json';
import { ensureHasOwn, plainBody, request } from './client';
import { filterConsoleMessage, type TransportError } from './errors';

let seen: Request[] = [];
const onStart = ({ request: r }: { request: Request }): void => {
  seen.push(r.clone());
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', onStart);
});
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => {
  server.events.removeListener('request:start', onStart);
  server.close();
});

const cartSchema = z.object({ fragments: z.record(z.string(), z.string()), cart_hash: z.string() });

function failure<T>(result: { ok: true; value: T } | { ok: false; error: TransportError }): TransportError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

describe('request()', () => {
  it('posts a form to ?wc-ajax= like jQuery and validates the JSON answer', async () => {
    server.use(
      http.post('*/', async ({ request: r }) => {
        const body = await r.text();
        return HttpResponse.json({ fragments: { 'div.widget_shopping_cart_content': `<div>${body}</div>` }, cart_hash: 'abc' });
      }),
    );
    const result = await request({ url: '/?wc-ajax=add_to_cart', method: 'POST', form: { product_id: 12, quantity: 2 }, response: { kind: 'json', schema: cartSchema } });
    expect(result.ok && result.value.fragments['div.widget_shopping_cart_content']).toBe('<div>product_id=12&quantity=2</div>');
    expect(seen).toHaveLength(1);
    const sent = seen[0];
    expect(sent?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(sent?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(sent?.credentials).toBe('same-origin');
  });

  it('adds no X-Requested-With outside admin-ajax and wc-ajax, and appends query in bracket form', async () => {
    server.use(http.get('*/wp-json/wp/v2/things', () => HttpResponse.json([])));
    const result = await request({ url: '/wp-json/wp/v2/things?context=view', query: { include: [1, 2] }, response: { kind: 'json', schema: z.array(z.number()) } });
    expect(result.ok).toBe(true);
    expect(seen[0]?.headers.has('X-Requested-With')).toBe(false);
    expect(new URL(seen[0]?.url ?? '').search).toBe('?context=view&include%5B%5D=1&include%5B%5D=2');
  });

  it('a GET form goes into the query string, as jQuery sends it', async () => {
    server.use(http.get('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ count: 1 })));
    await request({ url: '/wp-admin/admin-ajax.php', form: { action: 'woodmart_add_to_wishlist', product_id: 5, key: 'k' }, response: { kind: 'json', schema: z.object({ count: z.number() }) } });
    expect(new URL(seen[0]?.url ?? '').search).toBe('?action=woodmart_add_to_wishlist&product_id=5&key=k');
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('offline (network error) → fetch_error with the Persian message; one request, no retry', async () => {
    server.use(http.get('*/offline', () => HttpResponse.error()));
    const error = failure(await request({ url: '/offline', response: { kind: 'text' } }));
    expect(error.kind).toBe('fetch_error');
    expect(error.message).toBe(fa.offline);
    expect(filterConsoleMessage(error)).toBe(fa.filter.noConnection);
    expect(seen).toHaveLength(1);
  });

  it('an answer that is not JSON → invalid_json', async () => {
    server.use(http.get('*/bad-json', () => HttpResponse.text('<html>Fatal error</html>')));
    const error = failure(await request({ url: '/bad-json', response: { kind: 'json', schema: cartSchema } }));
    expect(error).toMatchObject({ kind: 'invalid_json', status: 200, body: '<html>Fatal error</html>', message: fa.invalidJson });
    expect(filterConsoleMessage(error)).toBe(fa.filter.parse);
  });

  it('an empty body fails JSON unless allowEmpty, where the schema sees undefined', async () => {
    server.use(http.post('*/', () => new HttpResponse('', { status: 200 })));
    const strict = failure(await request({ url: '/?wc-ajax=add_to_cart', method: 'POST', response: { kind: 'json', schema: cartSchema } }));
    expect(strict.kind).toBe('invalid_json');
    const lenient = await request({ url: '/?wc-ajax=add_to_cart', method: 'POST', response: { kind: 'json', schema: z.optional(cartSchema), allowEmpty: true } });
    expect(lenient).toMatchObject({ ok: true, value: undefined });
  });

  it('404 with a WP_Error body → http with the WordPress code', async () => {
    server.use(
      http.get('*/wp-json/nope', () =>
        HttpResponse.json({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }, { status: 404 }),
      ),
    );
    const error = failure(await request({ url: '/wp-json/nope', response: { kind: 'json', schema: z.unknown() } }));
    expect(error).toMatchObject({ kind: 'http', status: 404, code: 'rest_no_route', data: { status: 404 }, message: fa.notFound });
    expect(filterConsoleMessage(error)).toBe(fa.filter.notFound);
  });

  it('500 → http 500 with the body text; ky does not retry it', async () => {
    server.use(http.get('*/boom', () => new HttpResponse('<p>There has been a critical error on this website.</p>', { status: 500 })));
    const error = failure(await request({ url: '/boom', response: { kind: 'text' } }));
    expect(error).toMatchObject({ kind: 'http', status: 500, body: '<p>There has been a critical error on this website.</p>' });
    expect(error.message).toBe(fa.serverError.replace('{{status}}', '۵۰۰'));
    expect(filterConsoleMessage(error)).toBe(fa.filter.serverError);
    expect(seen).toHaveLength(1);
  });

  it('any other status → uncaught filter message with the response text', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', () => new HttpResponse('0', { status: 400 })));
    const error = failure(await request({ url: '/wp-admin/admin-ajax.php', method: 'POST', form: { action: 'x' }, response: { kind: 'text' } }));
    expect(filterConsoleMessage(error)).toBe(fa.filter.uncaught.replace('{{text}}', '0'));
  });

  it('timeout → timeout, not aborted', async () => {
    server.use(
      http.get('*/slow', async () => {
        await delay(300);
        return HttpResponse.json({});
      }),
    );
    const error = failure(await request({ url: '/slow', timeout: 30, response: { kind: 'json', schema: z.object({}) } }));
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 30, message: fa.timeout });
    expect(filterConsoleMessage(error)).toBe(fa.filter.timeout);
  });

  it("the caller's abort → aborted (silent for filters), even with a timeout set", async () => {
    server.use(
      http.get('*/slow', async () => {
        await delay(300);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request({ url: '/slow', timeout: 5000, signal: controller.signal, response: { kind: 'text' } });
    setTimeout(() => controller.abort(), 20);
    const error = failure(await pending);
    expect(error).toMatchObject({ kind: 'aborted', message: fa.aborted });
    expect(filterConsoleMessage(error)).toBeUndefined();

    const already = new AbortController();
    already.abort();
    expect(failure(await request({ url: '/slow', signal: already.signal, response: { kind: 'text' } })).kind).toBe('aborted');
  });

  it('a wrong shape → schema, naming the field', async () => {
    server.use(http.post('*/', () => HttpResponse.json({ fragments: { 'div.widget_shopping_cart_content': 5 }, cart_hash: 'x' })));
    const error = failure(await request({ url: '/?wc-ajax=get_refreshed_fragments', method: 'POST', response: { kind: 'json', schema: cartSchema } }));
    expect(error).toMatchObject({ kind: 'schema', issue: 'fragments.div.widget_shopping_cart_content: expected string', message: fa.schema });
  });

  it('sends JSON bodies and method as given', async () => {
    server.use(http.put('*/json', async ({ request: r }) => HttpResponse.json(await r.json())));
    const result = await request({ url: '/json', method: 'PUT', json: { a: [1, { b: 'پ' }] }, response: { kind: 'json', schema: z.unknown() } });
    expect(result).toMatchObject({ ok: true, value: { a: [1, { b: 'پ' }] } });
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('never rejects, whatever the body: a lone surrogate or a JSON cycle is a failed call or is sent as U+FFFD (issue 26)', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', async ({ request: r }) => HttpResponse.json({ got: await r.text() })));
    const sent = await request({ url: '/wp-admin/admin-ajax.php', method: 'POST', form: { s: `ab\ud83d` }, response: { kind: 'json', schema: z.object({ got: z.string() }) } });
    expect(sent).toMatchObject({ ok: true, value: { got: 's=ab%EF%BF%BD' } });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const failed = await request({ url: '/wp-admin/admin-ajax.php', method: 'POST', json: cycle, response: { kind: 'empty' } });
    expect(failed.ok).toBe(false);
    expect(failure(failed).kind).toBe('unknown_error');
  });

  it("issue 35: an unknown failure says 'An unknown error occurred.' in Persian (spec §8 unknown_error)", async () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const failed = await request({ url: '/wp-admin/admin-ajax.php', method: 'POST', json: cycle, response: { kind: 'empty' } });
    const error = failure(failed);
    expect(error.kind).toBe('unknown_error');
    expect(error.message).toBe(fa.unknown);
    expect(fa.unknown).toBe('خطای ناشناخته‌ای رخ داد.');
  });
});

describe('issue 27: bodies DevTools can read', () => {
  it('hands fetch the form text itself, not a Request with a streamed body, keeping method, headers and signal', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ ok: true })));
    const spy = vi.spyOn(globalThis, 'fetch');
    const controller = new AbortController();
    const result = await request({ url: 'http://localhost/wp-admin/admin-ajax.php', method: 'POST', form: { action: 'jet_smart_filters', query: { _tax_query_pa_color: ['30', '31'] } }, signal: controller.signal, response: { kind: 'json', schema: z.object({ ok: z.boolean() }) } });
    expect(result.ok).toBe(true);
    const [input, init] = spy.mock.calls[0] ?? [];
    spy.mockRestore();
    expect(typeof input).toBe('string');
    expect(init?.body).toBe('action=jet_smart_filters&query%5B_tax_query_pa_color%5D%5B%5D=30&query%5B_tax_query_pa_color%5D%5B%5D=31');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(seen[0] ? await seen[0].text() : '').toBe(init?.body);
  });

  it('issue 27: an eager call has fetch under way before request() returns, with a plain body, and ky still reads the answer and the abort', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', async () => {
      await delay(30);
      return HttpResponse.json({ ok: true });
    }));
    const spy = vi.spyOn(globalThis, 'fetch');
    const call = () => request({ url: 'http://localhost/wp-admin/admin-ajax.php', method: 'POST', form: { action: 'jet_smart_filters' }, eager: true, response: { kind: 'json', schema: z.object({ ok: z.boolean() }) } });
    const answered = call();
    expect(spy).toHaveBeenCalledTimes(1);
    const [input, init] = spy.mock.calls[0] ?? [];
    expect(input).toBe('http://localhost/wp-admin/admin-ajax.php');
    expect(init?.body).toBe('action=jet_smart_filters');
    expect(await answered).toMatchObject({ ok: true, value: { ok: true } });
    const controller = new AbortController();
    const aborted = request({ url: 'http://localhost/wp-admin/admin-ajax.php', method: 'POST', form: { action: 'jet_smart_filters' }, eager: true, signal: controller.signal, response: { kind: 'json', schema: z.object({ ok: z.boolean() }) } });
    controller.abort();
    expect(failure(await aborted).kind).toBe('aborted');
    // Without it, ky starts the fetch a microtask later, as it always has.
    spy.mockClear();
    const lazy = request({ url: 'http://localhost/wp-admin/admin-ajax.php', method: 'POST', form: { action: 'x' }, response: { kind: 'json', schema: z.object({ ok: z.boolean() }) } });
    expect(spy).not.toHaveBeenCalled();
    await lazy;
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('leaves uploads (FormData) and bodiless calls as ky built them', () => {
    const form = new FormData();
    const requestWithUpload = new Request('http://localhost/', { method: 'POST', body: form });
    expect(plainBody(requestWithUpload, undefined, form)[0]).toBe(requestWithUpload);
    const get = new Request('http://localhost/');
    expect(plainBody(get, undefined, undefined)[0]).toBe(get);
  });
});


describe('ky on the support floor', () => {
  it('defines the standard Object.hasOwn fallback only where it is missing (ky calls it; Chrome 91 and Safari 15 lack it)', () => {
    const bare: Record<string, unknown> = {};
    ensureHasOwn(bare);
    const hasOwn = bare.hasOwn as (o: object, k: PropertyKey) => boolean;
    expect(hasOwn({ a: 1 }, 'a')).toBe(true);
    expect(hasOwn(Object.create({ a: 1 }) as object, 'a')).toBe(false);
    const own = () => true;
    const kept: Record<string, unknown> = { hasOwn: own };
    ensureHasOwn(kept);
    expect(kept.hasOwn).toBe(own);
  });
});
