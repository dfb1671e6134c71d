// Woodmart's mobile slide-in menu (`.mobile-nav`, opener `.wd-header-mobile-nav > a`, overlay
// `.wd-close-side`) as a modal dialog drawn by React (MobileNav.tsx): tabs (`.wd-nav-mob-tab
// li[data-menu]` → `.mobile-<name>-menu`) as an ARIA tab list, sub-menu openers as disclosure
// buttons, closing on Escape, overlay, close button, `.login-side-opener` or the `wdCloseMobileMenu`
// event, with focus kept inside while open and given back to the opener. Woodmart's classes
// (wd-opened, wd-active, opener-page, wd-close-side-opened) stay the visible state so the theme's
// CSS animates it. Closed, the menu needs nothing: the root mounts on the first touch of its opener
// (interaction deferral; the press is held and replayed), so pages carry no React for it before.
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import { addTranslations } from '../../src/i18n';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
import { MobileNav, MOBILE_NAV_OPENER_SELECTOR } from './MobileNav';
import fa from './locales/fa.json';
import en from './locales/en.json';
import './mobile-nav.css';

addTranslations('mobileNav', { fa, en });

export { MOBILE_NAV_OPENER_SELECTOR };
export const MOBILE_NAV_SELECTOR = '.mobile-nav';
const TAB_SELECTOR = '.wd-nav-mob-tab li[data-menu]';

// Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
const markupNode = z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node));
const schema = z.object({ tabs: z.array(z.string()), activeTab: z.optional(z.string()), markup: z.optional(z.array(markupNode)) });
type Props = z.infer<typeof schema>;

function readPanel(panel: HTMLElement): Props {
  const items = Array.from(panel.querySelectorAll<HTMLElement>(TAB_SELECTOR));
  const tabs = items.map((li) => li.dataset.menu ?? '').filter((name) => /^[\w-]+$/.test(name));
  const active = items.find((li) => li.classList.contains('wd-active'))?.dataset.menu;
  const markup = readMarkup(panel);
  return active === undefined ? { tabs, markup } : { tabs, activeTab: active, markup };
}

function View({ props, element }: ViewProps<Props>) {
  return <MobileNav tabs={props.tabs} activeTab={props.activeTab} markup={props.markup ?? []} panel={element} />;
}

export const mobileNav = defineWidget<Props>({
  name: 'mobile-nav',
  kind: 'root',
  // Not hydrated: the tab panels' wrappers, the sub-menu buttons and the close button are added
  // to what the theme printed. It mounts while the panel is closed (off screen): never seen.
  defer: 'interaction',
  schema,
  markup: [{ selector: MOBILE_NAV_SELECTOR, read: (el) => readPanel(el) }],
  View,
});
