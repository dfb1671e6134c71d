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
import type { PageSettings } from '../../src/host/settings';
import { storageGet, storageSet, type StorageArea } from '../../src/host/storage';
import { request } from '../http/client';
import { DEFAULT_WAITS, type WaitHooks, type WaitPolicy } from '../http/waits';
import type { TransportError } from '../http/errors';
import type { FormValue } from '../http/form';
import { siteAjaxUrl } from '../wordpress/endpoints';

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
const isSlug = (value: unknown): value is string => typeof value === 'string' && SLUG.test(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** What z.number() accepts: a finite number. */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
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
  // What z.record(z.string(), z.string()) accepted: a plain object of strings (no symbol keys).
  if (!isObject(raw) || !isPlainRecord(raw) || !Object.values(raw).every((type) => typeof type === 'string')) return {};
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

export function jetAjaxUrl(settings: PageSettings): string {
  const raw: unknown = settings.global('JetEngineSettings');
  return isObject(raw) && typeof raw.ajaxurl === 'string' && raw.ajaxurl.length > 0 ? raw.ajaxurl : siteAjaxUrl(settings);
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

export type FrontChange =
  | { kind: 'added'; count: number }
  | { kind: 'already'; count: number }
  | { kind: 'removed'; count: number }
  /** The store holds `size` posts already: nothing was added. */
  | { kind: 'full'; size: number }
  /** Storage refused the write (denied, private mode, quota): nothing was saved. */
  | { kind: 'denied' };

/** local-storage.php's addToStore, without its English alert: the caller tells the shopper. */
export function addToFrontStore(area: StorageArea, slug: string, postId: string, size: number): FrontChange {
  const ids = readFrontStore(area, slug);
  if (ids.includes(postId)) return { kind: 'already', count: ids.length };
  if (size > 0 && ids.length >= size) return { kind: 'full', size };
  ids.push(postId);
  if (!storageSet(area, STORE_PREFIX + slug, ids.join(','))) return { kind: 'denied' };
  // Read back: a storage that silently drops writes must not look like success.
  if (!readFrontStore(area, slug).includes(postId)) return { kind: 'denied' };
  return { kind: 'added', count: ids.length };
}

export function removeFromFrontStore(area: StorageArea, slug: string, postId: string): FrontChange {
  const ids = readFrontStore(area, slug);
  const next = ids.filter((id) => id !== postId);
  if (next.length === ids.length) return { kind: 'removed', count: ids.length };
  if (!storageSet(area, STORE_PREFIX + slug, next.join(','))) return { kind: 'denied' };
  return { kind: 'removed', count: next.length };
}

// --- server stores -----------------------------------------------------------------------------

// The answer's zod schema is in ./data-store-answers, imported beside the request (the client's
// lazy schema): the buttons' load needs no zod (issue 36).
const storeAnswer = () => import('./data-store-answers').then((m) => m.storeAnswerSchema);

export type StoreOutcome =
  | { kind: 'done'; count: number | null; fragments: Record<string, string> }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; error: TransportError };

export async function changeServerStore(
  ajaxUrl: string,
  change: 'add' | 'remove',
  slug: string,
  postId: string,
  options: { signal?: AbortSignal; wait?: WaitPolicy & WaitHooks } = {},
): Promise<StoreOutcome> {
  const action = `jet_engine_${change === 'add' ? 'add_to_store' : 'remove_from_store'}_${slug}`;
  const result = await request({
    url: ajaxUrl,
    method: 'POST',
    form: { action, store: slug, post_id: postId },
    // The `list` wait (issue 30): a slow note at 3 s, the wait over at 10 s; the caller re-reads
    // the truth (the idempotent call asked again) before the shopper is told.
    wait: options.wait ?? DEFAULT_WAITS.list,
    signal: options.signal,
    ajax: true,
    response: { kind: 'json', schema: storeAnswer },
  });
  if (!result.ok) return { kind: 'failed', error: result.error };
  const answer = result.value;
  if (!answer.success) return { kind: 'refused', message: answer.data?.message ?? '' };
  const { data } = answer;
  const fragments: Record<string, string> = {};
  if (data.fragments && !Array.isArray(data.fragments)) {
    for (const [selector, value] of Object.entries(data.fragments)) fragments[selector] = String(value);
  }
  return { kind: 'done', count: Number(data.count), fragments };
}

// --- Listings synced to a store (`synch_id`) and front-store listings (frontend.js L259-310, L357-389,
// L432-458, L572-599, L640-666; PHP modules/data-stores/inc/query.php L14-23: with `is_front_store`
// the listing's query becomes the posted one, post__in included).

/** The post__in a front-store listing is printed with: JetEngine fills it in the browser. */
export const FRONT_STORE_MARK = 'is-front';

/**
 * The query a synced listing is asked again with. Front store: the listing's own query with
 * `post__in` = the store's ids (`['is-front', type, slug]` once empty, which finds nothing) and
 * `is_front_store`; server store: the listing's query as it is (the server reads the store itself).
 */
export function syncedListingQuery(
  navQuery: Readonly<Record<string, FormValue>>,
  store: Pick<StoreArgs['store'], 'slug' | 'type' | 'is_front'>,
  posts: readonly string[],
): Record<string, FormValue> {
  if (!store.is_front) return { ...navQuery };
  return { ...navQuery, post__in: posts.length ? [...posts] : [FRONT_STORE_MARK, store.type, store.slug], is_front_store: true };
}

/** A listing printed for a front store (`post__in: ['is-front', type, slug]`), or null. */
export function frontStoreOfQuery(navQuery: Readonly<Record<string, FormValue>>): { type: string; slug: string } | null {
  const postIn = navQuery['post__in'];
  if (!Array.isArray(postIn) || postIn[0] !== FRONT_STORE_MARK) return null;
  const [, type, slug] = postIn as readonly FormValue[];
  return typeof type === 'string' && isSlug(slug) ? { type, slug } : null;
}

/** `elementorFrontendConfig.post.id`, sent as page_settings[post_id]; false on a page without Elementor. */
export function elementorPostId(settings: PageSettings): string | false {
  const config: unknown = settings.global('elementorFrontendConfig');
  const id = isObject(config) && isObject(config.post) ? config.post.id : undefined;
  return (isNumber(id) || typeof id === 'string') && String(id) !== '0' ? String(id) : false;
}
