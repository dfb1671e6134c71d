// Active filters and active tags (.jet-active-filters / .jet-active-tags) as React renders them:
// one button per active filter (or per value, for tags) from `templates.active_filter` /
// `templates.active_tag`, read from the group's active items; × resets it and applies, the clear
// item resets all. Empty while nothing is active, never hidden: the plugin leaves the printed
// element empty and in place, and hiding it at mount took its gap from the filter sidebar, so
// every filter below moved up 20 px (issue 34). Labels and values are text, never markup.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useActiveItemsBuilt } from './built';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { ViewProps } from '../../src/runtime/types';
import { groupFor } from '../../src/state/filters/page';
import type { ActiveItem, FilterEntry } from '../../src/state/filters/engine';
import { isElement, type MarkupNode } from '../../src/ui/markup';
import { ServerMarkup } from '../../src/ui/ServerMarkup';
import { t } from '../../src/i18n';
import { templateNodes } from './templates';
import { isPersian } from './shared';
import { focusLost } from './root';
import { focusGroupStart } from './focus-start';

export interface ActiveProps extends FilterAttributes {
  tags: boolean;
  /** data-label: the title printed before the list. */
  title: string;
  /** data-clear-item-label (tags): a last item that clears everything. */
  clearLabel: string;
}

interface Chip {
  key: string;
  entry?: FilterEntry;
  value?: string;
  label: string;
  text: string;
}

/** One chip per active filter, or per value for tags; the clear item last. */
export function chipsOf(items: readonly ActiveItem[], tags: boolean, clearLabel: string): Chip[] {
  const chips: Chip[] = tags
    ? items.flatMap((i) => i.values.map((v) => ({ key: `${i.entry.queryKey}\u0000${v.value}`, entry: i.entry, value: v.value, label: i.label, text: v.label })))
    : items.map((i) => ({ key: i.entry.queryKey, entry: i.entry, label: i.label, text: i.values.map((v) => v.label).join(isPersian() ? '، ' : ', ') }));
  if (tags && clearLabel && chips.length) chips.push({ key: '\u0000clear', label: '', text: clearLabel });
  return chips;
}

/** The remove icon is decoration: the button's name says what it does. */
function hidden(nodes: readonly MarkupNode[]): MarkupNode[] {
  return nodes.map((node) => (isElement(node) ? { ...node, attrs: { ...node.attrs, 'aria-hidden': 'true' } } : node));
}

export function ActiveFilters({ props, element, settings }: ViewProps<ActiveProps>) {
  useSignals();
  const group = groupFor(settings, props.provider, props.queryId);
  const chips = group ? chipsOf(group.activeItems.value, props.tags, props.clearLabel) : [];
  const focused = useRef<number | undefined>(undefined);
  // The focused chip went (its filter was removed): the chip now at its place, or the last, takes
  // focus, as a keyboard shopper removing one after another expects. Hand DOM: focus.
  useLayoutEffect(() => {
    const index = focused.current;
    if (index === undefined || !focusLost(element)) return;
    const buttons = element.querySelectorAll<HTMLElement>('button');
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else {
      // The last one went (or the clear item): focus was left on nothing.
      focused.current = undefined;
      focusGroupStart(element.ownerDocument, props.provider, props.queryId);
    }
  });
  // activeItems/itemsBuilt after each build, as the plugin's ActiveItems.buildItems publishes (issue 37).
  useActiveItemsBuilt(group, element, chips.map((c) => c.key).join('\n'));
  const base = props.tags ? 'jet-active-tag' : 'jet-active-filter';
  const list = props.tags ? 'jet-active-tags' : 'jet-active-filters';
  const templates = group?.settings.templates[props.tags ? 'active_tag' : 'active_filter'] ?? {};
  const labelTemplate: [string | undefined, string] = [templates.label, `<div class="${base}__label">/% $value %/</div>`];
  const valueTemplate: [string | undefined, string] = [templates.value, `<div class="${base}__val">/% $value %/</div>`];
  const removeTemplate: [string | undefined, string] = [templates.remove, `<div class="${base}__remove">&times;</div>`];
  // The templates are read once the list is on the page, not on the first click that needs them
  // (issue 27: that click's commit is on the path to its frame).
  useEffect(() => {
    templateNodes(...labelTemplate, '');
    templateNodes(...valueTemplate, '');
    templateNodes(...removeTemplate, '');
    // Once: the settings' templates do not change.
  }, []);
  if (!group || chips.length === 0) return null;
  const remove = hidden(templateNodes(...removeTemplate, ''));
  return (
    <>
      {props.title ? <div className={`${list}__title`}>{props.title}</div> : null}
      <div className={`${list}__list`}>
        {chips.map((chip, index) => (
          <button
            key={chip.key}
            type="button"
            className={chip.entry ? base : `${base} ${base}--clear`}
            data-index={index}
            aria-label={chip.entry ? t('filters:activeRemove', { label: `${chip.label ? `${chip.label}: ` : ''}${chip.text}` }) : t('filters:clearAll')}
            onFocus={() => (focused.current = index)}
            onBlur={(event) => {
              // Focus moving elsewhere; a removed button blurs with no target (then it is lost, not moved).
              if (event.relatedTarget !== null) focused.current = undefined;
            }}
            onClick={() => {
              if (!chip.entry) group.removeAll(props.applyType);
              else group.removeActive(chip.entry, props.applyType, props.tags ? chip.value : undefined);
            }}
          >
            {chip.label ? <ServerMarkup nodes={templateNodes(...labelTemplate, chip.label)} /> : null}
            <ServerMarkup nodes={templateNodes(...valueTemplate, chip.text)} />
            <ServerMarkup nodes={remove} />
          </button>
        ))}
      </div>
    </>
  );
}
