// @vitest-environment node
// Issue 36: a schema whose module (and zod with it) is not on the boot path is imported beside the
// request, not after its answer: the answer waits for whichever comes last, never for both in turn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../fixtures/msw/node';
import { request } from './client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const schema = z.object({ count: z.number() });

describe('issue 36: a lazy answer schema', () => {
  it('is asked for in the task after the call (not in the caller\'s), and the answer is checked with it once both are in', async () => {
    let answerSentAt = -1;
    server.use(
      http.get('*/lazy', async () => {
        await delay(150);
        answerSentAt = performance.now() - started;
        return HttpResponse.json({ count: 3 });
      }),
    );
    let askedAt = -1;
    const started = performance.now();
    const lazy = () => {
      askedAt = performance.now() - started;
      // The schema's chunk takes as long as the request: loaded in turn, the answer would take both.
      return new Promise<typeof schema>((resolve) => setTimeout(() => resolve(schema), 150));
    };
    const pending = request({ url: 'http://localhost/lazy', response: { kind: 'json', schema: lazy } });
    // Not in the caller's task: its import would delay the frame a click is waiting for.
    expect(askedAt).toBe(-1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(askedAt).toBeGreaterThanOrEqual(0);
    const result = await pending;
    expect(result).toMatchObject({ ok: true, value: { count: 3 } });
    // Side by side: the schema was asked for before the answer even left the server, not after
    // it came. (Read as an order, not in milliseconds: a wall-clock bound failed on a loaded machine.)
    expect(answerSentAt).toBeGreaterThan(0);
    expect(askedAt).toBeLessThan(answerSentAt);
  });

  it('an answer of another shape fails as a schema failure, as with a schema given at once', async () => {
    server.use(http.get('*/lazy', () => HttpResponse.json({ count: 'three' })));
    const result = await request({ url: 'http://localhost/lazy', response: { kind: 'json', schema: () => Promise.resolve(schema) } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('schema');
  });

  it('a schema chunk that fails to arrive fails the call (never a rejected promise)', async () => {
    server.use(http.get('*/lazy', () => HttpResponse.json({ count: 1 })));
    const result = await request({ url: 'http://localhost/lazy', response: { kind: 'json', schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) } });
    expect(result.ok).toBe(false);
  });
});
