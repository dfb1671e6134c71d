// demo.js: the demo shop's stand-in for a PHP server. Starts the msw worker (which answers
// ?wc-ajax=…, admin-ajax and REST like WordPress would), prints the parts of the page PHP would
// have printed from the visitor's session (header cart count and subtotal, mini-cart, the cart and
// checkout pages), and only then lets Vitrin's core start (window.vitrinBeforeCore), so Vitrin's
// very first requests are answered. The page prints Vitrin's loader itself (deferred, in <head>, as
// the README's snippet enqueues it), so its early event contract holds the shopper's first clicks
// from DOMContentLoaded on, while this setup is still running.
import { startWorker } from '../fixtures/msw/browser';
import { applyCartPageRequest, currentDemoCartView } from '../fixtures/msw/woocommerce';
import { renderCartPage } from '../fixtures/theme/cart-page';
import { renderHeaderCount, renderHeaderSubtotal, renderMiniCart } from '../fixtures/theme/mini-cart';
import { renderCheckoutPage } from '../fixtures/theme/checkout-page';
import { renderDemoWishlistParts, syncDemoLoginCookie } from '../fixtures/msw/woodmart';
import { installPopupsPanel } from './popups';
import { installAttributionPanel } from './attribution';
import { renderFilteredPage } from '../fixtures/msw/jet-smart-filters';
import { renderLoopFilterPage } from '../fixtures/theme/loop-filter-page';
import { cartRemovedNotice, flashNotice, installFormPost, printFormPostNotice } from './form-post';

function replaceAll(selector: string, html: string): void {
  for (const el of Array.from(document.querySelectorAll(selector))) {
    const tpl = document.createElement('template');
    tpl.innerHTML = html.trim();
    const fresh = tpl.content.firstElementChild;
    if (fresh) el.replaceWith(fresh);
  }
}

function renderServerParts(): void {
  const host = document.querySelector<HTMLElement>('[data-vitrin-demo-page]');
  // WC_Form_Handler runs before the cart page prints: ?remove_item=… removes, and the page says so
  // (WooCommerce then redirects back to the referring page; the demo renders the cart in place).
  if (host?.dataset.vitrinDemoPage === 'cart') {
    const key = new URL(location.href).searchParams.get('remove_item');
    const line = key ? currentDemoCartView().lines.find((l) => l.key === key) : undefined;
    if (applyCartPageRequest(location.href) && line) flashNotice(cartRemovedNotice(line.name));
  }
  syncDemoLoginCookie();
  renderDemoWishlistParts();
  const view = currentDemoCartView();
  replaceAll('span.wd-cart-number', renderHeaderCount(view));
  replaceAll('span.wd-cart-subtotal', renderHeaderSubtotal(view));
  replaceAll('div.widget_shopping_cart_content', renderMiniCart(view));
  renderFilteredPage(document, location);
  renderLoopFilterPage(document, location);
  if (host) host.innerHTML = host.dataset.vitrinDemoPage === 'checkout' ? renderCheckoutPage(view) : renderCartPage(view);
  // Into the notices wrapper as printed (the cart page's is in the part just rendered).
  printFormPostNotice();
}

async function boot(): Promise<void> {
  try {
    await startWorker();
    console.info('[demo] msw worker started');
  } catch (error) {
    // Without the worker the pages still browse; only ajax features fail. Say so plainly.
    console.error('[demo] msw worker did not start; ajax calls will reach the static server', error);
  }
  try {
    renderServerParts();
  } catch (error) {
    console.error('[demo] could not render the session-dependent parts of the page', error);
  }
  installPopupsPanel();
  installAttributionPanel();
  installFormPost();
}

(window as Window & { vitrinBeforeCore?: Promise<void> }).vitrinBeforeCore = boot();
