// The one HTTP core every adapter calls. It never throws: each outcome is a Result, with the
// failure typed (offline, timeout, abort, HTTP status with the WP_Error code, bad JSON, wrong
// shape) and carrying a translated message. ky does the fetch (the design card's HTTP library); its
// retries are off: nothing is retried blindly.
//
// ky and i18next are not on the boot path (issue 36): the first request asks for both (its own
// chunk each) and leaves at once without waiting for them (`eager` below); ky reads the answer
// once it is there, and a failure's message is Persian either way (src/i18n looks strings up
// until i18next arrives).
import type { KyInstance } from 'ky';
import type * as z from 'zod/mini';
import { loadTranslator } from '../../src/i18n';
import { transportError, type Result, type TransportError } from './errors';
import { appendQuery, encodeForm, type FormFields } from './form';
import type { WaitHooks, WaitPolicy } from './waits';
import { importOnce } from '../../src/host/import-once';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** Any zod (or zod/mini) schema whose output is T. */
export type Schema<T> = z.core.$ZodType<T>;

/**
 * A schema whose module (and zod with it) is imported when the request starts, beside the fetch:
 * a page whose boot needs no zod asks for it with its first request, and the answer does not wait
 * one more round trip for it (issue 36).
 */
export type LazySchema<T> = () => Promise<Schema<T>>;

/** JSON validated by `schema`. `allowEmpty`: an empty body is validated as `undefined` instead of failing. */
export interface JsonResponse<T> {
  kind: 'json';
  schema: Schema<T> | LazySchema<T>;
  allowEmpty?: boolean;
}
export interface TextResponse {
  kind: 'text';
}
/** The body is not read for meaning (value is undefined); only the status counts. */
export interface EmptyResponse {
  kind: 'empty';
}
export type ResponseSpec<T> = JsonResponse<T> | TextResponse | EmptyResponse;

export interface RequestOptions {
  url: string;
  /** Default GET. */
  method?: HttpMethod;
  /** Appended to the URL's own query in PHP bracket notation. */
  query?: FormFields | URLSearchParams;
  /** Form body, `application/x-www-form-urlencoded; charset=UTF-8`, PHP bracket notation (GET: added to the query, as jQuery does). */
  form?: FormFields | URLSearchParams;
  /** JSON body (`application/json`). */
  json?: unknown;
  /** Raw body (FormData for uploads, Blob); the browser sets its content type. */
  body?: FormData | Blob | string;
  headers?: Record<string, string>;
  /** Milliseconds before the call fails with kind 'timeout'. Default: no timeout. Ignored when `wait` is given. */
  timeout?: number;
  /**
   * The call's wait policy (waits.ts, `waitPolicy(kind, settings)`) and hooks: `onSlow` past
   * `slowMs`; `timeout` at `limitMs`. A read is aborted at the limit; a state-changing call is not
   * (the server may still act on it): its answer, when it comes, goes to `onLate`.
   */
  wait?: WaitPolicy & WaitHooks;
  /** Aborting it fails the call with kind 'aborted'. */
  signal?: AbortSignal;
  /**
   * Send `X-Requested-With: XMLHttpRequest` as jQuery does. Default: on for admin-ajax.php and
   * ?wc-ajax= URLs (some plugins check it through wp_doing_ajax / is_ajax), off elsewhere.
   */
  ajax?: boolean;
  /**
   * Start the fetch in this very call. ky calls fetch a microtask later (after `await
   * Promise.resolve()`), and by then the caller's task has run to its end: a click's React
   * commit, its effects, its other listeners. A request the shopper waits for (a filter's
   * listing, issue 27) leaves first; ky still reads the answer.
   */
  eager?: boolean;
}

/**
 * ky hands fetch a cloned Request, whose body is a stream: Chromium's DevTools protocol then reports
 * no post data, and a developer cannot read what Vitrin sent (jQuery's requests show it). A text
 * body is sent as itself instead, with everything else the Request carries (issue 27).
 */
