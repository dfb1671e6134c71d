// The carousel's positions without DOM: which page a slide index is on, where next/previous go
// (wrapping when infinite), how many pages the dots show.

export interface Track {
  count: number;
  perView: number;
  perScroll: number;
  infinite: boolean;
}

/** The last index a view can start at (the final view is full, not half empty). */
export function lastStart(track: Track): number {
  return Math.max(0, track.count - track.perView);
}

/** Starting indexes of the dots' pages. */
export function pageStarts(track: Track): number[] {
  const last = lastStart(track);
  const starts: number[] = [];
  for (let i = 0; i < last; i += Math.max(1, track.perScroll)) starts.push(i);
  starts.push(last);
  return starts;
}

export function pageOf(track: Track, start: number): number {
  const starts = pageStarts(track);
  let page = 0;
  starts.forEach((s, i) => {
    if (start >= s) page = i;
  });
  return page;
}

/** Where a step of `direction` (1 next, -1 previous) from `start` lands; null when it cannot move. */
export function step(track: Track, start: number, direction: 1 | -1): number | null {
  const last = lastStart(track);
  if (last === 0) return null;
  const by = Math.max(1, track.perScroll);
  if (direction > 0) {
    if (start >= last) return track.infinite ? 0 : null;
    return Math.min(last, start + by);
  }
  if (start <= 0) return track.infinite ? last : null;
  return Math.max(0, start - by);
}
