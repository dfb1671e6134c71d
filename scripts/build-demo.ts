// Builds the static demo shop into demo-dist/: every page a Woodmart/WooCommerce site would serve
// for the catalogue (home, shop pages in every sort order, category archives, every product, cart,
// checkout, account, wishlist, a strict-CSP shop page), the product images, fonts, the theme
// stylesheet, demo.js (msw worker starter) and Vitrin's own build. Run: npm run build:demo
import { swatchesArchiveMain } from '../fixtures/theme/swatches';
import { SHOP_SIDEBAR_BODY, SHOP_SIDEBAR_PAGE, shopSidebarMain } from '../fixtures/theme/shop-sidebar-page';
import { CALENDAR_PAGE, JALALI_CALENDAR_PAGE, calendarPageMain } from '../fixtures/theme/calendar-page';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { STATIC_BYPASS } from './demo-worker';
import {
  catalogue, categoryPath, categoryTree, categoryUrl, decodeSlug, ORDERBY, productUrl, productsInCategory, sortProducts,
  type Category, type Orderby, type Product,
} from '../fixtures/catalogue';
import {
  accountMain, lostPasswordMain, cartPageMain, catalogueImages, externalParamsScript, homeMain, htmlClass, listingMain,
  LOGO_SVG, notFoundMain, useVitrinCore, PER_PAGE, productGrid, productSvg, renderPage, singleProduct, STORE_NOTICE_TEXT, wishlistMain, type PageKind,
} from '../fixtures/theme';
import { supportMain } from '../fixtures/theme/chat';
import { dataStoresMain } from '../fixtures/theme/data-stores-page';
import { popupsDemoMain, popupsFooter } from '../fixtures/theme/popups';
import { filterListingParts } from '../fixtures/jet-smart-filters/shop';
import { ADVANCED_PAGE, advancedListingParts } from '../fixtures/jet-smart-filters/advanced';
import { LISTING_SPECS, listingPageMain } from '../fixtures/theme/listing-grid-page';
import { LOOP_FILTER_PAGE, loopFilterPageMain } from '../fixtures/theme/loop-filter-page';
import { STOREFRONT_SHOP_PAGE, storefrontShopPage } from '../fixtures/theme/storefront-page';
import { CLASSIC_PAGES, JQUERY_HEAD, classicFooter, quickViewMain } from '../fixtures/theme/classic-pages';

const root = fileURLToPath(new URL('..', import.meta.url));
const finalOut = join(root, 'demo-dist');
// Build beside the live folder and swap at the end, so a server running on demo-dist/ (npm start,
// another test run) never sees a half-written shop.
const out = join(root, `.cache/demo-dist-${process.pid}`);
const started = performance.now();
let pageCount = 0;

// data-notice-id: WooCommerce's md5 of the notice option, so an edited notice shows again.
const noticeId = createHash('md5').update(STORE_NOTICE_TEXT).digest('hex');

function write(path: string, content: string | Buffer): void {
  const file = join(out, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}
/** A URL path like /product/%d9%…/ → the file on disk, with the slug decoded (serve.mjs decodes too). */
function pageFile(urlPath: string, variant = ''): string {
  const dir = decodeURIComponent(urlPath).replace(/^\/|\/$/g, '');
  return join(dir, variant ? `index.${variant}.html` : 'index.html');
}
function page(urlPath: string, kind: PageKind, title: string, bodyClass: string, main: string, variant = ''): void {
  write(pageFile(urlPath, variant), renderPage({ kind, title, bodyClass, main, noticeId, path: urlPath }));
  pageCount++;
}

async function buildVitrin(): Promise<void> {
  // Always rebuild so the demo shows the current source; fall back to an existing dist/ if the
  // source does not build right now (others may be mid-change), and say so.
  try {
    await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'error' });
  } catch (error) {
    if (!existsSync(join(root, 'dist/vitrin.js'))) throw error;
    console.warn(`build-demo: vite build failed, using the existing dist/vitrin.js (${String(error).split('\n')[0]})`);
  }
}

