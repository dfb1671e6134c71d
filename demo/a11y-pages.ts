// The demo pages demo/a11y.e2e.ts checks with axe at 1440 and 390 px; the crawl (demo/crawl.e2e.ts)
// leaves these paths' templates to it instead of running axe on them a second time at 390 px.
import { catalogue, categoryUrl, productUrl } from '../fixtures/catalogue';

function firstProduct(type: 'simple' | 'variable') {
  const product = catalogue.products.find((p) => p.type === type);
  if (!product) throw new Error(`the catalogue has no ${type} product`);
  return product;
}
const category = catalogue.categories.find((c) => c.parent === 0);
if (!category) throw new Error('the catalogue has no top-level category');

export const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['shop', '/shop/'],
  ['shop page 2', '/shop/page/2/'],
  ['category', categoryUrl(category)],
  ['simple product', productUrl(firstProduct('simple'))],
  ['variable product', productUrl(firstProduct('variable'))],
  ['cart', '/cart/'],
  ['checkout', '/checkout/'],
  ['my account', '/my-account/'],
  ['wishlist', '/wishlist/'],
  ['data stores', '/stores/'],
  ['popups', '/popups/'],
  ['review form (member)', '/logged-in/review/'],
  ['events calendar', '/events/'],
  ['advanced filters', '/product-search/'],
  ['listing load more', '/listings/load-more/'],
  ['listing masonry', '/listings/masonry/'],
  ['listing slider', '/listings/slider/'],
  ['loop filter', '/loop-filter/'],
  ['ajax shop', '/ajax-shop/'],
  ['quick view (classic, jQuery)', '/classic/quick-view/'],
];
