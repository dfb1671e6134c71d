// A flat checkbox list on JetSmartFilters' markup (`.jet-checkboxes-list`: check-range's price
// bands) as React renders it: the printed rows adopted by hydration, then drawn from the filter's
// value (ticks, the engine's sync, removal, remove-all), the indexer counts and zero-count rule,
// and more/less. The first render is the markup as printed (hydration patches no attribute); the
// next one, committed before the first paint, takes the state over.
import { useEffect, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { predefinedValues, type FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { ViewProps } from '../../src/runtime/types';
import { registerFilter } from '../../src/state/filters/page';
import { hasClass, isElement, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { propsOf, renderChildren, renderNode, ServerMarkup, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { t } from '../../src/i18n';
import { checkboxData, checkedFrom, countersUpdate, rowState, toggle, visibleRows, type CheckboxItem } from './checkboxes.connector';
import { localNumber } from './shared';
import { tabindexKeyboard } from './layout';
import { useHydrated, useMountModel } from './root';

export interface CheckboxListProps extends FilterAttributes {
  /** The list element's children as printed. */
  markup: MarkupNode[];
  /** The class of the option inputs (`jet-checkboxes-list__input`). */
  inputClass: string;
}

interface PrintedItem extends CheckboxItem {
  checked: boolean;
}

function walk(nodes: readonly MarkupNode[], visit: (el: MarkupElement) => void): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    visit(node);
    walk(node.children, visit);
  }
}

function inputOf(row: MarkupElement, inputClass: string): MarkupElement | undefined {
  let found: MarkupElement | undefined;
  walk(row.children, (el) => {
    if (!found && el.tag === 'input' && hasClass(el, inputClass)) found = el;
  });
  return found;
}

/** The options as printed: value, label (data-label, else aria-label, else value), checked. */
export function printedItems(markup: readonly MarkupNode[], inputClass: string): PrintedItem[] {
  const items: PrintedItem[] = [];
  walk(markup, (el) => {
    if (el.tag !== 'input' || !hasClass(el, inputClass)) return;
    const value = el.attrs.value ?? '';
    items.push({ value, label: el.attrs['data-label'] ?? el.attrs['aria-label'] ?? value, checked: 'checked' in el.attrs });
  });
  return items;
}

const STATE_CLASSES = ['jet-filter-row--checked', 'jet-filter-row-hide', 'jet-filter-row-disable'];
function classes(el: MarkupElement, on: Record<string, boolean>): string {
  const list = (el.attrs.class ?? '').split(/\s+/).filter((c) => c && !STATE_CLASSES.includes(c) && !(c in on));
  for (const [name, set] of Object.entries(on)) if (set) list.push(name);
  return list.join(' ');
}

export function CheckboxList({ props, element, settings, signal }: ViewProps<CheckboxListProps>) {
  useSignals();
  const hydrated = useHydrated();
  const [items] = useState(() => printedItems(props.markup, props.inputClass));
  const operator = props.relationalOperator;
  const registered = useMountModel(element, signal, () => {
    const checked = new Set(items.filter((i) => i.checked).map((i) => i.value));
    // Predefined values are merged once with what the server checked.
    for (const v of predefinedValues(props.predefined)) if (items.some((i) => i.value === v)) checked.add(v);
    const labels = new Map(items.map((i) => [i.value, i.label]));
    return registerFilter(settings, element, props, checkboxData(items, checked, operator), {
      describe: (data) => [...checkedFrom(data)].map((value) => ({ value, label: labels.get(value) ?? value })),
    });
  });
  const [expanded, setExpanded] = useState(false);
  // Counts shown: the indexer's, updated as data-change-counter says (the first answer always).
  const [shownCounts, setShownCounts] = useState<Record<string, number> | undefined>(undefined);
  const group = registered?.group;
  const entry = registered?.entry;
  const checked = checkedFrom(entry?.data.value ?? false);
  const counts = group?.indexed.value?.[props.queryType]?.[props.queryVar];
  const changedSelf = group !== undefined && group.lastChanged.value === entry;
  if (props.indexed && counts && counts !== shownCounts && countersUpdate(props.changeCounter, changedSelf, shownCounts === undefined)) setShownCounts(counts);
  // `use_tabindex` items other than the options (none here once the labels step back): Enter and Space click them.
  useEffect(() => {
    if (!group?.settings.useTabindex) return;
    const controller = new AbortController();
    tabindexKeyboard(element, controller.signal);
    return () => controller.abort();
  }, [element, group]);

  const states = items.map((item) => {
    const isChecked = checked.has(item.value);
    const count = shownCounts ? (shownCounts[item.value] ?? 0) : undefined;
    return { item, isChecked, count, state: shownCounts ? rowState(count, props.indexerRule, isChecked) : 'shown' as const };
  });
  let limit = 0;
  let moreText = '';
  let lessText = '';
  walk(props.markup, (el) => {
    if (!hasClass(el, 'jet-filter-items-moreless')) return;
    limit = Number(el.attrs['data-less-items-count']) || 0;
    moreText = el.attrs['data-more-text'] || t('filters:more');
    lessText = el.attrs['data-less-text'] || t('filters:less');
  });
  // A filter whose every item is empty is hidden whole: its .jet-filter block is outside this root
  // (hand DOM on a node React does not render).
  const allHidden = props.indexerRule === 'hide' && shownCounts !== undefined && states.every((s) => s.state === 'hidden');
  useLayoutEffect(() => {
    if (shownCounts === undefined) return;
    const block = element.closest<HTMLElement>('.jet-filter') ?? element;
    block.hidden = allHidden;
  }, [element, allHidden, shownCounts]);
  const { shown, toggle: needsToggle } = visibleRows(states.map((s) => ({ label: s.item.label, indexerHidden: s.state === 'hidden' })), '', limit, expanded);
  const byValue = new Map(states.map((s, i) => [s.item.value, { ...s, shown: shown[i] ?? true }]));

  if (!registered || !group || !entry) return <ServerMarkup nodes={props.markup} />;
  const change = (value: string, on: boolean) => {
    group.change(entry, checkboxData(items, toggle(items, checked, value, on, operator), operator));
  };
  const flip = () => setExpanded((e) => !e);
  const pressKeys = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    flip();
  };

  let rowValue: string | undefined;
  const override: MarkupOverride = (el, key) => {
    if (!hydrated) return undefined;
    const all = propsOf(el);
    const printedStyle = typeof all.style === 'object' && all.style !== null ? (all.style as Record<string, string>) : undefined;
    const printedTab = typeof all.tabIndex === 'string' ? all.tabIndex : undefined;
    // Class, style and tab stop are drawn below; the rest goes as printed.
    const rest = Object.fromEntries(Object.entries(all).filter(([name]) => name !== 'className' && name !== 'style' && name !== 'tabIndex' && name !== 'defaultChecked'));
    if (el.tag === 'legend' && /display\s*:\s*none/.test(el.attrs.style ?? '')) {
      // The PHP hides the group's name from screen readers too: out of sight only.
      return <legend key={key} {...rest} className={classes(el, { 'vitrin-visually-hidden': true })}>{renderChildren(el.children, override)}</legend>;
    }
    if (hasClass(el, 'jet-filter-row')) {
      const input = inputOf(el, props.inputClass);
      const row = input ? byValue.get(input.attrs.value ?? '') : undefined;
      if (!row) return undefined;
      rowValue = row.item.value;
      const rowStyle = { ...printedStyle, ...(row.shown ? {} : { display: 'none' }) };
      return (
        <div key={key} {...rest} {...(printedTab === undefined ? {} : { tabIndex: Number(printedTab) })} style={rowStyle} className={classes(el, { 'jet-filter-row--checked': row.isChecked, 'jet-filter-row-hide': row.state === 'hidden', 'jet-filter-row-disable': row.state === 'disabled' })}>
          {renderChildren(el.children, override)}
        </div>
      );
    }
    // Issue 31: one tab stop per option, its own input; a label the PHP made focusable steps back.
    if (el.tag === 'label' && inputOf(el, props.inputClass)) {
      return <label key={key} {...rest} className={el.attrs.class} style={printedStyle}>{renderChildren(el.children, override)}</label>;
    }
    if (el.tag === 'input' && hasClass(el, props.inputClass)) {
      const value = el.attrs.value ?? '';
      const row = byValue.get(value);
      return (
        <input
          key={key}
          {...rest}
          className={el.attrs.class}
          style={printedStyle}
          checked={row?.isChecked ?? false}
          disabled={row?.state === 'disabled'}
          onChange={(event) => change(value, event.currentTarget.checked)}
          onKeyDown={(event) => {
            // Enter chooses too, as the plugin's tabindex helper did.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            event.currentTarget.click();
          }}
        />
      );
    }
    if (el.tag === 'span' && hasClass(el, 'value') && rowValue !== undefined) {
      const count = byValue.get(rowValue)?.count;
      if (count === undefined) return undefined;
      return <span key={key} {...rest} className={el.attrs.class}>{localNumber(count)}</span>;
    }
    if (hasClass(el, 'jet-filter-items-moreless')) {
      return (
        <div key={key} {...rest} className={el.attrs.class} hidden={!needsToggle}>
          {el.children.map((child, index) => (isElement(child) && hasClass(child, 'jet-filter-items-moreless__toggle') ? (
            <div key={index} className={classes(child, { 'jet-more-btn': !expanded, 'jet-less-btn': expanded })} role="button" tabIndex={0} aria-expanded={expanded} onClick={flip} onKeyDown={pressKeys}>
              {expanded ? lessText : moreText}
            </div>
          ) : renderNode(child, index, override)))}
        </div>
      );
    }
    return undefined;
  };
  return <ServerMarkup nodes={props.markup} override={override} />;
}
