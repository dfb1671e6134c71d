// Focus after a re-render: whether it was dropped with a removed node (moved here from the filters'
// family so every root asks the same question).

/** Focus was inside `element` and went nowhere (its node was removed by a re-render). */
export function focusLost(element: HTMLElement): boolean {
  const active = element.ownerDocument.activeElement;
  return !element.contains(active) && (active === null || active === element.ownerDocument.body);
}
