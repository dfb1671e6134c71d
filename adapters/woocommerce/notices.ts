// WooCommerce's store notice contract (woocommerce.js, wc-template-functions.php): the notice
// carries data-notice-id (md5 of its HTML, so editing the notice shows it again) and a session
// cookie `store_notice<id>=hidden` at path / remembers the dismissal.
import { getCookie, setCookie } from '../../src/host/cookies';

export const STORE_NOTICE_SELECTOR = '.woocommerce-store-notice';
export const STORE_NOTICE_DISMISS_SELECTOR = '.woocommerce-store-notice__dismiss-link';

export function storeNoticeCookieName(noticeId: string): string {
  return `store_notice${noticeId}`;
}

export function isStoreNoticeDismissed(noticeId: string): boolean {
  return getCookie(storeNoticeCookieName(noticeId)) === 'hidden';
}

export function rememberStoreNoticeDismissed(noticeId: string): void {
  setCookie(storeNoticeCookieName(noticeId), 'hidden', { path: '/' });
}

/** The notice id as WooCommerce's PHP prints it (empty when absent, as woocommerce.js does). */
export function readStoreNoticeId(el: HTMLElement): string {
  return el.getAttribute('data-notice-id') ?? '';
}

/**
 * Login and account forms: the rows (`p.woocommerce-form-row form-row`) whose password input
 * WooCommerce's script gives a show/hide toggle, and that input inside a row (bare, or in the
 * `span.password-input` a theme may print).
 */
export const PASSWORD_ROW_SELECTOR = '.woocommerce form .form-row';
export const PASSWORD_INPUT_IN_ROW = ':scope > .woocommerce-Input[type="password"], :scope > .password-input > .woocommerce-Input[type="password"]';
