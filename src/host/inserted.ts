// Watching for inserted HTML that holds a behaviour's targets, at a cost that grows with what was
// inserted (issue 19): the added elements of a batch are merged to their outermost subtrees, a leaf
// costs one `matches`, and a subtree one query. 20,000 single appends must not become 20,000 queries.
import { outermost } from '../runtime/scopes';

/** Calls `found(scope)` for each outermost inserted subtree that is or holds a `selector` match. */
export function watchInserted(root: Node, selector: string, found: (scope: Element) => void, shouldSkip?: (scope: Element) => boolean): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver((mutations) => {
    const added: Element[] = [];
    for (const m of mutations) for (const node of m.addedNodes) if (node instanceof Element) added.push(node);
    if (!added.length) return;
    for (const scope of outermost(added)) {
      if (shouldSkip?.(scope)) continue;
      if (scope.matches(selector) || (scope.firstElementChild && scope.querySelector(selector))) found(scope);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
