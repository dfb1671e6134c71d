// One swatch list (`ul.variable-items-wrapper`) as React renders it. The first render is the
// plugin's own markup, node for node (React adopts it by hydration, so nothing moves or reloads);
// once the list has joined its form's group the swatches are drawn from the shared state: the
// plugin's state classes (`selected`, `disabled`, `no-stock`), aria-checked/aria-disabled, the
// accessible name with «ناموجود», one tab stop, the stock-left badge, the chosen value beside the
// row label, and Vitrin's "more" button. Presses go to the group (group.ts), which writes the state.
import { useLayoutEffect, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/swatches';
import { isElement, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { propsOf, renderChildren, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { Memo } from '../../src/ui/Memo';
import { SWATCH_ITEM_SELECTOR } from '../../adapters/variation-swatches/swatches';
import { num, type ListEntry, type SwatchModel } from './group';
import type { ValueState } from './swatches.connector';

export interface SwatchLink {
  group: SwatchModel;
  entry: ListEntry;
  /** The row's `<label>`, where the chosen value's name is shown (the plugin's span). */
  label: HTMLElement | null;
}

export interface SwatchListProps {
  /** The list's children as the plugin printed them. */
  markup: readonly MarkupNode[];
  /** The mount point (the `ul`): read for direction and to find the swatches to move focus to. */
  list: HTMLElement;
  /** Show this many swatches, then a "more" button (0 = all). */
  limit: number;
  /** Radio type: the native radios inside are the controls. */
  native: boolean;
  /** Null until the list has joined its group (the hydrating render, or no select found). */
  link: SwatchLink | null;
  /** The same link for handlers: a press replayed during the mount's commit finds the group already. */
  linkRef: RefObject<SwatchLink | null>;
}

const STATE_CLASSES = new Set(['selected', 'disabled', 'no-stock', 'vitrin-swatch-hidden']);

function isSwatch(el: MarkupElement): boolean {
  return el.tag === 'li' && 'data-value' in el.attrs && (el.attrs.class ?? '').split(/\s+/).includes('variable-item');
}

function classes(server: unknown, on: Record<string, boolean>): string {
  const own = String(server ?? '').split(/\s+/).filter((c) => c && !STATE_CLASSES.has(c));
  return [...own, ...Object.keys(on).filter((c) => on[c])].join(' ');
}

function isRtl(el: HTMLElement): boolean {
  const dir = el.closest('[dir]')?.getAttribute('dir');
  return dir ? dir.toLowerCase() === 'rtl' : getComputedStyle(el).direction === 'rtl';
}

function accessibleName(title: string, state: ValueState | undefined): string {
  let label = title;
  if (state?.matched && !state.inStock) label += `، ${t('swatches:outOfStock')}`;
  else if (state && !state.matched) label += `، ${t('swatches:unavailable')}`;
  if (state?.stockLeft != null) label += `، ${t('swatches:stockLeft', { count: num(state.stockLeft) })}`;
  return label;
}

export function SwatchList({ markup, list, limit, native, link, linkRef }: SwatchListProps) {
  useSignals();
  const [expanded, setExpanded] = useState(false);
  /** The swatch arrows moved focus to, while the choice it was moved under holds (roving tab stop). */
  const [roving, setRoving] = useState<{ value: string; chosen: string } | null>(null);
  const [moreHost, setMoreHost] = useState<HTMLElement | null>(null);
  const swatches = markup.filter((node): node is MarkupElement => isElement(node) && isSwatch(node));
  const limited = limit > 0 && swatches.length > limit;

  useLayoutEffect(() => {
    if (!link || !limited) return;
    // React cannot render a sibling of its own container: the button's place right after the list
    // is made here (the only node this widget creates by hand); React renders the button into it.
    const host = list.ownerDocument.createElement('span');
    host.className = 'vitrin-swatch-more-host';
    list.after(host);
    setMoreHost(host);
    return () => {
      host.remove();
      setMoreHost(null);
    };
  }, [link, limited, list]);

  const press = (value: string, item: HTMLElement) => {
    const current = linkRef.current;
    current?.group.press(current.entry, value, item);
  };
  const onClick = (value: string) => (event: ReactMouseEvent<HTMLElement>) => {
    if (native || !linkRef.current) return;
    event.preventDefault();
    press(value, event.currentTarget);
  };
  const onKeyDown = (value: string) => (event: ReactKeyboardEvent<HTMLElement>) => {
    if (native || !linkRef.current) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (!event.repeat) press(value, event.currentTarget);
      return;
    }
    const visible = Array.from(list.querySelectorAll<HTMLElement>(SWATCH_ITEM_SELECTOR)).filter((i) => !i.classList.contains('vitrin-swatch-hidden'));
    const at = visible.indexOf(event.currentTarget);
    if (at < 0) return;
    const rtl = isRtl(list);
    let target: number;
    switch (event.key) {
      case 'ArrowDown': target = at + 1; break;
      case 'ArrowUp': target = at - 1; break;
      // Arrows follow what the shopper sees: in RTL the next swatch is on the left.
      case 'ArrowLeft': target = rtl ? at + 1 : at - 1; break;
      case 'ArrowRight': target = rtl ? at - 1 : at + 1; break;
      case 'Home': target = 0; break;
      case 'End': target = visible.length - 1; break;
      default: return;
    }
    event.preventDefault();
    const next = visible[(target + visible.length) % visible.length];
    if (!next) return;
    const chosen = linkRef.current?.group.selection.peek()[linkRef.current.entry.attributeName] ?? '';
    setRoving({ value: next.getAttribute('data-value') ?? '', chosen });
    // Focus is the DOM's: React has no prop for it.
    next.focus();
  };

  const radioOverride = (value: string, state: { selected: boolean; clickable: boolean; label: string } | null): MarkupOverride => {
    return (el, key) => {
      if (el.tag !== 'input' || !(el.attrs.class ?? '').split(/\s+/).includes('variable-item-radio-input')) return undefined;
      const { defaultChecked, disabled, ...props } = propsOf(el);
      return (
        <input
          key={key}
          {...props}
          checked={state ? state.selected : Boolean(defaultChecked)}
          disabled={state ? !state.clickable : Boolean(disabled)}
          aria-label={state?.label}
          onChange={(event) => {
            const item = event.currentTarget.closest<HTMLElement>(SWATCH_ITEM_SELECTOR);
            if (item && linkRef.current) press(value, item);
          }}
        />
      );
    };
  };

  // The hydrating render (and a list that found no select): the plugin's markup as printed, with
  // the handlers already on so a press replayed at mount is heard.
  if (!link) {
    const server: MarkupOverride = (el, key) => {
      if (!isSwatch(el)) return undefined;
      const value = el.attrs['data-value'] ?? '';
      // Each swatch through Memo here too: the live render's shape, so its first render keeps these nodes.
      return (
        <Memo key={key} deps={[el]} render={() => (
          <li {...propsOf(el)} onClick={onClick(value)} onKeyDown={onKeyDown(value)}>
            {renderChildren(el.children, native ? radioOverride(value, null) : undefined)}
            {/* The badge's place in the live render: the same children shape keeps the swatch's own nodes. */}
            {null}
          </li>
        )} />
      );
    };
    // The same shape as the live render below (the list, then two portal places): React then keeps
    // these nodes when the live render follows, instead of remounting a differently nested list.
    return <>{renderChildren(markup, server)}{null}{null}</>;
  }

  const { group, entry } = link;
  const name = entry.attributeName;
  const chosen = group.selection.value[name] ?? '';
  const states = group.states.value.get(name);
  const visibleValues: string[] = [];
  swatches.forEach((el, index) => {
    const value = el.attrs['data-value'] ?? '';
    const hidden = limited && !expanded && index >= limit && value !== chosen;
    if (!hidden) visibleValues.push(value);
  });
  // One tab stop: where the arrows left focus, else the chosen swatch, else the first that can be chosen.
  const tabStop = (roving && roving.chosen === chosen && visibleValues.includes(roving.value) ? roving.value : undefined)
    ?? (chosen && visibleValues.includes(chosen) ? chosen : undefined)
    ?? visibleValues.find((v) => states?.get(v)?.clickable ?? true)
    ?? visibleValues[0];

  const live: MarkupOverride = (el, key) => {
    if (!isSwatch(el)) return undefined;
    const value = el.attrs['data-value'] ?? '';
    const state = states?.get(value);
    const selected = value !== '' && value === chosen;
    const clickable = state?.clickable ?? false;
    const label = accessibleName(group.title(entry, value), state);
    const noStock = state !== undefined && state.matched && !state.inStock;
    const hidden = !visibleValues.includes(value);
    const tabbable = value === tabStop;
    const stockLeft = state?.stockLeft ?? null;
    // A press redraws the swatches whose state changed, not every swatch of every list (issue 34:
    // the swatch press's render). The handlers a skipped swatch keeps reach the group through
    // linkRef and stable setters, never through a value of this render.
    return <Memo key={key} deps={[el, selected, clickable, noStock, hidden, label, tabbable, stockLeft]} render={() => {
      const { className, ...props } = propsOf(el);
      for (const drawn of ['title', 'tabIndex', 'role', 'aria-checked']) delete props[drawn];
      const on = { selected, disabled: !clickable, 'no-stock': noStock, 'vitrin-swatch-hidden': hidden };
      const badge: ReactNode = stockLeft != null
        ? <span className="vitrin-swatch-stock" aria-hidden="true">{t('swatches:stockLeftShort', { count: num(stockLeft) })}</span>
        : null;
      // The CSS tooltip (data-wvstooltip) replaces the browser's `title`: one tooltip, shown on focus too.
      return native ? (
        <li {...props} className={classes(className, on)} role="none">
          {renderChildren(el.children, radioOverride(value, { selected, clickable, label }))}
          {badge}
        </li>
      ) : (
        <li
          {...props}
          className={classes(className, on)}
          role="radio"
          aria-checked={selected}
          aria-disabled={clickable ? undefined : true}
          aria-label={label}
          tabIndex={tabbable ? 0 : -1}
          onClick={onClick(value)}
          onKeyDown={onKeyDown(value)}
        >
          {renderChildren(el.children)}
          {badge}
        </li>
      );
    }} />;
  };

  const hiddenCount = swatches.length - limit;
  return (
    <>
      {renderChildren(markup, live)}
      {link.label && group.options.showLabel
        ? createPortal(
          <span className="woo-selected-variation-item-name" data-default="">
            {chosen ? `${group.options.separator} ${group.title(entry, chosen)}` : ''}
          </span>,
          link.label,
        )
        : null}
      {moreHost
        ? createPortal(
          <button type="button" className="wvs-more vitrin-swatch-more" aria-expanded={expanded} onClick={() => flushSync(() => setExpanded(!expanded))}>
            {expanded ? t('swatches:less') : `+ ${t('swatches:more', { count: num(hiddenCount) })}`}
          </button>,
          moreHost,
        )
        : null}
    </>
  );
}
