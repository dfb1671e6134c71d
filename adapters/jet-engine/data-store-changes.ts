// JetEngine 3.5.2's data-store changes (assets/js/frontend.js addToStore / removeFromStore, L180-700):
// a front store's add and remove in this browser's storage, a server store's admin-ajax call
// (`jet_engine_add_to_store_<slug>` / `jet_engine_remove_from_store_<slug>`), and the query a
// listing synced to a store is asked again with. Apart from ./data-stores (the buttons' arguments,
// what the stores hold at load) so a page whose store buttons are only drawn downloads none of it:
// it comes with a shopper's first press (widgets/data-stores/press.ts, issue 36).
import type { PageSettings } from '../../src/host/settings';
import { storageSet, type StorageArea } from '../../src/host/storage';
import { request } from '../http/client';
import { DEFAULT_WAITS, type WaitHooks, type WaitPolicy } from '../http/waits';
import type { TransportError } from '../http/errors';
import type { FormValue } from '../http/form';
import { siteAjaxUrl } from '../wordpress/endpoints';
import { isNumber, isObject, isSlug, readFrontStore, STORE_PREFIX, type StoreArgs } from './data-stores';

export function jetAjaxUrl(settings: PageSettings): string {
  const raw: unknown = settings.global('JetEngineSettings');
  return isObject(raw) && typeof raw.ajaxurl === 'string' && raw.ajaxurl.length > 0 ? raw.ajaxurl : siteAjaxUrl(settings);
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
