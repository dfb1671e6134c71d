// WooCommerce's shop ajax endpoint, `WC_AJAX::get_endpoint('%%endpoint%%')` printed into the
// scripts' params (class-wc-ajax.php): the template keeps the site's path prefix and any query a
// multilingual plugin adds, so only the placeholder is replaced.
import type { PageSettings } from '../../src/host/settings';
import { globalString } from '../wordpress/endpoints';

export const DEFAULT_WC_AJAX_TEMPLATE = '/?wc-ajax=%%endpoint%%';
const PLACEHOLDER = '%%endpoint%%';

const TEMPLATE_SOURCES = ['wc_add_to_cart_params', 'woocommerce_params', 'wc_cart_fragments_params'] as const;

/** The `wc_ajax_url` template in force (first well-formed source, see the brief order). */
export function wcAjaxTemplate(settings: PageSettings): string {
  for (const name of TEMPLATE_SOURCES) {
    const template = globalString(settings, name, 'wc_ajax_url');
    if (template?.includes(PLACEHOLDER)) return template;
  }
  const own = settings.vitrin.wcAjaxUrl;
  if (own?.includes(PLACEHOLDER)) return own;
  return DEFAULT_WC_AJAX_TEMPLATE;
}

/** `/?wc-ajax=add_to_cart` for `wcAjaxUrl(settings, 'add_to_cart')`. */
export function wcAjaxUrl(settings: PageSettings, endpoint: string): string {
  return wcAjaxTemplate(settings).split(PLACEHOLDER).join(encodeURIComponent(endpoint));
}
