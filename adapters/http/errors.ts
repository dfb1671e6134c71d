// Transport outcomes as values: callers branch on `result.ok` and `error.kind` instead of
// catching, so an offline shopper, a WordPress error and a malformed answer each get a typed path.
import { language, t, toPersianDigits } from '../../src/i18n';
import '../../src/i18n/namespaces/transport';

export type TransportError =
  /** The request never got an answer (offline, DNS, CORS): jQuery's status 0. */
  | { kind: 'fetch_error'; url: string; message: string; cause?: unknown }
  /** The answer should have been JSON but was not. */
  | { kind: 'invalid_json'; url: string; message: string; status: number; body: string }
  /** Non-2xx answer. `code`/`serverMessage` come from a WP_Error body `{code,message,data:{status}}`. */
  | {
      kind: 'http';
      url: string;
      message: string;
      status: number;
      code?: string;
      serverMessage?: string;
      /** The WP_Error `data` member, or the parsed JSON body when it is not a WP_Error. */
      data?: unknown;
      body: string;
      /** Response headers (e.g. X-WP-Upload-Attachment-ID on a failed upload). */
      headers: Headers;
    }
  /** The per-call timeout elapsed. */
  | { kind: 'timeout'; url: string; message: string; timeoutMs: number }
  /** The caller aborted: callers ignore it (a newer request replaced this one). */
  | { kind: 'aborted'; url: string; message: string }
  /** JSON arrived but not in the shape the contract expects; `issue` names the failing field. */
  | { kind: 'schema'; url: string; message: string; status: number; issue: string; body: unknown }
  | { kind: 'unknown_error'; url: string; message: string; cause?: unknown }
  /** Media uploaded but WordPress could not make the image sizes; the attachment was deleted. */
  | { kind: 'post_process'; url: string; message: string; attachmentId: number };

export type TransportErrorKind = TransportError['kind'];

export type Result<T> = { ok: true; value: T; response: Response } | { ok: false; error: TransportError };

/** Without `message`: the factories below add the translated text. */
type Draft<E> = E extends TransportError ? Omit<E, 'message'> : never;

/** Builds a TransportError with its Persian (or current-language) message. */
export function transportError(draft: Draft<TransportError>): TransportError {
  return { ...draft, message: messageFor(draft) } as TransportError;
}

function messageFor(draft: Draft<TransportError>): string {
  switch (draft.kind) {
    case 'fetch_error':
      return t('transport:offline');
    case 'invalid_json':
      return t('transport:invalidJson');
    case 'timeout':
      return t('transport:timeout');
    case 'aborted':
      return t('transport:aborted');
    case 'schema':
      return t('transport:schema');
    case 'post_process':
      return t('transport:postProcess');
    case 'unknown_error':
      return t('transport:unknown');
    case 'http':
      if (draft.status === 404) return t('transport:notFound');
      if (draft.status >= 500) return t('transport:serverError', { status: localDigits(draft.status) });
      return t('transport:httpStatus', { status: localDigits(draft.status) });
  }
}

function localDigits(n: number): string {
  return language() === 'fa' ? toPersianDigits(n) : String(n);
}

/**
 * The console line JetSmartFilters' ajax error handler prints (spec §8 "Filter ajax failures"),
 * translated. `undefined` for an abort, which that handler ignores silently.
 */
export function filterConsoleMessage(error: TransportError): string | undefined {
  switch (error.kind) {
    case 'aborted':
      return undefined;
    case 'fetch_error':
      return t('transport:filter.noConnection');
    case 'invalid_json':
    case 'schema':
      return t('transport:filter.parse');
    case 'timeout':
      return t('transport:filter.timeout');
    case 'http':
      if (error.status === 404) return t('transport:filter.notFound');
      if (error.status === 500) return t('transport:filter.serverError');
      return t('transport:filter.uncaught', { text: error.body });
    case 'unknown_error':
    case 'post_process':
      return t('transport:filter.uncaught', { text: '' }).trim();
  }
}

/** True for the outcome a caller should ignore without telling the shopper. */
export function isAborted(error: TransportError): boolean {
  return error.kind === 'aborted';
}
