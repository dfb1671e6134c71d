// The listing's load-more button (`data-nav.more_el`) as React draws it (issue 34): its wrapper's
// printed markup adopted by hydration, then — in the same commit, before paint — the grid's paging
// state: hidden (and display:none, as frontend.js hides it) once the last page is shown, dimmed and
// aria-disabled while a page loads. Its press is the grid's behaviour (paging.ts), which works
// before React is here; this draws only.
import { createElement, useLayoutEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
// Through the behaviour's module: its chunk is on the page already (see index.ts).
import type { ListingPaging } from '.';
import type { MarkupNode } from '../../src/ui/markup';
import { propsOf, renderChildren, ServerMarkup, type MarkupOverride } from '../../src/ui/ServerMarkup';

export const MORE_LOADING_CLASS = 'vitrin-listing-more--loading';

export interface MoreButtonProps {
  /** The wrapper's children as printed: the button (its only element) and any text around it. */
  markup: readonly MarkupNode[];
  /** The grid's paging (none: the grid is gone; the button stays as printed). */
  paging: ListingPaging | undefined;
}

export function MoreButton({ markup, paging }: MoreButtonProps) {
  useSignals();
  // The first render is the printed markup (hydration); the paging state takes over before paint.
  const [live, setLive] = useState(false);
  useLayoutEffect(() => setLive(true), []);
  // Subscribed only once live (a change while React still hydrates would make it render afresh).
  const more = live ? paging?.more.value : undefined;
  const busy = live ? paging?.loading.value === true : false;
  const button: MarkupOverride = (el, key) => {
    if (more === undefined) return undefined;
    const done = !more;
    const props = propsOf(el);
    const classes = String(props.className ?? '').split(/\s+/).filter((c) => c && c !== MORE_LOADING_CLASS);
    if (busy) classes.push(MORE_LOADING_CLASS);
    const style = (props.style ?? {}) as Record<string, string>;
    return createElement(
      el.tag,
      {
        ...props,
        key,
        className: classes.join(' ') || undefined,
        hidden: done || undefined,
        style: done ? { ...style, display: 'none' } : props.style,
        'aria-disabled': busy ? 'true' : undefined,
      },
      ...renderChildren(el.children),
    );
  };
  return <ServerMarkup nodes={markup} override={button} />;
}
