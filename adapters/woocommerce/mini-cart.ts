// What WooCommerce's templates/cart/mini-cart.php prints inside div.widget_shopping_cart_content,
// read into the cart store's terms: the lines (item key, product id, name, quantity), the count and
// the subtotal, with the markup itself kept (sanitised) so every mini-cart root renders exactly
// what the server printed. Themes override that template (Woodmart adds its own wrappers): only the
// classes WooCommerce's own script and CSS rely on are read; everything else is carried through.
import type { CartContents, CartLine } from '../../src/state/cart';
import { findAll, hasClass, isElement, parseMarkup, readMarkup, textOf, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { MINI_CART_FRAGMENT, type Fragments } from './cart-params';

export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';
export const LINE_CLASS = 'woocommerce-mini-cart-item';
export const REMOVE_CLASS = 'remove_from_cart_button';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';

/** «۲ × …» or "2 × …": the leading quantity, in any of the three digit sets. */
export function leadingQuantity(text: string): number | null {
  const latin = text.replace(/[۰-۹٠-٩]/g, (d) => String(PERSIAN.includes(d) ? PERSIAN.indexOf(d) : ARABIC.indexOf(d)));
  const match = /^\s*(\d+)\s*[×x]/.exec(latin);
  return match ? Number(match[1]) : null;
}

function lineOf(row: MarkupElement): CartLine | null {
  const remove = findAll(row.children, (el) => hasClass(el, REMOVE_CLASS))[0];
  const key = remove?.attrs['data-cart_item_key'];
  if (!remove || !key) return null;
  const link = findAll(row.children, (el) => el.tag === 'a' && !hasClass(el, REMOVE_CLASS))[0];
  const quantity = findAll(row.children, (el) => hasClass(el, 'quantity'))[0];
  return {
    key,
    productId: Number(remove.attrs['data-product_id'] ?? 0) || 0,
    name: (link ? textOf(link.children) : '').replace(/\s+/g, ' ').trim(),
    quantity: quantity ? leadingQuantity(textOf(quantity.children)) : null,
  };
}

/** The store's view of a mini-cart's children. */
export function readMiniCart(markup: readonly MarkupNode[]): CartContents {
  const lines = findAll(markup, (el) => hasClass(el, LINE_CLASS))
    .map(lineOf)
    .filter((line): line is CartLine => line !== null);
  const total = findAll(markup, (el) => hasClass(el, 'woocommerce-mini-cart__total'))[0];
  const amount = total ? findAll(total.children, (el) => hasClass(el, 'amount'))[0] : undefined;
  return {
    markup,
    lines,
    count: lines.reduce((sum, line) => sum + (line.quantity ?? 1), 0),
    subtotal: amount ? textOf(amount.children).replace(/\s+/g, ' ').trim() : '',
  };
}

/** A mini-cart mount point as the page shows it now. */
export function readMiniCartElement(element: Element): CartContents {
  return readMiniCart(readMarkup(element));
}

/** The mini-cart in a fragments answer (the children of its root div), or null when it holds none. */
export function miniCartFromFragments(fragments: Fragments, doc: Document = document): CartContents | null {
  const html = fragments[MINI_CART_FRAGMENT];
  if (html === undefined) return null;
  const parsed = parseMarkup(html, doc);
  const root = parsed.find(isElement);
  // The fragment is the div itself; a theme that sends only its inside is read as is.
  const inner = root && hasClass(root, 'widget_shopping_cart_content') ? root.children : parsed;
  return readMiniCart(inner);
}

/** WooCommerce's empty mini-cart (WC_Widget_Cart prints only the empty div; its fragment says this). */
export function emptyMiniCart(message: string): CartContents {
  return readMiniCart([{ tag: 'p', attrs: { class: 'woocommerce-mini-cart__empty-message' }, children: [message] }]);
}
