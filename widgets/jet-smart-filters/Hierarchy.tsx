// The hierarchical select (.jet-smart-filters-hierarchy: one .jet-select per level, each a select
// filter of its own with its depth) as React renders it: the printed levels adopted by hydration,
// then each level's options and value drawn from state. Changing a level clears the deeper ones and
// asks the server for their option lists (jet_smart_filters_get_hierarchy_level); on load with a
// value, and whenever the state is restored from outside (active item ×, remove-all, another copy),
// the levels are rebuilt. The request waits as the `read` kind says (issue 30): past its slow
// threshold a polite note under the levels, at its limit (or on a failure) the Persian message with a
// retry there; a level never keeps its spinner.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { getHierarchyLevels, type HierarchyRequest, type LevelOption } from '../../adapters/jet-smart-filters/hierarchy';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import { toFormValue, type FormValue } from '../../adapters/http/form';
import { isAborted } from '../../adapters/http/errors';
import { waitPolicy } from '../../adapters/http/waits';
import type { ViewProps } from '../../src/runtime/types';
import { registerFilter, type RegisteredFilter } from '../../src/state/filters/page';
import type { FilterData } from '../../src/state/filters/engine';
import { findAll, hasClass, textOf, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { ServerMarkup, renderChildren, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { SlowNote } from '../../src/ui/SlowNote';
import { FailedNote } from '../../src/ui/FailedNote';
import { SLOW_NOTE_CLASS } from '../../src/ui/wait-note';
import { announcer } from '../../src/ui/live-region';
import { t } from '../../src/i18n';
import { bootFilterPage } from './backend';
import { useHydrated, useMountModel } from './root';
import { printedProps } from './fields';
import { predefineTogether } from './predefined';
import { publish } from '../../src/state/filters/compat';
import { CHANNELS } from '../../adapters/jet-smart-filters/events';

export interface HierarchyProps extends FilterAttributes {
  markup: MarkupNode[];
  /** Each level's filter attributes (`.jet-select`), in depth order. */
  levels: FilterAttributes[];
  /** The block or an ancestor has jet-filter-indexed. */
  indexer: boolean;
}

const dataOf = (value: string): FilterData => (value === '' || value === 'all' ? false : value);
const speaker = announcer({ className: 'vitrin-wait-region' });

/** The options of each printed level's <select>, the "all" value blanked to '' as the original does. */
export function printedLevels(markup: readonly MarkupNode[]): Array<{ options: LevelOption[]; label: string }> {
  return findAll(markup, (el) => hasClass(el, 'jet-select')).map((level) => {
    const select = findAll(level.children, (el) => el.tag === 'select')[0];
    const options = findAll(select?.children ?? [], (el) => el.tag === 'option').map((o) => {
      const value = o.attrs.value ?? textOf(o.children);
      return { value: value === 'all' ? '' : value, label: (o.attrs['data-label'] ?? textOf(o.children)).trim() };
    });
    return { options, label: select?.attrs['aria-label'] ?? '' };
  });
}

interface Level {
  attrs: FilterAttributes;
  registered: RegisteredFilter;
}

type Wait = { state: 'idle' } | { state: 'busy'; from: number; slow: boolean } | { state: 'failed'; message: string; label: string; retry(): void };

export function Hierarchy({ props, element, settings, signal }: ViewProps<HierarchyProps>) {
  useSignals();
  const hydrated = useHydrated();
  const [printed] = useState(() => printedLevels(props.markup));
  // Each level's options: as printed, then as the server's answers give them.
  const [options, setOptions] = useState<LevelOption[][]>(() => printed.map((l) => l.options));
  const optionsNow = useRef(options);
  useLayoutEffect(() => {
    optionsNow.current = options;
  });
  const levels = useMountModel(element, signal, () => {
    const elements = Array.from(element.querySelectorAll<HTMLElement>('.jet-select'));
    const made: Level[] = [];
    props.levels.forEach((attrs, depth) => {
      const levelElement = elements[depth];
      const initial = printed[depth]?.options.find((o) => o.value !== '' && findSelected(props.markup, depth) === o.value)?.value ?? '';
      const registered = levelElement && registerFilter(settings, levelElement, attrs, dataOf(initial), {
        depth,
        describe: (data) => [{ value: String(data), label: optionsNow.current[depth]?.find((o) => o.value === String(data))?.label ?? String(data) }],
      });
      if (registered) made.push({ attrs, registered });
    });
    return { levels: made, dispose: () => made.forEach((l) => l.registered.dispose()) };
  }).levels;
  const [wait, setWait] = useState<Wait>({ state: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  /** What to tell other scripts once an answer's options are committed (issue 37). */
  const toPublish = useRef<{ restored: boolean } | undefined>(undefined);
  const values = levels.map((l) => {
    const data = l.registered.entry.data.value;
    return typeof data === 'string' ? data : '';
  });
  const filterId = levels[levels.length - 1]?.attrs.filterId;
  const config = bootFilterPage(settings);

  const request = (req: Omit<HierarchyRequest, 'filterId' | 'indexer'>, from: number, restored = false) => {
    if (filterId === undefined || !config) return;
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setWait({ state: 'busy', from, slow: false });
    const policy = waitPolicy('read', settings);
    const onSlow = () => {
      if (controller.current !== mine) return;
      setWait({ state: 'busy', from, slow: true });
      speaker.clear();
      speaker.announce(t('filters:slow'));
    };
    void getHierarchyLevels(config, { ...req, filterId, indexer: props.indexer }, mine.signal, { ...policy, onSlow }).then((result) => {
      if (controller.current !== mine) return;
      controller.current = undefined;
      speaker.cancel();
      if (!result.ok) {
        if (isAborted(result.error)) return setWait({ state: 'idle' });
        // At the limit or on a failure: the levels usable again, the message and its retry under them.
        return setWait({ state: 'failed', message: result.error.message, label: printed[from]?.label || props.activeLabel, retry: () => request(req, from, restored) });
      }
      toPublish.current = { restored };
      setWait({ state: 'idle' });
      setOptions((all) => all.map((list, i) => (i >= from && result.value.has(i) ? result.value.get(i) ?? list : list)));
    });
  };
  const argsOf = (attrs: FilterAttributes): Record<string, FormValue> | undefined => {
    const value = toFormValue(attrs.layoutOptions);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, FormValue>) : undefined;
  };

  /** The levels' values the last rebuild (or change) asked the server for: one rebuild per state. */
  const restoredFor = useRef<string | undefined>(undefined);
  /** updateHierarchyLevels: every level rebuilt for the current values (they are shown once their lists hold them). */
  const restore = () => {
    const current = levels.map((l) => l.registered.entry.data.peek());
    const chosen = levels.map((l, i) => ({ value: typeof current[i] === 'string' ? String(current[i]) : '', tax: l.attrs.queryVar })).filter((v) => v.value !== '');
    const first = levels.find((_, i) => current[i] !== false);
    const args = first ? argsOf(first.attrs) : undefined;
    restoredFor.current = JSON.stringify(current);
    request({ values: chosen, ...(args ? { args } : {}) }, 1, true);
  };
  // After the answer's options are on screen, as SelectHierarchical's ajaxRequest done does: the
  // indexer and other scripts re-read the lists (levelsUpdated); after a rebuild for a restored
  // state, the active lists redraw the levels' labels from the new options (activeItems/rebuild).
  useEffect(() => {
    const pending = toPublish.current;
    if (!pending) return;
    toPublish.current = undefined;
    publish(CHANNELS.hierarchyLevelsUpdated, filterId);
    const group = levels[0]?.registered.group;
    if (pending.restored && group) publish(CHANNELS.activeItemsRebuild, group.provider, group.queryId);
  }, [options, wait, filterId, levels]);
  // On load with a value; then whenever a value arrives that its level's list does not hold (a
  // restored state): the levels are rebuilt, once per state.
  const missing = values.some((value, i) => value !== '' && !(options[i] ?? []).some((o) => o.value === value));
  const key = JSON.stringify(levels.map((l) => l.registered.entry.data.value));
  useEffect(() => {
    if (restoredFor.current === undefined && (values.some((v) => v !== '') || missing)) restore();
    else if (missing && restoredFor.current !== key) restore();
    // `key` stands for the levels' values.
  }, [key]);

  // data-predefined-value "parent-child-…" (the plugin's PredefinedData.set → hierarchicalInstance
  // .setData(value.split('-'))): once on load, each level takes its part and the group applies once;
  // the effect above then rebuilds the levels for them. A hierarchy the server printed set keeps it.
  useLayoutEffect(() => {
    const predefined = props.levels.map((l) => l.predefined).find((v) => v !== undefined && v !== '');
    if (!predefined) return;
    predefineTogether(signal, () => {
      if (!levels.every((l) => l.registered.entry.data.peek() === false)) return;
      const parts = predefined.split('-').map((v) => v.trim());
      levels.forEach((level, i) => {
        const value = parts[i];
        if (value) level.registered.group.predefine(level.registered.entry, value);
      });
    });
  }, [levels]);

  /** getNextHierarchyLevels: deeper levels reset and refetched. */
  const changeLevel = (index: number, value: string) => {
    const level = levels[index];
    if (!level) return;
    for (const deeper of levels.slice(index + 1)) deeper.registered.entry.data.value = false;
    setOptions((all) => all.map((list, i) => (i > index ? list.filter((o) => o.value === '') : list)));
    if (index + 1 < levels.length) {
      const args = argsOf(level.attrs);
      const upTo = levels.slice(0, index + 1).map((l, i) => ({ value: i === index ? value : values[i] ?? '', tax: l.attrs.queryVar }));
      restoredFor.current = JSON.stringify(levels.map((l, i) => (i < index ? l.registered.entry.data.peek() : i === index ? dataOf(value) : false)));
      request({ values: upTo, depth: index + 1, ...(args ? { args } : {}) }, index + 1);
    }
    level.registered.group.change(level.registered.entry, dataOf(value));
  };

  if (!levels.length) return <ServerMarkup nodes={props.markup} />;
  const firstEmpty = values.findIndex((v) => v === '');
  let depth = -1;
  const override: MarkupOverride = (el, key) => {
    if (hasClass(el, 'jet-select')) {
      depth += 1;
      const at = depth;
      const loading = wait.state === 'busy' && at >= wait.from;
      const classes = (el.attrs.class ?? '').split(/\s+/).filter((c) => c && c !== 'jet-select--loading');
      if (hydrated && loading) classes.push('jet-select--loading');
      return <div key={key} {...printedProps(el, ['className'])} className={classes.join(' ')}>{renderChildren(el.children, levelOverride(at, loading))}</div>;
    }
    return undefined;
  };
  const levelOverride = (at: number, loading: boolean): MarkupOverride => (el, key) => {
    if (el.tag !== 'select' || !hydrated) return undefined;
    // Deeper than an empty level, a level with no value of its own offers nothing but its placeholder.
    const list = (options[at] ?? []).filter((o) => o.value === '' || firstEmpty === -1 || at <= firstEmpty || values[at] !== '');
    const value = values[at] ?? '';
    const shown = list.some((o) => o.value === value) ? value : '';
    return (
      <select
        key={key}
        {...printedProps(el, ['defaultValue', 'disabled', 'title'])}
        value={shown}
        disabled={loading}
        aria-busy={loading}
        title={loading ? t('filters:levelLoading') : undefined}
        onChange={(event) => changeLevel(at, event.currentTarget.value)}
      >
        {list.map((o) => <option key={o.value} value={o.value} data-label={o.label}>{o.label}</option>)}
      </select>
    );
  };
  const note = wait.state === 'failed'
    ? <FailedNote className="jet-select__failed" text={t('filters:levelFailed', { label: wait.label, message: wait.message })} retryText={t('filters:retry')} onRetry={wait.retry} />
    : <SlowNote state={wait.state === 'busy' && wait.slow ? 'slow' : 'idle'} className={`${SLOW_NOTE_CLASS} jet-select__slow`}>{t('filters:slow')}</SlowNote>;
  return (
    <>
      <ServerMarkup nodes={props.markup} override={override} />
      {note}
    </>
  );
}

/** The value the PHP printed selected on level `depth`. */
function findSelected(markup: readonly MarkupNode[], depth: number): string | undefined {
  const level: MarkupElement | undefined = findAll(markup, (el) => hasClass(el, 'jet-select'))[depth];
  const selected = findAll(level?.children ?? [], (el) => el.tag === 'option' && 'selected' in el.attrs)[0];
  return selected ? selected.attrs.value ?? textOf(selected.children) : undefined;
}
