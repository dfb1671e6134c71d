// The cart side panel's frame as React: the panel's heading (its title, which names the dialog, and
// the close control) rendered from the markup Woodmart printed, inside the kit's `Drawer` on the
// theme's `.cart-widget-side`. The panel element holds the mini-cart's own root (widgets/mini-cart),
// so this root is its heading, never the panel (one root per element, none nested): the panel's own
// state (wd-opened, dialog role, inert, focus in and back, Escape, overlay, scroll lock) is the
// kit drawer's. The header links that open it are theme markup outside any root: their listener is
// delegated and their aria-expanded is set by hand.
import { createElement, useEffect, useId, useLayoutEffect, useRef, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { t } from '../../src/i18n';
import { Drawer, type DrawerHandle } from '../../src/ui/Drawer';
import { propsOf, renderChildren } from '../../src/ui/ServerMarkup';
import { hasClass, isElement, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { lastCartChange, type CartChange } from '../../src/state/cart';
import { opensAfterAdd, panelAllowed, recentAdd } from './cart-panel.connector';

export const OPENER_SELECTOR = '.cart-widget-opener a, a.cart-widget-opener';
const HEADING_SELECTOR = '.wd-heading .title';
const OVERLAY_ID = 'cart-panel';

export interface CartPanelProps {
  /** Woodmart's add_to_cart_action: 'widget' opens the panel after an add. */
  afterAdd?: string | undefined;
  /** The heading's children as the theme printed them; absent, Woodmart's default heading. */
  heading?: readonly MarkupNode[] | undefined;
  /** `.cart-widget-side`: the theme's panel around this root. */
  panel: HTMLElement | null;
  isCart?: boolean | undefined;
  isCheckout?: boolean | undefined;
  /**
   * Woodmart's "hide widget automatically" (addToCart.js closeAfterTimeout): ms after an add before
   * the panel closes, each add restarting the count; undefined when the owner left it off.
   */
  autoCloseMs?: number | undefined;
}

const DEFAULT_HEADING = (): MarkupNode[] => [
  { tag: 'span', attrs: { class: 'title' }, children: [t('cart:panelLabel')] },
  { tag: 'div', attrs: { class: 'close-side-widget wd-action-btn wd-style-text wd-cross-icon' }, children: [{ tag: 'a', attrs: { href: '#', rel: 'nofollow' }, children: [t('cart:close')] }] },
];

/** The heading: the title gets an id (it names the dialog), the close control closes the drawer. */
function Heading({ nodes, titleId, onClose }: { nodes: readonly MarkupNode[]; titleId: string; onClose(event: ReactMouseEvent): void }) {
  let titled = false;
  const inClose = (el: MarkupElement, key: number): ReactNode | undefined => {
    if (el.tag !== 'a' && el.tag !== 'button') return undefined;
    return createElement(el.tag, { ...propsOf(el), key, onClick: onClose }, ...renderChildren(el.children));
  };
  const override = (el: MarkupElement, key: number): ReactNode | undefined => {
    if (!titled && hasClass(el, 'title')) {
      titled = true;
      return createElement(el.tag, { ...propsOf(el), key, id: el.attrs.id ?? titleId }, ...renderChildren(el.children));
    }
    if (hasClass(el, 'close-side-widget')) {
      const closer = el.children.some((child) => isElement(child) && (child.tag === 'a' || child.tag === 'button'));
      // A close control printed as the bare div: it is the control.
      if (!closer) return createElement(el.tag, { ...propsOf(el), key, role: 'button', tabIndex: 0, onClick: onClose }, ...renderChildren(el.children));
      return createElement(el.tag, { ...propsOf(el), key }, ...renderChildren(el.children, inClose));
    }
    return undefined;
  };
  return <>{renderChildren(nodes, override)}</>;
}

/** Opens from the header cart links (delegated), and after an add when the theme says so. */
function useOpeners(drawer: DrawerHandle, props: CartPanelProps): void {
  const latest = useRef({ drawer, props });
  latest.current = { drawer, props };
  const { panel } = props;
  // Layout effects: the press that woke this root is replayed right after its first commit.
  useLayoutEffect(() => {
    if (!panel) return;
    const doc = panel.ownerDocument;
    const allowed = () => {
      const { isCart, isCheckout } = latest.current.props;
      return panelAllowed({ bodyClasses: Array.from(doc.body.classList), isCart, isCheckout });
    };
    const open = (from: HTMLElement | null) => {
      if (allowed()) latest.current.drawer.show(from);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLElement>(OPENER_SELECTOR);
      if (!link || !allowed() || event.defaultPrevented) return;
      event.preventDefault();
      if (latest.current.drawer.open) latest.current.drawer.hide(true);
      else open(link);
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  }, [panel]);
  // Passive: after the drawer (a layout effect of the parent) is on the panel.
  useEffect(() => {
    if (!panel) return;
    const doc = panel.ownerDocument;
    // Auto-close: as closeAfterTimeout, each add restarts the count. A shopper who reaches into the
    // panel (pointer over it, a key or press in it) keeps it: a panel must not vanish under a hand
    // or a keyboard at work in it (WCAG 2.2.1).
    let autoClose: ReturnType<typeof setTimeout> | undefined;
    const stopAutoClose = () => {
      clearTimeout(autoClose);
      autoClose = undefined;
    };
    const events = ['pointerenter', 'pointerdown', 'keydown'] as const;
    for (const type of events) panel.addEventListener(type, stopAutoClose);
    const onChange = (change: CartChange) => {
      const { drawer: current, props: now } = latest.current;
      const allowed = panelAllowed({ bodyClasses: Array.from(doc.body.classList), isCart: now.isCart, isCheckout: now.isCheckout });
      if (opensAfterAdd(now.afterAdd, change.kind) && !current.open) {
        if (allowed) current.show(change.source);
      } else if (current.open && !panel.contains(doc.activeElement)) panel.focus({ preventScroll: true });
      if (change.kind === 'added' && now.autoCloseMs !== undefined && current.open) {
        stopAutoClose();
        autoClose = setTimeout(() => {
          autoClose = undefined;
          if (latest.current.drawer.open) latest.current.drawer.hide(true);
        }, now.autoCloseMs);
      }
    };
    // This root mounts on the shopper's first touch (an opener, an add button): an add that
    // answered while its code was on the way still opens the panel.
    const first = lastCartChange.value;
    if (first && recentAdd(first, performance.now())) onChange(first);
    let lastSeq = first?.seq ?? 0;
    const unsubscribe = lastCartChange.subscribe((change) => {
      if (!change || change.seq === lastSeq) return;
      lastSeq = change.seq;
      onChange(change);
    });
    return () => {
      unsubscribe();
      stopAutoClose();
      for (const type of events) panel.removeEventListener(type, stopAutoClose);
    };
  }, [panel]);
}

function Frame({ drawer, props, titleId }: { drawer: DrawerHandle; props: CartPanelProps; titleId: string }) {
  useOpeners(drawer, props);
  const onClose = (event: ReactMouseEvent) => {
    event.preventDefault();
    drawer.hide(true);
  };
  return <Heading nodes={props.heading ?? DEFAULT_HEADING()} titleId={titleId} onClose={onClose} />;
}

export function CartPanel(props: CartPanelProps) {
  const { panel } = props;
  const titleId = `vitrin-cart-panel-title-${useId().replace(/:/g, '')}`;
  // The header links: theme nodes outside any root (hand DOM), marked once the panel can open.
  const markOpeners = (expanded: boolean) => {
    if (!panel || !panelAllowed({ bodyClasses: Array.from(panel.ownerDocument.body.classList), isCart: props.isCart, isCheckout: props.isCheckout })) return;
    for (const link of panel.ownerDocument.querySelectorAll<HTMLElement>(OPENER_SELECTOR)) {
      link.setAttribute('aria-haspopup', 'dialog');
      link.setAttribute('aria-expanded', String(expanded));
    }
  };
  const mark = useRef(markOpeners);
  mark.current = markOpeners;
  useEffect(() => mark.current(false), []);
  return (
    <Drawer
      panel={panel}
      id={OVERLAY_ID}
      label={t('cart:panelLabel')}
      heading={HEADING_SELECTOR}
      dialog="always"
      onChange={(open) => mark.current(open)}
      fallbackFocus={() => panel?.ownerDocument.querySelector<HTMLElement>(OPENER_SELECTOR) ?? null}
    >
      {(drawer) => <Frame drawer={drawer} props={props} titleId={titleId} />}
    </Drawer>
  );
}
