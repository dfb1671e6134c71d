// JetEngine 3.5.2's data stores (assets/js/frontend.js L180-700, modules/data-stores/inc/stores/*):
// - the button: `a.jet-data-store-link` / `.jet-add-to-store` / `.jet-remove-from-store` with
//   data-args JSON {store:{slug,type,is_front,size}, post_id, action_after_added, label, icon,
//   added_label, added_icon, added_url, popup, isJetEngine, synch_id, remove_from_listing},
//   data-store and data-post; class `in-store` when the post is in the store;
// - front stores (`is_front`): `local-storage` keeps localStorage['jet_engine_store_<slug>'] as a
//   comma list of ids ("session-storage", a registered custom type, the same in sessionStorage);
//   `window.JetEngineRegisteredStores` maps slug → type for the counters;
// - server stores (cookies, session, user-meta, user_ip): POST admin-ajax
//   `jet_engine_add_to_store_<slug>` / `jet_engine_remove_from_store_<slug>` with store, post_id;
//   answer {success:true, data:{count, fragments}} or {success:false, data:{message}}.
// This file reads (the buttons' arguments, what a front store holds); the changes and the calls
// are ./data-store-changes, loaded with a shopper's first press (issue 36).
import type { PageSettings } from '../../src/host/settings';
import { storageGet, type StorageArea } from '../../src/host/storage';

export const STORE_LINK_SELECTOR = '.jet-add-to-store, .jet-remove-from-store';
export const STORE_COUNT_SELECTOR = 'span.jet-engine-data-store-count[data-store]';
export const STORE_PREFIX = 'jet_engine_store_';
/** JetEngine's own refusal text (local-storage.php, factory.php), which we say in Persian instead. */
export const JET_FULL_MESSAGE = 'You can`t add more posts';
/** More ids than any store holds; storage holding more is cut (hostile or corrupt). */
export const MAX_STORE_ITEMS = 1000;

// data-args and the page globals are checked by hand, not with zod: the buttons read them at load,
// and a page with a store button then loads no zod (issue 36). zod checks the server store's answer
// (./data-store-answers.ts, imported beside the request). data-stores-guards.test.ts holds each
// check to the zod schema it replaced.

const SLUG = /^[A-Za-z0-9_-]{1,64}$/;
export const isSlug = (value: unknown): value is string => typeof value === 'string' && SLUG.test(value);
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** What z.number() accepts: a finite number. */
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** A PHP flag (boolean, number, string or null) as a boolean; undefined when it is none of those. */
const boolish = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' || value === null || typeof value === 'string' || isNumber(value) ? value === true || value === 1 || value === '1' || value === 'true' || value === 'yes' : undefined;
/** An optional flag that falls back to false when printed as anything else. */
const flag = (value: unknown): boolean | undefined => (value === undefined ? undefined : (boolish(value) ?? false));
const optText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** The store's size: a whole non-negative number from a number or a numeric string, else 0. */
const size = (value: unknown): number | undefined =>
  value === undefined ? undefined : isNumber(value) || typeof value === 'string' ? Math.max(0, Math.trunc(Number(value)) || 0) : 0;

export interface StoreArgs {
  store: { slug: string; type: string; is_front?: boolean; size?: number };
  post_id: string;
  action_after_added?: string;
  label?: string;
  icon?: string;
  added_label?: string;
  added_icon?: string;
  added_url?: string;
  popup?: string | number;
  isJetEngine?: boolean;
  synch_id?: string;
  remove_from_listing?: boolean;
}

const TEXTS = ['action_after_added', 'label', 'icon', 'added_label', 'added_icon', 'added_url', 'synch_id'] as const;

