// @vitest-environment node
// Issue 30: REST calls wait as their kind says: a read as `read`, a write as the state-changing `list`.
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { Result } from '../http/errors';
import { DEFAULT_WAITS } from '../http/waits';
import { expectWaits, useHeldServer } from '../http/testing';
import { createRestClient } from './rest';
import { pageSettings } from './testing';

const held = useHeldServer();
const client = () => createRestClient(pageSettings({ restNonce: 'abcdef1234' }, { wpApiSettings: { root: 'https://shop.test/wp-json/' } }));
const timedOut = (r: Result<unknown>) => !r.ok && r.error.kind === 'timeout';

describe('issue 30: REST waits', () => {
  it('a GET: the slow note at 2.5 s, a timeout at 15 s', async () => {
    await expectWaits(DEFAULT_WAITS.read, (wait) => client().request({ path: 'wp/v2/posts', schema: z.array(z.unknown()), hooks: { ...(wait.onSlow ? { onSlow: wait.onSlow } : {}) } }), timedOut);
  });

  it('a POST: the slow note at 3 s, the wait over at 10 s, its late answer still heard', async () => {
    const late: Array<Result<unknown>> = [];
    await expectWaits(DEFAULT_WAITS.list, (wait) => client().request({ path: 'wc/v3/x', method: 'POST', data: {}, schema: z.object({ ok: z.boolean() }), hooks: { ...(wait.onSlow ? { onSlow: wait.onSlow } : {}), onLate: (r) => late.push(r) } }), timedOut);
    held.release({ ok: true });
    await vi.waitFor(() => expect(late).toHaveLength(1));
    expect(late[0]?.ok).toBe(true);
  });
});
