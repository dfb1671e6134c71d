// The select and sorting filters (templates/filters/select.php, sorting.php) as React renders them:
// the printed <select> adopted by hydration, then drawn from the filter's value, with the "all"
// option's value blanked (as the plugin's script does), and the indexer's counts in the options'
// text with the zero-count rule (disabled or hidden, never the chosen one).
import { useLayoutEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { ViewProps } from '../../src/runtime/types';
import { registerFilter } from '../../src/state/filters/page';
import { findAll, textOf, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { propsOf, renderChildren, ServerMarkup, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { choiceData, countersUpdate, predefinedData } from './checkboxes.connector';
import { localNumber } from './shared';
import { useHydrated, useMountModel } from './root';

export interface SelectFilterProps extends FilterAttributes {
  /** The filter element's children as printed. */
  markup: MarkupNode[];
  /** The select's value when the view mounts: a choice the shopper made before the code arrived. */
  chosen?: string;
}

interface PrintedOption {
  /** As the engine knows it: the "all" option's `all` is ''. */
  value: string;
  label: string;
  prefix: string;
  suffix: string;
  selected: boolean;
}

function optionsOf(markup: readonly MarkupNode[]): { select?: MarkupElement; options: Map<MarkupElement, PrintedOption> } {
  const select = findAll(markup, (el) => el.tag === 'select')[0];
  const options = new Map<MarkupElement, PrintedOption>();
  for (const el of select ? findAll(select.children, (o) => o.tag === 'option') : []) {
    const printed = el.attrs.value ?? textOf(el.children);
    options.set(el, {
      value: printed === 'all' ? '' : printed,
      label: el.attrs['data-label'] ?? textOf(el.children).trim(),
      prefix: el.attrs['data-counter-prefix'] ?? '(',
      suffix: el.attrs['data-counter-suffix'] ?? ')',
      selected: 'selected' in el.attrs,
    });
  }
  return { select, options };
}

/** Filters registered with their predefined value already set, once per mount point's entry. */
const predefinedDone = new WeakSet<object>();

export function SelectFilter({ props, element, settings, signal }: ViewProps<SelectFilterProps>) {
  useSignals();
  const hydrated = useHydrated();
  const [printed] = useState(() => optionsOf(props.markup));
  const options = [...printed.options.values()];
  const first = options[0];
  // What the browser shows as chosen: the option printed selected, else the first.
  const printedValue = (options.find((o) => o.selected) ?? first)?.value ?? '';
  const registered = useMountModel(element, signal, () => {
    const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
    return registerFilter(settings, element, props, choiceData(printedValue), {
      describe: (data) => [{ value: String(data), label: labelOf(String(data)) }],
    });
  });
  const group = registered?.group;
  const entry = registered?.entry;
  // data-predefined-value: applied once on load when the server printed no choice.
  useLayoutEffect(() => {
    if (!group || !entry || !props.predefined || predefinedDone.has(entry)) return;
    predefinedDone.add(entry);
    const data = predefinedData(options, entry.data.value, [props.predefined.trim()], true);
    if (data !== undefined) group.predefine(entry, data);
  }, [group, entry, options, props.predefined]);

  // A choice made on the printed select before the code arrived is the shopper's first change.
  const chosen = props.chosen === 'all' ? '' : props.chosen;
  useLayoutEffect(() => {
    if (!group || !entry || chosen === undefined || chosen === printedValue || !options.some((o) => o.value === chosen)) return;
    group.change(entry, choiceData(chosen));
    // Once, at mount.
  }, [group, entry]);

  const [shownCounts, setShownCounts] = useState<Record<string, number> | undefined>(undefined);
  const counts = group?.indexed.value?.[props.queryType]?.[props.queryVar];
  // Which filter changed last matters only when new counts arrive: read, not followed (issue 27).
  if (props.indexed && props.showCounter && counts && counts !== shownCounts && countersUpdate(props.changeCounter, group?.lastChanged.peek() === entry, shownCounts === undefined)) setShownCounts(counts);

  if (!registered || !group || !entry) return <ServerMarkup nodes={props.markup} />;
  const data = entry.data.value;
  const known = typeof data === 'string' && options.some((o) => o.value === data);
  const value = known ? data : '';

  const override: MarkupOverride = (el, key) => {
    const own = Object.fromEntries(Object.entries(propsOf(el)).filter(([name]) => name !== 'selected' && name !== 'defaultValue'));
    if (el === printed.select) {
      // Adopted as the page has it (a choice made before the code kept), then the filter's value.
      return (
        <select key={key} {...own} value={hydrated ? value : chosen ?? printedValue} onChange={(event) => group.change(entry, choiceData(event.currentTarget.value))}>
          {renderChildren(el.children, override)}
        </select>
      );
    }
    const option = printed.options.get(el);
    if (!option) return undefined;
    if (!hydrated) return <option key={key} {...own}>{renderChildren(el.children)}</option>;
    const count = option.value === '' || !shownCounts ? undefined : (shownCounts[option.value] ?? 0);
    const empty = count === 0 && option.value !== value;
    return (
      <option key={key} {...own} value={option.value} disabled={empty && props.indexerRule === 'disable'} hidden={empty && props.indexerRule === 'hide'}>
        {/* An array either way, as the printed text was drawn: React changes that text node rather than replacing it. */}
        {count === undefined ? renderChildren(el.children) : [`${option.label} ${option.prefix}${localNumber(count)}${option.suffix}`]}
      </option>
    );
  };
  return <ServerMarkup nodes={props.markup} override={override} />;
}
