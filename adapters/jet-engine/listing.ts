// JetEngine's listing grid (contracts.md §2.1, frontend.js ajaxGetListing / loadMoreListing /
// lazyLoadListing): the markup's data attributes (data-nav, data-page(s), data-queried-id,
// data-lazy-load, data-masonry-grid-options, data-slider_options), the POST to
// JetEngineSettings.ajaxlisting (the page's own URL + nocache, not admin-ajax) with
// action=jet_engine_ajax, and its `{success, data:{html, fragments?}}` answer.
import * as z from 'zod/mini';
import { request } from '../http/client';
import type { Result } from '../http/errors';
import { toFormValue, type FormFields, type FormValue } from '../http/form';
import { waitPolicy, type WaitHooks } from '../http/waits';
import type { PageSettings } from '../../src/host/settings';

export const LISTING_ITEMS_SELECTOR = '.jet-listing-grid__items';
export const LISTING_NAV_SELECTOR = '.jet-listing-grid__items[data-nav]';
export const LAZY_LISTING_SELECTOR = '.jet-listing-grid--lazy-load[data-lazy-load]';
export const LISTING_ITEM_CLASS = 'jet-listing-grid__item';
/** JetEngine's own breakpoints for columns (runMasonry / initSlider): tablet below 1025, mobile below 768. */
export const TABLET_BELOW = 1025;
export const MOBILE_BELOW = 768;
/** The JetEngine default not-found text, which a Persian page shows in Persian. */
export const DEFAULT_NOT_FOUND = 'No data was found';

export type Device = 'desktop' | 'tablet' | 'mobile';

export function deviceOf(width: number): Device {
  if (width < MOBILE_BELOW) return 'mobile';
  if (width < TABLET_BELOW) return 'tablet';
  return 'desktop';
}

function json(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const formRecord = (v: unknown): Record<string, FormValue> => {
  const f = toFormValue(v);
  return typeof f === 'object' && f !== null && !Array.isArray(f) ? (f as Record<string, FormValue>) : {};
};
const int = (v: unknown, fallback: number) => {
  const n = Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) ? n : fallback;
};

export interface ListingNav {
  enabled: boolean;
  type: 'click' | 'scroll';
  /** Selector of the load-more button (click type). */
  moreEl?: string;
  query: Record<string, FormValue>;
  widgetSettings: Record<string, FormValue>;
  /** load_more_offset as a CSS length for the observer's bottom margin. */
  offset: string;
  page: number;
  pages: number;
  queriedId: string | false;
  notFoundMessage: string;
}

/** data-nav and the paging attributes of `.jet-listing-grid__items`; junk reads as "no navigation". */
export function readListingNav(items: HTMLElement): ListingNav {
  const nav = record(json(items.getAttribute('data-nav')));
  const widget = record(nav.widget_settings);
  const offsetValue = widget.load_more_offset;
  let offset = '0%';
  if (typeof offsetValue === 'number' || (typeof offsetValue === 'string' && /^\d+(\.\d+)?$/.test(offsetValue))) offset = `${offsetValue}px`;
  else if (offsetValue && typeof offsetValue === 'object') {
    const o = record(offsetValue);
    const size = /^\d+(\.\d+)?$/.test(String(o.size ?? '')) ? String(o.size) : '0';
    const unit = ['px', '%', 'vh', 'em', 'rem'].includes(String(o.unit)) ? String(o.unit) : 'px';
    offset = `${size}${unit}`;
  }
  const moreEl = typeof nav.more_el === 'string' && nav.more_el.trim() ? nav.more_el.trim() : undefined;
  const queried = items.getAttribute('data-queried-id');
  return {
    enabled: nav.enabled === true || nav.enabled === 'true',
    type: nav.type === 'scroll' ? 'scroll' : 'click',
    ...(moreEl ? { moreEl } : {}),
    query: formRecord(nav.query),
    widgetSettings: formRecord(nav.widget_settings),
    offset,
    page: Math.max(0, int(items.getAttribute('data-page'), 0)),
    pages: Math.max(0, int(items.getAttribute('data-pages'), 0)),
    queriedId: queried ? queried : false,
    notFoundMessage: typeof widget.not_found_message === 'string' ? widget.not_found_message : DEFAULT_NOT_FOUND,
  };
}

export interface LazyOptions {
  postId: string | false;
  queriedId: string | false;
  offset: string;
  query: Record<string, FormValue>;
  extraProps: Record<string, FormValue>;
}

export function readLazyOptions(wrapper: HTMLElement): LazyOptions {
  const raw = record(json(wrapper.getAttribute('data-lazy-load')));
  const offset = typeof raw.offset === 'string' && /^-?\d+(\.\d+)?(px|%)$/.test(raw.offset) ? raw.offset : '0px';
  const id = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && v !== '') ? String(v) : false);
  return { postId: id(raw.post_id), queriedId: id(raw.queried_id), offset, query: formRecord(raw.query), extraProps: formRecord(raw.extra_props) };
}

