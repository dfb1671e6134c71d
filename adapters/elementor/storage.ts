// Elementor's visitor storage (core frontend.js `storage` module): ONE JSON object under the key
// `elementor` in localStorage (or sessionStorage for session entries), with an `__expiration` map
// of key → epoch ms. Expired entries are dropped (and the object re-saved) when read. Vitrin reads
// and writes the same object with the same keys so a site switching over keeps its visitors' counts.
//
// Keys Elementor Pro's popups use (all in this object unless said otherwise):
//   pageViews, sessions (local), activeSession (session object),
//   popup_<id>_times, popup_<id>_disable, popup_<id>_page_views_initialPageViews,
//   popup_<id>_sessions_initialSessions, popup-<id>-impressions-count (with a lifetime),
//   and for the `session` period a RAW sessionStorage item popup-<id>-impressions-count.
import * as z from 'zod/mini';
import { storageGet, storageRemove, storageSet, type StorageArea } from '../../src/host/storage';

export const ELEMENTOR_STORAGE_KEY = 'elementor';
/** Coded console warning: the stored object was not Elementor's shape and is started afresh. */
export const STORAGE_CORRUPT = 'V042';

/** Popup rule periods in seconds (Pro timing/times-utils). */
export const PERIOD_SECONDS = { day: 86400, week: 604800, month: 2628288 } as const;

export interface StorageOptions {
  session?: boolean;
  lifetimeInSeconds?: number;
}

export interface ElementorStorage {
  get(key: string, options?: StorageOptions): unknown;
  set(key: string, value: unknown, options?: StorageOptions): void;
  /** A raw sessionStorage item (the `session` period counter lives outside the object). */
  getRawSession(key: string): string | null;
  setRawSession(key: string, value: string): void;
}

export interface StorageBackend {
  read(area: StorageArea, key: string): string | null;
  write(area: StorageArea, key: string, value: string): boolean;
  now(): number;
  warn(message: string): void;
}

const objectSchema = z.record(z.string(), z.unknown());
const expirationSchema = z.record(z.string(), z.number());

interface StoredObject {
  [key: string]: unknown;
  __expiration: Record<string, number>;
}

// Keys a hostile page could use to reach Object.prototype through a plain object.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function parse(raw: string | null, backend: StorageBackend, area: StorageArea): StoredObject {
  const fresh: StoredObject = { __expiration: {} };
  if (raw === null || raw === '') return fresh;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    backend.warn(`[vitrin] ${STORAGE_CORRUPT} popups: ${area}Storage.elementor is not JSON; starting afresh`);
    return fresh;
  }
  const parsed = objectSchema.safeParse(json);
  if (!parsed.success || Array.isArray(json)) {
    backend.warn(`[vitrin] ${STORAGE_CORRUPT} popups: ${area}Storage.elementor is not an object; starting afresh`);
    return fresh;
  }
  const out: StoredObject = { __expiration: {} };
  for (const [key, value] of Object.entries(parsed.data)) {
    if (FORBIDDEN.has(key) || key === '__expiration') continue;
    out[key] = value;
  }
  const expiration = expirationSchema.safeParse(parsed.data.__expiration);
  if (expiration.success) {
    for (const [key, at] of Object.entries(expiration.data)) if (!FORBIDDEN.has(key) && Number.isFinite(at)) out.__expiration[key] = at;
  } else if (parsed.data.__expiration !== undefined) {
    backend.warn(`[vitrin] ${STORAGE_CORRUPT} popups: ${area}Storage.elementor.__expiration is malformed; expirations dropped`);
  }
  return out;
}

export function createElementorStorage(backend: StorageBackend = browserBackend()): ElementorStorage {
  const areaOf = (options?: StorageOptions): StorageArea => (options?.session ? 'session' : 'local');
  const load = (area: StorageArea): StoredObject => {
    const object = parse(backend.read(area, ELEMENTOR_STORAGE_KEY), backend, area);
    const now = backend.now();
    let expired = false;
    for (const [key, at] of Object.entries(object.__expiration)) {
      if (at < now) {
        delete object[key];
        delete object.__expiration[key];
        expired = true;
      }
    }
    if (expired) save(area, object);
    return object;
  };
  const save = (area: StorageArea, object: StoredObject) => {
    backend.write(area, ELEMENTOR_STORAGE_KEY, JSON.stringify(object));
  };
  return {
    get(key, options) {
      if (FORBIDDEN.has(key)) return undefined;
      return load(areaOf(options))[key];
    },
    set(key, value, options) {
      if (FORBIDDEN.has(key) || key === '__expiration') return;
      const area = areaOf(options);
      const object = load(area);
      object[key] = value;
      if (options?.lifetimeInSeconds) object.__expiration[key] = backend.now() + options.lifetimeInSeconds * 1000;
      save(area, object);
    },
    getRawSession: (key) => backend.read('session', key),
    setRawSession: (key, value) => {
      backend.write('session', key, value);
    },
  };
}

export function browserBackend(): StorageBackend {
  return {
    read: storageGet,
    write: storageSet,
    now: () => Date.now(),
    warn: (message) => console.warn(message),
  };
}

/** A stored count as a number: Elementor keeps numbers, but hostile or old values may be anything. */
export function storedCount(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+/.test(value)) return parseInt(value, 10);
  return 0;
}

/** Forgets every popup count and flag (the demo's reset button). */
export function clearElementorStorage(): void {
  storageRemove('local', ELEMENTOR_STORAGE_KEY);
  storageRemove('session', ELEMENTOR_STORAGE_KEY);
  for (const area of ['session'] as const) {
    try {
      const store = window.sessionStorage;
      for (let i = store.length - 1; i >= 0; i--) {
        const key = store.key(i);
        if (key && /^popup-\d+-impressions-count$/.test(key)) storageRemove(area, key);
      }
    } catch {
      // Denied storage has nothing to clear.
    }
  }
}
