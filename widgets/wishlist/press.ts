// What a press of a wishlist button does once index.ts has decided it is one to act on: the guest's
// cookie list, the group popup, the member's add call (the `list` wait, the truth re-read) and
// the added look, counters, live region and Woodmart's events. A chunk of its own (issue 36): a
// page nobody presses a wishlist button on downloads none of it; index.ts asks for it when a
// shopper reaches a button and awaits it on the press.
import { emit } from '../../src/host/events';
import { t } from '../../src/i18n';
import { markInWishlist, wishlistCount } from '../../src/state/wishlist';
import { guestListFits, WISHLIST_BUTTON_SELECTOR, WISHLIST_GROUP_POPUP_SELECTOR, type WishlistAnswer, type WishlistOutcome, type WishlistWait } from '../../adapters/woodmart/wishlist';
import { addToWishlist } from '../../adapters/woodmart/wishlist-requests';
import { failureKey, guestAdd, type ClickAction } from './wishlist.connector';
import { guestIds, logFailure, saveGuest, withRecheck, type WishlistContext } from './context';
import { buttonProductId, clearNote, paintAdded, setLoading, showNote } from './wishlist.dom';
import { announce, applyFragments } from './answer-dom';
import { waitPolicy } from '../../adapters/http/waits';
import { showSlowNote } from '../../src/ui/wait-note';

/** The note host beside a wishlist control (where showNote puts its alerts). */
const noteHost = (anchor: HTMLElement): HTMLElement => anchor.closest<HTMLElement>('.wd-wishlist-btn, .wd-wishlist-product-actions, .wd-wishlist-bulk-action') ?? anchor;

/**
 * The wait for one member call: past its slow threshold the kit's polite note beside the control
 * (removed by the returned `done`), and a late answer handed to `onLate` (issue 30).
 */
function memberWait(ctx: WishlistContext, anchor: HTMLElement, onLate?: (late: WishlistOutcome) => void): { wait: WishlistWait; done(): void } {
  // One note for the call and its truth re-read: a second slow threshold keeps the note shown.
  let hide: (() => void) | undefined;
  return {
    wait: {
      ...(ctx.wait ?? waitPolicy('list')),
      onSlow: () => {
        hide ??= showSlowNote(noteHost(anchor), t('wishlist:slow'), 'after', 'vitrin-wishlist-slow');
      },
      ...(onLate ? { onLate } : {}),
    },
    done: () => {
      hide?.();
      hide = undefined;
    },
  };
}

function added(ctx: WishlistContext, button: HTMLElement, id: number, count: number): void {
  markInWishlist([id]);
  wishlistCount.value = count;
  for (const other of ctx.doc.querySelectorAll<HTMLElement>(WISHLIST_BUTTON_SELECTOR)) {
    if (buttonProductId(other) === id) paintAdded(other);
  }
  paintAdded(button);
  announce(ctx.doc, t('wishlist:added'));
  emit('added_to_wishlist', { target: ctx.doc, detail: { productId: id, button } });
  // Woodmart triggers it with $button as the data, which jQuery spreads into the element itself.
  emit('wdUpdateTooltip', { target: ctx.doc, detail: { button }, jqueryArgs: () => [button] });
}

/** A press index.ts decided to act on (guest, member or group popup), its default already prevented. */
export async function act(ctx: WishlistContext, button: HTMLElement, id: number, action: Exclude<ClickAction, { kind: 'follow' | 'ignore' }>): Promise<void> {
  clearNote(button);
  if (action.kind === 'guest') {
    const before = guestIds(ctx);
    const next = guestAdd(before, id);
    if (!guestListFits(ctx.ws, next)) {
      // Past ~100 products the list no longer fits the cookie Woodmart's PHP reads.
      showNote(button, t('wishlist:full'));
      return;
    }
    if (!saveGuest(ctx, next)) {
      showNote(button, t('wishlist:cookiesBlocked'));
      return;
    }
    added(ctx, button, id, next.length);
    return;
  }
  const key = button.getAttribute('data-key') ?? '';
  const popup = ctx.doc.querySelector<HTMLElement>(WISHLIST_GROUP_POPUP_SELECTOR);
  if (action.kind === 'group-popup' && popup) {
    setLoading(button, true);
    // The popup's React view arrives with the first choice a shopper is asked for.
    const view = await import('./group-popup').catch((error: unknown) => {
      console.error('[vitrin] V021 wishlist: the group popup failed to load', error);
      return null;
    });
    const group = view ? await view.openGroupPopup(popup, button) : null;
    if (group === null) {
      setLoading(button, false);
      button.focus();
      return;
    }
    await memberAdd(ctx, button, id, group, key);
    return;
  }
  setLoading(button, true);
  await memberAdd(ctx, button, id, '', key);
}

async function memberAdd(ctx: WishlistContext, button: HTMLElement, id: number, group: string, key: string): Promise<void> {
  // An answer after the limit is applied only while it is still the newest word on this product:
  // no later press is running and the button does not show it added already.
  let settled = false;
  const onLate = (late: WishlistOutcome) => {
    if (!settled || !late.ok || button.classList.contains('loading') || button.classList.contains('added')) return;
    clearNote(button);
    applyAdded(ctx, button, id, late.answer);
  };
  const waiting = memberWait(ctx, button, onLate);
  // A re-read behind the limit's message has no slow note: the message is already shown.
  const behind: WishlistWait = { ...waiting.wait, onSlow: () => undefined };
  const outcome = await withRecheck((ask) => addToWishlist(ctx.ws, { productId: id, group, key }, ctx.signal, ask === 'behind' ? behind : waiting.wait), onLate);
  waiting.done();
  settled = true;
  setLoading(button, false);
  if (!outcome.ok) {
    if (outcome.error.kind === 'aborted') return;
    logFailure('add', outcome.error);
    showNote(button, t(`wishlist:${failureKey(outcome.error)}`));
    return;
  }
  applyAdded(ctx, button, id, outcome.answer);
}

function applyAdded(ctx: WishlistContext, button: HTMLElement, id: number, answer: WishlistAnswer): void {
  if (Object.keys(answer.fragments).length > 0) {
    emit('wdWishlistSaveFragments', { target: ctx.doc, detail: { fragments: answer.fragments, hash: answer.hash }, jqueryArgs: () => [answer.fragments, answer.hash] });
    applyFragments(ctx.doc, answer.fragments);
  }
  added(ctx, button, id, answer.count);
}