export function plainBody(input: RequestInfo | URL, init: RequestInit | undefined, body: BodyInit | undefined): [RequestInfo | URL, RequestInit | undefined] {
  if (!(input instanceof Request) || typeof body !== 'string') return [input, init];
  return [input.url, { method: input.method, headers: input.headers, body, credentials: input.credentials, signal: input.signal, ...init }];
}

/**
 * ky calls Object.hasOwn (Chrome 93, Safari 15.4, Firefox 92), past the support floor (Chrome 91,
 * Safari 15): where the browser lacks it, the one-line standard fallback is defined before ky runs
 * (feature-detected; a browser that has it keeps its own).
 */
export function ensureHasOwn(target: object = Object): void {
  const holder = target as { hasOwn?: unknown };
  // Feature detection is the one use of the name the support floor allows.
  // eslint-disable-next-line es-x/no-object-hasown
  if (typeof holder.hasOwn === 'function') return;
  Object.defineProperty(target, 'hasOwn', {
    value: (object: object, key: PropertyKey): boolean => Object.prototype.hasOwnProperty.call(object, key),
    configurable: true,
    writable: true,
  });
}
ensureHasOwn();

let ky: KyInstance | undefined;
/** ky's chunk, fetched with the first request (then kept; asked for again after a failure). */
const loadKy = importOnce(() => import('ky').then((module) => (ky = module.default)));

export function request<T>(options: RequestOptions & { response: JsonResponse<T> }): Promise<Result<T>>;
export function request(options: RequestOptions & { response: TextResponse }): Promise<Result<string>>;
export function request(options: RequestOptions & { response: EmptyResponse }): Promise<Result<undefined>>;
export function request<T>(options: RequestOptions & { response: ResponseSpec<T> }): Promise<Result<T | string | undefined>>;
export async function request<T>(options: RequestOptions & { response: ResponseSpec<T> }): Promise<Result<T | string | undefined>> {
  // "Never throws" holds for the preparation too: a body that cannot be encoded (a lone surrogate,
  // a cycle in JSON) or a header value the browser refuses is a failed call, not a rejected promise
  // that leaves its caller waiting for good.
  try {
    return await send(options);
  } catch (cause) {
    return fail({ kind: 'unknown_error', url: options.url, cause });
  }
}