export interface ColumnsByDevice {
  desktop: number;
  tablet: number;
  mobile: number;
}

function columns(value: unknown, fallback: ColumnsByDevice): ColumnsByDevice {
  const c = record(value);
  const n = (v: unknown, d: number) => {
    const x = int(v, d);
    return x >= 1 && x <= 12 ? x : d;
  };
  return { desktop: n(c.desktop, fallback.desktop), tablet: n(c.tablet, fallback.tablet), mobile: n(c.mobile, fallback.mobile) };
}

/** data-masonry-grid-options `{columns:{desktop,tablet,mobile}}` (listing-grid.php get_masonry_options). */
export function readMasonryColumns(items: HTMLElement): ColumnsByDevice {
  return columns(record(json(items.getAttribute('data-masonry-grid-options'))).columns, { desktop: 3, tablet: 2, mobile: 1 });
}

export interface SliderOptions {
  slidesToShow: ColumnsByDevice;
  slidesToScroll: number;
  autoplay: boolean;
  autoplaySpeed: number;
  pauseOnHover: boolean;
  infinite: boolean;
  speed: number;
  arrows: boolean;
  dots: boolean;
}

/** data-slider_options (listing-grid.php get_slider_options); initSlider's defaults for what is missing. */
export function readSliderOptions(slider: HTMLElement): SliderOptions {
  const o = record(json(slider.getAttribute('data-slider_options')));
  const bool = (v: unknown, d: boolean) => (v === undefined ? d : v === true || v === 'true' || v === 1 || v === '1');
  // JetEngine 3.5.2 frontend.js initSlider L1744-1772 (outside Elementor): no slidesToShow at all →
  // {desktop 3, tablet 1, mobile 1} (spec §9's "3 / 1 / 1"); slidesToShow without a (truthy) tablet
  // value → 2, or 1 when the desktop shows 1; without a mobile value → 1.
  const show = typeof o.slidesToShow === 'number' ? { desktop: o.slidesToShow, tablet: o.slidesToShow, mobile: 1 } : o.slidesToShow;
  const given = Boolean(show) && typeof show === 'object';
  const toShow = columns(given ? show : { desktop: 3, tablet: 1, mobile: 1 }, { desktop: 3, tablet: 0, mobile: 0 });
  const tablet = toShow.tablet || (toShow.desktop === 1 ? 1 : 2);
  const mobile = toShow.mobile || 1;
  const speed = int(o.speed, 500);
  const autoplaySpeed = int(o.autoplaySpeed, 5000);
  return {
    slidesToShow: { desktop: toShow.desktop, tablet: Math.max(1, tablet), mobile: Math.max(1, mobile) },
    slidesToScroll: Math.max(1, Math.min(12, int(o.slidesToScroll, 1))),
    autoplay: bool(o.autoplay, false),
    autoplaySpeed: autoplaySpeed >= 500 && autoplaySpeed <= 60_000 ? autoplaySpeed : 5000,
    pauseOnHover: bool(o.pauseOnHover, true),
    infinite: bool(o.infinite, true),
    speed: speed >= 0 && speed <= 5000 ? speed : 500,
    arrows: bool(o.arrows, true),
    dots: bool(o.dots, false),
  };
}

/** JetEngineSettings.ajaxlisting: the page's own URL with `nocache`. */
export function listingUrl(settings: PageSettings): string {
  const parsed = z.safeParse(z.object({ ajaxlisting: z.string().check(z.minLength(1)) }), settings.global('JetEngineSettings'));
  return parsed.success ? parsed.data.ajaxlisting : location.href;
}

export interface ListingRequest {
  handler: 'listing_load_more' | 'get_listing';
  query: Record<string, FormValue>;
  widgetSettings: Record<string, FormValue>;
  postId: string | false;
  queriedId: string | false;
  elementId: string | false;
  page: number;
  listingType: string | false;
  extraProps?: Record<string, FormValue>;
}

/** ajaxGetListing's requestData, in its order, jQuery-encoded (false → "false", empty objects absent). */
export function buildListingBody(req: ListingRequest): FormFields {
  const body: Record<string, FormValue> = {
    action: 'jet_engine_ajax',
    handler: req.handler,
    query: req.query,
    widget_settings: req.widgetSettings,
    page_settings: { post_id: req.postId, queried_id: req.queriedId, element_id: req.elementId, page: req.page },
    listing_type: req.listingType,
  };
  for (const [key, value] of Object.entries(req.extraProps ?? {})) if (key !== '__proto__') body[key] = value;
  return body;
}

/** A grid's query and settings for JetSmartFilters, per JetSmartFilterSettings part ("queries", "settings", "props", "extra_props"). */
const filtersDataSchema = z.catch(z.optional(z.record(z.string(), z.record(z.string(), z.unknown()))), undefined);
/** The provider ("jet-engine/<queryId>") and the query its counters are counted under. */
const indexerDataSchema = z.catch(z.optional(z.looseObject({ provider: z.string(), query: z.optional(z.unknown()) })), undefined);

