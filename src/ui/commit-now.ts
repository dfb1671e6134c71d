// Synchronous commits that nest (issue 34: a swatch's INP). A swatch press writes its select, and
// the variation form, hearing the change, writes what it shows; each side wants React's commit on
// the page before its code goes on (flushSync). Nested, each inner flushSync drew every root with
// pending work at once, and the outer one drew them again: one press, two or three renders and
// commits in its task. Here an inner write joins the outermost commit, which draws them all once;
// a listener that must read the new DOM in the middle asks for it with commitPending().
import { flushSync } from 'react-dom';

let depth = 0;

/** Runs `write`; what it changed is on the page when the outermost commitNow returns. */
export function commitNow(write: () => void): void {
  if (depth > 0) {
    write();
    return;
  }
  depth++;
  try {
    flushSync(write);
  } finally {
    depth--;
  }
}

/** Inside a commitNow: draws what is pending now (an event whose listeners read the DOM is next). */
export function commitPending(): void {
  if (depth > 0) flushSync(() => undefined);
}
