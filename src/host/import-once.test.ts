// @vitest-environment node
// A chunk asked for once; asked for again after a failure, not remembered as failed.
import { describe, expect, it, vi } from 'vitest';
import { importOnce } from './import-once';

describe('importOnce', () => {
  it('runs the import once for every caller and shares its result', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const get = importOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b, await get()]).toEqual(['chunk', 'chunk', 'chunk']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failure, the next call asks again (and callers of the failed one see the failure)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValueOnce('chunk');
    const get = importOnce<string>(load);
    await expect(get()).rejects.toThrow('Loading chunk failed');
    await expect(get()).resolves.toBe('chunk');
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
