// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './queue';

function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve: (v: T) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSerialQueue', () => {
  it('runs tasks one at a time, in order, and counts what is pending', async () => {
    const queue = createSerialQueue();
    const order: string[] = [];
    const first = deferred<string>();
    const a = queue.run(async () => {
      order.push('a start');
      const v = await first.promise;
      order.push('a end');
      return v;
    });
    const b = queue.run(async () => {
      order.push('b start');
      return 'b';
    });
    expect(queue.pending).toBe(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['a start']);
    first.resolve('a');
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    expect(order).toEqual(['a start', 'a end', 'b start']);
    await queue.idle();
    expect(queue.pending).toBe(0);
  });

  it('a failing task rejects its own promise and does not stop later tasks', async () => {
    const queue = createSerialQueue();
    const failed = queue.run(() => Promise.reject(new Error('nope')));
    const thrown = queue.run(() => {
      throw new Error('sync');
    });
    const later = queue.run(async () => 'still runs');
    await expect(failed).rejects.toThrow('nope');
    await expect(thrown).rejects.toThrow('sync');
    expect(await later).toBe('still runs');
    await queue.idle();
    expect(queue.pending).toBe(0);
  });

  it('idle() resolves at once when nothing is queued', async () => {
    await expect(createSerialQueue().idle()).resolves.toBeUndefined();
  });
});
