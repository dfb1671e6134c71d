// @vitest-environment node
// The member's re-asked call (context.ts): when the shopper is told, and what the re-read hands on.
import { describe, expect, it, vi } from 'vitest';
import { transportError } from '../../adapters/http/errors';
import type { WishlistOutcome } from '../../adapters/woodmart/wishlist';
import { withRecheck } from './context';

const timeout: WishlistOutcome = { ok: false, error: transportError({ kind: 'timeout', url: '/', timeoutMs: 10000 }) };
const badJson: WishlistOutcome = { ok: false, error: transportError({ kind: 'invalid_json', url: '/', status: 200, body: '<br>' }) };
const added: WishlistOutcome = { ok: true, answer: { status: 'success', count: 3, fragments: {}, hash: 'h' } };

describe('withRecheck', () => {
  it('issue 30: a lost answer is told at once (the limit), the truth re-read behind it and handed on', async () => {
    let answerReRead: (o: WishlistOutcome) => void = () => undefined;
    const asks: string[] = [];
    const call = vi.fn((ask: 'first' | 'recheck' | 'behind') => {
      asks.push(ask);
      return ask === 'first' ? Promise.resolve(timeout) : new Promise<WishlistOutcome>((resolve) => (answerReRead = resolve));
    });
    const behind = vi.fn();
    await expect(withRecheck(call, behind)).resolves.toBe(timeout);
    expect(asks).toEqual(['first', 'behind']);
    expect(behind).not.toHaveBeenCalled();
    answerReRead(added);
    await vi.waitFor(() => expect(behind).toHaveBeenCalledWith(added));
  });

  it('an unreadable answer (it comes quickly) is re-read before anything is told, with or without a listener behind', async () => {
    const behind = vi.fn();
    const call = vi.fn((ask: 'first' | 'recheck' | 'behind') => Promise.resolve(ask === 'first' ? badJson : added));
    await expect(withRecheck(call, behind)).resolves.toBe(added);
    expect(call.mock.calls.map(([ask]) => ask)).toEqual(['first', 'recheck']);
    expect(behind).not.toHaveBeenCalled();
  });

  it('without a listener behind, a lost answer is re-read before it is told (the old path)', async () => {
    const call = vi.fn((ask: 'first' | 'recheck' | 'behind') => Promise.resolve(ask === 'first' ? timeout : added));
    await expect(withRecheck(call)).resolves.toBe(added);
    expect(call.mock.calls.map(([ask]) => ask)).toEqual(['first', 'recheck']);
  });

  it('an answer or a failure that needs no re-read is the outcome, asked once', async () => {
    const offline: WishlistOutcome = { ok: false, error: transportError({ kind: 'fetch_error', url: '/' }) };
    for (const first of [added, offline]) {
      const call = vi.fn(() => Promise.resolve(first));
      await expect(withRecheck(call, vi.fn())).resolves.toBe(first);
      expect(call).toHaveBeenCalledTimes(1);
    }
  });
});
