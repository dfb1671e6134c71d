// Loading a widget's chunk: a dynamic import with the spec's 120 s limit (§9), failures sorted
// into the three ChunkLoadError types (§8) so a site owner can tell a missing file (a deploy that
// forgot a file) from a network fault or a server that never answers.

export type ChunkFailure = 'missing' | 'timeout' | 'error';

/**
 * Webpack's wording for a chunk that did not load, which error-monitoring rules match (spec §8):
 * "Loading chunk <id> failed.\n(<type>: <url>)". The id is the chunk's file name without its hash
 * when the URL is known.
 */
export function chunkFailedText(type: ChunkFailure, url: string | undefined, chunk?: string): string {
  const id = chunk ?? (url ? url.replace(/^.*\//, '').replace(/\.[^.]*\.m?js$|\.m?js$/, '') : 'unknown');
  return `Loading chunk ${id} failed.\n(${type}: ${url ?? 'unknown'})`;
}

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly type: ChunkFailure,
    readonly url: string | undefined,
    cause?: unknown,
  ) {
    super(chunkFailedText(type, url), cause === undefined ? undefined : { cause });
  }
}

/** §9: chunks and scripts give up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Chromium and Firefox name the module URL in the message; Safari does not. */
function moduleUrlOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/\S+?\.m?js)\b/.exec(message);
  return match?.[1];
}

/** Tells a 404 from a network fault: asks the same URL again, cheaply, when the browser is online. */
async function classify(error: unknown): Promise<ChunkLoadError> {
  const url = moduleUrlOf(error);
  if (url && (typeof navigator === 'undefined' || navigator.onLine !== false)) {
    try {
      const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' });
      if (answer.status === 404 || answer.status === 410) return new ChunkLoadError('missing', url, error);
    } catch {
      // Still unreachable: a network error.
    }
  }
  return new ChunkLoadError('error', url, error);
}

/**
 * The browser says it is offline (issue 34): the server is asked for the core's own file first, and
 * only when it answers (navigator.onLine can be wrong) is the chunk imported. An import tried offline
 * would leave a failed entry in the module map, and the browsers of our floor keep it for the page's
 * life: React's chunk would then never load on that page, nor any chunk that imports it.
 */
function whenReachable<T>(load: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return load();
  return fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' }).then(load, () => {
    throw new TypeError('Failed to fetch: the browser is offline');
  });
}

/** Runs `load` (a dynamic import) with the time limit; rejects only with a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    // 0 (or no finite limit) waits as long as the browser does.
    const limited = Number.isFinite(timeoutMs) && timeoutMs > 0;
    const timer = limited
      ? setTimeout(() => {
          if (settled) return;
          settled = true;
          reject(new ChunkLoadError('timeout', undefined));
        }, timeoutMs)
      : undefined;
    whenReachable(load).then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        clearTimeout(timer);
        void classify(error).then((classified) => {
          settled = true;
          reject(classified);
        });
      },
    );
  });
}
