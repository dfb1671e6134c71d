// After the next paint: work a press causes that the shopper does not see in its first frame.
// Beside the kit's modal stack, its one user: not in the core every page loads.
/** A frame under 4× CPU slowdown takes ~40 ms; a hidden page paints none: then the work runs anyway. */
const AFTER_PAINT_FALLBACK_MS = 150;

/**
 * Runs `run` once the browser has painted the frame after this task (a rAF, then a task), so work
 * the shopper does not see at once (the page behind an opened panel made inert, its scroll locked:
 * a style pass over the whole page) lands after the press's paint, not before it (issue 34: INP).
 * A hidden page paints no frame: a timer stands in. Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  let frame: number | undefined;
  let task: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    if (done) return;
    done = true;
    clearTimeout(task);
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(fire, AFTER_PAINT_FALLBACK_MS);
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      task = setTimeout(fire, 0);
    });
  }
  return () => {
    done = true;
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  };
}
