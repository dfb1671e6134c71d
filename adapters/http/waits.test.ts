// The wait policy (issue 17): slow notice, hard limit, and what happens to a state-changing call's
// answer after the limit. Timers are faked; the server answers only when a test releases it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../fixtures/msw/node';
import type { PageSettings } from '../../src/host/settings';
import { request } from './client';
import type { Result } from './errors';
import { DEFAULT_WAITS, waitPolicy } from './waits';

let release: (() => void) | undefined;
let serverSawAbort = false;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  serverSawAbort = false;
  server.use(
    http.post('*/held', async ({ request: r }) => {
      r.signal.addEventListener('abort', () => {
        serverSawAbort = true;
      });
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return HttpResponse.json({ done: true });
    }),
  );
});
afterEach(() => {
  release?.();
  release = undefined;
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const settingsWith = (waits: unknown): PageSettings => ({ vitrin: { waits: waits as Record<string, unknown> }, loggedIn: false, global: () => undefined });
const answer = { kind: 'json' as const, schema: z.object({ done: z.boolean() }) };

describe('waitPolicy', () => {
  it('gives the spec defaults: fragments and pjax 5000 ms, chunks 120 s; cart and list calls change state', () => {
    expect(waitPolicy('fragments')).toEqual({ slowMs: 2500, limitMs: 5000, changesState: false });
    expect(waitPolicy('pjax').limitMs).toBe(5000);
    expect(waitPolicy('chunk').limitMs).toBe(120000);
    expect(waitPolicy('cart')).toEqual({ slowMs: 3000, limitMs: 10000, changesState: true });
    expect(waitPolicy('list').changesState).toBe(true);
    expect(waitPolicy('read').changesState).toBe(false);
  });

  it('takes page-settings overrides field by field; never makes a read out of a write', () => {
    const settings = settingsWith({ cart: { limitMs: 20000 }, read: { slowMs: 1000, limitMs: 8000 }, pjax: { changesState: true } });
    expect(waitPolicy('cart', settings)).toEqual({ slowMs: 3000, limitMs: 20000, changesState: true });
    expect(waitPolicy('read', settings)).toEqual({ slowMs: 1000, limitMs: 8000, changesState: false });
    expect(waitPolicy('pjax', settings)).toEqual(DEFAULT_WAITS.pjax);
  });

  it('ignores a bad override with a coded console error, and drops a slow notice at or past the limit', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(waitPolicy('cart', settingsWith({ cart: { limitMs: -5 } }))).toEqual(DEFAULT_WAITS.cart);
    expect(waitPolicy('cart', settingsWith({ cart: { limitMs: '9000' } }))).toEqual(DEFAULT_WAITS.cart);
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringContaining('V031'), expect.stringContaining('V031')]);
    expect(waitPolicy('fragments', settingsWith({ fragments: { slowMs: 6000 } })).slowMs).toBe(0);
    error.mockRestore();
  });
});

describe('request() with a wait policy', () => {
  it('says "slow" once past slowMs, and a read is abandoned (aborted on the wire) at the limit', async () => {
    const onSlow = vi.fn();
    const onLate = vi.fn();
    let result: Result<{ done: boolean }> | undefined;
    void request({ url: '/held', method: 'POST', response: answer, wait: { ...waitPolicy('read'), onSlow, onLate } }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(2499);
    expect(onSlow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSlow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15000 - 2500 - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(result).toBeDefined());
    expect(result?.ok === false && result.error).toMatchObject({ kind: 'timeout', timeoutMs: 15000 });
    expect(serverSawAbort).toBe(true);
    release?.();
    await vi.advanceTimersByTimeAsync(10);
    expect(onLate).not.toHaveBeenCalled();
    expect(onSlow).toHaveBeenCalledTimes(1);
  });

  it('a state-changing call ends the wait at the limit but keeps listening: the late answer goes to onLate', async () => {
    const onSlow = vi.fn();
    const late: Array<Result<unknown>> = [];
    let result: Result<{ done: boolean }> | undefined;
    void request({ url: '/held', method: 'POST', response: answer, wait: { ...waitPolicy('cart'), onSlow, onLate: (r) => late.push(r) } }).then(
      (r) => (result = r),
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(onSlow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(7000);
    await vi.waitFor(() => expect(result).toBeDefined());
    expect(result?.ok === false && result.error.kind).toBe('timeout');
    expect(serverSawAbort).toBe(false);
    expect(late).toEqual([]);
    release?.();
    await vi.waitFor(() => expect(late).toHaveLength(1));
    expect(late[0]?.ok && late[0].value).toEqual({ done: true });
  });

  it('an answer within the limit is the result: no slow notice before slowMs, nothing late', async () => {
    const onSlow = vi.fn();
    const onLate = vi.fn();
    let result: Result<{ done: boolean }> | undefined;
    void request({ url: '/held', method: 'POST', response: answer, wait: { ...waitPolicy('cart'), onSlow, onLate } }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(1000);
    release?.();
    await vi.waitFor(() => expect(result).toBeDefined());
    expect(result?.ok && result.value).toEqual({ done: true });
    await vi.advanceTimersByTimeAsync(20000);
    expect(onSlow).not.toHaveBeenCalled();
    expect(onLate).not.toHaveBeenCalled();
  });
});
