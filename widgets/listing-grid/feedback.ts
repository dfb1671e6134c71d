// The lazy listing's notes (lazy.ts): the kit's slow note past the read wait's threshold, and the
// note a failed load leaves (Persian text and a retry). Hand DOM through the kit's wait-note twins:
// the lazy placeholder is the server's node whose content the answer replaces with a new grid (other
// roots' mount points inside), so no root can own it. The paging's notes are React (ListingStatus.tsx).
import { t } from '../../src/i18n';
import { showFailedNote, showSlowNote } from '../../src/ui/wait-note';
import type { ListingOutcome } from '../../adapters/jet-engine/listing';

/** Past the read wait's slow threshold: the kit's polite note at the listing's end, where more comes. */
export function slowNote(wrapper: HTMLElement): () => void {
  return showSlowNote(wrapper, t('listing:slow'), 'append', 'vitrin-listing-slow');
}

/**
 * One note per listing; its button retries and the note goes. A timeout says the limit passed; any
 * other failure (a refusal, an answer without its HTML) that the list could not be loaded.
 */
export function failureNote(wrapper: HTMLElement, retry: () => void, outcome?: ListingOutcome): void {
  const text = outcome?.kind === 'failed' && outcome.timedOut ? t('listing:timeout') : t('listing:failed');
  showFailedNote(wrapper, { text, retryText: t('listing:retry'), retry, className: 'vitrin-listing-failed', retryClassName: 'vitrin-listing-retry' });
}
