// DOM plumbing for a scroll-snap track: which slide sits at the start edge, and moving there in
// `speed` ms (the browser's smooth scroll has no duration), in either writing direction.

export function isRtl(el: HTMLElement): boolean {
  const dir = el.closest('[dir]')?.getAttribute('dir');
  return dir ? dir.toLowerCase() === 'rtl' : getComputedStyle(el).direction === 'rtl';
}

/** Distance (px, along the inline axis) from the track's start edge to a slide's start edge. */
function offsetOf(track: HTMLElement, slide: HTMLElement, rtl: boolean): number {
  const t = track.getBoundingClientRect();
  const s = slide.getBoundingClientRect();
  return rtl ? t.right - s.right : s.left - t.left;
}

/** Index of the first slide whose start edge is at or past the track's start edge. */
export function currentIndex(track: HTMLElement, slides: readonly HTMLElement[], rtl: boolean): number {
  for (let i = 0; i < slides.length; i++) {
    const slide = slides[i];
    if (slide && offsetOf(track, slide, rtl) >= -2) return i;
  }
  return Math.max(0, slides.length - 1);
}

const easeOut = (x: number) => 1 - (1 - x) ** 3;

/** Scrolls the track so `slide` starts at its start edge; returns a function that cancels it. */
export function scrollToSlide(track: HTMLElement, slide: HTMLElement, speed: number, rtl: boolean): () => void {
  const view = track.ownerDocument.defaultView;
  const delta = offsetOf(track, slide, rtl) * (rtl ? -1 : 1);
  const reduced = view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (!view || speed <= 0 || reduced || Math.abs(delta) < 1) {
    track.scrollBy({ left: delta, behavior: 'instant' });
    return () => undefined;
  }
  const from = track.scrollLeft;
  const started = view.performance.now();
  // Snapping would pull every intermediate position back: off while we move, on again after.
  track.style.scrollSnapType = 'none';
  let frame = 0;
  const tick = (now: number) => {
    const progress = Math.min(1, (now - started) / speed);
    track.scrollLeft = from + delta * easeOut(progress);
    if (progress < 1) frame = view.requestAnimationFrame(tick);
    else track.style.scrollSnapType = '';
  };
  frame = view.requestAnimationFrame(tick);
  return () => {
    view.cancelAnimationFrame(frame);
    track.style.scrollSnapType = '';
  };
}
