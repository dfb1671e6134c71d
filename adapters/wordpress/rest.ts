// WordPress REST calls with @wordpress/api-fetch's behaviour (read from its middlewares, not
// copied): X-WP-Nonce and `_locale=user` on every call, PUT/PATCH/DELETE tunnelled as POST with
// X-HTTP-Method-Override (hosts that block those verbs), one nonce refresh through admin-ajax
// `action=rest-nonce` on `rest_cookie_invalid_nonce`, and `per_page=-1` fetched page by page.
import * as z from 'zod/mini';
import type { PageSettings } from '../../src/host/settings';
import { describeSchemaIssue, request, type Schema } from '../http/client';
import { transportError, type Result } from '../http/errors';
import { appendQuery, type FormFields } from '../http/form';
import { waitPolicy, type WaitHooks } from '../http/waits';
import { joinRest, restNonce, restRoot, siteAjaxUrl } from './endpoints';

/** Holds the current REST nonce; one per client (or shared), resettable in tests. */
export interface NonceStore {
  get(): string | undefined;
  set(nonce: string | undefined): void;
}

export function createNonceStore(initial?: string): NonceStore {
  let nonce = initial;
  return {
    get: () => nonce,
    set: (next) => {
      nonce = next;
    },
  };
}

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequest<T> {
  /** Route under the REST root, e.g. 'wp/v2/posts' or '/wp/v2/media/5?force=true'. */
  path: string;
  method?: RestMethod;
  /** Query in PHP bracket notation; `per_page: -1` fetches every page (GET only). */
  query?: FormFields;
  /** JSON body. */
  data?: unknown;
  /** Raw body (FormData for uploads); takes the place of `data`. */
  body?: FormData | Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; default from the client options. A timeout given here or there replaces the wait policy. */
  timeout?: number;
  /** Hooks of the call's wait (issue 30): `onSlow` past the slow threshold, `onLate` for a write's answer after the limit. */
  hooks?: WaitHooks;
  /** Shape of the answer (for per_page=-1: of the concatenated list). */
  schema: Schema<T>;
}

export interface RestClientOptions {
  /** Shared nonce store; default a new one seeded from the page (settings.vitrin.restNonce, wpApiSettings.nonce). */
  nonceStore?: NonceStore;
  /** Default per-call timeout in ms (none when absent). */
  timeout?: number;
}

export interface RestClient {
  request<T>(req: RestRequest<T>): Promise<Result<T>>;
  /** The URL a route resolves to (with `_locale=user`), for links and tests. */
  url(path: string, query?: FormFields): string;
  readonly nonce: NonceStore;
}

/** api-fetch's fetch-all page size (WordPress caps per_page at 100). */
export const FETCH_ALL_PAGE_SIZE = 100;
/**
 * Pages a fetch-all follows at most (5,000 items): the `Link: next` chain is the server's word, and
 * a broken or hostile one must not keep the shopper's browser fetching for ever.
 */
export const FETCH_ALL_MAX_PAGES = 50;

/** Whether `url` (absolute or relative to the page) is on the page's own origin. */
export function sameOrigin(url: string): boolean {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}
const INVALID_NONCE = 'rest_cookie_invalid_nonce';
// wp_create_nonce() gives 10 hex characters; accept any short token but never admin-ajax's "0"/"-1".
/** An answer nobody reads (only that it came): any JSON. */
export const ANY_ANSWER = z.unknown();

const nonceText = z.string().check(z.regex(/^[A-Za-z0-9_-]{4,64}$/));

