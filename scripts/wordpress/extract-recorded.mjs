// Writes fixtures/wordpress/recorded-handles.json: each script handle of the family map as its
// recorded page (../shared/recorded/) prints it: src, attributes, localized data (-extra) and
// inline scripts (-before, -after). The WordPress tests' mu-plugin registers the handles from it,
// so the plugin is tested against what the real plugins print. Run: node scripts/wordpress/extract-recorded.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const pages = {
  'woocommerce-10/01-shop-page.resp-body': ['jquery-core', 'jquery-blockui', 'wc-add-to-cart', 'js-cookie', 'woocommerce', 'wc-cart-fragments', 'sourcebuster-js', 'wc-order-attribution'],
  'variation-swatches-2.0.30/sw-tee.server.html': ['wp-util', 'wc-add-to-cart-variation', 'wc-single-product', 'woo-variation-swatches'],
  'jet-smart-filters-3.4.5/00-page.server.html': ['jet-plugins', 'jet-smart-filters'],
  'jet-engine-3.5.2/calendar.server.html': ['jet-engine-frontend'],
  'woodmart-7.2.5/shop.guest.server.html': [
    'woodmart-theme', 'wd-wishlist', 'wd-header-builder', 'wd-mobile-navigation', 'wd-login-dropdown', 'wd-ajax-filters', 'wd-pjax-library',
    'wd-cart-widget', 'wd-update-cart-fragments-fix', 'wd-scroll-top', 'wd-widget-collapse', 'wd-hidden-sidebar', 'wd-quick-view',
  ],
};

const attr = (tag, name) => tag.match(new RegExp(`\\b${name}=(["'])(.*?)\\1`))?.[2];
const out = [];
for (const [page, handles] of Object.entries(pages)) {
  const html = readFileSync(new URL(`../../../shared/recorded/${page}`, import.meta.url), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ tag: m[1], body: m[2].trim(), id: attr(m[1], 'id') }));
  for (const handle of handles) {
    const main = scripts.find((s) => s.id === `${handle}-js`);
    if (!main) throw new Error(`${handle}-js is not on ${page}`);
    const src = new URL(attr(main.tag, 'src'));
    const inline = (suffix) => scripts.find((s) => s.id === `${handle}-js-${suffix}`)?.body;
    out.push({
      page,
      handle,
      path: src.pathname,
      ver: src.searchParams.get('ver'),
      defer: /\bdefer\b/.test(main.tag),
      extra: inline('extra'),
      before: inline('before'),
      after: inline('after'),
    });
  }
}
writeFileSync(new URL('../../fixtures/wordpress/recorded-handles.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
console.log(`recorded-handles.json: ${out.length} handles`);
