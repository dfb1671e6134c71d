// Drop-in for WooCommerce's order-attribution.js (+ its sourcebuster): on every page it updates
// the sourcebuster-compatible `sbjs_*` cookies (source, session, visits), and wherever WooCommerce
// prints `<wc-order-attribution-inputs>` (the classic checkout form) it renders the hidden
// `wc_order_attribution_*` inputs from them. `wc_order_attribution.setOrderTracking(allow)` turns
// tracking off (cookies removed, inputs emptied) or on, as consent plugins call it.
import type { Behaviour } from '../../src/runtime/types';
import {
  ALL_COOKIES, ATTRIBUTION_INPUTS_TAG, COOKIE_NAMES, cookieDomain, lifetimeMinutes, parseContainer, readAttributionSettings,
  readSbjsCookies, sbjsCookieString, type AttributionSettings, type Container,
} from '../../adapters/woocommerce/attribution';
import { fieldValues, track } from './order-attribution.connector';

function parsedCookies(): Partial<Record<Container, Record<string, string> | null>> {
  const raw = readSbjsCookies(document.cookie);
  const out: Partial<Record<Container, Record<string, string> | null>> = {};
  for (const container of Object.keys(COOKIE_NAMES) as Container[]) {
    out[container] = container === 'migrations' ? (raw.migrations ? {} : null) : parseContainer(container, raw[container]);
  }
  return out;
}

function runTracking(config: AttributionSettings): void {
  const now = new Date();
  const domain = cookieDomain(location.hostname);
  const lifetime = lifetimeMinutes(config.params.lifetime);
  const writes = track({ url: location.href, referrer: document.referrer, now, userAgent: navigator.userAgent, cookies: parsedCookies() });
  for (const write of writes) {
    const minutes = write.expiry === 'session' ? config.params.session : lifetime;
    document.cookie = sbjsCookieString(COOKIE_NAMES[write.container], write.value, minutes, domain, now.getTime());
  }
}

function clearCookies(): void {
  const domain = cookieDomain(location.hostname);
  for (const name of ALL_COOKIES) {
    // Both forms: with the domain sourcebuster used, and host-only.
    document.cookie = sbjsCookieString(name, '', -1, domain, Date.now());
    document.cookie = sbjsCookieString(name, '', -1, undefined, Date.now());
  }
}

function render(element: Element, config: AttributionSettings, allow: boolean): void {
  const values = allow ? fieldValues(config.fields, parsedCookies()) : {};
  const inputs = Object.keys(config.fields).map((field) => {
    const input = element.ownerDocument.createElement('input');
    input.type = 'hidden';
    input.name = `${config.params.prefix}${field}`;
    input.value = values[field] ?? '';
    return input;
  });
  element.replaceChildren(...inputs);
  element.dispatchEvent(new CustomEvent('vitrin:order-attribution', { bubbles: true, detail: values }));
}

export const orderAttributionBehaviour: Behaviour = {
  name: 'order-attribution',
  install(settings) {
    const config = readAttributionSettings(settings);
    if (!config) return () => undefined;
    let allow = config.params.allowTracking;
    // As WooCommerce starts (setOrderTracking(allowTracking)): off also clears earlier cookies.
    if (allow) runTracking(config);
    else clearCookies();
    const refresh = () => {
      for (const element of document.querySelectorAll(ATTRIBUTION_INPUTS_TAG)) render(element, config, allow);
    };

    // The element renders itself wherever WooCommerce (or a checkout refresh) puts it.
    if (!customElements.get(ATTRIBUTION_INPUTS_TAG)) {
      customElements.define(ATTRIBUTION_INPUTS_TAG, class extends HTMLElement {
        connectedCallback(): void {
          render(this, config, allow);
        }
      });
    }
    refresh();

    const global = (window as unknown as { wc_order_attribution?: unknown }).wc_order_attribution;
    const api = typeof global === 'object' && global !== null ? (global as { setOrderTracking?: (allow: unknown) => void }) : null;
    if (api) {
      api.setOrderTracking = (next: unknown) => {
        allow = next === true;
        if (allow) runTracking(config);
        else clearCookies();
        refresh();
      };
    }
    return () => {
      if (api) delete api.setOrderTracking;
    };
  },
};
