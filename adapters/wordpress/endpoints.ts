// Where WordPress answers: admin-ajax.php and the REST root. Each comes from the first source that
// names it well: Vitrin's settings, then the objects the plugins' PHP localizes on window. A
// malformed global is skipped (validated field by field), never trusted.
import type { PageSettings } from '../../src/host/settings';
import { appendQuery, type FormFields } from '../http/form';

export const DEFAULT_AJAX_URL = '/wp-admin/admin-ajax.php';
export const DEFAULT_REST_ROOT = '/wp-json/';

/**
 * Reads one string field of a page global; undefined when the global or the field is malformed
 * (an object, not an array, whose field is a non-empty string: what zod's object schema accepted).
 * Checked by hand: every page that makes a request reads these, and zod/mini is ~9 KB gzip (issue 36).
 */
export function globalString(settings: PageSettings, globalName: string, field: string): string | undefined {
  const value = settings.global(globalName);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const read = (value as Record<string, unknown>)[field];
  return typeof read === 'string' && read.length > 0 ? read : undefined;
}

/** admin-ajax.php: settings.vitrin.ajaxUrl, wc_add_to_cart_params.ajax_url, woocommerce_params.ajax_url. */
export function siteAjaxUrl(settings: PageSettings): string {
  return (
    nonBlank(settings.vitrin.ajaxUrl) ??
    globalString(settings, 'wc_add_to_cart_params', 'ajax_url') ??
    globalString(settings, 'woocommerce_params', 'ajax_url') ??
    DEFAULT_AJAX_URL
  );
}

/** The REST root (`…/wp-json/` or `…/?rest_route=/`): settings.vitrin.restRoot, wpApiSettings.root. */
export function restRoot(settings: PageSettings): string {
  return nonBlank(settings.vitrin.restRoot) ?? globalString(settings, 'wpApiSettings', 'root') ?? DEFAULT_REST_ROOT;
}

/** The REST nonce printed on the page: settings.vitrin.restNonce, wpApiSettings.nonce. */
export function restNonce(settings: PageSettings): string | undefined {
  return nonBlank(settings.vitrin.restNonce) ?? globalString(settings, 'wpApiSettings', 'nonce');
}

/**
 * URL of a REST route: `restUrl(settings, 'wp/v2/posts', {per_page: 10})`. With a plain-permalink
 * root (`?rest_route=/`) the route goes into rest_route and the query follows with `&`, as
 * WordPress's own api-fetch does. `path` may carry its own query (`wp/v2/media/5?force=true`).
 */
export function restUrl(settings: PageSettings, path: string, query?: FormFields | URLSearchParams): string {
  return joinRest(restRoot(settings), path, query);
}

/** restUrl for an explicit root (exported for the REST client and tests). */
export function joinRest(root: string, path: string, query?: FormFields | URLSearchParams): string {
  const route = path.replace(/^\/+/, '');
  const routeQueryAt = route.indexOf('?');
  const routePath = routeQueryAt === -1 ? route : route.slice(0, routeQueryAt);
  const routeQuery = routeQueryAt === -1 ? '' : route.slice(routeQueryAt + 1);

  let url: string;
  const restRouteAt = root.search(/[?&]rest_route=/);
  if (restRouteAt !== -1) {
    // …?rest_route=/ : the route extends the parameter's value, keeping any parameter after it.
    const valueStart = root.indexOf('=', restRouteAt) + 1;
    const valueEnd = root.indexOf('&', valueStart);
    const value = valueEnd === -1 ? root.slice(valueStart) : root.slice(valueStart, valueEnd);
    const rest = valueEnd === -1 ? '' : root.slice(valueEnd);
    const joined = `${value.endsWith('/') || value.endsWith('%2F') ? value : `${value}/`}${routePath}`;
    url = `${root.slice(0, valueStart)}${joined}${rest}`;
  } else {
    const queryAt = root.indexOf('?');
    const base = queryAt === -1 ? root : root.slice(0, queryAt);
    const rootQuery = queryAt === -1 ? '' : root.slice(queryAt);
    url = `${base.endsWith('/') ? base : `${base}/`}${routePath}${rootQuery}`;
  }
  if (routeQuery) url += `${url.includes('?') ? '&' : '?'}${routeQuery}`;
  return appendQuery(url, query);
}

function nonBlank(value: string | undefined): string | undefined {
  return value && value.trim() ? value : undefined;
}
