// The forms a WooCommerce page sends the normal way, answered as its PHP would. On a real shop
// those POSTs reach PHP: WC_Form_Handler::add_to_cart_action adds a product form's item (Vitrin
// leaves a form to the browser when wc-ajax add_to_cart cannot take it: a variation with an "any"
// attribute), update_cart_action sets the cart page's quantities, and the page comes back with
// WooCommerce's notice. The demo's server is msw's worker, which leaves navigations alone, so the
// static server would answer each POST with the page unchanged and nothing would happen. This is
// the demo's stand-in for that PHP: the form's fields go to the same cart model the worker answers
// from, and the page is loaded again with the notice PHP would have printed.
import { applyCartFormPost, applyProductFormPost, type ProductFormPostResult } from '../fixtures/msw/woocommerce';

const NOTICE_KEY = 'vitrin-demo:form-post-notice';

const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** WooCommerce's notices (templates/notices/success.php, error.php) for the add's outcome, in Persian. */
function noticeHtml(result: Exclude<ProductFormPostResult, { kind: 'not-an-add' }>, cartUrl: string): string {
  if (result.kind === 'added') {
    return `<div class="woocommerce-message" role="alert">\n\t<a href="${esc(cartUrl)}" class="button wc-forward">مشاهده سبد خرید</a> «${esc(result.name)}» به سبد خرید شما افزوده شد.\t</div>`;
  }
  return `<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\tمتاسفانه امکان افزودن «${esc(result.name)}» به سبد خرید نیست.\t\t</li>\n\t</ul>`;
}

function fieldsOf(form: HTMLFormElement, submitter: HTMLElement | null): URLSearchParams {
  const fields = new URLSearchParams();
  let data: FormData;
  try {
    data = new FormData(form, submitter);
  } catch {
    data = new FormData(form);
  }
  for (const [name, value] of data) if (typeof value === 'string') fields.append(name, value);
  return fields;
}

/** Keeps `html` for the next page's notices wrapper (WooCommerce's session notices). */
export function flashNotice(html: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, html);
  } catch {
    // No storage: the page comes back without its notice; the cart itself is right.
  }
}

/** WooCommerce's "removed" notice for a cart line (the undo link left out: the demo keeps no removed lines). */
export function cartRemovedNotice(name: string): string {
  return `<div class="woocommerce-message" role="alert">\n\t«${esc(name)}» حذف شد.\t</div>`;
}

/** Answers the product and cart forms that reach the browser's default, as the PHP behind the page would. */
export function installFormPost(): void {
  // On window, bubbling: after every listener on the page (Vitrin's included) has had its say.
  window.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'post') return;
    const fields = fieldsOf(form, event.submitter instanceof HTMLElement ? event.submitter : null);
    if (form.matches('form.woocommerce-cart-form')) {
      // WC_Form_Handler::update_cart_action: the quantities, then the cart page again with its notice.
      event.preventDefault();
      if (applyCartFormPost(fields)) flashNotice('<div class="woocommerce-message" role="alert">\n\tسبد خرید به‌روز شد.\t</div>');
      location.assign(form.action || location.href);
      return;
    }
    if (!form.matches('form.cart')) return;
    const result = applyProductFormPost(fields);
    if (result.kind === 'not-an-add') return;
    event.preventDefault();
    flashNotice(noticeHtml(result, new URL('/cart/', location.href).href));
    location.assign(form.action || location.href);
  });
}

/** The notice of the add that brought this page back, printed where WooCommerce prints notices. */
export function printFormPostNotice(): void {
  let html: string | null = null;
  try {
    html = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    return;
  }
  const wrapper = document.querySelector('.woocommerce-notices-wrapper');
  if (html && wrapper) wrapper.innerHTML = html;
}
