// Header dropdowns on Woodmart's markup, each mount point a React root (HeaderDropdowns.tsx): the
// main menu's sub-menus (`.wd-header-main-nav li.menu-item-has-children > .wd-sub-menu`) and the
// login dropdown (`.wd-header-my-account > .wd-dropdown`). Hover/focus dropdowns (the theme's CSS
// shows them) get aria-expanded and an Escape that hides them; click dropdowns (`wd-event-click`, or
// every menu at ≤ 1024 px when `menu_item_hover_to_click_on_responsive` is on) toggle `wd-opened`
// like Woodmart's script.
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import type { PageSettings } from '../../src/host/settings';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
import { HeaderDropdowns } from './HeaderDropdowns';
import './header-dropdowns.css';

export const MAIN_NAV_SELECTOR = '.wd-header-main-nav';
export const ACCOUNT_SELECTOR = '.wd-header-my-account';

// Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
const markupNode = z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node));
const schema = z.object({ clickMode: z.enum(['always', 'responsive', 'never']), markup: z.array(markupNode) });
type Props = z.infer<typeof schema>;

const themeSchema = z.object({ menu_item_hover_to_click_on_responsive: z.optional(z.string()) });
function readNav(el: HTMLElement, settings: PageSettings): Props {
  const parsed = z.safeParse(themeSchema, settings.global('woodmart_settings'));
  return { clickMode: parsed.success && parsed.data.menu_item_hover_to_click_on_responsive === 'yes' ? 'responsive' : 'never', markup: readMarkup(el) };
}

function View({ props, element }: ViewProps<Props>) {
  return <HeaderDropdowns markup={props.markup} clickMode={props.clickMode} container={element} containerIsItem={element.matches(ACCOUNT_SELECTOR)} />;
}

export const headerDropdowns = defineWidget<Props>({
  name: 'header-dropdowns',
  kind: 'root',
  // The View's first render is the theme's markup node for node: React adopts it, so the link the
  // shopper focused or hovers (which woke the root) keeps its focus and the menu never repaints.
  hydrate: true,
  // The theme's CSS shows hover dropdowns without any script; the root comes with the shopper's
  // first touch of the menu (pointer, focus, key). A click on a trigger before that is held and
  // replayed (widgets/index.ts), so in click mode the first click is ours, not a navigation.
  defer: 'interaction',
  schema,
  markup: [
    { selector: MAIN_NAV_SELECTOR, read: readNav },
    { selector: ACCOUNT_SELECTOR, read: (el) => ({ clickMode: el.classList.contains('wd-event-click') ? 'always' : 'never', markup: readMarkup(el) }) },
  ],
  View,
});
