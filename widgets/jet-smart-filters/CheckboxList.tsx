// JetSmartFilters' list filters as React renders them, on the markup the plugin's PHP prints:
// checkboxes (flat or a tree, collapsible), check-range's price bands, visual (colour and image)
// and alphabet lists, radio lists and rating stars. One view for all: they differ only by the
// class of their option inputs and whether those are checkboxes (several values) or radios (one).
// The printed nodes are adopted by hydration (the first render is the markup as printed, so
// hydration patches nothing); the next render, committed before the first paint, draws the state:
// ticks from the filter's value (the shopper, the engine's sync, removal, remove-all), the indexer
// counts and zero-count rule, the items search, more/less, the tree's branches, the dropdown's summary.
import { useEffect, useLayoutEffect, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { predefinedValues, type FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { ViewProps } from '../../src/runtime/types';
import type { FilterData } from '../../src/state/filters/engine';
import { registerFilter } from '../../src/state/filters/page';
import { hasClass, isElement, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { propsOf, renderChildren, renderElement, renderNode, ServerMarkup, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { Memo, useLatest } from '../../src/ui/Memo';
import { t } from '../../src/i18n';
import { checkboxData, checkedFrom, choiceData, countersUpdate, dropdownSummary, predefinedData, rowState, toggle, visibleRows, type CheckboxItem } from './checkboxes.connector';
import { localDigits, localNumber } from './shared';
import { tabindexKeyboard } from './layout';
import { useTreeBranches } from './tree-branches';
import { useItemsDropdown } from './items-dropdown';
import { useHydrated, useMountModel } from './root';

export interface CheckboxListProps extends FilterAttributes {
  /** The filter element's children as printed. */
  markup: MarkupNode[];
  /** The class of the option inputs (`jet-checkboxes-list__input`, `jet-radio-list__input`…). */
  inputClass: string;
}

interface PrintedItem extends CheckboxItem {
  checked: boolean;
  radio: boolean;
  id?: string;
}

/** What the view needs to know of the printed tree, found once: items in page order, and which row and branch each is. */
interface PrintedList {
  items: PrintedItem[];
  /** Each row element (`.jet-filter-row`) → the value of its option. */
  rows: Map<MarkupElement, string>;
  /** Each `.jet-list-tree__children` → the value of the row before it (its parent). */
  branches: Map<MarkupElement, string>;
  /** Values of the rows that have a branch after them, in page order. */
  parents: string[];
  collapsible: boolean;
  moreless?: { limit: number; more: string; less: string };
}

function isOption(el: MarkupElement, inputClass: string): boolean {
  return el.tag === 'input' && hasClass(el, inputClass);
}

function read(markup: readonly MarkupNode[], inputClass: string): PrintedList {
  const list: PrintedList = { items: [], rows: new Map(), branches: new Map(), parents: [], collapsible: false };
  const visit = (nodes: readonly MarkupNode[], parent: string | undefined) => {
    let lastRow: string | undefined;
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (hasClass(node, 'jet-list-collapsible')) list.collapsible = true;
      if (hasClass(node, 'jet-filter-items-moreless')) {
        list.moreless = { limit: Number(node.attrs['data-less-items-count']) || 0, more: node.attrs['data-more-text'] || t('filters:more'), less: node.attrs['data-less-text'] || t('filters:less') };
      }
      if (hasClass(node, 'jet-list-tree__children') && lastRow !== undefined) {
        list.branches.set(node, lastRow);
        list.parents.push(lastRow);
        visit(node.children, lastRow);
        continue;
      }
      if (isOption(node, inputClass)) {
        const value = node.attrs.value ?? '';
        list.items.push({
          value,
          label: node.attrs['data-label'] ?? node.attrs['aria-label'] ?? value,
          checked: 'checked' in node.attrs,
          radio: node.attrs.type === 'radio',
          ...(parent !== undefined ? { parent } : {}),
          ...(node.attrs.id ? { id: node.attrs.id } : {}),
        });
        continue;
      }
      const before = list.items.length;
      visit(node.children, parent);
      const first = list.items[before];
      if (first && hasClass(node, 'jet-filter-row')) {
        list.rows.set(node, first.value);
        lastRow = first.value;
      }
    }
  };
  visit(markup, undefined);
  return list;
}

/** The options as printed: value, label (data-label, else aria-label, else value), checked. */
export function printedItems(markup: readonly MarkupNode[], inputClass: string): Array<CheckboxItem & { checked: boolean }> {
  return read(markup, inputClass).items;
}

const STATE_CLASSES = ['jet-filter-row--checked', 'jet-filter-row-hide', 'jet-filter-row-disable', 'jet-list-toggle-collapsed', 'jet-list-content-collapsed', 'jet-input-not-empty', 'is-checked'];
function classes(el: MarkupElement, on: Record<string, boolean>): string {
  const list = (el.attrs.class ?? '').split(/\s+/).filter((c) => c && !STATE_CLASSES.includes(c) && !(c in on));
  for (const [name, set] of Object.entries(on)) if (set) list.push(name);
  return list.join(' ');
}

const pressed = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

/** Filters registered with their predefined value already set, once per mount point's entry. */
const predefinedDone = new WeakSet<object>();

/** The enabled star drawn next to `from` on the left (or right), by where the stars' labels are. */
function starBeside(from: HTMLInputElement, left: boolean): HTMLInputElement | undefined {
  const x = (input: HTMLInputElement) => input.labels?.[0]?.getBoundingClientRect().left ?? 0;
  const stars = Array.from(from.closest('fieldset')?.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:disabled)') ?? []).sort((a, b) => x(a) - x(b));
  const at = stars.indexOf(from);
  return at < 0 ? undefined : stars[left ? at - 1 : at + 1];
}

export function CheckboxList({ props, element, settings, signal }: ViewProps<CheckboxListProps>) {
  useSignals();
  const hydrated = useHydrated();
  const [list] = useState(() => read(props.markup, props.inputClass));
  const { items } = list;
  const single = items.some((i) => i.radio);
  const rating = props.kind === 'rating';
  const operator = props.relationalOperator;
  const registered = useMountModel(element, signal, () => {
    const printed = items.filter((i) => i.checked).map((i) => i.value);
    const labels = new Map(items.map((i) => [i.value, i.label]));
    const initial = single ? choiceData(printed[0] ?? '') : checkboxData(items, new Set(printed), operator);
    const total = items.length;
    return registerFilter(settings, element, props, initial, {
      describe: single
        ? (data) => [{ value: String(data), label: rating ? t('filters:ratingActive', { value: localDigits(String(data)), total: localDigits(total) }) : labels.get(String(data)) ?? String(data) }]
        : (data) => [...checkedFrom(data)].map((value) => ({ value, label: labels.get(value) ?? value })),
    });
  });
  const group = registered?.group;
  const entry = registered?.entry;
  // data-predefined-value: applied once on load (the group then applies once, so the printed listing follows).
  useLayoutEffect(() => {
    if (!group || !entry || !props.predefined || predefinedDone.has(entry)) return;
    predefinedDone.add(entry);
    const data = predefinedData(items, entry.data.value, single ? [props.predefined.trim()] : predefinedValues(props.predefined), single, operator);
    if (data !== undefined) group.predefine(entry, data);
  }, [group, entry, items, single, operator, props.predefined]);

  const data: FilterData = entry?.data.value ?? false;
  const checked = checkedFrom(data);
  // A single choice with nothing chosen shows its "all" item chosen, as the plugin's checkAllOption.
  const allItem = single && checked.size === 0 ? items.find((i) => i.value === '' || i.value === 'all') : undefined;
  const isChecked = (value: string) => checked.has(value) || allItem?.value === value;

  const [expanded, setExpanded] = useState(false);
  const [search, setSearch] = useState('');
  // Counts shown: the indexer's, updated as data-change-counter says (the first answer always).
  const [shownCounts, setShownCounts] = useState<Record<string, number> | undefined>(undefined);
  const counts = group?.indexed.value?.[props.queryType]?.[props.queryVar];
  // Which filter changed last matters only when new counts arrive: read, not followed, so a
  // change elsewhere in the group does not render this list again (issue 27).
  if (props.indexed && counts && counts !== shownCounts && countersUpdate(props.changeCounter, group?.lastChanged.peek() === entry, shownCounts === undefined)) setShownCounts(counts);

  // `use_tabindex` items other than the options (the labels step back): Enter and Space click them.
  useEffect(() => {
    if (!group?.settings.useTabindex) return;
    const controller = new AbortController();
    tabindexKeyboard(element, controller.signal);
    return () => controller.abort();
  }, [element, group]);

  const { treeId, open, closing, flip: flipBranch } = useTreeBranches(items, list.parents, checked);

  const states = items.map((item) => {
    const on = isChecked(item.value);
    const count = shownCounts ? (shownCounts[item.value] ?? 0) : undefined;
    return { item, on, count, state: shownCounts ? rowState(count, props.indexerRule, on) : 'shown' as const };
  });
  // A filter whose every item is empty is hidden whole: its .jet-filter block is outside this root
  // (hand DOM on a node React does not render).
  const allHidden = props.indexerRule === 'hide' && shownCounts !== undefined && states.every((s) => s.state === 'hidden');
  useLayoutEffect(() => {
    if (shownCounts === undefined) return;
    const block = element.closest<HTMLElement>('.jet-filter') ?? element;
    block.hidden = allHidden;
  }, [element, allHidden, shownCounts]);
  const { shown, toggle: needsToggle } = visibleRows(states.map((s) => ({ label: s.item.label, indexerHidden: s.state === 'hidden' })), search, list.moreless?.limit ?? 0, expanded);
  const byValue = new Map(states.map((s, i) => [s.item.value, { ...s, shown: shown[i] ?? true }]));
  const byId = new Map(items.flatMap((i) => (i.id ? [[i.id, i.value] as const] : [])));

  const summary = dropdownSummary(items, checked);
  useItemsDropdown(
    element,
    summary.first === undefined ? undefined : summary.others > 0 ? `${summary.first} ${t('filters:andOthers', { number: localNumber(summary.others) })}` : summary.first,
    group?.settings.closeDropdownOnApply ?? false,
  );

  // The engine's value now, not as last rendered: ticks replayed one after another (the early
  // event contract) come before React has drawn the one before.
  const change = (value: string, on: boolean) => {
    if (!group || !entry) return;
    if (single) group.change(entry, on ? choiceData(value) : false);
    else group.change(entry, checkboxData(items, toggle(items, checkedFrom(entry.data.peek()), value, on, operator), operator));
  };
  // A click on the chosen radio clears it where deselecting is allowed (the stars always toggle).
  // React hears the click before the change.
  const deselect = (value: string) => entry !== undefined && (props.canDeselect || rating) && checkedFrom(entry.data.peek()).has(value);
  // A row skipped by Memo keeps the handlers of the render that last drew it: they call these, as
  // the last committed render has them.
  const latest = useLatest({ change, deselect, flipBranch });

  // Every row is drawn through Memo from the first render on (one element type at its place from
  // hydration on, so nothing is remounted): a tick then renders and commits the rows it changed,
  // not all of them (issue 27: the click's task is on the path to its frame).
  const printedRows: MarkupOverride = (el, key) => (list.rows.has(el) ? <Memo key={key} deps={[el]} render={() => renderNode(el, key)} /> : undefined);
  if (!registered || !group || !entry) return <ServerMarkup nodes={props.markup} override={printedRows} />;
  const flipMore = () => setExpanded((e) => !e);
  const atLeast = props.suffix.includes('compare-greater');

  /** The override inside the row of `rowValue` (undefined: outside any row). */
  const overrideIn = (rowValue: string | undefined): MarkupOverride => (el, key) => {
    if (!hydrated) return printedRows(el, key);
    const override = overrideIn(rowValue);
    const all = propsOf(el);
    const printedStyle = typeof all.style === 'object' && all.style !== null ? (all.style as Record<string, string>) : undefined;
    // Class, style and tab stop are drawn below; the rest goes as printed.
    const rest = Object.fromEntries(Object.entries(all).filter(([name]) => name !== 'className' && name !== 'style' && name !== 'tabIndex' && name !== 'defaultChecked'));
    const printedTab = typeof all.tabIndex === 'string' ? { tabIndex: Number(all.tabIndex) } : {};
    const children = () => renderChildren(el.children, override);
    if (el.tag === 'legend' && /display\s*:\s*none/.test(el.attrs.style ?? '')) {
      // The PHP hides the group's name from screen readers too: out of sight only.
      // In the hydrating render's shape: the legend's text node is kept.
      return renderElement(el, key, { ...rest, className: classes(el, { 'vitrin-visually-hidden': true }) }, override);
    }
    if (el.tag === 'form') {
      // The list's form (radio, visual, alphabet wrappers) must never submit the page.
      return <form key={key} {...rest} {...printedTab} className={el.attrs.class} style={printedStyle} onSubmit={(event) => event.preventDefault()}>{children()}</form>;
    }
    if (list.collapsible && hasClass(el, 'jet-list-tree')) {
      // The first-paint CSS rule (closed unless a child is checked) steps aside: the view owns the branches now.
      return <div key={key} {...rest} {...printedTab} className={classes(el, { 'vitrin-tree': true })} style={printedStyle}>{children()}</div>;
    }
    const rowOf = list.rows.get(el);
    if (rowOf !== undefined) {
      const row = byValue.get(rowOf);
      if (!row) return undefined;
      const branch = list.collapsible ? list.parents.indexOf(rowOf) : -1;
      const isOpen = open.has(rowOf);
      const inRow = overrideIn(rowOf);
      const drawRow = () => {
        const rowStyle = { ...printedStyle, ...(row.shown ? {} : { display: 'none' }) };
        const printedIcon = el.children.some((c) => hasClass(c, 'jet-collapse-icon'));
        const onRowClick = branch === -1 ? undefined : (event: MouseEvent) => {
          // The row toggles its branch except on its label (which ticks the box), as the original.
          if (event.target instanceof Element && event.target.closest('label')) return;
          latest.current.flipBranch(rowOf);
        };
        const rowClasses = { 'jet-filter-row--checked': row.on, 'jet-filter-row-hide': row.state === 'hidden', 'jet-filter-row-disable': row.state === 'disabled', 'jet-list-toggle-collapsed': branch !== -1 && !isOpen };
        const rowChildren = renderChildren(el.children, inRow);
        return (
          <div key={key} {...rest} {...printedTab} style={rowStyle} className={classes(el, rowClasses)} onClick={onRowClick}>
            {/* One array of keyed children, as hydration adopted them (a second slot would remount the row's nodes). */}
            {branch !== -1 && !printedIcon ? [collapseIcon('vitrin-collapse', undefined, rowOf, branch, isOpen, inRow), ...rowChildren] : rowChildren}
          </div>
        );
      };
      // What a row is drawn from: its element, tick, indexer state and count, shown, branch open.
      return <Memo key={key} deps={[el, hydrated, row.on, row.state, row.count, row.shown, isOpen]} render={drawRow} />;
    }
    if (hasClass(el, 'jet-collapse-icon') && rowValue !== undefined && list.collapsible) {
      const branch = list.parents.indexOf(rowValue);
      if (branch !== -1) return collapseIcon(key, el, rowValue, branch, open.has(rowValue), override);
    }
    const parentOf = list.branches.get(el);
    if (parentOf !== undefined && list.collapsible) {
      const branch = list.parents.indexOf(parentOf);
      const isOpen = open.has(parentOf);
      return (
        <div key={key} {...rest} {...printedTab} id={`${treeId}-${branch}`} style={printedStyle} className={classes(el, { 'jet-list-content-collapsed': !isOpen })} hidden={!isOpen && !closing.has(parentOf)}>
          {children()}
        </div>
      );
    }
    // Issue 31: one tab stop per option, its own input; a label the PHP made focusable steps back.
    if (el.tag === 'label' && (el.children.some((c) => isElement(c) && isOption(c, props.inputClass)) || byId.has(el.attrs.for ?? '') || containsOption(el, props.inputClass))) {
      return <label key={key} {...rest} className={el.attrs.class} style={printedStyle}>{children()}</label>;
    }
    if (isOption(el, props.inputClass)) {
      const value = el.attrs.value ?? '';
      const row = byValue.get(value);
      const on = row?.on ?? false;
      const label = rating ? { 'aria-label': atLeast ? t('filters:ratingValue', { value: localDigits(value) }) : localDigits(value) } : {};
      return (
        <input
          key={key}
          {...rest}
          {...label}
          className={rating ? classes(el, { 'is-checked': on }) : el.attrs.class}
          style={printedStyle}
          checked={on}
          disabled={row?.state === 'disabled'}
          onClick={() => {
            if (single && latest.current.deselect(value)) latest.current.change(value, false);
          }}
          onChange={(event) => latest.current.change(value, event.currentTarget.checked)}
          onKeyDown={(event) => {
            const key = event.key;
            // The stars are drawn in reverse (the plugin prints 5…1 for its hover rule), and the
            // browser's arrows follow the source: ←/→ went away from the star they point at. The
            // star drawn on that side is chosen instead, as the shopper sees them.
            const star = rating && (key === 'ArrowLeft' || key === 'ArrowRight') ? starBeside(event.currentTarget, key === 'ArrowLeft') : undefined;
            // Enter chooses too, as the plugin's tabindex helper did.
            if (key !== 'Enter' && star === undefined) return;
            event.preventDefault();
            (star ?? event.currentTarget).click();
            star?.focus();
          }}
        />
      );
    }
    if (el.tag === 'span' && hasClass(el, 'value') && rowValue !== undefined) {
      const count = byValue.get(rowValue)?.count;
      if (count === undefined) return undefined;
      return <span key={key} {...rest} className={el.attrs.class}>{localNumber(count)}</span>;
    }
    if (el.tag === 'input' && hasClass(el, 'jet-filter-items-search__input')) {
      const typed = Object.fromEntries(Object.entries(rest).filter(([name]) => name !== 'defaultValue'));
      return <input key={key} {...typed} {...printedTab} style={printedStyle} className={classes(el, { 'jet-input-not-empty': search !== '' })} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />;
    }
    if (hasClass(el, 'jet-filter-items-search__clear')) {
      const clear = () => setSearch('');
      return <div key={key} {...rest} className={el.attrs.class} style={printedStyle} role="button" tabIndex={0} aria-label={t('filters:clearSearch')} hidden={search === ''} onClick={clear} onKeyDown={(event) => {
        if (!pressed(event)) return;
        event.preventDefault();
        clear();
      }}>{children()}</div>;
    }
    if (hasClass(el, 'jet-filter-items-moreless') && list.moreless) {
      const { more, less } = list.moreless;
      return (
        <div key={key} {...rest} className={el.attrs.class} hidden={!needsToggle}>
          {el.children.map((child, index) => (isElement(child) && hasClass(child, 'jet-filter-items-moreless__toggle') ? (
            <div key={index} className={classes(child, { 'jet-more-btn': !expanded, 'jet-less-btn': expanded })} role="button" tabIndex={0} aria-expanded={expanded} onClick={flipMore} onKeyDown={(event) => {
              if (!pressed(event)) return;
              event.preventDefault();
              flipMore();
            }}>
              {expanded ? less : more}
            </div>
          ) : renderNode(child, index, override)))}
        </div>
      );
    }
    return undefined;
  };

  /** The branch's disclosure button (the plugin's icon, or one drawn where a template printed none). */
  function collapseIcon(key: number | string, el: MarkupElement | undefined, value: string, branch: number, isOpen: boolean, override: MarkupOverride): ReactNode {
    const name = items.find((i) => i.value === value)?.label ?? '';
    const own = el ? Object.fromEntries(Object.entries(propsOf(el)).filter(([n]) => n !== 'className' && n !== 'tabIndex')) : {};
    return (
      <div
        key={key}
        {...own}
        className={el?.attrs.class ?? 'jet-collapse-icon'}
        role="button"
        tabIndex={0}
        aria-controls={`${treeId}-${branch}`}
        aria-expanded={isOpen}
        aria-label={t(isOpen ? 'filters:collapse' : 'filters:expand', { label: name })}
        onKeyDown={(event) => {
          if (!pressed(event)) return;
          event.preventDefault();
          latest.current.flipBranch(value);
        }}
      >
        {el ? renderChildren(el.children, override) : null}
      </div>
    );
  }

  return <ServerMarkup nodes={props.markup} override={overrideIn(undefined)} />;
}

function containsOption(el: MarkupElement, inputClass: string): boolean {
  return el.children.some((c) => isElement(c) && (isOption(c, inputClass) || containsOption(c, inputClass)));
}
