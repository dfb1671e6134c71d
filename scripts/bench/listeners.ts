// Event listeners on a page, counted the way DevTools does (CDP DOMDebugger.getEventListeners):
// window, document and every element, shadow roots included. getEventListeners() itself is a
// console-only helper, so the count goes through the protocol, one node at a time.
import type { CDPSession, Page } from 'playwright-core';

export interface ListenerCount {
  total: number;
  window: number;
  document: number;
  elements: number;
  /** Elements carrying at least one listener. */
  elementsWithListeners: number;
  /** The ten commonest event types, to see who put them there. */
  topTypes: Record<string, number>;
}

interface DomNode {
  nodeType: number;
  backendNodeId: number;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

function collect(node: DomNode, out: DomNode[]): void {
  if (node.nodeType === 1) out.push(node);
  for (const child of node.children ?? []) collect(child, out);
  for (const shadow of node.shadowRoots ?? []) collect(shadow, out);
  if (node.contentDocument) collect(node.contentDocument, out);
}

async function listenersOf(cdp: CDPSession, objectId: string | undefined, types: Map<string, number>): Promise<number> {
  if (!objectId) return 0;
  // depth 0: this object's own listeners only (the default depth also walks its children).
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId, depth: 0 });
  for (const l of listeners) types.set(l.type, (types.get(l.type) ?? 0) + 1);
  return listeners.length;
}

export async function countListeners(page: Page): Promise<ListenerCount> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const types = new Map<string, number>();
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const win = await cdp.send('Runtime.evaluate', { expression: 'window', objectGroup: 'bench' });
    const windowCount = await listenersOf(cdp, win.result.objectId, types);
    const doc = await cdp.send('DOM.resolveNode', { backendNodeId: root.backendNodeId, objectGroup: 'bench' });
    const documentCount = await listenersOf(cdp, doc.object.objectId, types);
    const elements: DomNode[] = [];
    collect(root as DomNode, elements);
    let elementCount = 0;
    let elementsWithListeners = 0;
    // Batches keep the protocol busy without queueing thousands of messages at once.
    for (let i = 0; i < elements.length; i += 100) {
      const counts = await Promise.all(
        elements.slice(i, i + 100).map(async (el) => {
          const resolved = await cdp.send('DOM.resolveNode', { backendNodeId: el.backendNodeId, objectGroup: 'bench' });
          return listenersOf(cdp, resolved.object.objectId, types);
        }),
      );
      for (const n of counts) {
        elementCount += n;
        if (n > 0) elementsWithListeners++;
      }
    }
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'bench' });
    const topTypes = Object.fromEntries([...types.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10));
    return {
      total: windowCount + documentCount + elementCount,
      window: windowCount,
      document: documentCount,
      elements: elementCount,
      elementsWithListeners,
      topTypes,
    };
  } finally {
    await cdp.detach();
  }
}
