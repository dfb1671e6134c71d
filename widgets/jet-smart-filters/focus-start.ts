// Where focus goes when the control that had it is gone for good: the last active chip removed,
// remove-all pressed (it hides with nothing left to remove). The listing is no place for it (the
// answer replaces it); the first control of the group's filters is, where a shopper starts choosing
// again. A filter the shopper cannot reach (a closed phone drawer) refuses focus, and the next
// one is tried. Hand DOM: focus, which React has no prop for.
import { tabbables, tryFocus } from '../../src/host/focus';

export function focusGroupStart(doc: Document, provider: string, queryId: string): void {
  const selector = `[data-smart-filter][data-content-provider="${CSS.escape(provider)}"][data-query-id="${CSS.escape(queryId)}"]`;
  for (const filter of doc.querySelectorAll<HTMLElement>(selector)) {
    const first = tabbables(filter)[0];
    if (first && tryFocus(first, true)) return;
  }
}
