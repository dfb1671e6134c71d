// A JetEngine data-store button as React draws it (issue 34): the wrapper JetEngine prints around
// the link (`.jet-data-store-link-wrapper`, or a dynamic link's `.jet-listing-dynamic-link`) adopted
// by hydration, then — in the same commit, before paint — the shared store's truth for its post
// (src/state/data-stores.ts): JetEngine's switchDataStoreStatus look (classes, label, icon, href,
// hidden), busy while a write runs, and beside the link the slow note or the told refusal/failure.
// The presses stay with the data-stores behaviour (index.ts), which writes the store.
import { createElement, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { setStoreNote, storeBusy, storeKey, storeMembership, storeNotes } from '.';
import { isElement, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { propsOf, renderChildren, ServerMarkup, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { SlowNote } from '../../src/ui/SlowNote';
import { SLOW_NOTE_CLASS } from '../../src/ui/wait-note';
import { announcer } from '../../src/ui/live-region';
import type { StoreArgs } from '../../adapters/jet-engine/data-stores';
// Through the behaviour's module: its chunk is on the page already (see index.ts).
import { linkClasses, lookFor } from '.';

export const NOTE_CLASS = 'vitrin-store-note';
export const BUSY_CLASS = 'jet-store-processing';
const LABEL = ['jet-listing-dynamic-link__label', 'jet-data-store-link__label'];
const ICON = ['jet-listing-dynamic-link__icon', 'jet-data-store-link__icon'];

const waitSpeaker = announcer({ className: 'vitrin-wait-region' });

export interface DataStoreButtonProps {
  /** The wrapper's children as printed (the store link its only element). */
  markup: readonly MarkupNode[];
  /** The link's data-args, validated by the adapter. */
  args: StoreArgs;
  /** Label/icon markup of data-args as markup data, sanitised by the label allowlist (see store-root.tsx). */
  labels: Readonly<Partial<Record<'label' | 'added_label' | 'icon' | 'added_icon', readonly MarkupNode[]>>>;
  /** The mount point: the key of this button's notes in the store. */
  at: object;
}

function classesOf(el: MarkupElement): string[] {
  return (el.attrs.class ?? '').split(/\s+/).filter(Boolean);
}

function hasAnyClass(node: MarkupNode, names: readonly string[]): boolean {
  return isElement(node) && classesOf(node).some((c) => names.includes(c));
}

/** The label and icon swapped as switchDataStoreStatus swaps them (replaced where printed, else label appended, icon prepended). */
function withLook(children: readonly MarkupNode[], label: readonly MarkupNode[] | undefined, icon: readonly MarkupNode[] | undefined): MarkupNode[] {
  let out = [...children];
  if (label !== undefined) {
    const at = out.findIndex((n) => hasAnyClass(n, LABEL));
    out = at >= 0 ? [...out.slice(0, at), ...label, ...out.slice(at + 1)] : [...out, ...label];
  }
  if (icon !== undefined) {
    const at = out.findIndex((n) => hasAnyClass(n, ICON));
    if (at >= 0) out = [...out.slice(0, at), ...icon, ...out.slice(at + 1)];
    else if (icon.length) out = [...icon, ...out];
  }
  return out;
}

export function DataStoreButton({ markup, args, labels, at }: DataStoreButtonProps) {
  useSignals();
  // The first render is the printed markup (hydration); the store takes over before paint.
  const [live, setLive] = useState(false);
  useLayoutEffect(() => setLive(true), []);
  // A button that goes (its listing replaced) takes its note out of the store with it.
  useEffect(() => () => setStoreNote(at, undefined), [at]);
  const key = storeKey(args.store.slug, args.post_id);
  // Read (and subscribed to) only once live: a store change while React still hydrates would make it
  // give up the server's nodes and render afresh.
  const known = live ? storeMembership.value.get(key) : undefined;
  const busy = live ? storeBusy.value.has(key) : false;
  const note = live ? storeNotes.value.get(at) : undefined;
  const slow = note?.kind === 'slow';
  useEffect(() => {
    if (!slow || !note) return undefined;
    // Said once in the shared wait region, as every slow note is.
    waitSpeaker.clear();
    waitSpeaker.announce(note.text);
    return () => waitSpeaker.cancel();
  }, [slow, note]);

  const link: MarkupOverride = (el, index) => {
    if (!live || el.tag !== 'a' || !hasAnyClass(el, ['jet-add-to-store', 'jet-remove-from-store'])) return undefined;
    const props = propsOf(el);
    const printed = classesOf(el);
    const classes = linkClasses(printed, args, known);
    const isDataStoreLink = classes.has('jet-data-store-link');
    let children: readonly MarkupNode[] = el.children;
    let href = props.href;
    if (known !== undefined && (isDataStoreLink || !classes.has('jet-remove-from-store'))) {
      const look = lookFor(args, known, isDataStoreLink);
      const label = look.label === undefined ? undefined : labels[known ? 'added_label' : 'label'];
      const icon = look.icon === undefined ? undefined : labels[known ? 'added_icon' : 'icon'];
      children = withLook(children, label, icon);
      if (look.href !== undefined) href = look.href;
    }
    classes.delete(BUSY_CLASS);
    if (busy) classes.add(BUSY_CLASS);
    return createElement(
      'a',
      { ...props, key: index, href, className: [...classes].join(' '), role: 'button', hidden: classes.has('is-hidden') || undefined, 'aria-busy': busy ? 'true' : undefined },
      ...renderChildren(children),
    );
  };

  let beside: ReactNode = null;
  if (live && note?.kind === 'told') beside = <span className={NOTE_CLASS} role="alert">{note.text}</span>;
  return (
    <>
      <ServerMarkup nodes={markup} override={link} />
      {live ? <SlowNote state={slow ? 'slow' : 'idle'} className={`${SLOW_NOTE_CLASS} vitrin-store-slow`}>{note?.text}</SlowNote> : null}
      {beside}
    </>
  );
}

