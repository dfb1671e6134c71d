// @vitest-environment node
// Issue 36: ky is not on the boot path. The first request of a page asks for its chunk and must not
// wait for it: the fetch leaves in the call itself, ky reads the answer once it is there. (Its own
// file: the module state — ky not loaded yet — is fresh here.)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../fixtures/msw/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('issue 36: the first request', () => {
  it('leaves before ky has arrived, and ky still reads its answer; later ones go through ky as before', async () => {
    server.use(
      http.post('*/', async ({ request: r }) => {
        await delay(20);
        return HttpResponse.json({ fragments: { 'div.x': await r.text() }, cart_hash: 'h' });
      }),
    );
    const { request } = await import('./client');
    const spy = vi.spyOn(globalThis, 'fetch');
    const schema = z.object({ fragments: z.record(z.string(), z.string()), cart_hash: z.string() });
    const first = request({ url: 'http://localhost/?wc-ajax=get_refreshed_fragments', method: 'POST', form: { time: '1' }, response: { kind: 'json', schema } });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]?.body).toBe('time=1');
    expect(await first).toMatchObject({ ok: true, value: { fragments: { 'div.x': 'time=1' }, cart_hash: 'h' } });
    spy.mockClear();
    // ky is there now: the call is ky's own again (fetch a microtask later).
    const second = request({ url: 'http://localhost/?wc-ajax=get_refreshed_fragments', method: 'POST', form: { time: '2' }, response: { kind: 'json', schema } });
    expect(spy).not.toHaveBeenCalled();
    expect(await second).toMatchObject({ ok: true, value: { fragments: { 'div.x': 'time=2' } } });
    spy.mockRestore();
  });
});
