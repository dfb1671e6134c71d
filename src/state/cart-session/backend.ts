// What the cart session needs from the shop's server and the page's storage, declared here so the
// session names no backend (issue 29): read the truth (the cart as the server has it now), keep a
// copy between pages, and the page settings that say where and how long. WooCommerce's adapter
// implements it (adapters/woocommerce/cart-backend.ts); each widget that opens the session passes
// it in. Tests may pass a fake. The session's params types are declared here and filled by the
// adapter from WooCommerce's page globals.
import type { PageSettings } from '../../host/settings';
import type { CartContents } from '../cart';
import type { Fragments } from './rules';

/** Where the copy of the cart is kept and how long a read may take (wc_cart_fragments_params). */
export interface FragmentsParams {
  /** sessionStorage + localStorage key of the cart hash (`wc_cart_hash_<md5>`). */
  cartHashKey: string;
  /** sessionStorage key of the fragments JSON (`wc_fragments_<md5>`). */
  fragmentName: string;
  /** get_refreshed_fragments timeout in ms. */
  timeoutMs: number;
}

/** What an add button needs after an add (wc_add_to_cart_params). */
export interface AddToCartParams {
  /** Text of the "View cart" link; undefined = use Vitrin's translation. */
  viewCartText: string | undefined;
  cartUrl: string;
  isCart: boolean;
  redirectAfterAdd: boolean;
}

/** The server's cart as read now: fragments and hash, an answer without them, or a failed read. */
export type CartRead =
  | { kind: 'refreshed'; fragments: Fragments; cartHash: string }
  | { kind: 'no-fragments' }
  | { kind: 'failed'; error: unknown };

export interface CartBackend {
  readParams(settings: PageSettings): FragmentsParams;
  readAddParams(settings: PageSettings): AddToCartParams;
  /** Read the truth: the cart as the server has it now (ends at `timeoutMs`). */
  readCart(settings: PageSettings, timeoutMs: number): Promise<CartRead>;
  /** The hash this tab stored with its copy (null when none). */
  readStoredHash(params: FragmentsParams): string | null;
  /** Keeps the copy (refusals of the storage are tolerated: false). */
  writeStored(params: FragmentsParams, write: { fragments: Fragments; cartHash: string; stampCreated: boolean; now: number }): boolean;
  /** Forget what was learnt about the storage (tests, a new session). */
  forgetStorage(): void;
  /** The server's last word on the cart as the page's cookies carry it ("" / 0 for an empty cart). */
  readCookies(): { hash: string; itemsInCart: number };
  /** The mini-cart lines the fragments show (null when they hold no mini-cart). */
  contentsOf(fragments: Fragments): CartContents | null;
}
