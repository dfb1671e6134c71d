// The search filter on JetSmartFilters' markup (.jet-search-filter) as React renders it: the printed
// input, clear and submit adopted by hydration. Sent on its button, on Enter, or while typing
// (ajax-ontyping, 350 ms) once long enough; the text is normalised for Persian (searchData). Falling
// below the minimum clears the filter once. The mount point is the filter element itself: its
// `jet-input-not-empty` and loading classes are written on the container (useContainerState).
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { ViewProps } from '../../src/runtime/types';
import { registerFilter } from '../../src/state/filters/page';
import type { FilterData } from '../../src/state/filters/engine';
import { hasClass, type MarkupNode } from '../../src/ui/markup';
import { ServerMarkup, renderChildren, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { t } from '../../src/i18n';
import { searchData, searchLabel } from './search.connector';
import { useContainerState, useHydrated, useMountModel } from './root';
import { findByClass, printedProps } from './fields';
import { predefineTogether } from './predefined';

export interface SearchProps extends FilterAttributes {
  markup: MarkupNode[];
  /** data-min-letters-count (0: no minimum). */
  minLetters: number;
}

const TYPING_MS = 350;

/**
 * The text last typed or sent in a search filter, as the shopper spelled it: its active tag shows it
 * (searchLabel). Kept per filter element, as the filter's model is (useMountModel), so a view drawn
 * again on the same element describes with the same text.
 */
const spellings = new WeakMap<HTMLElement, { current: string }>();
function spellingOf(element: HTMLElement, initial: string): { current: string } {
  let spelling = spellings.get(element);
  if (!spelling) {
    spelling = { current: initial };
    spellings.set(element, spelling);
  }
  return spelling;
}

export function Search({ props, element, settings, signal }: ViewProps<SearchProps>) {
  useSignals();
  const hydrated = useHydrated();
  const { minLetters } = props;
  const [text, setText] = useState(() => findByClass(props.markup, 'jet-search-filter__input')?.attrs.value ?? '');
  const [spelled] = useState(() => spellingOf(element, text));
  const registered = useMountModel(element, signal, () =>
    registerFilter(settings, element, props, searchData(text, minLetters), {
      describe: (data) => [{ value: String(data), label: searchLabel(String(data), spelled.current) }],
    }));
  const input = useRef<HTMLInputElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const group = registered?.group;
  const entry = registered?.entry;
  const data: FilterData = entry?.data.value ?? false;
  // The value set from outside (an active tag's ×, remove-all, the address): the input follows,
  // unless the shopper is typing in it or it already says the same.
  const [seen, setSeen] = useState<FilterData>(data);
  if (data !== seen) {
    setSeen(data);
    const wanted = typeof data === 'string' ? data : '';
    const typingNow = input.current !== null && element.ownerDocument.activeElement === input.current;
    if (!typingNow && searchData(text, minLetters) !== (wanted || false)) setText(wanted);
  }
  // The loading class shows until the listing has loaded.
  const loading = group !== undefined && group.status.value.state === 'loading' && group.lastChanged.value === entry;
  useContainerState(element, hydrated ? { classes: { 'jet-input-not-empty': text !== '', 'jet-search-filter--loading': loading } } : {});

  // data-predefined-value, applied once on load as the plugin's PredefinedData.set does (a value the
  // server printed wins; the group then applies once, so the printed listing follows).
  useLayoutEffect(() => {
    const predefined = props.predefined;
    if (!registered || !predefined) return;
    predefineTogether(signal, () => {
      if (registered.entry.data.peek() === false) registered.group.predefine(registered.entry, searchData(predefined, minLetters));
    });
  }, [registered]);

  if (!group || !entry) return <ServerMarkup nodes={props.markup} />;
  const submit = () => {
    clearTimeout(timer.current);
    // The field as it is now (a script may have written it without an input event).
    const now = input.current?.value ?? text;
    if (now !== text) setText(now);
    spelled.current = now;
    group.change(entry, searchData(now, minLetters));
    if (props.applyType.includes('reload')) group.applyButton(props.applyType.replace('-reload', '') || 'ajax', props.redirect);
  };
  const typed = (value: string) => {
    setText(value);
    spelled.current = value;
    clearTimeout(timer.current);
    if (props.applyType === 'ajax-ontyping') {
      timer.current = setTimeout(submit, TYPING_MS);
      return;
    }
    // Below the minimum counts as empty: a filter that was set refreshes once (not on each key).
    if (searchData(value, minLetters) === false && entry.data.peek() !== false) group.change(entry, false);
  };
  const empty = () => {
    clearTimeout(timer.current);
    setText('');
    group.change(entry, false);
    // Hand DOM: focus goes back to the field the shopper is clearing.
    input.current?.focus();
  };
  const pressKeys = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    empty();
  };

  const override: MarkupOverride = (el, key) => {
    if (el.tag === 'input' && hasClass(el, 'jet-search-filter__input')) {
      return (
        <input
          key={key}
          {...printedProps(el, ['defaultValue'])}
          ref={input}
          value={text}
          aria-busy={hydrated ? loading : undefined}
          onChange={(event) => typed(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            submit();
          }}
        />
      );
    }
    if (hasClass(el, 'jet-search-filter__input-clear')) {
      if (!hydrated) return <div key={key} {...printedProps(el)} />;
      return <div key={key} {...printedProps(el)} hidden={text === ''} role="button" tabIndex={0} aria-label={t('filters:clearSearch')} onClick={empty} onKeyDown={pressKeys} />;
    }
    if (el.tag === 'button' && hasClass(el, 'jet-search-filter__submit')) {
      return <button key={key} {...printedProps(el)} onClick={submit}>{renderChildren(el.children)}</button>;
    }
    return undefined;
  };
  return <ServerMarkup nodes={props.markup} override={override} />;
}
