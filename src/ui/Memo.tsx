// Skipping the unchanged parts of a long server-markup view (issue 27): a list filter re-rendered
// every row on every tick, and React then rewrote every row's props in the commit (new objects are
// new props), all inside the click's task. A row drawn through `Memo` renders and commits again
// only when one of the values it is drawn from changed.
import { memo, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

interface MemoProps {
  /** The values `render` draws from; compared with Object.is, as useMemo compares its deps. */
  deps: readonly unknown[];
  /**
   * Draws the part. A skipped render keeps the output of the last `render` that ran: its handlers
   * must reach changing state through `useLatest` or stable functions, never a captured value.
   */
  render: () => ReactNode;
}

function sameDeps(a: MemoProps, b: MemoProps): boolean {
  return a.deps.length === b.deps.length && a.deps.every((value, index) => Object.is(value, b.deps[index]));
}

/** `render()`'s output, drawn again only when `deps` changed. Renders no element of its own. */
export const Memo = memo(function Memo({ render }: MemoProps) {
  return <>{render()}</>;
}, sameDeps);

/** A ref that always holds the value of the last committed render: for handlers in a skipped part. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
