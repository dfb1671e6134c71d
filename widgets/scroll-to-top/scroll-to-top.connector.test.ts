// @vitest-environment node
// Scroll-to-top rules, DOM-free.
import { describe, expect, it } from 'vitest';
import { isShown, positionAt } from './scroll-to-top.connector';

describe('scroll-to-top connector', () => {
  it('shows only after 100 px', () => {
    expect(isShown(100)).toBe(false);
    expect(isShown(101)).toBe(true);
  });

  it('animates from the offset to the top in 800 ms, halfway at 400 ms, never overshooting', () => {
    expect(positionAt(2000, 0)).toBe(2000);
    expect(positionAt(2000, 400)).toBe(1000);
    expect(positionAt(2000, 800)).toBe(0);
    expect(positionAt(2000, 5000)).toBe(0);
    const path = [0, 100, 200, 300, 400, 500, 600, 700].map((ms) => positionAt(2000, ms));
    expect(path.every((y, i) => i === 0 || y < (path[i - 1] ?? Infinity))).toBe(true);
    expect(positionAt(2000, 100, 0)).toBe(0);
  });
});
