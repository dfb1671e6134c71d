// What the family's React roots share: the widget definition over a filter's markup, and the
// filter's registration with the engine, made once per mount point (not per render) and undone
// when the runtime unmounts it.
import { useLayoutEffect, useState, type ComponentType } from 'react';
import { defineWidget, type AnyWidget, type PropsSchema, type ViewProps } from '../../src/runtime/types';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import { filterAttributesSchema } from './shared';

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

/**
 * The mount point itself is React's container, whose own attributes React never renders: its
 * `hidden` state and classes are written here (hand DOM, only on the container; undone at unmount).
 */
export function useContainerState(element: HTMLElement, state: { hidden?: boolean; classes?: Record<string, boolean> }): void {
  const { hidden, classes } = state;
  const classKey = classes ? JSON.stringify(classes) : '';
  useLayoutEffect(() => {
    const previous = element.hidden;
    if (hidden !== undefined) element.hidden = hidden;
    const toggled = Object.entries(classes ?? {});
    const before = toggled.map(([name]) => [name, element.classList.contains(name)] as const);
    for (const [name, on] of toggled) element.classList.toggle(name, on);
    return () => {
      element.hidden = previous;
      for (const [name, on] of before) element.classList.toggle(name, on);
    };
    // classKey stands for classes' content.
  }, [element, hidden, classKey]);
}

/** Focus was inside `element` and went nowhere (its node was removed by a re-render). */
export function focusLost(element: HTMLElement): boolean {
  const active = element.ownerDocument.activeElement;
  return !element.contains(active) && (active === null || active === element.ownerDocument.body);
}

/**
 * False for the render that adopts the server's markup, true from the next (committed before the
 * first paint): a view draws the server's state first, as hydration requires, then its own.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
