// The wishlist page's controls on Woodmart's markup: a product's remove link, the checkboxes, "select
// all" and the bulk remove (which asks first). Classes stay Woodmart's (wd-current-product,
// wd-visible, wd-selected) so its CSS still shows the bulk bar.
import { t } from '../../src/i18n';
import { press, spacePressTarget } from '../../src/host/keyboard';
import {
  WISHLIST_BULK_REMOVE_SELECTOR,
  WISHLIST_CHECKBOX_SELECTOR,
  WISHLIST_REMOVE_SELECTOR,
  WISHLIST_SELECT_ALL_SELECTOR,
} from '../../adapters/woodmart/wishlist';
import { allSelected, bulkVisible, toggleAll, type Selection } from './wishlist.connector';
import type { WishlistContext } from './context';

type Remove = (ctx: WishlistContext, ids: readonly number[], anchor: HTMLElement, grid: HTMLElement | null) => Promise<boolean>;

function idOf(el: Element | null): number | null {
  const raw = el?.getAttribute('data-id') ?? el?.getAttribute('data-product-id') ?? '';
  return /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}

/** The bulk bar and the products grid that belong together (siblings under the content or a group). */
function scopeOf(el: Element): { bar: HTMLElement | null; grid: HTMLElement | null } {
  const scope = el.closest('.wd-wishlist-group') ?? el.closest('.wd-wishlist-content') ?? el.ownerDocument.body;
  return {
    bar: scope.querySelector<HTMLElement>('.wd-wishlist-bulk-action'),
    grid: scope.querySelector<HTMLElement>('.wd-products-element .products'),
  };
}

function selectionOf(grid: HTMLElement | null): Selection {
  const items = Array.from(grid?.querySelectorAll('.product-grid-item') ?? []);
  const all: number[] = [];
  const selected = new Set<number>();
  for (const item of items) {
    const id = idOf(item);
    if (id === null) continue;
    all.push(id);
    if (item.classList.contains('wd-current-product')) selected.add(id);
  }
  return { all, selected };
}

/** Paints a selection onto the grid, the checkboxes and the bulk bar. */
function paintSelection(bar: HTMLElement | null, grid: HTMLElement | null, s: Selection): void {
  for (const item of grid?.querySelectorAll<HTMLElement>('.product-grid-item') ?? []) {
    const id = idOf(item);
    const on = id !== null && s.selected.has(id);
    item.classList.toggle('wd-current-product', on);
    const box = item.querySelector<HTMLInputElement>(WISHLIST_CHECKBOX_SELECTOR);
    if (box) box.checked = on;
  }
  bar?.classList.toggle('wd-visible', bulkVisible(s));
  const selectAll = bar?.querySelector<HTMLElement>('.wd-wishlist-select-all');
  selectAll?.classList.toggle('wd-selected', allSelected(s));
  selectAll?.querySelector('a')?.setAttribute('aria-pressed', String(allSelected(s)));
}

/** Labels and roles the PHP leaves out: named checkboxes, link-buttons. */
export function prepareWishlistPage(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLInputElement>(WISHLIST_CHECKBOX_SELECTOR)) {
    if (box.hasAttribute('aria-label')) continue;
    const name = box.closest('.product-grid-item')?.querySelector('.wd-entities-title')?.textContent?.trim() ?? '';
    box.setAttribute('aria-label', t('wishlist:selectProduct', { name }));
  }
  for (const link of root.querySelectorAll<HTMLElement>(`${WISHLIST_REMOVE_SELECTOR}, ${WISHLIST_BULK_REMOVE_SELECTOR}, ${WISHLIST_SELECT_ALL_SELECTOR}`)) {
    link.setAttribute('role', 'button');
  }
  for (const link of root.querySelectorAll<HTMLElement>(WISHLIST_SELECT_ALL_SELECTOR)) {
    if (!link.hasAttribute('aria-pressed')) link.setAttribute('aria-pressed', 'false');
  }
}

export function wirePage(ctx: WishlistContext, remove: Remove): () => void {
  const { doc } = ctx;
  prepareWishlistPage(doc);
  const controls = `${WISHLIST_REMOVE_SELECTOR}, ${WISHLIST_BULK_REMOVE_SELECTOR}, ${WISHLIST_SELECT_ALL_SELECTOR}`;

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || event.defaultPrevented) return;

    const box = target.closest<HTMLInputElement>(WISHLIST_CHECKBOX_SELECTOR);
    if (box) {
      // The browser already flipped it; the product's class and the bar follow.
      const { bar, grid } = scopeOf(box);
      const s = selectionOf(grid);
      const id = idOf(box);
      if (id !== null) {
        const next = new Set(s.selected);
        if (box.checked) next.add(id);
        else next.delete(id);
        paintSelection(bar, grid, { ...s, selected: next });
      }
      return;
    }

    const selectAll = target.closest<HTMLElement>(WISHLIST_SELECT_ALL_SELECTOR);
    if (selectAll) {
      event.preventDefault();
      const { bar, grid } = scopeOf(selectAll);
      paintSelection(bar, grid, toggleAll(selectionOf(grid)));
      return;
    }

    const bulk = target.closest<HTMLElement>(WISHLIST_BULK_REMOVE_SELECTOR);
    if (bulk) {
      event.preventDefault();
      if (bulk.classList.contains('loading')) return;
      const { bar, grid } = scopeOf(bulk);
      const ids = [...selectionOf(grid).selected];
      if (ids.length === 0 || !window.confirm(t('wishlist:confirmBulkRemove'))) return;
      void remove(ctx, ids, bulk, grid).then((done) => {
        if (!done) return;
        bar?.classList.remove('wd-visible');
        bar?.querySelector('.wd-wishlist-select-all')?.classList.remove('wd-selected');
        prepareWishlistPage(doc);
        focusAfterRemoval(doc);
      });
      return;
    }

    const single = target.closest<HTMLElement>(WISHLIST_REMOVE_SELECTOR);
    if (single) {
      event.preventDefault();
      if (single.classList.contains('loading')) return;
      const id = idOf(single);
      if (id === null) return;
      const { grid } = scopeOf(single);
      void remove(ctx, [id], single, grid).then((done) => {
        if (!done) return;
        prepareWishlistPage(doc);
        focusAfterRemoval(doc);
      });
    }
  };
  const onKeydown = (event: KeyboardEvent) => {
    const control = spacePressTarget(event, controls);
    if (control) press(event, control);
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeydown);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeydown);
  };
}

/** The removed control is gone: focus goes to the first product left, or the page's "return" link. */
function focusAfterRemoval(doc: Document): void {
  if (doc.activeElement && doc.activeElement !== doc.body && doc.activeElement.isConnected) return;
  const next =
    doc.querySelector<HTMLElement>(`.wd-wishlist-content ${WISHLIST_CHECKBOX_SELECTOR}`) ??
    doc.querySelector<HTMLElement>('.wd-wishlist-content .return-to-shop a');
  next?.focus();
}
