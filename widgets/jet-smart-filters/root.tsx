// What the family's React roots share: the widget definition over a filter's markup, and the
// filter's registration with the engine, made once per mount point (not per render) and undone
// when the runtime unmounts it.
import { useState, type ComponentType } from 'react';
import { defineWidget, type AnyWidget, type PropsSchema, type ViewProps } from '../../src/runtime/types';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import { filterAttributesSchema } from './shared';

// The kit's hydration hooks, still importable from here for the family's views.
export { useContainerState, useHydrated } from '../../src/ui/useHydrated';
export { focusLost } from '../../src/host/focus';

/**
 * A filter widget as a React root on the markup of one kind. `hydrate`: the view reproduces the
 * server's children node for node (React adopts them); otherwise the server printed an empty
 * container and the root is created and committed in the mount's task.
 */
export function filterRoot<P extends FilterAttributes>(o: { name: string; selector: string; read(element: HTMLElement): P; View: ComponentType<ViewProps<P>>; hydrate: boolean }): AnyWidget {
  return defineWidget<P>({
    name: o.name,
    kind: 'root',
    hydrate: o.hydrate,
    schema: filterAttributesSchema as PropsSchema<P>,
    defer: 'eager',
    markup: [{ selector: o.selector, read: o.read }],
    View: o.View,
  });
}

const made = new WeakMap<HTMLElement, unknown>();

/**
 * The engine registration of this mount point, made on its first render and kept for the root's
 * life: a hydration mismatch or a re-render never registers the filter twice. Disposed when the
 * runtime unmounts the root (its signal aborts).
 */
export function useMountModel<T extends { dispose(): void } | undefined>(element: HTMLElement, signal: AbortSignal, create: () => T): T {
  const [model] = useState(() => {
    if (made.has(element)) return made.get(element) as T;
    const value = create();
    made.set(element, value);
    signal.addEventListener('abort', () => {
      made.delete(element);
      value?.dispose();
    }, { once: true });
    return value;
  });
  return model;
}
