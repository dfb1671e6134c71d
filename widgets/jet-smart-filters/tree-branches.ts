// The collapsible tree of a list filter (`.jet-list-collapsible`): which branches are open. A branch
// is open when the shopper opened it or one of its items is checked (a tick, the address, a
// restored state); a closing branch stays shown while it slides shut.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ancestors, type CheckboxItem } from './checkboxes.connector';
import { slideChildren } from './layout';

export interface TreeBranches {
  /** Prefix of the branches' ids (`${treeId}-${index in parents}`), for aria-controls. */
  treeId: string;
  open: ReadonlySet<string>;
  closing: ReadonlySet<string>;
  /** Opens or closes the branch under `value`, sliding. */
  flip(value: string): void;
}

function without(set: ReadonlySet<string>, value: string): Set<string> {
  const next = new Set(set);
  next.delete(value);
  return next;
}

/** `parents`: the values of the rows with a branch after them, in page order. */
export function useTreeBranches(items: readonly CheckboxItem[], parents: readonly string[], checked: ReadonlySet<string>): TreeBranches {
  const treeId = `vitrin-tree-${useId().replace(/[^\w-]/g, '')}`;
  const checkedKey = [...checked].sort().join(',');
  const openFor = () => new Set([...checked].flatMap((v) => [...ancestors(items, v)]));
  const [open, setOpen] = useState<ReadonlySet<string>>(openFor);
  const [closing, setClosing] = useState<ReadonlySet<string>>(new Set());
  const slide = useRef<{ value: string; open: boolean } | undefined>(undefined);
  useLayoutEffect(() => {
    const wanted = openFor();
    // A tick on a row the shopper sees has its branches open already: no second render then
    // (issue 27: the click's commit is on the path to its frame).
    if ([...wanted].every((v) => open.has(v))) return;
    setOpen((now) => ([...wanted].every((v) => now.has(v)) ? now : new Set([...now, ...wanted])));
    // checkedKey stands for the checked set; `open` is read as this render drew it.
  }, [checkedKey]);
  useLayoutEffect(() => {
    const request = slide.current;
    slide.current = undefined;
    if (!request) return;
    // Measuring and animating the branch's height (WAAPI): the one thing here React cannot do.
    const branch = document.getElementById(`${treeId}-${parents.indexOf(request.value)}`);
    const done = () => setClosing((now) => without(now, request.value));
    if (!branch) return done();
    slideChildren(branch, request.open, request.open ? () => undefined : done);
  });
  const flip = (value: string) => {
    const opening = !open.has(value);
    slide.current = { value, open: opening };
    setOpen((now) => (opening ? new Set([...now, value]) : without(now, value)));
    setClosing((now) => (opening ? without(now, value) : new Set([...now, value])));
  };
  return { treeId, open, closing, flip };
}
