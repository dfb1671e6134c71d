// Active filters and active tags (.jet-smart-filters-active / -active-tags): one item per active
// filter (or per value, for tags) built from the templates; × resets it and applies; the clear item
// resets all. Hidden while nothing is active. Labels and values are text, never markup.
import { effect } from '@preact/signals-core';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { MountContext } from '../../src/runtime/types';
import { groupFor } from '../../src/state/filters/page';
import type { ActiveItem, FilterEntry } from '../../src/state/filters/engine';
import { t } from '../../src/i18n';
import { fromTemplate } from './templates';
import { isPersian } from './shared';

interface Chip {
  entry?: FilterEntry;
  value?: string;
  label: string;
  text: string;
}

function chips(items: ActiveItem[], tags: boolean): Chip[] {
  if (!tags) return items.map((i) => ({ entry: i.entry, label: i.label, text: i.values.map((v) => v.label).join(isPersian() ? '، ' : ', ') }));
  return items.flatMap((i) => i.values.map((v) => ({ entry: i.entry, value: v.value, label: i.label, text: v.label })));
}

export function enhanceActive(attrs: FilterAttributes, ctx: MountContext, tags: boolean): (() => void) | void {
  const { element, signal } = ctx;
  const group = groupFor(ctx.settings, attrs.provider, attrs.queryId);
  if (!group) return;
  const base = tags ? 'jet-active-tag' : 'jet-active-filter';
  const list = tags ? 'jet-active-tags' : 'jet-active-filters';
  const templates = group.settings.templates[tags ? 'active_tag' : 'active_filter'] ?? {};
  const title = element.getAttribute('data-label') ?? '';
  const clearLabel = element.getAttribute('data-clear-item-label') ?? '';
  let current: Chip[] = [];

  const render = (items: ActiveItem[]) => {
    current = chips(items, tags);
    if (tags && clearLabel && current.length) current.push({ label: '', text: clearLabel });
    const parts: HTMLElement[] = [];
    if (title) {
      const heading = document.createElement('div');
      heading.className = `${list}__title`;
      heading.textContent = title;
      parts.push(heading);
    }
    const listEl = document.createElement('div');
    listEl.className = `${list}__list`;
    listEl.setAttribute('role', 'list');
    current.forEach((chip, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = chip.entry ? base : `${base} ${base}--clear`;
      button.dataset.index = String(index);
      if (chip.label) button.append(fromTemplate(templates.label, `<div class="${base}__label">/% $value %/</div>`, chip.label));
      button.append(fromTemplate(templates.value, `<div class="${base}__val">/% $value %/</div>`, chip.text));
      const remove = fromTemplate(templates.remove, `<div class="${base}__remove">&times;</div>`, '');
      for (const child of Array.from(remove.children)) child.setAttribute('aria-hidden', 'true');
      button.append(remove);
      button.setAttribute('aria-label', chip.entry ? t('filters:activeRemove', { label: `${chip.label ? `${chip.label}: ` : ''}${chip.text}` }) : t('filters:clearAll'));
      listEl.append(button);
    });
    parts.push(listEl);
    const focused = element.contains(document.activeElement) ? Number((document.activeElement as HTMLElement).dataset.index) : undefined;
    element.replaceChildren(...(current.length ? parts : []));
    element.hidden = current.length === 0;
    if (focused !== undefined && current.length) element.querySelector<HTMLElement>(`[data-index="${Math.min(focused, current.length - 1)}"]`)?.focus();
  };
  const stop = effect(() => render(group.activeItems.value));

  element.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
    if (!button || !element.contains(button)) return;
    const chip = current[Number(button.dataset.index)];
    if (!chip) return;
    if (!chip.entry) group.removeAll(attrs.applyType);
    else group.removeActive(chip.entry, attrs.applyType, tags ? chip.value : undefined);
  }, { signal });
  return stop;
}