async function send<T>(options: RequestOptions & { response: ResponseSpec<T> }): Promise<Result<T | string | undefined>> {
  const method = options.method ?? 'GET';
  const bodyless = method === 'GET' || method === 'HEAD';
  // Like jQuery, form data of a GET travels in the query string.
  const url = appendQuery(appendQuery(options.url, options.query), bodyless ? options.form : undefined);
  const headers = new Headers(options.headers);
  const ajax = options.ajax ?? isAjaxUrl(url);
  if (ajax && !headers.has('X-Requested-With')) headers.set('X-Requested-With', 'XMLHttpRequest');
  if (options.response.kind === 'json' && !headers.has('Accept')) headers.set('Accept', 'application/json, */*;q=0.1');

  let body: BodyInit | undefined;
  if (options.form !== undefined && !bodyless) {
    body = encodeForm(options.form);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  } else if (options.body !== undefined) {
    body = options.body;
  }

  // Our own controller so a timeout and the caller's abort stay distinguishable.
  const controller = new AbortController();
  let timedOut = false;
  const callerSignal = options.signal;
  if (callerSignal?.aborted) return fail({ kind: 'aborted', url });
  const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const wait = options.wait;
  const limitMs = wait ? wait.limitMs : (options.timeout ?? 0);
  const keepAfterLimit = wait?.changesState === true;
  let settled = false;
  const slowTimer =
    wait?.onSlow && wait.slowMs > 0
      ? setTimeout(() => {
          if (!settled) wait.onSlow?.();
        }, wait.slowMs)
      : undefined;
  const abortTimer =
    limitMs > 0 && !keepAfterLimit
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, limitMs)
      : undefined;

  const init: RequestInit = { method, headers, body: bodyless ? undefined : body, credentials: 'same-origin', signal: controller.signal };
  // The first request does not wait for ky's chunk (nor the translator's, which runtime messages
  // use from here on): it starts its fetch as an eager one does, and ky reads the answer. The
  // chunks are asked for after the fetch has left: their imports (preload links, module map) are
  // work the request need not wait behind (issue 27: click → request ≤ 5 ms).
  const started = options.eager || !ky ? globalThis.fetch(url, init) : undefined;
  void loadTranslator();
  // Its failure is read through ky below; this keeps it from counting as unhandled meanwhile.
  started?.catch(() => undefined);
  // ky's chunk travels beside the request, not after its answer: asked for only once the headers
  // were in, it added its own round trip to the first answer on every page (issue 27: the listing
  // came 25–40 ms later on the demo's shop). A failed chunk is asked for again below.
  if (!ky) loadKy().catch(() => undefined);
  // A lazy schema's chunk is asked for beside the request (not after its answer), in a task of its
  // own: its import's work (preload links, the module map) is not the click's. bench-filter-click
  // --server-off-page, median of 9: next frame 34.9 ms against 25.8 for a build with the chunk in
  // already, with this import and a pointer-approach one in the click's task; 30.1 vs 32.0 with
  // both in tasks of their own.
  const spec = options.response;
  const lazy = spec.kind === 'json' && typeof spec.schema === 'function' ? spec.schema : undefined;
  const lazySchema = lazy ? new Promise<void>((resolve) => setTimeout(resolve, 0)).then(lazy) : undefined;
  lazySchema?.catch(() => undefined);
  const answer = (async (): Promise<Result<T | string | undefined>> => {
    try {
      // An eager request is on its way: ky's own set-up (its options, a Request) waits for the
      // answer's headers instead of running in the caller's task (issue 27: the click's commit).
      if (started) await started.catch(() => undefined);
      const response = await (ky ?? (await loadKy()))(url, {
        method,
        headers,
        body: bodyless ? undefined : body,
        credentials: 'same-origin',
        signal: controller.signal,
        timeout: false,
        retry: 0,
        throwHttpErrors: false,
        // Resolve fetch at call time: msw patches globalThis.fetch after this module loads.
        fetch: started ? () => started : (input, options) => globalThis.fetch(...plainBody(input, options, body)),
      });
      const text = method === 'HEAD' ? '' : await response.text();
      if (lazySchema && spec.kind === 'json') return readResponse(url, response, text, { ...spec, schema: await lazySchema });
      return readResponse(url, response, text, spec);
    } catch (cause) {
      if (timedOut) return fail({ kind: 'timeout', url, timeoutMs: limitMs });
      if (callerSignal?.aborted || controller.signal.aborted) return fail({ kind: 'aborted', url });
      if (cause instanceof TypeError) return fail({ kind: 'fetch_error', url, cause });
      return fail({ kind: 'unknown_error', url, cause });
    } finally {
      settled = true;
      if (slowTimer !== undefined) clearTimeout(slowTimer);
      if (abortTimer !== undefined) clearTimeout(abortTimer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  })();
  if (!keepAfterLimit || limitMs <= 0) return answer;

  // A state-changing call: the shopper stops waiting at the limit, the answer is still heard.
  let limitTimer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<'limit'>((resolve) => {
    limitTimer = setTimeout(() => resolve('limit'), limitMs);
  });
  const first = await Promise.race([answer, limit]);
  if (first !== 'limit') {
    clearTimeout(limitTimer);
    return first;
  }
  // The wait is over for the shopper: no "slow" note after the timeout message.
  settled = true;
  if (slowTimer !== undefined) clearTimeout(slowTimer);
  void answer.then((late) => {
    if (!(late.ok === false && late.error.kind === 'aborted')) wait.onLate?.(late);
  });
  return fail({ kind: 'timeout', url, timeoutMs: limitMs });
}

function fail(draft: Parameters<typeof transportError>[0]): { ok: false; error: TransportError } {
  return { ok: false, error: transportError(draft) };
}

const AJAX_URL = /admin-ajax\.php|[?&]wc-ajax=/;

export function isAjaxUrl(url: string): boolean {
  return AJAX_URL.test(url);
}

/**
 * WordPress's error body: `{code, message, data: {status}}` (WP_Error through rest_ensure_response).
 * Checked by hand (what `z.object({code: z.string(), message: z.string(), data: z.optional(z.unknown())})`
 * accepted): this module is on every page that makes a request, and zod travels with the adapters'
 * answer schemas instead (issue 36).
 */
export function readWpError(value: unknown): { code: string; message: string; data: unknown } | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { code, message, data } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' ? { code, message, data } : undefined;
}

