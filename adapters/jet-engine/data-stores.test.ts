// JetEngine's store formats: the local-storage comma list, hostile values, data-args.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import fc from 'fast-check';
import { http } from 'msw';
import { server } from '../../fixtures/msw/node';
import { DEFAULT_WAITS } from '../http/waits';
import { expectWaits } from '../http/testing';
import { parseStoreList, readStoreArgs } from './data-stores';
import { addToFrontStore, changeServerStore, removeFromFrontStore } from './data-store-changes';
import { storeAnswerSchema } from './data-store-answers';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('front store list', () => {
  it('appends in order and refuses at the size limit, as local-storage.php does', () => {
    for (const id of ['16', '15', '14', '13']) expect(addToFrontStore('local', 'compare', id, 4).kind).toBe('added');
    expect(addToFrontStore('local', 'compare', '12', 4)).toEqual({ kind: 'full', size: 4 });
    expect(addToFrontStore('local', 'compare', '15', 4)).toEqual({ kind: 'already', count: 4 });
    expect(localStorage.getItem('jet_engine_store_compare')).toBe('16,15,14,13');
    expect(removeFromFrontStore('local', 'compare', '16')).toEqual({ kind: 'removed', count: 3 });
    expect(localStorage.getItem('jet_engine_store_compare')).toBe('15,14,13');
  });

  it('session-storage keeps the same format in sessionStorage; size 0 is unlimited', () => {
    for (let i = 1; i <= 10; i++) addToFrontStore('session', 'seen', String(i), 0);
    expect(sessionStorage.getItem('jet_engine_store_seen')).toBe('1,2,3,4,5,6,7,8,9,10');
  });

  it('drops markup, junk and duplicates from a stored list without throwing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStoreList('16,<script>alert(1)</script>,16, 15 ,,"x"', 'compare')).toEqual(['16', '15']);
    expect(parseStoreList(null)).toEqual([]);
  });
});

describe('data-args', () => {
  const link = (args: string) => {
    const a = document.createElement('a');
    a.setAttribute('data-args', args);
    return a;
  };

  it('reads JetEngine\'s args (post_id as number or string)', () => {
    const parsed = readStoreArgs(link('{"store":{"slug":"compare","type":"local-storage","is_front":true,"size":"4"},"post_id":16}'));
    expect(parsed?.store).toEqual({ slug: 'compare', type: 'local-storage', is_front: true, size: 4 });
    expect(parsed?.post_id).toBe('16');
  });

  it('leaves a link with broken or hostile args alone', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readStoreArgs(link('{nope'))).toBeNull();
    expect(readStoreArgs(link('{"store":{"slug":"a\\"],*{x","type":"x"},"post_id":1}'))).toBeNull();
    expect(readStoreArgs(link('{"store":{"slug":"compare","type":"x"},"post_id":"<img>"}'))).toBeNull();
  });
});

describe('issue 30: a server store answer needs its count, and the write waits as the list kind says', () => {
  it('random JSON never passes as a done change unless it succeeds with data.count', () => {
    const near = fc.record({ success: fc.constantFrom<unknown>(true, false, 1), data: fc.oneof(fc.jsonValue(), fc.record({ count: fc.oneof(fc.integer(), fc.constantFrom<unknown>('4', 'x', null)) }, { requiredKeys: [] })) });
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), near), (value) => {
      const v = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
      const data = v?.data !== null && typeof v?.data === 'object' && !Array.isArray(v.data) ? (v.data as Record<string, unknown>) : undefined;
      const done = v?.success === true && (typeof data?.count === 'number' || (typeof data?.count === 'string' && /^\s*\d+\s*$/.test(data.count)));
      const parsed = z.safeParse(storeAnswerSchema, value);
      if (done) return parsed.success && parsed.data.success;
      return !parsed.success || parsed.data.success === false;
    }), { numRuns: 500 });
    expect(z.safeParse(storeAnswerSchema, { success: true, data: {} }).success).toBe(false);
  });

  it('add to a server store: the slow note at 3 s, the wait over at 10 s', async () => {
    server.listen({ onUnhandledRequest: 'error' });
    server.use(http.post('*/held-store', () => new Promise<Response>(() => undefined)));
    try {
      await expectWaits(DEFAULT_WAITS.list, (wait) => changeServerStore('/held-store', 'add', 'likes', '44', { wait }), (o) => o.kind === 'failed' && o.error.kind === 'timeout');
    } finally {
      vi.useRealTimers();
      server.resetHandlers();
      server.close();
    }
  });
});
