// Woodmart's mobile slide-in menu (`.mobile-nav`, opener `.wd-header-mobile-nav > a`, overlay
// `.wd-close-side`) as a modal dialog: tabs (`.wd-nav-mob-tab li[data-menu]` → `.mobile-<name>-menu`)
// as an ARIA tab list, sub-menu openers as disclosure buttons, closing on Escape, overlay, close
// button, `.login-side-opener` or the `wdCloseMobileMenu` event, with focus kept inside while open
// and given back to the opener. Woodmart's classes (wd-opened, wd-active, opener-page,
// wd-close-side-opened) stay the visible state so the theme's CSS animates it.
import * as z from 'zod/mini';
import { defineWidget } from '../../src/runtime/types';
import { addTranslations, t } from '../../src/i18n';
import { press, spacePressTarget } from '../../src/host/keyboard';
import { drawer } from '../../src/ui/drawer';
import { initialMobileNav, mobileNavReducer, tabForKey, type MobileNavEvent, type MobileNavState } from './mobile-nav.connector';
import fa from './locales/fa.json';
import en from './locales/en.json';
import './mobile-nav.css';

addTranslations('mobileNav', { fa, en });

export const MOBILE_NAV_SELECTOR = '.mobile-nav';
export const MOBILE_NAV_OPENER_SELECTOR = '.wd-header-mobile-nav > a';
const TAB_SELECTOR = '.wd-nav-mob-tab li[data-menu]';
const OPEN_CLASS = 'wd-opened';
const OVERLAY_ID = 'mobile-nav';
const CLOSE_EVENT = 'wdCloseMobileMenu';

const schema = z.object({ tabs: z.array(z.string()), activeTab: z.optional(z.string()) });
type Props = z.infer<typeof schema>;

function readTabs(panel: HTMLElement): Props {
  const items = Array.from(panel.querySelectorAll<HTMLElement>(TAB_SELECTOR));
  const tabs = items.map((li) => li.dataset.menu ?? '').filter((name) => /^[\w-]+$/.test(name));
  const active = items.find((li) => li.classList.contains('wd-active'))?.dataset.menu;
  return active === undefined ? { tabs } : { tabs, activeTab: active };
}

let uid = 0;
function ensureId(el: HTMLElement, prefix: string): string {
  if (!el.id) el.id = `${prefix}-${++uid}`;
  return el.id;
}

