// Woodmart 7.2.5's AJAX shop (contracts.md §3.2; js/scripts/wc/ajaxFilters.js with its jquery-pjax
// copy js/libs/pjax.js): the settings it reads from woodmart_settings, the GET it sends (the link's
// URL plus `_pjax=<container>`, headers X-PJAX, X-PJAX-Container, X-Requested-With), and how the
// answer is read (extractContainer: a <title> and the container's new contents; a whole document,
// an empty body or another layout version mean a full page load).
import * as z from 'zod/mini';
import type { PageSettings } from '../../src/host/settings';
import { request } from '../http/client';
import { waitPolicy, type WaitHooks, type WaitPolicy } from '../http/waits';

export const PJAX_CONTAINER = '.main-page-wrapper';
/** woodmart_settings.ajax_links as inc/enqueue.php prints it (used when the page's copy is missing). */
export const DEFAULT_AJAX_LINKS = '.wd-nav-product-cat a, .website-wrapper .widget_product_categories a, .widget_layered_nav_filters a, .woocommerce-widget-layered-nav a, .filters-area:not(.custom-content) a, body.post-type-archive-product:not(.woocommerce-account) .woocommerce-pagination a, body.tax-product_cat:not(.woocommerce-account) .woocommerce-pagination a, .wd-shop-tools a:not(.breadcrumb-link), .woodmart-woocommerce-layered-nav a, .woodmart-price-filter a, .wd-clear-filters a, .woodmart-woocommerce-sort-by a, .woocommerce-widget-layered-nav-list a, .wd-widget-stock-status a, .widget_nav_mega_menu a, .wd-products-shop-view a, .wd-products-per-page a, .category-grid-item a, .wd-cat a, body[class*="tax-pa_"] .woocommerce-pagination a';
export const CACHE_LENGTH = 20;

export interface PjaxSettings {
  links: string;
  timeoutMs: number;
  scroll: boolean;
  scrollTarget: string;
  scrollOffset: number;
  priceFilterAction: 'click' | 'submit';
}

const settingsSchema = z.object({
  ajax_links: z.optional(z.string()),
  pjax_timeout: z.optional(z.union([z.number(), z.string()])),
  ajax_scroll: z.optional(z.string()),
  ajax_scroll_class: z.optional(z.string()),
  ajax_scroll_offset: z.optional(z.union([z.number(), z.string()])),
  price_filter_action: z.optional(z.string()),
});

/**
 * The `pjax` wait (issue 30): the slow note past `waits.pjax.slowMs` (2.5 s); the limit is
 * woodmart_settings.pjax_timeout (5000 by default) unless `waits.pjax.limitMs` is set, which wins.
 */
export function pjaxWait(settings: PageSettings, pjax: PjaxSettings = readPjaxSettings(settings)): WaitPolicy {
  const policy = waitPolicy('pjax', settings);
  const override = settings.vitrin.waits?.pjax !== undefined && z.safeParse(z.object({ limitMs: z.number() }), settings.vitrin.waits.pjax).success;
  const limitMs = override ? policy.limitMs : pjax.timeoutMs;
  return { ...policy, limitMs, slowMs: limitMs > 0 && policy.slowMs >= limitMs ? 0 : policy.slowMs };
}

export function readPjaxSettings(settings: PageSettings): PjaxSettings {
  const parsed = settingsSchema.safeParse(settings.global('woodmart_settings'));
  const s = parsed.success ? parsed.data : {};
  const timeout = Number(s.pjax_timeout ?? 5000);
  const offset = Number(s.ajax_scroll_offset ?? 100);
  return {
    links: s.ajax_links?.trim() || DEFAULT_AJAX_LINKS,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 && timeout <= 60_000 ? timeout : 5000,
    scroll: s.ajax_scroll !== 'no',
    scrollTarget: s.ajax_scroll_class?.trim() || PJAX_CONTAINER,
    scrollOffset: Number.isFinite(offset) ? offset : 100,
    priceFilterAction: s.price_filter_action === 'submit' ? 'submit' : 'click',
  };
}

/** The request URL: the address plus `_pjax` (a separate cache for partial pages, as pjax does). */
export function pjaxRequestUrl(href: string, container = PJAX_CONTAINER): string {
  const url = new URL(href, location.href);
  url.hash = '';
  url.searchParams.set('_pjax', container);
  return url.href;
}

/** stripInternalParams: the address history keeps, without `_pjax` and jQuery's `_` cache buster. */
export function publicUrl(href: string): string {
  const url = new URL(href, location.href);
  url.searchParams.delete('_pjax');
  url.searchParams.delete('_');
  return url.href;
}

export interface PjaxContent {
  title: string;
  /** The container's new HTML; undefined when the answer has none (a full page load follows). */
  html?: string;
}

/** extractContainer without a fragment: a whole document has no usable contents, nor has text without an element; titles come out. */
export function readPjaxAnswer(text: string): PjaxContent {
  if (/<html/i.test(text)) return { title: '' };
  const template = document.createElement('template');
  template.innerHTML = text;
  const titles = Array.from(template.content.querySelectorAll('title'));
  const title = titles[titles.length - 1]?.textContent?.trim() ?? '';
  for (const t of titles) t.remove();
  // pjax runs the answer's script[src] tags; here nothing in the answer is executed.
  for (const s of template.content.querySelectorAll('script[src]')) s.remove();
  // What the shop puts in the wrapper must be there (issue 30): at least one element. Text alone
  // (JSON, a PHP notice, whitespace) is no page, and is a failure shown as such.
  if (!template.content.querySelector('*')) return { title };
  const html = template.innerHTML.trim();
  return html ? { title, html } : { title };
}

export type PjaxOutcome =
  | { kind: 'ok'; text: string; version: string | null; serverUrl: string | null }
  | { kind: 'failed'; reason: 'abort' | 'timeout' | 'error'; status?: number };

/**
 * X-PJAX-URL (where the server says the page really is, after a redirect), or null when it is not a
 * URL of this site: a malformed one made `new URL` throw after the address had moved to the next
 * page, and another origin cannot go into history (replaceState throws) nor should it.
 */
export function serverUrl(header: string | null, requested: string): string | null {
  if (!header?.trim()) return null;
  try {
    const url = new URL(header.trim(), new URL(requested, location.href));
    return url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** The pjax GET. An abort (a newer navigation) is reported as such: it never reloads the page. */
export async function fetchPjax(href: string, wait: WaitPolicy & WaitHooks, signal: AbortSignal): Promise<PjaxOutcome> {
  const result = await request({
    url: pjaxRequestUrl(href),
    headers: { 'X-PJAX': 'true', 'X-PJAX-Container': PJAX_CONTAINER, Accept: 'text/html, */*; q=0.01' },
    ajax: true,
    wait,
    signal,
    response: { kind: 'text' },
  });
  if (result.ok) return { kind: 'ok', text: result.value, version: result.response.headers.get('X-PJAX-Version'), serverUrl: serverUrl(result.response.headers.get('X-PJAX-URL'), href) };
  const error = result.error;
  if (error.kind === 'aborted') return { kind: 'failed', reason: 'abort' };
  if (error.kind === 'timeout') return { kind: 'failed', reason: 'timeout' };
  return { kind: 'failed', reason: 'error', ...(error.kind === 'http' ? { status: error.status } : {}) };
}

/** findVersion: the layout version the page was rendered with. */
export function pageVersion(doc: Document = document): string | null {
  return doc.querySelector('meta[http-equiv="x-pjax-version" i]')?.getAttribute('content') ?? null;
}
