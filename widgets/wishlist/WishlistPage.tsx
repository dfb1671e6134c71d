// Woodmart's wishlist page (`.wd-wishlist-content`) as React renders it: the markup the theme
// printed, adopted by hydration, then drawn from the page's state — the selection (each card's
// `wd-current-product`, its checkbox, the bulk bar's `wd-visible`, select-all's `wd-selected`),
// removals in flight (`loading`, aria-busy), the Persian failure notes, and the cards a removal took
// away (a guest's) or the server's new grid (a member's), down to the empty page. Classes stay
// Woodmart's so its CSS still draws the page; the remove, select-all and bulk links act as buttons.
import { createElement, Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './i18n';
import { emit } from '../../src/host/events';
import { t } from '../../src/i18n';
import { findAll, hasClass, parseMarkup, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { propsOf, renderChildren, renderNode, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { WISHLIST_CHECKBOX_SELECTOR } from '../../adapters/woodmart/wishlist';
import { readGridAtts } from '../../adapters/woodmart/wishlist-requests';
import type { WishlistContext } from './context';
import { removeWishlistProducts, type Removal } from './page-actions';
import { emptyWishlist, itemIds, ITEM_CLASS, productIdOf, titlesById, withoutItems, withProductsElement } from './page-markup';
import { allSelected, bulkVisible, toggleAll } from './wishlist.connector';

export interface WishlistPageProps {
  /** The content's markup as the page showed it when the root mounted. */
  initial: readonly MarkupNode[];
  /** The container React renders into; read for focus and the grid's data-atts only. */
  element: HTMLElement;
  ctx: WishlistContext;
}

/** The products a bar, select-all and bulk remove act on: the whole page, or one group of an expanded wishlist. */
interface Scope {
  groupId: string;
  ids: readonly number[];
}

const NOTE_CLASS = 'vitrin-wishlist-note';

/** The element's printed classes with these turned on or off (no attribute where it printed none and none is on). */
function classes(el: MarkupElement, on: Record<string, boolean>): string | undefined {
  const set = new Set((el.attrs.class ?? '').split(/\s+/).filter(Boolean));
  for (const [name, wanted] of Object.entries(on)) {
    if (wanted) set.add(name);
    else set.delete(name);
  }
  return set.size === 0 && el.attrs.class === undefined ? undefined : [...set].join(' ');
}

/** Enter already follows a link; Space presses one that acts as a button too. */
function spacePresses(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== ' ' || event.repeat) return;
  event.preventDefault();
  event.currentTarget.click();
}

export function WishlistPage({ initial, element, ctx }: WishlistPageProps) {
  const [markup, setMarkup] = useState<readonly MarkupNode[]>(initial);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [notes, setNotes] = useState<Readonly<Record<string, string>>>({});
  // The first render is the page's own markup (hydration); names and roles come with the second.
  const [hydrated, setHydrated] = useState(false);
  const removal = useRef<{ replaced: boolean } | null>(null);
  const titles = useMemo(() => titlesById(markup), [markup]);

  useEffect(() => {
    setHydrated(true);
    // A box ticked before the root mounted stays ticked: read what the page shows (hand DOM, a read).
    const ticked = new Set<number>();
    for (const box of element.querySelectorAll<HTMLInputElement>(WISHLIST_CHECKBOX_SELECTOR)) {
      const id = Number(box.getAttribute('data-product-id'));
      if (box.checked && Number.isInteger(id) && id > 0) ticked.add(id);
    }
    if (ticked.size > 0) setSelected(ticked);
  }, [element]);

  // After a removal is on screen: Woodmart's event for a member's new content, and focus (the
  // pressed control went with its card) to the next checkbox or the empty page's link. Focus is
  // the one DOM work React leaves to us.
  useLayoutEffect(() => {
    const done = removal.current;
    if (!done) return;
    removal.current = null;
    if (done.replaced) emit('wdUpdateWishlist', { target: ctx.doc });
    const active = ctx.doc.activeElement;
    if (active && active !== ctx.doc.body && active.isConnected) return;
    (element.querySelector<HTMLElement>(WISHLIST_CHECKBOX_SELECTOR) ?? element.querySelector<HTMLElement>('.return-to-shop a'))?.focus();
  }, [markup, ctx, element]);

  const remove = async (key: string, ids: readonly number[], scope: Scope) => {
    if (busy.has(key) || ids.length === 0) return;
    setNotes((n) => Object.fromEntries(Object.entries(n).filter(([k]) => k !== key)));
    setBusy((b) => new Set(b).add(key));
    const grid = element.querySelector(scope.groupId ? `.wd-wishlist-group[data-group-id="${CSS.escape(scope.groupId)}"] .wd-products-element .products` : '.wd-products-element .products');
    // A lost answer is told at the limit; the truth re-read behind it may still show the removal.
    const result = await removeWishlistProducts(ctx, ids, scope.groupId, readGridAtts(grid), (late) => showRemoved(key, ids, late));
    setBusy((b) => {
      const next = new Set(b);
      next.delete(key);
      return next;
    });
    if (!result.ok) {
      const { message } = result;
      if (message) setNotes((n) => ({ ...n, [key]: t(`wishlist:${message}`) }));
      return;
    }
    showRemoved(key, ids, result);
  };

  const showRemoved = (key: string, ids: readonly number[], result: Removal & { ok: true }) => {
    setNotes((n) => Object.fromEntries(Object.entries(n).filter(([k]) => k !== key)));
    removal.current = { replaced: result.content !== undefined };
    setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
    setMarkup((m) => {
      if (result.content !== undefined) return withProductsElement(m, ids, parseMarkup(result.content, ctx.doc));
      const next = withoutItems(m, ids);
      // A guest's last product gone: Woodmart's empty page (no group holds anything either).
      return itemIds(next).length > 0 ? next : emptyWishlist({ empty: t('wishlist:empty'), hint: t('wishlist:emptyHint'), back: t('wishlist:returnToShop') }, ctx.ws.shopUrl);
    });
  };

  const note = (key: string): ReactNode =>
    notes[key] ? (
      <span className={NOTE_CLASS} role="alert">
        {notes[key]}
      </span>
    ) : null;
  const asButton = hydrated ? ({ role: 'button', onKeyDown: spacePresses } as const) : {};

  const inScope = (scope: Scope): MarkupOverride => {
    const override: MarkupOverride = (el, key) => {
      const own = (props: Record<string, unknown>, children: ReactNode[] = renderChildren(el.children, override)) =>
        createElement(el.tag, { ...propsOf(el), ...props, key }, ...children);
      const selection = { all: scope.ids, selected: new Set(scope.ids.filter((id) => selected.has(id))) };

      if (hasClass(el, 'wd-wishlist-group')) {
        const group: Scope = { groupId: el.attrs['data-group-id'] ?? '', ids: itemIds(el.children) };
        return createElement(el.tag, { ...propsOf(el), key }, ...renderChildren(el.children, inScope(group)));
      }
      if (hasClass(el, ITEM_CLASS)) {
        const id = productIdOf(el);
        return own({ className: classes(el, { 'wd-current-product': id !== null && selected.has(id) }) });
      }
      if (el.tag === 'input' && hasClass(el, 'wd-wishlist-checkbox')) {
        const id = productIdOf(el);
        if (id === null) return undefined;
        // Controlled from the selection: the printed `checked` (never printed by Woodmart) gives way.
        const props = propsOf(el);
        delete props.defaultChecked;
        return (
          <input
            key={key}
            {...props}
            checked={selected.has(id)}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setSelected((s) => {
                const next = new Set(s);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              });
            }}
            aria-label={hydrated ? t('wishlist:selectProduct', { name: titles.get(id) ?? '' }) : el.attrs['aria-label']}
          />
        );
      }
      if (hasClass(el, 'wd-wishlist-product-actions')) {
        const link = findAll(el.children, (c) => hasClass(c, 'wd-wishlist-remove'))[0];
        const id = link ? productIdOf(link) : null;
        return (
          <Fragment key={key}>
            {own({}, renderChildren(el.children, override))}
            {id !== null ? note(`item-${id}`) : null}
          </Fragment>
        );
      }
      if (el.tag === 'a' && hasClass(el, 'wd-wishlist-remove')) {
        const id = productIdOf(el);
        if (id === null) return undefined;
        const loading = busy.has(`item-${id}`);
        return own({
          ...asButton,
          className: classes(el, { loading }),
          'aria-busy': loading ? true : undefined,
          onClick: (event: { preventDefault(): void }) => {
            event.preventDefault();
            void remove(`item-${id}`, [id], scope);
          },
        });
      }
      if (hasClass(el, 'wd-wishlist-bulk-action')) {
        return (
          <Fragment key={key}>
            {own({ className: classes(el, { 'wd-visible': bulkVisible(selection) }) })}
            {note(`bulk-${scope.groupId}`)}
          </Fragment>
        );
      }
      if (hasClass(el, 'wd-wishlist-select-all')) {
        const all = allSelected(selection);
        return own(
          { className: classes(el, { 'wd-selected': all }) },
          el.children.map((child, i) =>
            typeof child !== 'string' && child.tag === 'a'
              ? createElement('a', {
                  ...propsOf(child),
                  key: i,
                  ...asButton,
                  'aria-pressed': hydrated ? all : undefined,
                  onClick: (event: { preventDefault(): void }) => {
                    event.preventDefault();
                    const next = toggleAll(selection).selected;
                    setSelected((s) => new Set([...[...s].filter((id) => !scope.ids.includes(id)), ...next]));
                  },
                }, ...renderChildren(child.children))
              : renderNode(child, i),
          ),
        );
      }
      if (hasClass(el, 'wd-wishlist-remove-action')) {
        const key2 = `bulk-${scope.groupId}`;
        const loading = busy.has(key2);
        return own(
          {},
          el.children.map((child, i) =>
            typeof child !== 'string' && child.tag === 'a'
              ? createElement('a', {
                  ...propsOf(child),
                  key: i,
                  ...asButton,
                  className: classes(child, { loading }),
                  'aria-busy': loading ? true : undefined,
                  onClick: (event: { preventDefault(): void }) => {
                    event.preventDefault();
                    const ids = scope.ids.filter((id) => selected.has(id));
                    if (loading || ids.length === 0 || !window.confirm(t('wishlist:confirmBulkRemove'))) return;
                    void remove(key2, ids, scope);
                  },
                }, ...renderChildren(child.children))
              : renderNode(child, i),
          ),
        );
      }
      return undefined;
    };
    return override;
  };

  return <>{renderChildren(markup, inScope({ groupId: '', ids: itemIds(markup) }))}</>;
}
