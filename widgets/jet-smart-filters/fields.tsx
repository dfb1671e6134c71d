// What the input filters' React views (range, search, date range, date period, hierarchy) share:
// reading the printed markup (an element by class, its attributes as React props) and the legend
// the PHP hides with display:none, kept out of sight but named.
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { findAll, hasClass, isElement, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { propsOf, renderElement, type MarkupOverride } from '../../src/ui/ServerMarkup';

/** The first printed element with `className` (depth first). */
export function findByClass(nodes: readonly MarkupNode[], className: string): MarkupElement | undefined {
  return findAll(nodes, (el) => hasClass(el, className))[0];
}

/** An element's printed attributes as React props, without the ones the view draws itself. */
export function printedProps(el: MarkupElement, drawn: readonly string[] = []): Record<string, unknown> {
  const all = propsOf(el);
  return Object.fromEntries(Object.entries(all).filter(([name]) => !drawn.includes(name)));
}

/** A number attribute as printed, else the fallback. */
export function numberAttr(el: MarkupElement | undefined, name: string, fallback: number): number {
  const text = el?.attrs[name];
  const n = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(n) ? n : fallback;
}

/**
 * The PHP prints each fieldset's legend with display:none, which hides the group's name from
 * screen readers too: drawn out of sight only (after hydration, which adopts it as printed).
 */
export function legendOverride(el: MarkupElement, key: number, override: MarkupOverride): ReactNode | undefined {
  if (el.tag !== 'legend' || !/display\s*:\s*none/.test(el.attrs.style ?? '')) return undefined;
  const rest = printedProps(el, ['style', 'className']);
  const className = [...(el.attrs.class ?? '').split(/\s+/).filter(Boolean), 'vitrin-visually-hidden'].join(' ');
  // In the hydrating render's shape: the legend's name stays the text node React adopted.
  return renderElement(el, key, { ...rest, className }, override);
}

export function isTag(node: MarkupNode, tag: string): node is MarkupElement {
  return isElement(node) && node.tag === tag;
}

/**
 * A native event on a node React renders, for what React has no prop for: the `change` of a text
 * or range input (React's onChange is the `input` event), which commits a typed or slid value as
 * the plugin does, including a value a script sets and announces with a dispatched `change`.
 * A callback ref: the listener comes and goes with the node.
 */
export function useNativeEvent<E extends HTMLElement>(type: string, handler: (node: E, event: Event) => void): (node: E | null) => (() => void) | undefined {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((node: E | null) => {
    if (!node) return undefined;
    const listener = (event: Event) => latest.current(node, event);
    node.addEventListener(type, listener);
    return () => node.removeEventListener(type, listener);
  }, [type]);
}
