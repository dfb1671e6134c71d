// WooCommerce's store notice bar as React: its text and dismiss link rendered from the markup
// `woocommerce_demo_store()` printed, adopted node for node (hydrated: nothing is rebuilt). It
// mounts when the shopper first reaches the bar (the show-at-load is the plain behaviour in
// show.ts). Hiding the bar (the mount point's own style) and the room kept for it at the page's end
// (a class and a custom property on <body>) are hand DOM: React cannot set its container's or the
// body's attributes.
import { createElement, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { isStoreNoticeDismissed, rememberStoreNoticeDismissed } from '../../adapters/woocommerce/notices';
import { propsOf, renderChildren } from '../../src/ui/ServerMarkup';
import { hasClass, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { createStoreNotice } from './store-notice.connector';
import { paintStoreNotice } from './show';

export interface StoreNoticeProps {
  noticeId: string;
  /** The bar's children as WooCommerce printed them. */
  markup: readonly MarkupNode[];
  /** The bar (the mount point). */
  element: HTMLElement;
}

const DISMISS_CLASS = 'woocommerce-store-notice__dismiss-link';

export function StoreNotice({ noticeId, markup, element }: StoreNoticeProps) {
  const model = useMemo(() => createStoreNotice(noticeId, { isDismissed: isStoreNoticeDismissed, remember: rememberStoreNoticeDismissed }), [noticeId]);
  const visible = useSyncExternalStore(model.subscribe, () => model.visible, () => model.visible);

  // Shown already (show.ts) when this mounts: only a change is painted.
  const painted = useRef(visible);
  useLayoutEffect(() => {
    if (painted.current === visible) return;
    painted.current = visible;
    paintStoreNotice(element, visible);
  }, [element, visible]);

  const dismiss = (event: SyntheticEvent) => {
    event.preventDefault();
    model.dismiss();
  };
  // The link has role="button": Space must work like Enter (which already clicks a link).
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Spacebar') dismiss(event);
  };
  const override = (el: MarkupElement, key: number): ReactNode | undefined =>
    hasClass(el, DISMISS_CLASS) ? createElement(el.tag, { ...propsOf(el), key, onClick: dismiss, onKeyDown }, ...renderChildren(el.children)) : undefined;
  return <>{renderChildren(markup, override)}</>;
}
