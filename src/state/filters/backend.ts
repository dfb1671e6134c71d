// What the filter engine speaks and what it needs from a filtering backend (issue 29). The engine
// (engine.ts) and the page side (page.ts) name no server: they take a FilterBackend, which the
// family wires in (widgets/jet-smart-filters/backend.ts gives JetSmartFilters' adapter,
// adapters/jet-smart-filters/backend.ts). A test gives a fake. The shapes below are the engine's
// model of a query and an answer; the adapter maps the wire onto them (and re-exports them, so
// its own code and tests keep their names).
import type { PageSettings } from '../../host/settings';

/** A filter's processed value: one string or a list (checkboxes, with `operator_AND` appended under AND). */
export type QueryValue = string | readonly string[];
/** queryKey → value, in page order of the filters (the server sees that order). */
export type FilterQuery = Readonly<Record<string, QueryValue>>;

/** The query key pagination's value travels under (JetSmartFilters' `jet_paged`). */
export const PAGED_KEY = 'jet_paged';

export interface ProviderProps {
  found_posts: number;
  max_num_pages: number;
  page: number;
}

/** Indexer counts of one provider: query type → query var → value → count. */
export type IndexedCounts = Record<string, Record<string, Record<string, number>>>;

/** Where a provider's listing is in the page and how an answer goes into it. */
export interface ProviderSelector {
  selector: string;
  /** 'insert' (inner HTML) or 'replace' (the element itself). */
  action: string;
  inDepth: boolean;
  idPrefix: string;
  list?: string;
  item?: string;
}

/** A filtered state's title and description (text, never markup), when the backend's SEO is on. */
export interface SeoValues {
  title: string;
  description: string;
}

export interface SeoSettings {
  /** Elements whose text becomes the title (a heading); `<title>` always does. */
  titleSelector: string;
  /** Elements whose text becomes the description; `<meta name="description">` always does. */
  descriptionSelector: string;
  /** What stands when the answer's value is empty ('' = the page's own, as printed). */
  fallback: SeoValues;
}

/** What the engine, its page side and the filter widgets read of the backend's page settings. */
export interface FilterSettings {
  selectors: Record<string, ProviderSelector>;
  props: Record<string, Record<string, ProviderProps>>;
  indexedData: Record<string, IndexedCounts>;
  templates: Record<string, Record<string, string>>;
  useTabindex: boolean;
  closeDropdownOnApply: boolean;
  preloader: { template: string; fixedPosition: boolean; fixedEdgeGap: number };
  /** The owner's first day of the week (0 Sunday … 6 Saturday), when set. */
  weekStart?: number;
  /** Where the SEO title and description go, when the backend's SEO is on. */
  seo?: SeoSettings;
}

export interface ApplyRequest {
  provider: string;
  queryId: string;
  /** May carry PAGED_KEY; the backend sends it its own way. */
  query: FilterQuery;
  /** Current pagination props of the provider (updated from each answer), or the localized ones. */
  props?: ProviderProps;
  /** Ids of the indexed filters of the group, unique, in page order. */
  indexingFilters: ReadonlyArray<number | string>;
}

export interface ApplyAnswer {
  /** HTML for the provider; absent → nothing rendered. */
  content?: string;
  pagination?: ProviderProps;
  /** Indexer counts keyed by "provider/queryId". */
  indexedData?: Record<string, IndexedCounts>;
  /** A data provider: the answer is for scripts, not a listing to put in place. */
  isData: boolean;
  /** selector → HTML. */
  fragments: Record<string, string>;
  /** The filtered state's title and description, when the backend's SEO is on. */
  seo?: SeoValues;
}

/** A failed request as the engine branches on it: an abort is silent, anything else is shown. */
export interface SendFailure {
  kind: string;
  /** What the shopper reads. */
  message: string;
  /** The console line (the backend's own wording of the failure), when it has one. */
  consoleMessage?: string;
}
export type SendResult = { ok: true; value: ApplyAnswer } | { ok: false; error: SendFailure };

/** One filter as the address sees it: its kind, query parts and processed value. */
export interface UrlFilter {
  kind: string;
  queryType: string;
  queryVar: string;
  suffix: string;
  value: QueryValue;
  /** Checkboxes, radio, select, sorting, visual: a second filter on the same key unions values under AND. */
  mergeSameQueryKeys: boolean;
}

/** What the engine reads of a filter element (the adapter reads the markup). */
export interface FilterElementAttributes {
  /** data-smart-filter: checkboxes, range, sorting, pagination, select, radio, search, … */
  kind: string;
  provider: string;
  queryId: string;
  queryType: string;
  queryVar: string;
  suffix: string;
  applyType: string;
  filterId?: number | string;
  additionalProviders: readonly string[];
  activeLabel: string;
  redirect?: { path: string; newWindow: boolean };
  indexed: boolean;
}

/** "provider/queryId", the key filters are grouped by. */
export function providerKey(provider: string, queryId: string): string {
  return `${provider}/${queryId}`;
}

/** The backend as one page sees it: its settings, "send this query, give me the answer", its address. */
export interface FilterConnection {
  readonly settings: FilterSettings;
  /** Send this query, give me the answer (ends at the backend's wait limit, or on `signal`); `onSlow` past its slow threshold. */
  send(req: ApplyRequest, signal: AbortSignal, onSlow?: () => void): Promise<SendResult>;
  /** An answer as the backend's own scripts read it on the `updated` event (its wire field names). */
  wireAnswer(answer: ApplyAnswer, loadMore: boolean): unknown;
  /**
   * Another script changed the page's settings (a lazily loaded listing's data): `settings` takes
   * them in place; the props and counts that came are returned for the groups to follow.
   */
  reread(): Pick<FilterSettings, 'props' | 'indexedData'>;
  /** The page's own query parameters to keep in the address ('' when none). */
  thirdParty(pathAndSearch: string): string;
  /** The address the page shows for these filters. */
  pageUrl(provider: string, queryId: string, filters: readonly UrlFilter[], thirdParty: string): string;
  /** A redirect apply by GET: the target address. */
  redirectGetUrl(path: string, provider: string, queryId: string, filters: readonly UrlFilter[]): string;
  /** A redirect apply by POST: the hidden form's action and fields, in order. */
  redirectPostForm(path: string, provider: string, queryId: string, query: FilterQuery): { action: string; fields: Array<[string, string]> };
  /** The CSS selector of a provider's listing (undefined when the page declares none). */
  providerSelector(provider: string, queryId: string): string | undefined;
  /** Keeps the page's own copy of the settings in step with an answer (add-ons read it). */
  syncAnswer(provider: string, queryId: string, answer: ApplyAnswer): void;
  /** Counts of a provider under other query args (another script asks); undefined when none came. */
  indexedCounts(req: { provider: string; queryArgs: unknown; indexingFilters: ReadonlyArray<number | string> }): Promise<IndexedCounts | undefined>;
  /** The shopper's message when a send threw instead of answering (a bug, or input it cannot encode). */
  thrownMessage(cause: unknown): string;
}

export interface FilterBackend {
  /** This page's connection, or undefined when the page has no filters of this backend. */
  open(page: PageSettings): FilterConnection | undefined;
}

let provided: FilterBackend | undefined;

/** The family's composition file gives the backend once, before any filter registers. */
export function provideFilterBackend(backend: FilterBackend): void {
  provided = backend;
}

export function filterBackend(): FilterBackend | undefined {
  return provided;
}
