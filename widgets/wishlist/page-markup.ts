// The wishlist page's server markup as data (src/ui/markup.ts): what the page root reads from it
// and the changes a removal makes to it, pure so they are tested without a DOM or React.
import { findAll, hasClass, isElement, textOf, type MarkupElement, type MarkupNode } from '../../src/ui/markup';

export const ITEM_CLASS = 'product-grid-item';

/** A product card's or control's product id (data-id on the card, data-product-id on its controls). */
export function productIdOf(el: MarkupElement): number | null {
  const raw = el.attrs['data-id'] ?? el.attrs['data-product-id'] ?? '';
  return /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}

/** The product ids of the cards under `nodes`, in page order. */
export function itemIds(nodes: readonly MarkupNode[]): number[] {
  return findAll(nodes, (el) => hasClass(el, ITEM_CLASS))
    .map(productIdOf)
    .filter((id): id is number => id !== null);
}

/** Each card's product title (what its checkbox is named after). */
export function titlesById(nodes: readonly MarkupNode[]): Map<number, string> {
  const titles = new Map<number, string>();
  for (const card of findAll(nodes, (el) => hasClass(el, ITEM_CLASS))) {
    const id = productIdOf(card);
    const title = findAll(card.children, (el) => hasClass(el, 'wd-entities-title'))[0];
    if (id !== null) titles.set(id, title ? textOf(title.children).trim() : '');
  }
  return titles;
}

function mapTree(nodes: readonly MarkupNode[], visit: (el: MarkupElement) => MarkupNode[] | undefined): MarkupNode[] {
  const out: MarkupNode[] = [];
  for (const node of nodes) {
    if (!isElement(node)) {
      out.push(node);
      continue;
    }
    const replaced = visit(node);
    if (replaced) out.push(...replaced);
    else out.push({ ...node, children: mapTree(node.children, visit) });
  }
  return out;
}

/** The markup without the cards of `ids` (a guest's removal: no request, the cards go). */
export function withoutItems(nodes: readonly MarkupNode[], ids: readonly number[]): MarkupNode[] {
  const gone = new Set(ids);
  return mapTree(nodes, (el) => {
    const id = hasClass(el, ITEM_CLASS) ? productIdOf(el) : null;
    return id !== null && gone.has(id) ? [] : undefined;
  });
}

/** The `.wd-products-element` holding any of `ids` replaced by the server's new one (a member's removal). */
export function withProductsElement(nodes: readonly MarkupNode[], ids: readonly number[], replacement: readonly MarkupNode[]): MarkupNode[] {
  let done = false;
  return mapTree(nodes, (el) => {
    if (done || !hasClass(el, 'wd-products-element') || !itemIds(el.children).some((id) => ids.includes(id))) return undefined;
    done = true;
    return [...replacement];
  });
}

/** Woodmart's empty wishlist (Ui::wishlist_empty_content) with Vitrin's text. */
export function emptyWishlist(texts: { empty: string; hint: string; back: string }, shopUrl: string): MarkupNode[] {
  return [
    { tag: 'p', attrs: { class: 'wd-empty-wishlist wd-empty-page' }, children: [texts.empty] },
    { tag: 'div', attrs: { class: 'wd-empty-page-text' }, children: [texts.hint] },
    { tag: 'p', attrs: { class: 'return-to-shop' }, children: [{ tag: 'a', attrs: { class: 'button', href: shopUrl }, children: [texts.back] }] },
  ];
}
