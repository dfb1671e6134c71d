// Inserted-HTML bookkeeping for the MutationObserver: which inserted subtrees to scan (each once,
// none inside another) and which removed subtrees can hold mount points.

/** The scopes not contained in another scope of the list, connected ones only, in list order. */
export function outermost(scopes: Iterable<Element>): Element[] {
  const all = new Set(scopes);
  const kept: Element[] = [];
  for (const scope of all) {
    if (!scope.isConnected) continue;
    let contained = false;
    for (let parent = scope.parentElement; parent; parent = parent.parentElement) {
      if (all.has(parent)) {
        contained = true;
        break;
      }
    }
    if (!contained) kept.push(scope);
  }
  return kept;
}

/** Caches `closest(selector) !== null` per mutation target for one batch of records. */
export function insideCache(selector: string): (node: Node) => boolean {
  const cache = new Map<Node, boolean>();
  return (node) => {
    let hit = cache.get(node);
    if (hit === undefined) {
      hit = node instanceof Element && node.closest(selector) !== null;
      cache.set(node, hit);
    }
    return hit;
  };
}