/**
 * `{success, data:{html, fragments?}}`. What frontend.js puts on the page is `data.html` (appended
 * on load more, the container's content on lazy load), so a success must carry it as a string
 * (issue 30): `{success:true}` without it, or any other shape, is a failure shown as such, never an
 * empty page taken as loaded. `success:false` is the handler's own refusal (wp_send_json_error).
 */
export const listingAnswerSchema = z.union([
  z.object({
    success: z.literal(true),
    data: z.looseObject({
      html: z.string(),
      fragments: z.optional(z.catch(z.record(z.string(), z.unknown()), {})),
      filters_data: filtersDataSchema,
      indexer_data: indexerDataSchema,
    }),
  }),
  z.object({ success: z.literal(false) }),
]);

export interface ListingAnswer {
  html: string;
  fragments: Record<string, string>;
  /** A lazily loaded grid's `filters_data` (listings/ajax-handlers.php): what JetSmartFilters needs for it. */
  filtersData?: Record<string, Record<string, unknown>>;
  indexerData?: { provider: string; query: unknown };
}

interface FiltersGlobals {
  JetSmartFilterSettings?: unknown;
  JetSmartFilters?: { setIndexedData?: unknown; reinitFilters?: unknown };
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What JetEngine's frontend.js does with a lazily loaded grid's answer (lazyLoadListing, 3.5.2
 * L1605-1643): each `filters_data` part merged into `JetSmartFilterSettings[part]['jet-engine']`
 * (`extra_props` into the top-level object), `indexer_data` handed to
 * `JetSmartFilters.setIndexedData(provider, query)`, then `JetSmartFilters.reinitFilters()` when
 * settings were merged. Only where the page has JetSmartFilterSettings; never throws.
 */
export function handFiltersData(answer: ListingAnswer, win: FiltersGlobals = window as unknown as FiltersGlobals): void {
  const settings = win.JetSmartFilterSettings;
  if (!isPlainRecord(settings)) return;
  let reinit = false;
  try {
    for (const [part, data] of Object.entries(answer.filtersData ?? {})) {
      if (part === '__proto__') continue;
      const current = settings[part];
      if (part === 'extra_props') {
        settings[part] = { ...(isPlainRecord(current) ? current : {}), ...data };
      } else {
        const slot = isPlainRecord(current) ? current : (settings[part] = {});
        if (!isPlainRecord(slot)) continue;
        const engine = slot['jet-engine'];
        slot['jet-engine'] = { ...(isPlainRecord(engine) ? engine : {}), ...data };
      }
      reinit = true;
    }
    const filters = win.JetSmartFilters;
    if (answer.indexerData && typeof filters?.setIndexedData === 'function') filters.setIndexedData(answer.indexerData.provider, answer.indexerData.query ?? {});
    if (reinit && typeof filters?.reinitFilters === 'function') filters.reinitFilters();
  } catch (error) {
    console.error('[vitrin] JetSmartFilters could not take the lazily loaded grid\'s filter data', error);
  }
}

/**
 * A `success:false` answer is a failure like a network one: the listing stays as it is. `timedOut`:
 * the `read` wait's limit ended it (the shopper gets the limit's message and a retry).
 */
export type ListingOutcome = { kind: 'ok'; answer: ListingAnswer } | { kind: 'refused' } | { kind: 'failed'; aborted: boolean; timedOut: boolean };

/** Waits as the `read` kind says (15 s limit, a slow note at 2.5 s through `hooks.onSlow`). */
export async function getListing(settings: PageSettings, req: ListingRequest, signal?: AbortSignal, hooks: WaitHooks = {}): Promise<ListingOutcome> {
  const result: Result<z.infer<typeof listingAnswerSchema>> = await request({
    url: listingUrl(settings),
    method: 'POST',
    form: buildListingBody(req),
    ajax: true,
    signal,
    wait: { ...waitPolicy('read', settings), ...hooks },
    response: { kind: 'json', schema: listingAnswerSchema },
  });
  if (!result.ok) return { kind: 'failed', aborted: result.error.kind === 'aborted', timedOut: result.error.kind === 'timeout' };
  if (!result.value.success) return { kind: 'refused' };
  const fragments: Record<string, string> = {};
  for (const [selector, html] of Object.entries(result.value.data.fragments ?? {})) if (typeof html === 'string') fragments[selector] = html;
  const data = result.value.data;
  return {
    kind: 'ok',
    answer: {
      html: data.html,
      fragments,
      ...(data.filters_data ? { filtersData: data.filters_data } : {}),
      ...(data.indexer_data ? { indexerData: { provider: data.indexer_data.provider, query: data.indexer_data.query } } : {}),
    },
  };
}
