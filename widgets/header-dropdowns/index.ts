// Header dropdowns on Woodmart's markup: the main menu's sub-menus (`.wd-header-main-nav
// li.menu-item-has-children > .wd-sub-menu`) and the login dropdown (`.wd-header-my-account >
// .wd-dropdown`). Hover/focus dropdowns (the theme's CSS shows them) get aria-expanded and an
// Escape that hides them; click dropdowns (`wd-event-click`, or every menu at ≤ 1024 px when
// `menu_item_hover_to_click_on_responsive` is on) toggle `wd-opened` like Woodmart's script.
import * as z from 'zod/mini';
import { defineWidget } from '../../src/runtime/types';
import type { PageSettings } from '../../src/host/settings';
import { press, spacePressTarget } from '../../src/host/keyboard';
import { closedDropdown, dropdownReducer, isShown, opensOnClick, RESPONSIVE_MENU_MAX, type DropdownEvent, type DropdownState } from './header-dropdowns.connector';
import './header-dropdowns.css';

export const MAIN_NAV_SELECTOR = '.wd-header-main-nav';
export const ACCOUNT_SELECTOR = '.wd-header-my-account';

const schema = z.object({ clickMode: z.enum(['always', 'responsive', 'never']) });
type Props = z.infer<typeof schema>;

const themeSchema = z.object({ menu_item_hover_to_click_on_responsive: z.optional(z.string()) });
function readNav(_el: HTMLElement, settings: PageSettings): Props {
  const parsed = z.safeParse(themeSchema, settings.global('woodmart_settings'));
  return { clickMode: parsed.success && parsed.data.menu_item_hover_to_click_on_responsive === 'yes' ? 'responsive' : 'never' };
}

let uid = 0;

interface Item {
  root: HTMLElement;
  trigger: HTMLElement;
  dropdown: HTMLElement;
  state: DropdownState;
  pointer: boolean;
  focus: boolean;
}

export const headerDropdowns = defineWidget<Props>({
  name: 'header-dropdowns',
  kind: 'enhance',
  schema,
  markup: [
    { selector: MAIN_NAV_SELECTOR, read: readNav },
    { selector: ACCOUNT_SELECTOR, read: (el) => ({ clickMode: el.classList.contains('wd-event-click') ? 'always' : 'never' }) },
  ],
  enhance(props, { element, signal }) {
    const doc = element.ownerDocument;
    const view = doc.defaultView;
    const roots = element.matches(ACCOUNT_SELECTOR) ? [element] : Array.from(element.querySelectorAll<HTMLElement>('li.menu-item-has-children'));
    const items: Item[] = [];
    for (const root of roots) {
      const trigger = root.querySelector<HTMLElement>(':scope > a');
      const dropdown = root.querySelector<HTMLElement>(':scope > .wd-dropdown, :scope > .wd-sub-menu');
      if (!trigger || !dropdown) continue;
      if (!dropdown.id) dropdown.id = `vitrin-dropdown-${++uid}`;
      trigger.setAttribute('aria-controls', dropdown.id);
      items.push({ root, trigger, dropdown, state: closedDropdown, pointer: false, focus: false });
    }
    if (items.length === 0) return;

    const query = view?.matchMedia(`(max-width: ${RESPONSIVE_MENU_MAX}px)`);
    const clickMode = () => opensOnClick(props.clickMode, query?.matches ? RESPONSIVE_MENU_MAX : Number.POSITIVE_INFINITY);
    const paint = (item: Item) => {
      const click = clickMode();
      const { root, trigger, dropdown, state } = item;
      root.classList.toggle('vitrin-click-menu', click);
      root.classList.toggle('vitrin-dropdown-dismissed', state.dismissed);
      root.classList.toggle('wd-opened', click && state.opened);
      dropdown.classList.toggle('wd-opened', click && state.opened);
      trigger.setAttribute('aria-expanded', String(isShown(state, click)));
      if (click) trigger.setAttribute('role', 'button');
      else trigger.removeAttribute('role');
    };
    const send = (item: Item, event: DropdownEvent) => {
      const next = dropdownReducer(item.state, event);
      if (next === item.state) return;
      item.state = next;
      paint(item);
    };
    const itemOf = (target: EventTarget | null) =>
      target instanceof Node ? items.find((item) => item.root.contains(target)) : undefined;
    items.forEach(paint);

    for (const item of items) {
      item.root.addEventListener('mouseenter', () => {
        item.pointer = true;
        send(item, { type: 'enter' });
      }, { signal });
      item.root.addEventListener('mouseleave', () => {
        item.pointer = false;
        if (!item.focus) send(item, { type: 'leave' });
      }, { signal });
      item.root.addEventListener('focusin', () => {
        item.focus = true;
        send(item, { type: 'enter' });
      }, { signal });
      item.root.addEventListener('focusout', (event) => {
        if (event.relatedTarget instanceof Node && item.root.contains(event.relatedTarget)) return;
        item.focus = false;
        if (!item.pointer) send(item, { type: 'leave' });
        if (clickMode()) send(item, { type: 'outside' });
      }, { signal });
    }

    element.addEventListener('click', (event) => {
      if (!clickMode()) return;
      const item = items.find((i) => event.target instanceof Node && i.trigger.contains(event.target));
      if (!item) return;
      event.preventDefault();
      items.filter((other) => other !== item).forEach((other) => send(other, { type: 'outside' }));
      send(item, { type: 'click' });
    }, { signal });

    element.addEventListener('keydown', (event) => {
      const item = itemOf(event.target);
      if (!item) return;
      if (event.key === 'Escape' && isShown(item.state, clickMode())) {
        event.preventDefault();
        event.stopPropagation();
        const wasInside = item.dropdown.contains(doc.activeElement);
        send(item, { type: 'escape' });
        if (wasInside) item.trigger.focus();
        return;
      }
      const target = clickMode() ? spacePressTarget(event, 'a[role="button"]') : null;
      if (target && target === item.trigger) press(event, target);
    }, { signal });

    doc.addEventListener('click', (event) => {
      for (const item of items) if (!(event.target instanceof Node && item.root.contains(event.target))) send(item, { type: 'outside' });
    }, { signal });
    query?.addEventListener('change', () => items.forEach((item) => {
      item.state = closedDropdown;
      paint(item);
    }), { signal });

    return () => {
      for (const item of items) {
        item.root.classList.remove('vitrin-click-menu', 'vitrin-dropdown-dismissed', 'wd-opened');
        item.dropdown.classList.remove('wd-opened');
        item.trigger.removeAttribute('aria-expanded');
        item.trigger.removeAttribute('role');
      }
    };
  },
});