export const mobileNav = defineWidget<Props>({
  name: 'mobile-nav',
  kind: 'enhance',
  schema,
  markup: [{ selector: MOBILE_NAV_SELECTOR, read: (el) => readTabs(el) }],
  enhance(props, { element: panel, signal }) {
    const doc = panel.ownerDocument;
    const rtl = () => (doc.documentElement.dir || doc.body.dir) === 'rtl';
    const panelId = ensureId(panel, 'vitrin-mobile-nav');
    let state: MobileNavState = initialMobileNav(props.tabs, props.activeTab);

    panel.dataset.vitrinMobileNav = '';

    // A visible close button: touch screen-reader users have no Escape key.
    let closeButton = panel.querySelector<HTMLElement>('.close-side-widget a, .close-side-widget button');
    let addedClose: HTMLElement | null = null;
    if (!closeButton) {
      addedClose = doc.createElement('div');
      addedClose.className = 'vitrin-mobile-nav-close';
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'close-side-widget';
      button.textContent = t('mobileNav:close');
      addedClose.append(button);
      panel.prepend(addedClose);
      closeButton = button;
    }

    // Tabs: Woodmart's <li data-menu><a href="#"> become an ARIA tab list over the menus they show.
    const tabList = panel.querySelector<HTMLElement>('.wd-nav-mob-tab');
    const tabLinks = new Map<string, HTMLElement>();
    const tabPanels = new Map<string, HTMLElement>();
    if (tabList && props.tabs.length > 0) {
      tabList.setAttribute('role', 'tablist');
      tabList.setAttribute('aria-label', t('mobileNav:tabs'));
      for (const li of panel.querySelectorAll<HTMLElement>(TAB_SELECTOR)) {
        const name = li.dataset.menu ?? '';
        const link = li.querySelector<HTMLElement>('a');
        const menu = panel.querySelector<HTMLElement>(`.mobile-${name}-menu`);
        if (!props.tabs.includes(name) || !link || !menu) continue;
        // The menu stays a list (a <ul> may not be a tab panel): a wrapper carries the role.
        const tabPanel = doc.createElement('div');
        tabPanel.className = 'vitrin-mobile-tabpanel';
        tabPanel.setAttribute('role', 'tabpanel');
        menu.before(tabPanel);
        tabPanel.append(menu);
        li.setAttribute('role', 'presentation');
        link.setAttribute('role', 'tab');
        link.setAttribute('aria-controls', ensureId(tabPanel, 'vitrin-mobile-menu'));
        tabPanel.setAttribute('aria-labelledby', ensureId(link, 'vitrin-mobile-tab'));
        tabLinks.set(name, link);
        tabPanels.set(name, menu);
      }
    }

    // Sub-menus: one disclosure button per parent item (Woodmart appends a bare span instead).
    const subOpeners: HTMLButtonElement[] = [];
    for (const li of panel.querySelectorAll<HTMLElement>('.menu-item-has-children')) {
      const sub = li.querySelector<HTMLElement>(':scope > .wd-sub-menu, :scope > .sub-menu');
      if (!sub) continue;
      li.querySelector(':scope > .wd-nav-opener')?.remove();
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'wd-nav-opener';
      const name = li.querySelector(':scope > a')?.textContent?.trim() ?? '';
      button.setAttribute('aria-label', t('mobileNav:subMenu', { name }));
      button.setAttribute('aria-controls', ensureId(sub, 'vitrin-mobile-sub'));
      button.dataset.sub = sub.id;
      li.append(button);
      subOpeners.push(button);
    }

    const openers = () => Array.from(doc.querySelectorAll<HTMLElement>(MOBILE_NAV_OPENER_SELECTOR));

    // The panel itself (open class, dialog semantics, inert, the page behind, scroll, focus in and
    // back, Tab, Escape, overlay, close control, one overlay at a time) is the kit's drawer; this
    // widget keeps the menu's own state (tabs, sub-menus) and the openers.
    const paint = () => {
      for (const link of openers()) {
        link.setAttribute('role', 'button');
        link.setAttribute('aria-haspopup', 'dialog');
        link.setAttribute('aria-controls', panelId);
        link.setAttribute('aria-expanded', String(state.open));
        link.classList.toggle(OPEN_CLASS, state.open);
      }
      for (const [name, link] of tabLinks) {
        const selected = name === state.tab;
        link.setAttribute('aria-selected', String(selected));
        link.tabIndex = selected ? 0 : -1;
        link.closest('li')?.classList.toggle('wd-active', selected);
        const menu = tabPanels.get(name);
        menu?.classList.toggle('wd-active', selected);
        menu?.parentElement?.toggleAttribute('hidden', !selected);
      }
      for (const button of subOpeners) {
        const unfolded = state.unfolded.has(button.dataset.sub ?? '');
        button.setAttribute('aria-expanded', String(unfolded));
        button.classList.toggle('wd-active', unfolded);
        button.parentElement?.classList.toggle('opener-page', unfolded);
      }
    };
    const send = (event: MobileNavEvent) => {
      const previous = state;
      state = mobileNavReducer(state, event, props.tabs);
      if (state !== previous) paint();
    };
    const side = drawer(panel, {
      id: OVERLAY_ID,
      label: t('mobileNav:label'),
      dialog: 'always',
      onChange: (open) => send({ type: open ? 'open' : 'close' }),
      fallbackFocus: () => openers()[0] ?? null,
      signal,
    });
    const close = (restoreFocus: boolean) => side.close(restoreFocus);

    paint();

    doc.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target) return;
        const openerLink = target.closest<HTMLElement>(MOBILE_NAV_OPENER_SELECTOR);
        if (openerLink) {
          event.preventDefault();
          if (state.open) close(true);
          else side.open(openerLink);
          return;
        }
        if (!state.open) return;
        // The login panel takes over: no focus back to the opener (the overlay and the close
        // control are the drawer's).
        if (target.closest('.login-side-opener')) {
          close(false);
          return;
        }
        if (!panel.contains(target)) return;
        const tab = target.closest<HTMLElement>('[role="tab"]');
        const name = tab?.closest<HTMLElement>('li[data-menu]')?.dataset.menu;
        if (tab && name !== undefined) {
          event.preventDefault();
          send({ type: 'select-tab', tab: name });
          return;
        }
        const sub = target.closest<HTMLButtonElement>('.wd-nav-opener');
        if (sub?.dataset.sub) send({ type: 'toggle-sub', id: sub.dataset.sub });
      },
      { signal },
    );

    doc.addEventListener(
      'keydown',
      (event) => {
        const spaceOpener = spacePressTarget(event, `${MOBILE_NAV_OPENER_SELECTOR}, .mobile-nav [role="tab"]`);
        if (spaceOpener) {
          press(event, spaceOpener);
          return;
        }
        // Escape and Tab are the drawer's.
        if (!state.open) return;
        const active = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
        if (active?.getAttribute('role') === 'tab' && panel.contains(active)) {
          const tab = tabForKey(props.tabs, state.tab, event.key, rtl());
          if (tab === null) return;
          event.preventDefault();
          send({ type: 'select-tab', tab });
          tabLinks.get(tab)?.focus();
        }
      },
      { signal },
    );

    doc.addEventListener(CLOSE_EVENT, () => close(false), { signal });

    return () => {
      close(false);
      addedClose?.remove();
      subOpeners.forEach((b) => b.remove());
      for (const menu of tabPanels.values()) menu.parentElement?.replaceWith(menu);
      delete panel.dataset.vitrinMobileNav;
    };
  },
});