/**
 * The schema's own check, through the Standard Schema interface every zod schema carries: this
 * module then imports no zod (issue 36) and the schema's chunk brings it. zod's check is
 * synchronous; an async result (a schema with an async refinement) counts as a failed check.
 */
export function checkAnswer<T>(schema: Schema<T>, raw: unknown): { success: true; data: T } | { success: false; issues: ReadonlyArray<IssueLike> } {
  const result = schema['~standard'].validate(raw);
  if (result instanceof Promise) return { success: false, issues: [{ path: [], message: 'asynchronous schema' }] };
  if (result.issues) return { success: false, issues: result.issues.map((issue) => ({ ...issue, path: (issue.path ?? []).map((key) => (typeof key === 'object' ? key.key : key)) })) };
  return { success: true, data: result.value };
}

function readResponse<T>(url: string, response: Response, text: string, spec: ResponseSpec<T>): Result<T | string | undefined> {
  const status = response.status;
  if (!response.ok) {
    const parsed = tryJson(text);
    const wpError = parsed.ok ? readWpError(parsed.value) : undefined;
    if (wpError) {
      return fail({
        kind: 'http',
        url,
        status,
        code: wpError.code,
        serverMessage: wpError.message,
        data: wpError.data,
        body: text,
        headers: response.headers,
      });
    }
    return fail({ kind: 'http', url, status, body: text, headers: response.headers, ...(parsed.ok ? { data: parsed.value } : {}) });
  }
  if (spec.kind === 'text') return { ok: true, value: text, response };
  if (spec.kind === 'empty') return { ok: true, value: undefined, response };

  let raw: unknown;
  if (text.trim() === '' && spec.allowEmpty) {
    raw = undefined;
  } else {
    const parsed = tryJson(text);
    if (!parsed.ok) return fail({ kind: 'invalid_json', url, status, body: text });
    raw = parsed.value;
  }
  // A lazy schema was resolved by the caller before this point.
  if (typeof spec.schema === 'function') return fail({ kind: 'unknown_error', url, cause: new Error('schema not loaded') });
  const checked = checkAnswer(spec.schema, raw);
  if (!checked.success) return fail({ kind: 'schema', url, status, issue: describeSchemaIssue(checked.issues), body: raw });
  return { ok: true, value: checked.data, response };
}

function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

interface IssueLike {
  code?: string;
  expected?: unknown;
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** "fragments.div.widget_shopping_cart_content: expected string" from the first zod issue. */
export function describeSchemaIssue(issues: ReadonlyArray<IssueLike>): string {
  const first = issues[0];
  if (!first) return 'response: invalid';
  let path = '';
  for (const key of first.path) {
    if (typeof key === 'number') path += `[${key}]`;
    else path += path ? `.${String(key)}` : String(key);
  }
  const what = first.code === 'invalid_type' && typeof first.expected === 'string' ? `expected ${first.expected}` : first.message;
  return `${path || 'response'}: ${what}`;
}
