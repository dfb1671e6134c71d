// Two hooks every hydrated root needs (moved here from the filters' family so the other families use
// the same ones): the render that adopts the server's markup first, then the widget's own; and the
// mount point's own attributes, which React never renders (the container is not part of the tree).
import { useLayoutEffect, useState } from 'react';

/**
 * False for the render that adopts the server's markup, true from the next (committed before the
 * first paint): a view draws the server's state first, as hydration requires, then its own.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

export interface ContainerState {
  hidden?: boolean;
  classes?: Record<string, boolean>;
  /** Attribute name → value; null: absent. */
  attributes?: Record<string, string | null>;
}

/**
 * The mount point itself is React's container, whose own attributes React never renders: its
 * `hidden` state, classes and attributes (a loading class, `aria-busy`) are written here (hand DOM,
 * only on the container; undone at unmount).
 */
export function useContainerState(element: HTMLElement, state: ContainerState): void {
  const { hidden, classes, attributes } = state;
  // The keys stand for the objects' content: a new object with the same content changes nothing.
  const classKey = classes ? JSON.stringify(classes) : '';
  const attributeKey = attributes ? JSON.stringify(attributes) : '';
  useLayoutEffect(() => {
    const previous = element.hidden;
    if (hidden !== undefined) element.hidden = hidden;
    const toggled = Object.entries(classes ?? {});
    const before = toggled.map(([name]) => [name, element.classList.contains(name)] as const);
    for (const [name, on] of toggled) element.classList.toggle(name, on);
    const written = Object.entries(attributes ?? {});
    const was = written.map(([name]) => [name, element.getAttribute(name)] as const);
    for (const [name, value] of written) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    return () => {
      element.hidden = previous;
      for (const [name, on] of before) element.classList.toggle(name, on);
      for (const [name, value] of was) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    };
    // classKey and attributeKey stand for classes' and attributes' content.
  }, [element, hidden, classKey, attributeKey]);
}
