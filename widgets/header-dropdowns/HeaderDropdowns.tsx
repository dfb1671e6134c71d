// Woodmart's header dropdowns as React renders them: the main menu (`.wd-header-main-nav`, every
// `li.menu-item-has-children` with its `.wd-sub-menu`) or the login item (`.wd-header-my-account`,
// itself the item, with its `.wd-dropdown`), from the markup the theme printed. The first render is
// that markup node for node (React adopts it by hydration: focus, hover and images untouched); the
// commit right after it, before any paint, adds each trigger's `aria-controls` / `aria-expanded`
// (and `role=button` in click mode) and from then on the theme's classes follow the state
// (header-dropdowns.connector.ts): `wd-opened` in click mode, `vitrin-dropdown-dismissed` after
// Escape, `vitrin-click-menu` where a click, not hover, opens it.
// Hand DOM, where React cannot: the login item is the mount point (React does not set attributes
// on its own container), so its three classes and its pointer/focus listeners are written on it in
// a layout effect; focus goes back to the trigger after Escape.
import { createElement, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore, type FocusEvent as ReactFocusEvent, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { propsOf, renderChildren, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { hasClass, isElement, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { closedDropdown, dropdownReducer, isShown, opensOnClick, RESPONSIVE_MENU_MAX, type ClickMode, type DropdownEvent, type DropdownState } from './header-dropdowns.connector';

export interface HeaderDropdownsProps {
  /** The mount point's children as the theme printed them. */
  markup: readonly MarkupNode[];
  clickMode: ClickMode;
  /** The mount point: `.wd-header-main-nav`, or `.wd-header-my-account` (itself the item). */
  container: HTMLElement;
  /** The container is the dropdown's item (the login dropdown) rather than a menu of items. */
  containerIsItem: boolean;
}

interface Item {
  key: string;
  /** The `li` React renders; null when the item is the container. */
  li: MarkupElement | null;
  trigger: MarkupElement;
  dropdown: MarkupElement;
  dropdownId: string;
}

let roots = 0;

const isDropdown = (el: MarkupNode): el is MarkupElement => isElement(el) && (hasClass(el, 'wd-dropdown') || hasClass(el, 'wd-sub-menu'));
const isTrigger = (el: MarkupNode): el is MarkupElement => isElement(el) && el.tag === 'a';

/** The items in document order, parents before their nested items (ids kept where the theme printed one). */
function findItems(markup: readonly MarkupNode[], containerIsItem: boolean, prefix: string): Item[] {
  const items: Item[] = [];
  const add = (li: MarkupElement | null, children: readonly MarkupNode[]) => {
    const trigger = children.find(isTrigger);
    const dropdown = children.find(isDropdown);
    if (!trigger || !dropdown) return;
    const key = `${prefix}-${items.length + 1}`;
    items.push({ key, li, trigger, dropdown, dropdownId: dropdown.attrs.id ?? key });
  };
  if (containerIsItem) {
    add(null, markup);
    return items;
  }
  const walk = (nodes: readonly MarkupNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.tag === 'li' && hasClass(node, 'menu-item-has-children')) add(node, node.children);
      walk(node.children);
    }
  };
  walk(markup);
  return items;
}

/** `class` as printed with `extra` classes switched on or off. */
function classes(printed: string | undefined, extra: Record<string, boolean>): string {
  const list = (printed ?? '').split(/\s+/).filter((c) => c && !(c in extra));
  for (const [name, on] of Object.entries(extra)) if (on) list.push(name);
  return list.join(' ');
}

type Action = { key: string; event: DropdownEvent } | { type: 'reset' };
type States = Readonly<Record<string, DropdownState>>;
function statesReducer(states: States, action: Action): States {
  if ('type' in action) return {};
  const before = states[action.key] ?? closedDropdown;
  const after = dropdownReducer(before, action.event);
  return after === before ? states : { ...states, [action.key]: after };
}

function useNarrow(view: Window | null): boolean {
  const query = useMemo(() => view?.matchMedia?.(`(max-width: ${RESPONSIVE_MENU_MAX}px)`) ?? null, [view]);
  const subscribe = useCallback(
    (changed: () => void) => {
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => query?.matches ?? false, () => false);
}

export function HeaderDropdowns({ markup, clickMode, container, containerIsItem }: HeaderDropdownsProps) {
  // Not useId: its ids are unique within one root only, and each mount point is its own root.
  const [prefix] = useState(() => `vitrin-dropdown-${++roots}`);
  const items = useMemo(() => findItems(markup, containerIsItem, prefix), [markup, containerIsItem, prefix]);
  const [states, dispatch] = useReducer(statesReducer, {});
  // The first render is the server's markup (hydration); the commit after it adds the state.
  const [hydrated, setHydrated] = useState(false);
  const doc = container.ownerDocument;
  const narrow = useNarrow(doc.defaultView);
  const click = opensOnClick(clickMode, narrow ? RESPONSIVE_MENU_MAX : Number.POSITIVE_INFINITY);
  const itemRoots = useRef(new Map<string, HTMLElement>());
  const triggers = useRef(new Map<string, HTMLElement>());
  // Pointer and focus are two reasons a hover dropdown shows: it hides once both have left.
  const presence = useRef(new Map<string, { pointer: boolean; focus: boolean }>());
  const presenceOf = (key: string) => {
    let p = presence.current.get(key);
    if (!p) presence.current.set(key, (p = { pointer: false, focus: false }));
    return p;
  };
  const send = (key: string, event: DropdownEvent) => dispatch({ key, event });
  const stateOf = (key: string) => states[key] ?? closedDropdown;

  // Crossing the 1024 px line switches hover and click: every dropdown starts closed again.
  const wasNarrow = useRef(narrow);
  useLayoutEffect(() => {
    if (wasNarrow.current === narrow) return;
    wasNarrow.current = narrow;
    dispatch({ type: 'reset' });
  }, [narrow]);

  const handlers = (item: Item) => ({
    enter: () => {
      presenceOf(item.key).pointer = true;
      send(item.key, { type: 'enter' });
    },
    leave: () => {
      const p = presenceOf(item.key);
      p.pointer = false;
      if (!p.focus) send(item.key, { type: 'leave' });
    },
    focus: () => {
      presenceOf(item.key).focus = true;
      send(item.key, { type: 'enter' });
    },
    blur: (root: Element, next: EventTarget | null) => {
      if (next instanceof Node && root.contains(next)) return;
      const p = presenceOf(item.key);
      p.focus = false;
      if (!p.pointer) send(item.key, { type: 'leave' });
      if (click) send(item.key, { type: 'outside' });
    },
    /** True when the key was this item's (Escape closing it, Space pressing its trigger). */
    key: (event: KeyboardEvent | ReactKeyboardEvent, root: Element): boolean => {
      if (event.key === 'Escape' && isShown(stateOf(item.key), click)) {
        event.preventDefault();
        event.stopPropagation();
        const wasInside = event.target instanceof Node && root.querySelector(`[id="${item.dropdownId}"]`)?.contains(event.target) === true;
        send(item.key, { type: 'escape' });
        if (wasInside) triggers.current.get(item.key)?.focus();
        return true;
      }
      const trigger = triggers.current.get(item.key);
      if (click && event.key === ' ' && !event.repeat && trigger && event.target === trigger) {
        event.preventDefault();
        trigger.click();
        return true;
      }
      return false;
    },
    click: (event: ReactMouseEvent) => {
      if (!click) return;
      event.preventDefault();
      const root = itemRoots.current.get(item.key);
      // The others close, but not the items this one is nested in.
      for (const other of items) if (other !== item && !(root && itemRoots.current.get(other.key)?.contains(root))) send(other.key, { type: 'outside' });
      send(item.key, { type: 'click' });
    },
  });

  // A click anywhere else closes a click-opened dropdown.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      for (const item of items) {
        const root = itemRoots.current.get(item.key);
        if (!(event.target instanceof Node && root?.contains(event.target))) send(item.key, { type: 'outside' });
      }
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  }, [doc, items]);

  // The login item is the container: its listeners are native (React listens on its children only).
  const own = containerIsItem ? items[0] : undefined;
  const latest = useRef(handlers);
  latest.current = handlers;
  useLayoutEffect(() => {
    if (!own) return;
    itemRoots.current.set(own.key, container);
    const controller = new AbortController();
    const signal = controller.signal;
    const h = () => latest.current(own);
    container.addEventListener('mouseenter', () => h().enter(), { signal });
    container.addEventListener('mouseleave', () => h().leave(), { signal });
    container.addEventListener('focusin', () => h().focus(), { signal });
    container.addEventListener('focusout', (event) => h().blur(container, event.relatedTarget), { signal });
    container.addEventListener('keydown', (event) => void h().key(event, container), { signal });
    return () => controller.abort();
  }, [own, container]);
  // After the hydrating commit: the state the shopper is already in (the focus or pointer that
  // woke this root is inside an item), then the attributes.
  useLayoutEffect(() => {
    for (const item of items) {
      const root = itemRoots.current.get(item.key);
      if (!root) continue;
      if (root.contains(doc.activeElement)) {
        presenceOf(item.key).focus = true;
        send(item.key, { type: 'enter' });
      }
      if (root.matches(':hover')) {
        presenceOf(item.key).pointer = true;
        send(item.key, { type: 'enter' });
      }
    }
    setHydrated(true);
    // Once: the mount's own state; later changes come through the listeners.
  }, []);

  const ownState = own ? stateOf(own.key) : closedDropdown;
  useLayoutEffect(() => {
    if (!own || !hydrated) return;
    container.classList.toggle('vitrin-click-menu', click);
    container.classList.toggle('vitrin-dropdown-dismissed', ownState.dismissed);
    container.classList.toggle('wd-opened', click && ownState.opened);
  }, [own, hydrated, container, click, ownState]);
  useLayoutEffect(() => () => container.classList.remove('vitrin-click-menu', 'vitrin-dropdown-dismissed', 'wd-opened'), [container]);

  const byLi = new Map(items.filter((i) => i.li).map((i) => [i.li, i]));

  const renderInside = (item: Item): MarkupOverride => (el, key) => {
    const state = stateOf(item.key);
    if (el === item.trigger) {
      return createElement(
        el.tag,
        {
          ...propsOf(el),
          key,
          ref: (node: HTMLElement | null) => {
            if (node) triggers.current.set(item.key, node);
            else triggers.current.delete(item.key);
          },
          onClick: handlers(item).click,
          ...(hydrated ? { 'aria-controls': item.dropdownId, 'aria-expanded': isShown(state, click), role: click ? 'button' : undefined } : {}),
        },
        ...renderChildren(el.children, override),
      );
    }
    if (el === item.dropdown) {
      return createElement(
        el.tag,
        { ...propsOf(el), key, ...(hydrated ? { id: item.dropdownId, className: classes(el.attrs.class, { 'wd-opened': click && state.opened }) } : {}) },
        ...renderChildren(el.children, override),
      );
    }
    return override(el, key);
  };

  const override: MarkupOverride = (el, key): ReactNode | undefined => {
    const item = byLi.get(el);
    if (!item) return undefined;
    const state = stateOf(item.key);
    const h = handlers(item);
    return createElement(
      el.tag,
      {
        ...propsOf(el),
        key,
        ref: (node: HTMLElement | null) => {
          if (node) itemRoots.current.set(item.key, node);
          else itemRoots.current.delete(item.key);
        },
        onMouseEnter: h.enter,
        onMouseLeave: h.leave,
        onFocus: h.focus,
        onBlur: (event: ReactFocusEvent) => h.blur(event.currentTarget, event.relatedTarget),
        onKeyDown: (event: ReactKeyboardEvent) => void h.key(event, event.currentTarget),
        ...(hydrated ? { className: classes(el.attrs.class, { 'vitrin-click-menu': click, 'vitrin-dropdown-dismissed': state.dismissed, 'wd-opened': click && state.opened }) } : {}),
      },
      ...renderChildren(el.children, renderInside(item)),
    );
  };

  return <>{renderChildren(markup, own ? renderInside(own) : override)}</>;
}