async function buildDemoScript(): Promise<void> {
  const tmp = join(root, '.cache/demo-build');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: tmp,
      emptyOutDir: true,
      target: 'es2020',
      minify: 'esbuild',
      sourcemap: true,
      lib: { entry: join(root, 'demo/boot.ts'), formats: ['iife'], name: 'VitrinDemo', fileName: () => 'demo.js' },
      rollupOptions: {
        output: { inlineDynamicImports: true },
        // zod's sources carry comments Rollup cannot place; harmless, and noisy on every build.
        onwarn(warning, warn) {
          if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
        },
      },
    },
  });
  copyFileSync(join(tmp, 'demo.js'), join(out, 'demo.js'));
  if (existsSync(join(tmp, 'demo.js.map'))) copyFileSync(join(tmp, 'demo.js.map'), join(out, 'demo.js.map'));
}

function listingPages(base: string, title: string, kind: PageKind, bodyClass: (page: number) => string, products: readonly Product[], category?: Category, withFilters = true): void {
  const pages = Math.max(1, Math.ceil(products.length / PER_PAGE));
  const trail = category ? categoryPath(category) : undefined;
  for (const orderby of ORDERBY) {
    const sorted = sortProducts(products, orderby);
    for (let n = 1; n <= pages; n++) {
      const url = n > 1 ? `${base}page/${n}/` : base;
      // Page 1 in the default order carries the JetSmartFilters sidebar (fixtures/jet-smart-filters).
      const filters = withFilters && n === 1 && orderby === 'menu_order' ? filterListingParts({ baseurl: base, query: {}, page: 1, ...(category ? { category: { id: category.id, slug: category.slug } } : {}) }) : undefined;
      const main = listingMain({ base, title, category, trail, products: sorted, page: n, orderby, ...(filters ? { filters } : {}) });
      // The default order is the plain file; other orders are variants serve.mjs picks by ?orderby=.
      page(url, kind, n > 1 ? `${title} - برگه ${n}` : title, bodyClass(n), main, orderby === 'menu_order' ? '' : `orderby-${orderby}`);
    }
  }
}
const paged = (n: number, archive: string) => (n > 1 ? ` paged paged-${n} ${archive}-paged-${n}` : '');

