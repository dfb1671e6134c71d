// The hierarchical select (.jet-smart-filters-hierarchy: one .jet-select per level, each a select
// filter of its own with its depth): changing a level clears the deeper ones and asks the server
// for their option lists (jet_smart_filters_get_hierarchy_level); on load, and whenever the state
// is restored from outside (active item ×, remove-all, another copy), the levels are rebuilt.
// Failures only end the loading state, as in the original, but a level never keeps its spinner.
import { effect } from '@preact/signals-core';
import { getHierarchyLevels, type HierarchyLevels, type HierarchyRequest, type LevelOption } from '../../adapters/jet-smart-filters/hierarchy';
import { readFilterAttributes, type FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import { toFormValue } from '../../adapters/http/form';
import type { FormValue } from '../../adapters/http/form';
import type { MountContext } from '../../src/runtime/types';
import { registerFilter, type RegisteredFilter } from '../../src/state/filters/page';
import { publish } from '../../src/state/filters/compat';
import { CHANNELS } from '../../adapters/jet-smart-filters/events';
import type { FilterData } from '../../src/state/filters/engine';
import { t } from '../../src/i18n';
import { bootFilterPage } from './backend';

interface Level {
  element: HTMLElement;
  select: HTMLSelectElement;
  attrs: FilterAttributes;
  registered: RegisteredFilter;
}

const dataOf = (value: string): FilterData => (value === '' || value === 'all' ? false : value);

/** The options of a level: the placeholder (first, empty value) kept, the rest replaced, as text. */
function fillOptions(select: HTMLSelectElement, options: readonly LevelOption[] | undefined): void {
  const placeholder = Array.from(select.options).find((o) => o.value === '');
  const fresh = (options ?? []).filter((o) => o.value !== '').map((o) => {
    const option = document.createElement('option');
    option.value = o.value;
    option.textContent = o.label;
    option.dataset.label = o.label;
    return option;
  });
  select.replaceChildren(...(placeholder ? [placeholder] : []), ...fresh);
}

export function enhanceHierarchy(_attrs: FilterAttributes, ctx: MountContext): (() => void) | void {
  const { element, signal } = ctx;
  const settings = bootFilterPage(ctx.settings);
  if (!settings) return;
  const levels: Level[] = [];
  for (const [depth, levelEl] of Array.from(element.querySelectorAll<HTMLElement>('.jet-select')).entries()) {
    const select = levelEl.querySelector<HTMLSelectElement>('select');
    if (!select) continue;
    for (const option of select.options) if (option.value === 'all') option.value = '';
    const attrs = readFilterAttributes(levelEl, 'select');
    const labels = () => new Map(Array.from(select.options, (o) => [o.value, o.dataset.label ?? o.textContent?.trim() ?? o.value]));
    const registered = registerFilter(ctx.settings, levelEl, attrs, dataOf(select.value), {
      depth,
      describe: (data) => [{ value: String(data), label: labels().get(String(data)) ?? String(data) }],
    });
    if (!registered) continue;
    levels.push({ element: levelEl, select, attrs, registered });
  }
  const last = levels[levels.length - 1];
  if (!last) return;
  const filterId = last.attrs.filterId;
  const indexer = element.classList.contains('jet-filter-indexed') || !!element.closest('.jet-filter-indexed');
  let controller: AbortController | undefined;

  const setLoading = (from: number, on: boolean) => {
    for (const level of levels.slice(from)) {
      level.element.classList.toggle('jet-select--loading', on);
      level.select.setAttribute('aria-busy', String(on));
      level.select.disabled = on;
      if (on) level.select.title = t('filters:levelLoading');
      else level.select.removeAttribute('title');
    }
  };

  const request = (req: Omit<HierarchyRequest, 'filterId' | 'indexer'>, from: number, after?: (levels: HierarchyLevels) => void) => {
    if (filterId === undefined) return;
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    setLoading(from, true);
    void getHierarchyLevels(settings, { ...req, filterId, indexer }, mine.signal).then((result) => {
      if (controller !== mine) return;
      controller = undefined;
      setLoading(0, false);
      if (!result.ok) return;
      levels.forEach((level, i) => {
        if (i >= from && result.value.has(i)) fillOptions(level.select, result.value.get(i));
      });
      after?.(result.value);
      // SelectHierarchical ajaxRequest's done: the indexer and other scripts re-read the new lists.
      publish(CHANNELS.hierarchyLevelsUpdated, filterId);
    });
  };

  const valuesUpTo = (depth: number) => levels.slice(0, depth).map((level) => ({ value: level.select.value, tax: level.attrs.queryVar }));
  const argsOf = (level: Level): Record<string, FormValue> | undefined => {
    const value = toFormValue(level.attrs.layoutOptions);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, FormValue>) : undefined;
  };

  /** getNextHierarchyLevels: deeper levels reset and refetched. */
  const changeLevel = (index: number) => {
    const level = levels[index];
    if (!level) return;
    for (const deeper of levels.slice(index + 1)) {
      fillOptions(deeper.select, []);
      deeper.select.value = '';
      deeper.registered.entry.data.value = false;
    }
    if (index + 1 < levels.length) {
      const args = argsOf(level);
      request({ values: valuesUpTo(index + 1), depth: index + 1, ...(args ? { args } : {}) }, index + 1);
    }
    level.registered.group.change(level.registered.entry, dataOf(level.select.value));
  };

  levels.forEach((level, index) => {
    level.select.addEventListener('change', () => changeLevel(index), { signal });
  });

  /** updateHierarchyLevels: every level rebuilt for the current values, then the values put back. */
  const restore = () => {
    const values = levels.filter((l) => l.select.value !== '' || l.registered.entry.data.value !== false).map((l) => ({ value: String(l.registered.entry.data.value || l.select.value), tax: l.attrs.queryVar }));
    const first = levels.find((l) => l.registered.entry.data.value !== false);
    const args = first ? argsOf(first) : undefined;
    request({ values, ...(args ? { args } : {}) }, 1, () => {
      for (const level of levels) {
        const data = level.registered.entry.data.value;
        level.select.value = typeof data === 'string' && Array.from(level.select.options).some((o) => o.value === data) ? data : '';
      }
      // updateHierarchyLevels: the active lists redraw the levels' labels from the new options.
      const group = levels[0]?.registered.group;
      if (group) publish(CHANNELS.activeItemsRebuild, group.provider, group.queryId);
    });
  };
  if (levels.some((l) => l.select.value !== '')) restore();

  // State set from outside: selects follow; a cleared level empties the deeper lists; a value the
  // list does not hold (a restored state) rebuilds the levels.
  const stop = effect(() => {
    const data = levels.map((l) => l.registered.entry.data.value);
    let needsRestore = false;
    data.forEach((value, i) => {
      const level = levels[i];
      if (!level) return;
      const text = typeof value === 'string' ? value : '';
      if (level.select.value === text) return;
      if (text && !Array.from(level.select.options).some((o) => o.value === text)) needsRestore = true;
      else level.select.value = text;
    });
    const firstEmpty = data.findIndex((v) => v === false);
    if (firstEmpty !== -1) for (const deeper of levels.slice(firstEmpty + 1)) if (deeper.select.value === '') fillOptions(deeper.select, []);
    if (needsRestore) queueMicrotask(restore);
  });

  // data-predefined-value "parent-child-…" (the plugin's PredefinedData.set → hierarchicalInstance
  // .setData(value.split('-'))): once on load, each level takes its part, the levels are rebuilt for
  // them (the effect above) and the group applies once. A hierarchy the server printed set keeps it.
  const predefined = levels.map((l) => l.attrs.predefined).find((v) => v !== undefined && v !== '');
  if (predefined && levels.every((l) => l.registered.entry.data.value === false)) {
    const parts = predefined.split('-').map((v) => v.trim());
    levels.forEach((level, i) => {
      const value = parts[i];
      if (value) level.registered.group.predefine(level.registered.entry, value);
    });
    // updateHierarchyLevels: the deeper levels' lists are fetched for the predefined values.
    restore();
  }

  return () => {
    stop();
    controller?.abort();
    for (const level of levels) level.registered.dispose();
  };
}