export function createRestClient(settings: PageSettings, options: RestClientOptions = {}): RestClient {
  const root = restRoot(settings);
  const nonce = options.nonceStore ?? createNonceStore(restNonce(settings));
  let refreshing: Promise<string | undefined> | undefined;

  const url = (path: string, query?: FormFields): string => withLocale(joinRest(root, path, query));

  /** GET admin-ajax ?action=rest-nonce (GET only: WordPress answers a POST with 400 "0"). */
  const refreshNonce = (): Promise<string | undefined> => {
    refreshing ??= (async () => {
      const answer = await request({
        url: siteAjaxUrl(settings),
        query: { action: 'rest-nonce' },
        ajax: true,
        response: { kind: 'text' },
        ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
      });
      if (!answer.ok) return undefined;
      const parsed = z.safeParse(nonceText, answer.value.trim());
      if (!parsed.success) return undefined;
      nonce.set(parsed.data);
      return parsed.data;
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  async function send<T>(target: string, req: RestRequest<unknown>, schema: Schema<T>): Promise<Result<T>> {
    const first = await sendOnce(target, req, schema);
    if (first.ok || first.error.kind !== 'http' || first.error.status !== 403 || first.error.code !== INVALID_NONCE) return first;
    // One refresh and one retry per call: a second expiry returns the server's error, no loop.
    const fresh = await refreshNonce();
    if (!fresh || req.signal?.aborted) return first;
    return sendOnce(target, req, schema);
  }

  async function sendOnce<T>(target: string, req: RestRequest<unknown>, schema: Schema<T>): Promise<Result<T>> {
    const method = req.method ?? 'GET';
    const headers: Record<string, string> = { ...req.headers };
    const current = nonce.get();
    // The nonce proves the shopper's session: it is sent to this site only.
    if (current && sameOrigin(target)) headers['X-WP-Nonce'] = current;
    const tunnelled = method === 'PUT' || method === 'PATCH' || method === 'DELETE';
    if (tunnelled) headers['X-HTTP-Method-Override'] = method;
    const timeout = req.timeout ?? options.timeout;
    // Without an explicit timeout, a call waits as its kind says (issue 30): a read as `read`
    // (2.5 s / 15 s), a write as the state-changing `list` kind (3 s / 10 s, its answer still
    // heard after the limit and never retried blindly).
    const wait = timeout === undefined ? { ...waitPolicy(method === 'GET' ? 'read' : 'list', settings), ...req.hooks } : undefined;
    const result = await request({
      url: withLocale(target),
      method: tunnelled ? 'POST' : method,
      headers,
      ...(req.body !== undefined ? { body: req.body } : req.data !== undefined ? { json: req.data } : {}),
      ...(req.signal ? { signal: req.signal } : {}),
      ...(timeout !== undefined ? { timeout } : {}),
      ...(wait ? { wait } : {}),
      response: { kind: 'json', schema },
    });
    if (result.ok) {
      // WordPress sends a fresh nonce with every answer to a good one; keep the newest.
      const fresh = result.response.headers.get('X-WP-Nonce');
      if (fresh) nonce.set(fresh);
    }
    return result;
  }

  async function fetchAll<T>(req: RestRequest<T>): Promise<Result<T>> {
    const pageQuery: FormFields = { ...req.query, per_page: FETCH_ALL_PAGE_SIZE };
    let target: string | undefined = joinRest(root, req.path.replace(/([?&]per_page=)-1\b/, `$1${FETCH_ALL_PAGE_SIZE}`), pageQuery);
    const items: unknown[] = [];
    let last: Response | undefined;
    let pages = 0;
    while (target) {
      if (++pages > FETCH_ALL_MAX_PAGES) {
        return { ok: false, error: transportError({ kind: 'unknown_error', url: target, cause: new RangeError(`more than ${FETCH_ALL_MAX_PAGES} pages`) }) };
      }
      // The next page must be on this site: the nonce and the shopper's cookies go with it.
      if (!sameOrigin(target)) {
        return { ok: false, error: transportError({ kind: 'unknown_error', url: target, cause: new Error('Link: next points to another origin') }) };
      }
      const page: Result<unknown> = await send(target, req, z.unknown());
      if (!page.ok) return page;
      last = page.response;
      // A non-list answer is returned as it is (api-fetch does the same).
      if (!Array.isArray(page.value)) return check(target, page.value, page.response, req.schema);
      items.push(...page.value);
      target = nextLink(page.response.headers.get('Link'));
    }
    if (!last) return { ok: false, error: transportError({ kind: 'unknown_error', url: req.path }) };
    return check(req.path, items, last, req.schema);
  }

  return {
    nonce,
    url,
    request<T>(req: RestRequest<T>): Promise<Result<T>> {
      if ((req.method ?? 'GET') === 'GET' && wantsAll(req)) return fetchAll(req);
      return send(joinRest(root, req.path, req.query), req, req.schema);
    },
  };
}

function check<T>(url: string, value: unknown, response: Response, schema: Schema<T>): Result<T> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, value: parsed.data, response };
  return {
    ok: false,
    error: transportError({ kind: 'schema', url, status: response.status, issue: describeSchemaIssue(parsed.error.issues), body: value }),
  };
}

function wantsAll(req: RestRequest<unknown>): boolean {
  const perPage = req.query?.per_page;
  return perPage === -1 || perPage === '-1' || /[?&]per_page=-1\b/.test(req.path);
}

/** api-fetch's user-locale middleware: answers in the logged-in user's language. */
function withLocale(url: string): string {
  return /[?&]_locale=/.test(url) ? url : appendQuery(url, { _locale: 'user' });
}

/** The `rel="next"` target of a Link header (WordPress: `<url>; rel="next"`). */
export function nextLink(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel\s*=\s*"?([^"]*\s)?next(\s[^"]*)?"?/.test(match[2] ?? '')) return match[1];
  }
  return undefined;
}
