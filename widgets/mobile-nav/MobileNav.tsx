// Woodmart's mobile slide-in menu as React: the panel's contents rendered from the markup the theme
// printed (search form, tab list, menus), with the tab list an ARIA tab list over the menus it
// shows, each parent item's sub-menu opener a disclosure button, and a «بستن منو» button where the
// theme prints no close control, inside the kit's `Drawer` on the panel (the mount point: its own
// attributes — wd-opened, dialog role, inert, id — are the drawer's hand DOM, React cannot set them
// on its container). The header openers are theme markup outside any root: their listener is
// delegated and their attributes set by hand.
import { createElement, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { t } from '../../src/i18n';
import { press, spacePressTarget } from '../../src/host/keyboard';
import { Drawer, type DrawerHandle } from '../../src/ui/Drawer';
import { propsOf, renderChildren } from '../../src/ui/ServerMarkup';
import { hasClass, isElement, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { initialMobileNav, mobileNavReducer, tabForKey, type MobileNavEvent } from './mobile-nav.connector';

export const MOBILE_NAV_OPENER_SELECTOR = '.wd-header-mobile-nav > a';
const OPEN_CLASS = 'wd-opened';
const OVERLAY_ID = 'mobile-nav';
const CLOSE_EVENT = 'wdCloseMobileMenu';

export interface MobileNavProps {
  tabs: readonly string[];
  activeTab?: string | undefined;
  /** The panel's children as the theme printed them. */
  markup: readonly MarkupNode[];
  /** `.mobile-nav`: the mount point. */
  panel: HTMLElement;
}

/** `class` with `name` present or not, the rest as printed. */
function withClass(classes: string | undefined, name: string, on: boolean): string {
  const list = (classes ?? '').split(/\s+/).filter((c) => c && c !== name);
  if (on) list.push(name);
  return list.join(' ');
}

const subMenuOf = (li: MarkupElement): MarkupElement | undefined =>
  li.children.find((child): child is MarkupElement => isElement(child) && (hasClass(child, 'wd-sub-menu') || hasClass(child, 'sub-menu')));
const linkText = (el: MarkupElement): string => el.children.map((c) => (isElement(c) ? linkText(c) : c)).join('').trim();

/** Ids for every sub-menu, in document order (the theme's own id kept). */
function subMenuIds(nodes: readonly MarkupNode[], prefix: string, into = new Map<MarkupElement, string>()): Map<MarkupElement, string> {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (hasClass(node, 'menu-item-has-children')) {
      const sub = subMenuOf(node);
      if (sub) into.set(sub, sub.attrs.id ?? `${prefix}-sub-${into.size + 1}`);
    }
    subMenuIds(node.children, prefix, into);
  }
  return into;
}

/** The header openers: role, state and the panel they control (theme nodes outside any root). */
function markOpeners(doc: Document, panelId: string, open: boolean): void {
  for (const link of doc.querySelectorAll<HTMLElement>(MOBILE_NAV_OPENER_SELECTOR)) {
    link.setAttribute('role', 'button');
    link.setAttribute('aria-haspopup', 'dialog');
    link.setAttribute('aria-controls', panelId);
    link.setAttribute('aria-expanded', String(open));
    link.classList.toggle(OPEN_CLASS, open);
  }
}

interface ContentProps extends MobileNavProps {
  drawer: DrawerHandle;
  prefix: string;
}

function Content({ tabs, activeTab, markup, panel, drawer, prefix }: ContentProps) {
  const [state, dispatch] = useReducer((s: ReturnType<typeof initialMobileNav>, e: MobileNavEvent) => mobileNavReducer(s, e, tabs), undefined, () => initialMobileNav(tabs, activeTab));
  const subIds = useMemo(() => subMenuIds(markup, prefix), [markup, prefix]);
  const tabRefs = useRef(new Map<string, HTMLElement>());
  const latest = useRef(drawer);
  latest.current = drawer;
  const rtl = () => (panel.ownerDocument.documentElement.dir || panel.ownerDocument.body.dir) === 'rtl';

  // The drawer says open or closed; the menu's state follows (sub-menus fold on close).
  useEffect(() => dispatch({ type: drawer.open ? 'open' : 'close' }), [drawer.open]);

  // Openers, the login panel taking over, Woodmart's close event: theme markup and events outside
  // this root, so delegated. A layout effect: the press that woke this root is replayed right after
  // its first commit.
  useLayoutEffect(() => {
    const doc = panel.ownerDocument;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const opener = target?.closest<HTMLElement>(MOBILE_NAV_OPENER_SELECTOR);
      if (opener) {
        event.preventDefault();
        if (latest.current.open) latest.current.hide(true);
        else latest.current.show(opener);
        return;
      }
      // The login panel takes over: no focus back to the opener.
      if (latest.current.open && target?.closest('.login-side-opener')) latest.current.hide(false);
    };
    const onKeydown = (event: KeyboardEvent) => {
      const link = spacePressTarget(event, MOBILE_NAV_OPENER_SELECTOR);
      if (link) press(event, link);
    };
    const onClose = () => latest.current.hide(false);
    doc.addEventListener('click', onClick);
    doc.addEventListener('keydown', onKeydown);
    doc.addEventListener(CLOSE_EVENT, onClose);
    return () => {
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('keydown', onKeydown);
      doc.removeEventListener(CLOSE_EVENT, onClose);
    };
  }, [panel]);

  const close = (event: ReactMouseEvent) => {
    event.preventDefault();
    drawer.hide(true);
  };
  const selectTab = (name: string) => dispatch({ type: 'select-tab', tab: name });
  const onTabKey = (event: ReactKeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault();
      (event.currentTarget as HTMLElement).click();
      return;
    }
    const next = tabForKey(tabs, state.tab, event.key, rtl());
    if (next === null) return;
    event.preventDefault();
    selectTab(next);
    tabRefs.current.get(next)?.focus();
  };

  const tabId = (name: string) => `${prefix}-tab-${name}`;
  const panelId = (name: string) => `${prefix}-menu-${name}`;

  const renderTab = (li: MarkupElement, key: number): ReactNode => {
    const name = li.attrs['data-menu'] ?? '';
    if (!tabs.includes(name)) return undefined;
    const selected = name === state.tab;
    const inLi = (el: MarkupElement, k: number): ReactNode | undefined => {
      if (el.tag !== 'a') return undefined;
      return createElement(
        'a',
        {
          ...propsOf(el),
          key: k,
          id: tabId(name),
          role: 'tab',
          'aria-selected': selected,
          'aria-controls': panelId(name),
          tabIndex: selected ? 0 : -1,
          ref: (node: HTMLElement | null) => {
            if (node) tabRefs.current.set(name, node);
            else tabRefs.current.delete(name);
          },
          onClick: (event: ReactMouseEvent) => {
            event.preventDefault();
            selectTab(name);
          },
          onKeyDown: onTabKey,
        },
        ...renderChildren(el.children),
      );
    };
    return createElement('li', { ...propsOf(li), key, role: 'presentation', className: withClass(li.attrs.class, 'wd-active', selected) }, ...renderChildren(li.children, inLi));
  };

  const override = (el: MarkupElement, key: number): ReactNode | undefined => {
    if (hasClass(el, 'wd-nav-mob-tab') && tabs.length > 0) {
      return createElement(el.tag, { ...propsOf(el), key, role: 'tablist', 'aria-label': t('mobileNav:tabs') }, ...renderChildren(el.children, (child, i) => (child.tag === 'li' ? renderTab(child, i) : undefined)));
    }
    const menuTab = tabs.find((name) => hasClass(el, `mobile-${name}-menu`));
    if (menuTab !== undefined) {
      const selected = menuTab === state.tab;
      // The menu stays a list (a <ul> may not be a tab panel): a wrapper carries the role.
      return (
        <div key={key} className="vitrin-mobile-tabpanel" role="tabpanel" id={panelId(menuTab)} aria-labelledby={tabId(menuTab)} hidden={!selected}>
          {createElement(el.tag, { ...propsOf(el), className: withClass(el.attrs.class, 'wd-active', selected) }, ...renderChildren(el.children, override))}
        </div>
      );
    }
    if (hasClass(el, 'menu-item-has-children')) {
      const sub = subMenuOf(el);
      const id = sub ? subIds.get(sub) : undefined;
      if (!sub || id === undefined) return undefined;
      const unfolded = state.unfolded.has(id);
      const name = el.children.find((c): c is MarkupElement => isElement(c) && c.tag === 'a');
      // Woodmart's bare `span.wd-nav-opener` becomes a real button.
      const children = el.children.filter((c) => !(isElement(c) && hasClass(c, 'wd-nav-opener')));
      return createElement(
        el.tag,
        { ...propsOf(el), key, className: withClass(el.attrs.class, 'opener-page', unfolded) },
        ...renderChildren(children, (child, k) => (child === sub ? createElement(child.tag, { ...propsOf(child), key: k, id }, ...renderChildren(child.children, override)) : override(child, k))),
        <button
          key="opener"
          type="button"
          className={withClass('wd-nav-opener', 'wd-active', unfolded)}
          aria-label={t('mobileNav:subMenu', { name: name ? linkText(name) : '' })}
          aria-controls={id}
          aria-expanded={unfolded}
          onClick={() => dispatch({ type: 'toggle-sub', id })}
        />,
      );
    }
    if (hasClass(el, 'close-side-widget')) {
      const inClose = (c: MarkupElement, k: number): ReactNode | undefined => (c.tag === 'a' || c.tag === 'button' ? createElement(c.tag, { ...propsOf(c), key: k, onClick: close }, ...renderChildren(c.children)) : undefined);
      return createElement(el.tag, { ...propsOf(el), key }, ...renderChildren(el.children, inClose));
    }
    return undefined;
  };

  const hasClose = useMemo(() => markup.some(function has(node): boolean {
    return isElement(node) && (hasClass(node, 'close-side-widget') || node.children.some(has));
  }), [markup]);

  return (
    <>
      {hasClose ? null : (
        // A visible close button: touch screen-reader users have no Escape key.
        <div className="vitrin-mobile-nav-close">
          <button type="button" className="close-side-widget" onClick={close}>
            {t('mobileNav:close')}
          </button>
        </div>
      )}
      {renderChildren(markup, override)}
    </>
  );
}

export function MobileNav(props: MobileNavProps) {
  const { panel } = props;
  const prefix = `vitrin-mobile-nav${useId().replace(/:/g, '')}`;
  // The panel is the mount point: its id (which the openers name) is hand DOM, written in a layout
  // effect (never during render: React may render and throw the result away) before the first paint,
  // and taken back on unmount if it was ours.
  const panelId = panel.id || prefix;
  useLayoutEffect(() => {
    const ours = !panel.id;
    if (ours) panel.id = panelId;
    markOpeners(panel.ownerDocument, panelId, false);
    return () => {
      if (ours && panel.id === panelId) panel.removeAttribute('id');
    };
  }, [panel, panelId]);
  return (
    <Drawer
      panel={panel}
      id={OVERLAY_ID}
      label={t('mobileNav:label')}
      dialog="always"
      onChange={(open) => markOpeners(panel.ownerDocument, panelId, open)}
      fallbackFocus={() => panel.ownerDocument.querySelector<HTMLElement>(MOBILE_NAV_OPENER_SELECTOR)}
    >
      {(drawer) => <Content {...props} drawer={drawer} prefix={prefix} />}
    </Drawer>
  );
}
