// The kit's loading state: blockUI's look and its 400 ms fade-out (spec §9 "Overlay fade 200/400 ms").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_CLASS, UNBLOCK_MS, UNBLOCKING_CLASS, busyProps, unblockElement } from './loading';

afterEach(() => vi.useRealTimers());

describe('issue 35: the loading cover', () => {
  it('busy and slow are blocked and aria-busy; unblocking keeps only the fading cover; idle keeps the own classes', () => {
    expect(busyProps('busy', 'row')).toEqual({ className: `row ${BUSY_CLASS}`, 'aria-busy': true });
    expect(busyProps('slow')).toEqual({ className: BUSY_CLASS, 'aria-busy': true });
    expect(busyProps('unblocking', 'row')).toEqual({ className: `row ${UNBLOCKING_CLASS}` });
    expect(busyProps('idle', 'row')).toEqual({ className: 'row' });
  });

  it('an unblocked element is at once usable and its cover fades for 400 ms, as blockUI\'s fadeOut', () => {
    vi.useFakeTimers();
    const row = document.createElement('li');
    row.className = `row ${BUSY_CLASS}`;
    row.setAttribute('aria-busy', 'true');
    unblockElement(row);
    expect(UNBLOCK_MS).toBe(400);
    expect(row.className).toBe(`row ${UNBLOCKING_CLASS}`);
    expect(row.hasAttribute('aria-busy')).toBe(false);
    vi.advanceTimersByTime(399);
    expect(row.classList.contains(UNBLOCKING_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(row.className).toBe('row');
  });
});
