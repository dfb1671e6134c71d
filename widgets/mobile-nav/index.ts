// Woodmart's mobile slide-in menu (`.mobile-nav`, opener `.wd-header-mobile-nav > a`, overlay
// `.wd-close-side`) as a modal dialog: tabs (`.wd-nav-mob-tab li[data-menu]` → `.mobile-<name>-menu`)
// as an ARIA tab list, sub-menu openers as disclosure buttons, closing on Escape, overlay, close
// button, `.login-side-opener` or the `wdCloseMobileMenu` event, with focus kept inside while open
// and given back to the opener. Woodmart's classes (wd-opened, wd-active, opener-page,
// wd-close-side-opened) stay the visible state so the theme's CSS animates it.
import * as z from 'zod/mini';
import { defineWidget } from '../../src/runtime/types';
import { addTranslations, t } from '../../src/i18n';
import { openOverlay } from '../../src/state/overlays';
import { press, spacePressTarget } from '../../src/host/keyboard';
import { inertBehind, nextIndex, tabbables } from '../../src/host/focus';
import { setInert } from '../../src/host/inert';
import { initialMobileNav, mobileNavReducer, tabForKey, type MobileNavEvent, type MobileNavState } from './mobile-nav.connector';
import fa from './locales/fa.json';
import en from './locales/en.json';
import './mobile-nav.css';

addTranslations('mobileNav', { fa, en });

export const MOBILE_NAV_SELECTOR = '.mobile-nav';
export const MOBILE_NAV_OPENER_SELECTOR = '.wd-header-mobile-nav > a';
const OVERLAY_SELECTOR = '.wd-close-side';
const TAB_SELECTOR = '.wd-nav-mob-tab li[data-menu]';
const OPEN_CLASS = 'wd-opened';
const OVERLAY_OPEN_CLASS = 'wd-close-side-opened';
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
    let opener: HTMLElement | null = null;
    let undoInert: (() => void) | null = null;

    panel.dataset.vitrinMobileNav = '';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    if (!panel.hasAttribute('aria-label')) panel.setAttribute('aria-label', t('mobileNav:label'));
    panel.setAttribute('tabindex', '-1');

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

    const overlay = () => doc.querySelector<HTMLElement>(OVERLAY_SELECTOR);
    const openers = () => Array.from(doc.querySelectorAll<HTMLElement>(MOBILE_NAV_OPENER_SELECTOR));

    const paint = (previous: MobileNavState | null) => {
      panel.classList.toggle(OPEN_CLASS, state.open);
      setInert(panel, !state.open);
      for (const link of openers()) {
        link.setAttribute('role', 'button');
        link.setAttribute('aria-haspopup', 'dialog');
        link.setAttribute('aria-controls', panelId);
        link.setAttribute('aria-expanded', String(state.open));
        link.classList.toggle(OPEN_CLASS, state.open);
      }
      if (!previous || previous.open !== state.open) overlay()?.classList.toggle(OVERLAY_OPEN_CLASS, state.open || isOtherOverlayOpen());
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
    // The overlay is shared with the cart panel: only clear it if no other panel holds it.
    const isOtherOverlayOpen = () => openOverlay.value !== null && openOverlay.value.id !== OVERLAY_ID;

    const send = (event: MobileNavEvent) => {
      const previous = state;
      state = mobileNavReducer(state, event, props.tabs);
      if (state === previous) return;
      if (!previous.open && state.open) {
        if (openOverlay.value?.id !== OVERLAY_ID) openOverlay.value = { id: OVERLAY_ID, opener };
        paint(previous);
        const keep = [overlay()].filter((el): el is HTMLElement => el !== null);
        undoInert = inertBehind(panel, keep);
        const target = closeButton ?? panel;
        target.focus({ preventScroll: true });
        // A theme whose CSS keeps the panel hidden for a frame refuses focus: try once more then.
        if (doc.activeElement !== target) requestAnimationFrame(() => state.open && target.focus({ preventScroll: true }));
        return;
      }
      if (previous.open && !state.open) {
        undoInert?.();
        undoInert = null;
        if (openOverlay.value?.id === OVERLAY_ID) openOverlay.value = null;
      }
      paint(previous);
    };
    const close = (restoreFocus: boolean) => {
      if (!state.open) return;
      const back = opener?.isConnected ? opener : (openers()[0] ?? null);
      opener = null;
      send({ type: 'close' });
      if (restoreFocus) back?.focus({ preventScroll: true });
    };

    paint(null);

    doc.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target) return;
        const openerLink = target.closest<HTMLElement>(MOBILE_NAV_OPENER_SELECTOR);
        if (openerLink) {
          event.preventDefault();
          if (state.open) close(true);
          else {
            opener = openerLink;
            send({ type: 'open' });
          }
          return;
        }
        if (!state.open) return;
        if (target.closest(OVERLAY_SELECTOR) || target.closest('.login-side-opener')) {
          close(!target.closest('.login-side-opener'));
          return;
        }
        if (!panel.contains(target)) return;
        if (closeButton && closeButton.contains(target)) {
          event.preventDefault();
          close(true);
          return;
        }
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
        if (!state.open) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          close(true);
          return;
        }
        const active = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
        if (event.key === 'Tab') {
          const list = tabbables(panel);
          const next = nextIndex(list.length, active ? list.indexOf(active) : -1, event.shiftKey);
          event.preventDefault();
          (list[next] ?? panel).focus();
          return;
        }
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

    // Focus leaving the open dialog (a click on the overlay's edge, a fragment replaced) comes back.
    doc.addEventListener(
      'focusin',
      (event) => {
        if (state.open && event.target instanceof Node && !panel.contains(event.target)) panel.focus({ preventScroll: true });
      },
      { signal },
    );
    doc.addEventListener(CLOSE_EVENT, () => close(false), { signal });

    const offOverlay = openOverlay.subscribe((current) => {
      if (current?.id !== OVERLAY_ID && state.open) close(false);
    });
    return () => {
      offOverlay();
      close(false);
      addedClose?.remove();
      subOpeners.forEach((b) => b.remove());
      for (const menu of tabPanels.values()) menu.parentElement?.replaceWith(menu);
      delete panel.dataset.vitrinMobileNav;
    };
  },
});
