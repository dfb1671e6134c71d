// Drop-in for WooCommerce's add-to-cart.js on its own markup: one delegated listener for every
// `.add_to_cart_button.ajax_add_to_cart` (archives, widgets, blocks' classic buttons) and one for
// single-product `form.cart` submits. Requests go through the cart session's queue, one at a time.
import { defineBehaviour } from '../../src/runtime/types';
import { press, spacePressTarget } from '../../src/host/keyboard';
import { emit, jquery, vetoed } from '../../src/host/events';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/cart';
import { addToCart, answerLost, readSingleProductAjax, type AddToCartOutcome } from '../../adapters/woocommerce/cart';
import { wooCommerceCart } from '../../adapters/woocommerce/cart-backend';
import { cartPending } from '../../src/state/cart';
import { foundVariation } from '../../src/state/variations';
import {
  announce,
  applyCartUpdate,
  cartSession,
  clearAnnouncement,
  localiseCartMessage,
  navigation,
  newerThanShown,
  readCartTruth,
  refreshCart,
  serverCartHash,
  updateButton,
  type CartSession,
} from '../../src/state/cart-session/session';
import {
  AJAX_FORM_TYPES,
  buttonPayload,
  decideAddOutcome,
  formPayload,
  judgeLostAdd,
  lostAddAction,
  productTypeOf,
  type AddAction,
  type VariationInfo,
} from './add-to-cart.connector';
import { clearNotes, clearStatus, retryButton, showError, showStatus } from './notes';
import './add-to-cart.css';

export { clearNotes as clearError, showError } from './notes';

export const BUTTON_SELECTOR = '.add_to_cart_button:not(.wc-interactive)';

function jqueryData(button: HTMLElement): Record<string, unknown> | undefined {
  const $ = jquery();
  if (!$) return undefined;
  const wrapped = $(button) as unknown as { data?: () => unknown };
  if (typeof wrapped.data !== 'function') return undefined;
  const data = wrapped.data();
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

function errorText(action: Extract<AddAction, { kind: 'error' }>): string {
  const base = t(`cart:${action.messageKey}`);
  return action.detail ? `${base} ${action.detail}` : base;
}

/** How one add tells the shopper about its wait and its failure (listing button or product form). */
interface AddNotes {
  status(text: string): void;
  error(text: string, retry: boolean): void;
  clear(): void;
}

/**
 * One add through the cart queue, under the `cart` wait policy: a polite note past the slow
 * threshold; at the limit, or after an unreadable answer, the truth is re-read before the shopper
 * is told anything, and a retry is offered only when the product is not in the cart. A late answer
 * still counts: it corrects a "not added" and is applied when newer than what the page shows.
 */
async function sendAdd(s: CartSession, payload: Record<string, string> | URLSearchParams, source: HTMLElement, notes: AddNotes, fromForm = false): Promise<void> {
  await s.queue.run(async () => {
    cartPending.value += 1;
    // What this attempt has told the shopper so far; a late answer reads it.
    const state: { told: 'waiting' | 'added' | 'not-added' } = { told: 'waiting' };
    const sentAt = performance.now();
    const onLate = (late: AddToCartOutcome): void => {
      if (late.kind !== 'added' || state.told === 'added') return;
      state.told = 'added';
      notes.clear();
      if (newerThanShown(sentAt)) {
        applyCartUpdate(s, { kind: 'added', fragments: late.fragments, cartHash: late.cartHash, button: source, foreign: false, fromForm, sentAt });
        return;
      }
      // The page shows something newer: say it was added after all, and re-read the cart.
      updateButton(source, true, s.addParams, !fromForm);
      const message = source.getAttribute('data-success_message');
      announce(message ? localiseCartMessage(message) : t('cart:addedGeneric'));
      void refreshCart(s);
    };
    try {
      const hashBefore = serverCartHash(s);
      const outcome = await addToCart(s.settings, payload, { onSlow: () => notes.status(t('cart:waitSlow')), onLate });
      if (answerLost(outcome)) {
        if (outcome.kind === 'failed' && outcome.error.kind === 'timeout') notes.status(t('cart:waitTimeout'));
        const truth = await readCartTruth(s);
        // A late answer that came during the re-read has already told the shopper.
        if (state.told === 'added') return;
        const verdict = judgeLostAdd(hashBefore, truth);
        if (verdict === 'added' && truth.kind === 'read') {
          state.told = 'added';
          notes.clear();
          applyCartUpdate(s, { kind: 'added', fragments: truth.fragments, cartHash: truth.cartHash, button: source, foreign: false, fromForm });
          return;
        }
        state.told = 'not-added';
        const action = lostAddAction(outcome, verdict === 'added' ? 'unknown' : verdict);
        notes.error(errorText(action), action.retry === true);
        return;
      }
      state.told = outcome.kind === 'added' ? 'added' : 'not-added';
      notes.clear();
      const action = decideAddOutcome(outcome, s.addParams.redirectAfterAdd, s.addParams.cartUrl);
      if (action.kind === 'navigate') {
        navigation.assign(action.url);
        return;
      }
      if (action.kind === 'error') {
        notes.error(errorText(action), false);
        return;
      }
      if (outcome.kind === 'added') {
        applyCartUpdate(s, { kind: 'added', fragments: outcome.fragments, cartHash: outcome.cartHash, button: source, foreign: false, fromForm, sentAt });
      }
    } finally {
      cartPending.value -= 1;
    }
  });
}

/** Themes print the button as <a role="button">: Space must press it as it would a button. */
export function onButtonKeydown(event: KeyboardEvent): void {
  const button = spacePressTarget(event, BUTTON_SELECTOR);
  if (button?.getAttribute('role') === 'button') press(event, button);
}

export function onButtonClick(s: CartSession, event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>(BUTTON_SELECTOR);
  if (!button || !button.classList.contains('ajax_add_to_cart')) return;
  if (!button.getAttribute('data-product_id')) return;
  if (event.defaultPrevented) return;
  clearAnnouncement();
  event.preventDefault();
  clearNotes(button);
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');

  if (vetoed('should_send_ajax_request.adding_to_cart', { detail: { button }, jqueryArgs: ($) => [$(button)] })) {
    emit('ajax_request_not_sent.adding_to_cart', {
      detail: { fragments: false, cart_hash: false, button },
      jqueryArgs: ($) => [false, false, $(button)],
    });
    updateButton(button, false, s.addParams);
    return;
  }

  const payload = buttonPayload(button.dataset, jqueryData(button));
  emit('adding_to_cart', { detail: { button, data: payload }, jqueryArgs: ($) => [$(button), payload] });
  void sendAdd(s, payload, button, {
    status: (text) => showStatus(button, text),
    error: (text, retry) => {
      updateButton(button, false, s.addParams);
      // Retry = pressing the button again: the whole flow, truth check included. Focus goes back
      // to the button first, since the note holding the retry button is replaced.
      showError(
        button,
        text,
        retry
          ? () => {
              button.focus({ preventScroll: true });
              button.click();
            }
          : undefined,
      );
    },
    clear: () => clearNotes(button),
  });
}

/** The variation the variation form last found, per form (AJAX mode prints no variation list). */
function readVariations(form: HTMLFormElement): VariationInfo[] | null {
  const raw = form.getAttribute('data-product_variations');
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed.filter((v) => v && typeof v === 'object') as VariationInfo[]) : null;
  } catch {
    return null;
  }
}

