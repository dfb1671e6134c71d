// Woodmart's scroll-to-top button without DOM: when it shows (§9: after 100 px) and where the
// page is at each moment of its 800 ms animation.

export const SHOW_AFTER_PX = 100;
export const SCROLL_DURATION_MS = 800;

export function isShown(scrollY: number): boolean {
  return scrollY > SHOW_AFTER_PX;
}

/** Scroll offset `elapsed` ms into the animation from `start` to 0 (ease-in-out, ends exactly at 0). */
export function positionAt(start: number, elapsed: number, duration = SCROLL_DURATION_MS): number {
  if (!(duration > 0) || elapsed >= duration) return 0;
  const t = Math.max(0, elapsed) / duration;
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return Math.round(start * (1 - eased));
}