/** JetEngine's data-args (the link's JSON), or null when the store or the post id is not there. */
export function checkStoreArgs(value: unknown): StoreArgs | null {
  if (!isObject(value) || !isObject(value.store)) return null;
  const { slug, type, is_front: isFront, size: storeSize } = value.store;
  if (!isSlug(slug) || typeof type !== 'string') return null;
  const id = isNumber(value.post_id) || typeof value.post_id === 'string' ? String(value.post_id).trim() : undefined;
  if (!isSlug(id)) return null;
  const store: StoreArgs['store'] = { slug, type };
  const front = flag(isFront);
  if (front !== undefined) store.is_front = front;
  const sized = size(storeSize);
  if (sized !== undefined) store.size = sized;
  const args: StoreArgs = { store, post_id: id };
  for (const key of TEXTS) {
    const text = optText(value[key]);
    if (text !== undefined) args[key] = text;
  }
  if (typeof value.popup === 'string' || isNumber(value.popup)) args.popup = value.popup;
  const jet = flag(value.isJetEngine);
  if (jet !== undefined) args.isJetEngine = jet;
  const remove = flag(value.remove_from_listing);
  if (remove !== undefined) args.remove_from_listing = remove;
  return args;
}

/** The link's data-args, or null (with a console warning) when they are not JetEngine's shape. */
export function readStoreArgs(link: Element): StoreArgs | null {
  const raw = link.getAttribute('data-args');
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn('[vitrin] data store: a link has data-args that are not JSON; left alone');
    return null;
  }
  const checked = checkStoreArgs(parsed);
  if (!checked) console.warn('[vitrin] data store: a link has data-args of the wrong shape; left alone');
  return checked;
}

/** slug → type from window.JetEngineRegisteredStores (front stores the page registered). */
export function readRegisteredStores(settings: PageSettings): Record<string, string> {
  const raw: unknown = settings.global('JetEngineRegisteredStores');
  // What z.record(z.string(), z.string()) accepted: a plain object of strings (no symbol keys); an
  // own `__proto__` key (JSON.parse makes one) it skips, whatever its value.
  if (!isObject(raw) || !isPlainRecord(raw) || !Object.entries(raw).every(([slug, type]) => slug === '__proto__' || typeof type === 'string')) return {};
  const out: Record<string, string> = {};
  for (const [slug, type] of Object.entries(raw)) if (isSlug(slug) && slug !== '__proto__') out[slug] = type as string;
  return out;
}

/** A plain object (zod's isPlainObject) without enumerable symbol keys. */
function isPlainRecord(value: Record<string, unknown>): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== null && proto !== Object.prototype) {
    const ctor: unknown = value.constructor;
    if (typeof ctor === 'function') {
      const prot: unknown = (ctor as { prototype?: unknown }).prototype;
      if (!isObject(prot) || !Object.prototype.hasOwnProperty.call(prot, 'isPrototypeOf')) return false;
    }
  }
  return Object.getOwnPropertySymbols(value).every((key) => !Object.prototype.propertyIsEnumerable.call(value, key));
}

// --- front stores ----------------------------------------------------------------------------

/** The browser storage a front store type lives in, or null for a type we do not know. */
export function frontArea(type: string): StorageArea | null {
  if (type === 'local-storage') return 'local';
  if (type === 'session-storage') return 'session';
  return null;
}

const ID_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/** A stored comma list, keeping only id-like tokens (markup and junk dropped with a warning). */
export function parseStoreList(value: string | null, slug = ''): string[] {
  if (!value) return [];
  const ids: string[] = [];
  let dropped = 0;
  for (const token of value.split(',')) {
    const id = token.trim();
    if (!ID_TOKEN.test(id) || ids.length >= MAX_STORE_ITEMS) {
      if (id !== '') dropped += 1;
      continue;
    }
    if (!ids.includes(id)) ids.push(id);
  }
  if (dropped > 0) console.warn(`[vitrin] data store ${slug}: ${dropped} unreadable entr${dropped === 1 ? 'y' : 'ies'} dropped`);
  return ids;
}

export function readFrontStore(area: StorageArea, slug: string): string[] {
  return parseStoreList(storageGet(area, STORE_PREFIX + slug), slug);
}
