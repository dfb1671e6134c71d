// The bench page: 300 mount points in the shapes of the real shop (listing, filters, header,
// floating widgets, a related-products carousel), each with server-rendered fallback markup.
// The brief's named parts (48 cards x 3, 20 filters, mini-cart, chat, popup) make 167; quick-view
// and compare on each card, the header, the listing controls and a 9-card carousel make up the rest.

export interface BenchWidget {
  name: string;
  /** Takes {productId} props (validated by zod like a real card widget). */
  props: boolean;
}

const CARD = ['bench-swatches', 'bench-wishlist', 'bench-add-to-cart', 'bench-quick-view', 'bench-compare'] as const;
const CAROUSEL_CARD = ['bench-swatches', 'bench-wishlist', 'bench-add-to-cart'] as const;
const HEADER = ['bench-mobile-menu', 'bench-login-dropdown', 'bench-ajax-search', 'bench-cart-count', 'bench-sticky-header', 'bench-scroll-to-top'] as const;
const LISTING = ['bench-pagination', 'bench-sorting', 'bench-result-count', 'bench-active-filters'] as const;
const FLOATING = ['bench-mini-cart', 'bench-chat', 'bench-popup'] as const;

export const BENCH_WIDGETS: readonly BenchWidget[] = [
  ...CARD.map((name) => ({ name, props: true })),
  { name: 'bench-filter', props: false },
  ...[...HEADER, ...LISTING, ...FLOATING].map((name) => ({ name, props: false })),
];

export const LISTING_CARDS = 48;
export const CAROUSEL_CARDS = 9;
export const FILTERS = 20;
export const MOUNT_POINTS = LISTING_CARDS * CARD.length + CAROUSEL_CARDS * CAROUSEL_CARD.length + FILTERS + HEADER.length + LISTING.length + FLOATING.length;

const FALLBACK: Record<string, (id: number) => string> = {
  'bench-swatches': (id) =>
    `<select name="attribute_pa_color" aria-label="رنگ محصول ${id}"><option value="">انتخاب</option><option>قرمز</option><option>آبی</option></select>`,
  'bench-wishlist': (id) => `<a href="?add_to_wishlist=${id}" rel="nofollow">افزودن به علاقه‌مندی</a>`,
  'bench-add-to-cart': (id) => `<a href="?add-to-cart=${id}" class="button add_to_cart_button" data-product_id="${id}">افزودن به سبد</a>`,
  'bench-quick-view': (id) => `<a href="/product/p-${id}/">مشاهده سریع</a>`,
  'bench-compare': (id) => `<a href="?add_to_compare=${id}">مقایسه</a>`,
};

function mountPoint(name: string, inner: string, productId?: number): string {
  // Half the cards use the child <script> props form, half the attribute form: both are read.
  if (productId === undefined) return `<div data-vitrin="${name}">${inner}</div>`;
  const props = JSON.stringify({ productId });
  return productId % 2
    ? `<div data-vitrin="${name}"><script type="application/json" data-vitrin-props>${props}</script>${inner}</div>`
    : `<div data-vitrin="${name}" data-vitrin-props='${props}'>${inner}</div>`;
}

function card(id: number, parts: readonly string[]): string {
  const widgets = parts.map((name) => mountPoint(name, FALLBACK[name]?.(id) ?? '', id)).join('');
  return `<li class="product"><a href="/product/p-${id}/"><h2>محصول ${id}</h2></a><span class="price">۱۲۰٬۰۰۰ تومان</span>${widgets}</li>`;
}

/** The whole page; `head` goes into <head> (the harness's observers), `script` is the bundle URL. */
export function benchPage(script: string, head = ''): string {
  const header = HEADER.map((name) => mountPoint(name, `<a href="#">${name}</a>`)).join('');
  const filters = Array.from({ length: FILTERS }, (_, i) =>
    mountPoint('bench-filter', `<fieldset><legend>فیلتر ${i + 1}</legend><label><input type="checkbox" name="f${i}" value="a"> گزینه</label></fieldset>`),
  ).join('');
  const listing = LISTING.map((name) => mountPoint(name, `<span>${name}</span>`)).join('');
  const cards = Array.from({ length: LISTING_CARDS }, (_, i) => card(100 + i, CARD)).join('');
  const carousel = Array.from({ length: CAROUSEL_CARDS }, (_, i) => card(500 + i, CAROUSEL_CARD)).join('');
  const floating = FLOATING.map((name) => mountPoint(name, `<button type="button">${name}</button>`)).join('');
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>Vitrin bench</title>
<script type="application/json" id="vitrin-settings">{"locale":"fa","currency":"IRT"}</script>${head}
<script src="${script}"></script></head><body class="woocommerce">
<header>${header}</header><aside>${filters}</aside><main>${listing}<ul class="products">${cards}</ul>
<section class="related"><ul class="products">${carousel}</ul></section></main>${floating}</body></html>`;
}