function formNotice(form: HTMLFormElement, kind: 'success' | 'error', text: string, cartUrl?: string, retry?: () => void): HTMLElement {
  const doc = form.ownerDocument;
  const wrapper =
    doc.querySelector<HTMLElement>('.woocommerce-notices-wrapper') ??
    (() => {
      const created = doc.createElement('div');
      created.className = 'woocommerce-notices-wrapper';
      (form.closest('.product') ?? form).before(created);
      return created;
    })();
  wrapper.replaceChildren();
  const notice = doc.createElement('div');
  notice.className = kind === 'success' ? 'woocommerce-message' : 'woocommerce-error';
  notice.setAttribute('role', 'alert');
  if (cartUrl) {
    const link = doc.createElement('a');
    link.href = cartUrl;
    link.className = 'button wc-forward';
    link.textContent = t('cart:viewCart');
    notice.append(link, ' ');
  }
  notice.append(text);
  if (retry) notice.append(' ', retryButton(doc, retry));
  wrapper.append(notice);
  return notice;
}

export function onFormSubmit(s: CartSession, event: SubmitEvent, ajaxForms = true): void {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!ajaxForms || !form || !form.matches('form.cart') || event.defaultPrevented) return;
  if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'post') return;
  const type = productTypeOf(form.closest('.product')?.getAttribute('class'));
  if (type !== null && !AJAX_FORM_TYPES.includes(type)) return;
  // File fields (product add-ons) cannot travel form-encoded: let the browser submit those.
  if (form.querySelector('input[type="file"]')) return;
  const data = new FormData(form, event.submitter ?? undefined);
  const fields: Array<{ name: string; value: string }> = [];
  data.forEach((value, name) => {
    if (typeof value === 'string') fields.push({ name, value });
  });
  // The variation the form found (the variation form's store: found_variation's detail).
  const found = foundVariation(form) as VariationInfo | undefined;
  const payload = formPayload(fields, readVariations(form) ?? (found ? [found] : null));
  if (!payload) return;
  event.preventDefault();
  const button = form.querySelector<HTMLElement>('.single_add_to_cart_button') ?? form;
  clearAnnouncement();
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
  const name = form.closest('.product')?.querySelector('.product_title')?.textContent?.trim() ?? '';
  emit('adding_to_cart', {
    detail: { button, data: Object.fromEntries(payload) },
    jqueryArgs: ($) => [$(button), Object.fromEntries(payload)],
  });
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
  let errorNotice: HTMLElement | null = null;
  const notes: AddNotes = {
    status: (text) => showStatus(button, text),
    error: (text, retry) => {
      clearStatus(button);
      button.classList.remove('loading');
      button.removeAttribute('aria-busy');
      errorNotice = formNotice(
        form,
        'error',
        text,
        undefined,
        retry
          ? () => {
              button.focus({ preventScroll: true });
              form.requestSubmit(submitter);
            }
          : undefined,
      );
    },
    clear: () => {
      clearStatus(button);
      errorNotice?.remove();
      errorNotice = null;
    },
  };
  void sendAdd(s, payload, button, notes, true).then(() => {
    if (button.classList.contains('added')) {
      formNotice(form, 'success', name ? t('cart:addedMessage', { name }) : t('cart:addedGeneric'), s.addParams.cartUrl);
    }
  });
}

export const addToCartBehaviour = defineBehaviour({
  name: 'add-to-cart',
  install(settings) {
    const s = cartSession(settings, wooCommerceCart);
    // A product page's form goes by AJAX only where the site's settings say so (readSingleProductAjax).
    const ajaxForms = readSingleProductAjax(settings);
    const onClick = (event: MouseEvent) => onButtonClick(s, event);
    const onSubmit = (event: SubmitEvent) => onFormSubmit(s, event, ajaxForms);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onButtonKeydown);
    document.addEventListener('submit', onSubmit);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onButtonKeydown);
      document.removeEventListener('submit', onSubmit);
    };
  },
});
