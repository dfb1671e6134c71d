// Small pieces of WooCommerce's woocommerce.js: quantity inputs never below their min, the first
// notice focused so screen readers announce it, and the coming-soon banner's dismiss link.
import { defineBehaviour } from '../../src/runtime/types';
import { listen } from '../../src/host/events';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/cart';
import { request } from '../../adapters/http/client';
import { restRoot } from '../../adapters/wordpress/endpoints';
import { COMING_SOON_DISMISS_BODY, NOTICE_FOCUS_DELAY_MS, NOTICE_SELECTOR, raiseToMin } from './wc-forms.connector';

const QTY_SELECTOR = 'input.qty[min]';

/** Product-page quantities; the cart table's own inputs (where 0 removes a line) are the cart form's. */
function isProductQuantity(input: HTMLInputElement): boolean {
  return input.matches(QTY_SELECTOR) && !input.closest('.product-quantity');
}

function fixQuantity(input: HTMLInputElement): void {
  const next = raiseToMin(input.value, input.getAttribute('min'));
  if (next !== null) input.value = next;
}

export const quantityMinBehaviour = defineBehaviour({
  name: 'quantity-min',
  install() {
    // woocommerce.js fixes product-page inputs once at load; Vitrin also keeps them right as the
    // shopper types.
    for (const input of document.querySelectorAll<HTMLInputElement>(QTY_SELECTOR)) {
      if (isProductQuantity(input)) fixQuantity(input);
    }
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && isProductQuantity(event.target)) fixQuantity(event.target);
    };
    document.addEventListener('change', onChange);
    document.addEventListener('focusout', onChange);
    return () => {
      document.removeEventListener('change', onChange);
      document.removeEventListener('focusout', onChange);
    };
  },
});

/** Focuses the first WooCommerce notice with role=alert after the tabindex has applied. */
export function focusFirstNotice(doc: Document = document): () => void {
  const notice = doc.querySelector<HTMLElement>(NOTICE_SELECTOR);
  if (!notice) return () => undefined;
  notice.setAttribute('tabindex', '-1');
  const timer = setTimeout(() => notice.focus(), NOTICE_FOCUS_DELAY_MS);
  return () => clearTimeout(timer);
}

export const noticeFocusBehaviour = defineBehaviour({
  name: 'notice-focus',
  install() {
    const cancels = [focusFirstNotice()];
    const again = () => cancels.push(focusFirstNotice());
    const offs = ['item_removed_from_classic_cart', 'updated_wc_div'].map((name) => listen(name, again));
    return () => {
      cancels.forEach((cancel) => cancel());
      offs.forEach((off) => off());
    };
  },
});

const BANNER_ID = 'coming-soon-footer-banner';
const DISMISS_SELECTOR = 'a.coming-soon-footer-banner-dismiss';
// The dismiss's answer is not read (the banner hides whatever it says). The REST client and zod
// are imported with the dismiss, not at load: the cart and product pages run this behaviour at
// boot and otherwise need no zod (issue 36). The banner shows only to a site's admins.
const rest = () => import('../../adapters/wordpress/rest');
const restAnswer = () => rest().then((m) => m.ANY_ANSWER);

export const comingSoonBannerBehaviour = defineBehaviour({
  name: 'coming-soon-banner',
  install(settings) {
    // WooCommerce prints an empty <a> without href: give it a name and make it reachable by keyboard.
    for (const link of document.querySelectorAll<HTMLElement>(DISMISS_SELECTOR)) {
      if (!link.hasAttribute('aria-label')) link.setAttribute('aria-label', t('cart:dismissBanner'));
      if (!link.hasAttribute('href')) {
        link.setAttribute('role', 'button');
        link.setAttribute('tabindex', '0');
      }
    }
    const dismiss = async (link: HTMLElement) => {
      const url = link.getAttribute('data-rest-url') ?? '';
      const nonce = link.getAttribute('data-rest-nonce') ?? undefined;
      if (url) {
        const root = new URL(restRoot(settings), location.href).href;
        const absolute = new URL(url, location.href).href;
        if (absolute.startsWith(root)) {
          const { createNonceStore, createRestClient, ANY_ANSWER: schema } = await rest();
          const client = createRestClient(settings, { nonceStore: createNonceStore(nonce) });
          await client.request({ path: absolute.slice(root.length), method: 'POST', data: COMING_SOON_DISMISS_BODY, schema });
        } else {
          await request({
            url: absolute,
            method: 'POST',
            json: COMING_SOON_DISMISS_BODY,
            headers: nonce ? { 'X-WP-Nonce': nonce } : {},
            response: { kind: 'json', schema: restAnswer, allowEmpty: true },
          });
        }
      }
      // woocommerce.js hides the banner whatever the answer ("complete").
      const banner = document.getElementById(BANNER_ID);
      if (banner) banner.style.display = 'none';
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(DISMISS_SELECTOR) : null;
      if (!link) return;
      event.preventDefault();
      void dismiss(link);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(DISMISS_SELECTOR) : null;
      if (!link || link.hasAttribute('href')) return;
      event.preventDefault();
      link.click();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  },
});

/**
 * woocommerce.js: the shop's sort select submits its form on change. requestSubmit() lets a submit
 * handler (the AJAX shop) take the navigation; otherwise the browser loads the sorted page.
 */
export const orderingSubmitBehaviour = defineBehaviour({
  name: 'ordering-submit',
  install() {
    const onChange = (event: Event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement) || !select.matches('.woocommerce-ordering select.orderby')) return;
      const form = select.form;
      if (!form) return;
      if (typeof form.requestSubmit === 'function') form.requestSubmit();
      else form.submit();
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  },
});
