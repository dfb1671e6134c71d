// @vitest-environment node
// Issue 30: the member wishlist calls wait as the `list` kind says and take only an answer with the
// count the page needs. The server holds every request until the test releases it.
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import fc from 'fast-check';
import { DEFAULT_WAITS } from '../http/waits';
import { expectWaits, useHeldServer } from '../http/testing';
import { pageSettings } from '../wordpress/testing';
import { readWishlistSettings, type WishlistOutcome } from './wishlist';
import { addToWishlist, removeFromWishlist } from './wishlist-requests';
import { addAnswerSchema, removeAnswerSchema } from './wishlist-answers';

const held = useHeldServer();
const ws = readWishlistSettings(pageSettings({}, { woodmart_settings: { ajaxurl: 'https://shop.test/wp-admin/admin-ajax.php' } }));
const timedOut = (o: WishlistOutcome) => !o.ok && o.error.kind === 'timeout';

describe('issue 30: wishlist writes wait as the list kind says', () => {
  it('add: the slow note at 3 s, the wait over at 10 s, and the late answer still heard (read as an outcome)', async () => {
    const late: WishlistOutcome[] = [];
    await expectWaits(DEFAULT_WAITS.list, (wait) => addToWishlist(ws, { productId: 44, group: '', key: 'k' }, undefined, { ...DEFAULT_WAITS.list, ...(wait.onSlow ? { onSlow: wait.onSlow } : {}), onLate: (o) => late.push(o) }), timedOut);
    held.release({ status: 'success', count: 3, fragments: [], hash: 'h' });
    await vi.waitFor(() => expect(late).toHaveLength(1));
    expect(late[0]).toMatchObject({ ok: true, answer: { count: 3, status: 'success' } });
  });

  it('remove: the same thresholds', async () => {
    await expectWaits(DEFAULT_WAITS.list, (wait) => removeFromWishlist(ws, { productIds: [44], groupId: '' }, undefined, { ...DEFAULT_WAITS.list, ...(wait.onSlow ? { onSlow: wait.onSlow } : {}) }), timedOut);
  });
});

describe('issue 30: a wishlist answer needs its count', () => {
  const isCount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\s*\d+\s*$/.test(v));
  const near = fc.record({ status: fc.constantFrom<unknown>('success', 'errors', 5), count: fc.oneof(fc.integer(), fc.constantFrom<unknown>('3', ' 7 ', 'x', null)), fragments: fc.jsonValue() }, { requiredKeys: [] });

  it('random JSON never passes as an add or a remove unless it carries the count', () => {
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), near), (value) => {
      const v = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
      const required = v !== undefined && isCount(v.count) && (v.status === undefined || typeof v.status === 'string');
      const add = z.safeParse(addAnswerSchema, value).success;
      expect(add).toBe(required);
      if (!required) expect(z.safeParse(removeAnswerSchema, value).success).toBe(false);
    }), { numRuns: 500 });
    expect(z.safeParse(addAnswerSchema, { unexpected: true }).success).toBe(false);
  });
});