async function main(): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await buildVitrin();
  await buildDemoScript();
  // Pages preload the hashed core beside the loader, as the README's snippet prints it.
  const core = readdirSync(join(root, 'dist')).find((f) => /^vitrin-core\.[\w-]+\.js$/.test(f));
  useVitrinCore(core ? `/${core}` : undefined);

  // Vitrin's build, msw's worker, fonts, stylesheet.
  // The whole dist/ folder, as a theme copies it: the loader, the core, the chunks, the stylesheet.
  cpSync(join(root, 'dist'), out, { recursive: true, filter: (src) => !src.startsWith(join(root, 'dist/wordpress')) }); // not the WordPress plugin
  // msw's worker, behind a listener that leaves static files to the browser (scripts/demo-worker.ts).
  writeFileSync(join(out, 'mockServiceWorker.js'), STATIC_BYPASS + readFileSync(join(root, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8'));
  const fonts = join(root, 'node_modules/vazirmatn/fonts/webfonts');
  mkdirSync(join(out, 'fonts'), { recursive: true });
  for (const f of readdirSync(fonts)) if (f.endsWith('.woff2')) copyFileSync(join(fonts, f), join(out, 'fonts', f));
  cpSync(join(root, 'demo/theme.css'), join(out, 'theme.css'));
  // The classic pages' jQuery (where WordPress serves it) and the demo's stand-ins for the scripts that stay.
  mkdirSync(join(out, 'wp-includes/js/jquery'), { recursive: true });
  copyFileSync(join(root, 'node_modules/jquery/dist/jquery.min.js'), join(out, 'wp-includes/js/jquery/jquery.min.js'));
  cpSync(join(root, 'demo/classic'), join(out, 'classic'), { recursive: true });

  // Images.
  for (const [path, svg] of catalogueImages(catalogue)) write(path, svg);
  write('/images/logo.svg', LOGO_SVG);
  for (const c of categoryTree()) {
    const sample = productsInCategory(c.id)[0];
    if (sample) write(`/images/cat-${c.id}.svg`, productSvg(sample));
  }
  write('/images/hero.svg', heroSvg());

  // Pages.
  page('/', 'home', 'خانه', 'home wp-singular page-template-default page page-id-7', homeMain());
  listingPages('/shop/', 'فروشگاه', 'shop',
    (n) => `archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page woodmart-archive-shop${paged(n, 'post-type-archive')}`,
    catalogue.products);
  for (const c of catalogue.categories) {
    listingPages(categoryUrl(c), c.name, 'category',
      (n) => `archive tax-product_cat term-${htmlClass(c.slug)} term-${c.id} woocommerce woocommerce-page woodmart-archive-shop${paged(n, 'archive')}`,
      productsInCategory(c.id), c);
  }
  for (const p of catalogue.products) {
    page(productUrl(p), 'product', p.name,
      `wp-singular product-template-default single single-product postid-${p.id} woocommerce woocommerce-page`,
      singleProduct(p));
  }
  page('/cart/', 'cart', 'سبد خرید', 'wp-singular page-template-default page page-id-8 woocommerce-cart woocommerce-page', cartPageMain('cart'));
  // WooCommerce redirects an empty checkout to the cart; a static page shows the cart's message.
  page('/checkout/', 'checkout', 'تسویه حساب', 'wp-singular page-template-default page page-id-10 woocommerce-checkout woocommerce-page', cartPageMain('checkout'));
  page('/my-account/', 'account', 'حساب کاربری من', 'wp-singular page-template-default page page-id-9 woocommerce-account woocommerce-page', accountMain());
  page('/my-account/lost-password/', 'account', 'بازیابی رمز عبور', 'wp-singular page-template-default page page-id-9 woocommerce-account woocommerce-page woocommerce-lost-password', lostPasswordMain());
  page('/wishlist/', 'wishlist', 'علاقه‌مندی‌ها', 'wp-singular page-template-default page page-id-151', wishlistMain());
  page('/support/', 'page', 'پشتیبانی', 'wp-singular page-template-default page page-id-160', supportMain({ now: new Date(), gdpr: true }));
  page('/support/simple/', 'page', 'پشتیبانی', 'wp-singular page-template-default page page-id-161', supportMain({ now: new Date(), widgetType: 'simple', single: true, position: 'right' }));
  // Wishlist and data stores: a logged-in member's shop and wishlist (settings say logged in; the
  // demo server answers woodmart_add_to_wishlist for the member), and a JetEngine listing with stores.
  const memberShop = listingMain({ base: '/logged-in/shop/', title: 'فروشگاه', products: sortProducts(catalogue.products, 'menu_order'), page: 1, orderby: 'menu_order' as Orderby });
  write(pageFile('/logged-in/shop/'), renderPage({ kind: 'shop', title: 'فروشگاه', noticeId, path: '/logged-in/shop/', main: memberShop, loggedIn: true,
    bodyClass: 'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page woodmart-archive-shop' }));
  write(pageFile('/logged-in/wishlist/'), renderPage({ kind: 'wishlist', title: 'علاقه‌مندی‌ها', noticeId, path: '/logged-in/wishlist/', main: wishlistMain(), loggedIn: true,
    bodyClass: 'wp-singular page-template-default page page-id-151' }));
  // A member on a product page: Woodmart prints the review form's image field for members only.
  const reviewed = catalogue.products.find((p) => p.type === 'simple' && p.inStock);
  if (reviewed) {
    write(pageFile('/logged-in/review/'), renderPage({ kind: 'product', title: reviewed.name, noticeId, path: '/logged-in/review/', main: singleProduct(reviewed, { reviewForm: 'member' }), loggedIn: true,
      bodyClass: `wp-singular product-template-default single single-product postid-${reviewed.id} woocommerce woocommerce-page` }));
    pageCount += 1;
  }
  page(CALENDAR_PAGE, 'page', 'رویدادها', 'wp-singular page-template-default page page-id-157', calendarPageMain());
  page(JALALI_CALENDAR_PAGE, 'page', 'رویدادها (شمسی)', 'wp-singular page-template-default page page-id-158', calendarPageMain({ jalali: true }));
  // Woodmart's off-canvas shop sidebar (tablets and phones).
  // JetEngine listing grids, one page per mode (load more, infinite, lazy, masonry, slider).
  for (const spec of Object.values(LISTING_SPECS)) page(spec.path, 'page', spec.title, 'wp-singular page-template-default page page-id-165', listingPageMain(spec));
  // Woodmart's AJAX shop (pjax): the whole catalogue, paged and sortable, with the body class that turns it on.
  listingPages('/ajax-shop/', 'فروشگاه', 'shop', (n) => `archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page woodmart-ajax-shop-on woodmart-archive-shop${paged(n, 'post-type')}`, catalogue.products, undefined, false);
  // An Elementor loop grid with a taxonomy filter bar (refresh-loop REST).
  // Storefront's shop page with only the cart family switched to Vitrin (issue 36's weight goal).
  write(pageFile(STOREFRONT_SHOP_PAGE), storefrontShopPage(catalogue.products.filter((p) => p.type === 'simple').slice(0, 12), core ? `/${core}` : undefined));
  pageCount++;
  page(LOOP_FILTER_PAGE, 'page', 'محصولات بر اساس دسته', 'wp-singular page-template-default page page-id-170 elementor-page elementor-page-170', loopFilterPageMain());
  // The second filter page: every JetSmartFilters filter type on the whole catalogue.
  page(ADVANCED_PAGE, 'shop', 'جستجوی پیشرفته', 'wp-singular page-template-default page page-id-170 woocommerce-page', listingMain({
    base: ADVANCED_PAGE, title: 'جستجوی پیشرفته', products: catalogue.products, page: 1, orderby: 'menu_order',
    filters: advancedListingParts({ baseurl: ADVANCED_PAGE, query: {}, page: 1 }),
  }));
  page(SHOP_SIDEBAR_PAGE, 'shop', 'فروشگاه با نوار کناری', SHOP_SIDEBAR_BODY, shopSidebarMain(catalogue.products.slice(0, 12)));
  // The header builder's clone sticky mode on a long page.
  write(pageFile('/header-clone/'), renderPage({ kind: 'home', title: 'سربرگ کپی‌شونده', noticeId, path: '/header-clone/', main: homeMain(), headerMode: 'clone',
    bodyClass: 'home page-template-default page page-id-170' }));
  pageCount += 1;
  // Shop cards with colour swatches (the swatches plugin's archive option).
  page('/swatches/', 'shop', 'انتخاب رنگ از فهرست', 'archive woocommerce woocommerce-page', swatchesArchiveMain(
    catalogue.products.filter((p) => p.type === 'variable' && p.variationAttributes.includes('pa_color')).slice(0, 12),
    (products) => productGrid(products, { swatches: true }),
  ));
  page('/stores/', 'page', 'مقایسه و علاقه‌مندی‌ها', 'wp-singular page-template-default page page-id-162', dataStoresMain(catalogue.products.slice(0, 8)));
  pageCount += 2;
  // Elementor Pro prints popups in wp_footer, after the page.
  for (const variant of ['triggers', 'page-load'] as const) {
    const path = variant === 'triggers' ? '/popups/' : '/popups/page-load/';
    write(pageFile(path), renderPage({ kind: 'page', title: 'پنجره‌ها', bodyClass: 'wp-singular page-template-default page page-id-163 elementor-default elementor-kit-5', main: popupsDemoMain(), noticeId, path }).replace('</body>', `${popupsFooter(variant)}\n</body>`));
    pageCount++;
  }
  // Classic checkout and cart with WooCommerce's checkout.js/cart.js stand-ins, and quick view on a
  // grid: jQuery on the page, and scripts that call what the replaced scripts defined.
  for (const [key, path] of Object.entries(CLASSIC_PAGES) as Array<[keyof typeof CLASSIC_PAGES, string]>) {
    const [kind, title, bodyClass, main]: [PageKind, string, string, string] =
      key === 'checkout' ? ['checkout', 'تسویه حساب (کلاسیک)', 'wp-singular page-template-default page page-id-10 woocommerce-checkout woocommerce-page', cartPageMain('checkout')]
        : key === 'cart' ? ['cart', 'سبد خرید (کلاسیک)', 'wp-singular page-template-default page page-id-8 woocommerce-cart woocommerce-page', cartPageMain('cart')]
          : ['shop', 'مشاهده سریع', 'archive woocommerce woocommerce-page woodmart-archive-shop', quickViewMain(catalogue.products.filter((p) => p.type === 'variable' && p.variations.length <= 30).slice(0, 4))];
    write(pageFile(path), renderPage({ kind, title, bodyClass, main, noticeId, path, headHtml: JQUERY_HEAD, footerHtml: classicFooter(key) }));
    pageCount++;
  }
  write('404.html', renderPage({ kind: 'page', title: 'صفحه پیدا نشد', bodyClass: 'error404', main: notFoundMain(), noticeId, path: '/404/' }));

  // The shop under a strict Content-Security-Policy (serve.mjs adds the header under /csp/):
  // same markup, no inline script or style attribute, params from an external file.
  const shopMain = listingMain({ base: '/shop/', title: 'فروشگاه', products: sortProducts(catalogue.products, 'menu_order'), page: 1, orderby: 'menu_order' as Orderby, csp: true });
  write('csp/shop/index.html', renderPage({
    kind: 'shop', title: 'فروشگاه', noticeId, path: '/csp/shop/', cspParamsSrc: '/csp/params.js', main: shopMain,
    bodyClass: 'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page woodmart-archive-shop',
  }));
  write('csp/params.js', externalParamsScript('shop'));
  pageCount++;

  const cspPage = readFileSync(join(out, 'csp/shop/index.html'), 'utf8');
  if (/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/.test(cspPage) || / style="/.test(cspPage)) {
    throw new Error('csp/shop/index.html has an inline script or style attribute');
  }
  const old = `${finalOut}.old-${process.pid}`;
  if (existsSync(finalOut)) renameSync(finalOut, old);
  renameSync(out, finalOut);
  rmSync(old, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build-demo: ${pageCount} pages, ${catalogue.products.length} products → ${finalOut} (${seconds}s)`);
  const first = catalogue.products[0];
  if (first) console.log(`build-demo: e.g. ${decodeSlug(productUrl(first))}`);
}

function heroSvg(): string {
  const picks = catalogue.products.filter((p) => p.featured).slice(0, 3);
  const tiles = picks.map((p, i) => {
    const svg = productSvg(p).replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    return `<g transform="translate(${30 + i * 170} ${i === 1 ? 40 : 90}) scale(0.8)"><rect width="200" height="200" rx="24" fill="#fff"/>${svg}</g>`;
  }).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="360" viewBox="0 0 560 360">
<rect width="560" height="360" rx="28" fill="#efe6fb"/>
<circle cx="470" cy="70" r="90" fill="#f6b93b" opacity="0.35"/>
<circle cx="90" cy="310" r="70" fill="#5a1f99" opacity="0.15"/>
${tiles}
</svg>
`;
}

main().catch((error: unknown) => {
  rmSync(out, { recursive: true, force: true });
  console.error(error);
  process.exitCode = 1;
});
