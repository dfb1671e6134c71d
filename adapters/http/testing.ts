// Test helper (issue 30): every caller's wait thresholds checked the same way. The server holds each
// request until the test releases it; timers are faked; the caller's call is started with its wait
// policy and an onSlow spy, and the test hears when the slow note and the limit come.
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import type { WaitHooks, WaitPolicy } from './waits';

/** msw for a test file where every request is held until `release` (none answers on its own). */
export function useHeldServer(): { release(body?: unknown): void } {
  let releases: Array<(body: unknown) => void> = [];
  const hold = async () => {
    const body = await new Promise<unknown>((resolve) => releases.push(resolve));
    return new HttpResponse(typeof body === 'string' ? body : JSON.stringify(body), { headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' } });
  };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.use(http.all('*', hold)));
  afterEach(() => {
    for (const release of releases) release({});
    releases = [];
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return {
    release(body: unknown = {}) {
      for (const release of releases) release(body);
      releases = [];
    },
  };
}

/**
 * Starts `call` with `policy` and checks: no slow note before `slowMs`, one at `slowMs`, no outcome
 * before `limitMs`, and at `limitMs` an outcome that `isTimeout` recognises. Returns that outcome.
 */
export async function expectWaits<T>(
  policy: WaitPolicy,
  call: (wait: WaitPolicy & WaitHooks) => Promise<T>,
  isTimeout: (outcome: T) => boolean,
): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const onSlow = vi.fn();
  let outcome: { value: T } | undefined;
  void call({ ...policy, onSlow }).then((value) => (outcome = { value }));
  await vi.advanceTimersByTimeAsync(policy.slowMs - 1);
  expect(onSlow).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(onSlow).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(policy.limitMs - policy.slowMs - 1);
  expect(outcome).toBeUndefined();
  await vi.advanceTimersByTimeAsync(1);
  await vi.waitFor(() => expect(outcome).toBeDefined());
  const done = outcome as { value: T };
  expect(isTimeout(done.value)).toBe(true);
  expect(onSlow).toHaveBeenCalledTimes(1);
  return done.value;
}
