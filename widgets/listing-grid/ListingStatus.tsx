// What the listing says while and after it pages (issue 34), drawn from the grid's paging state:
// a polite live region ("۱۲ مورد دیگر به فهرست افزوده شد", Persian digits; each page's line a new
// node so the same count is read again), the kit's slow note past the read wait's threshold (also
// said once in the shared wait region), and at the limit or on a failure the kit's failure note
// with a retry (the listing untouched: the page it shows stays the page it says).
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ListingPaging } from '.';
import { SlowNote } from '../../src/ui/SlowNote';
import { FailedNote } from '../../src/ui/FailedNote';
import { SLOW_NOTE_CLASS } from '../../src/ui/wait-note';
import { announcer } from '../../src/ui/live-region';
import { toPersianDigits } from '../../src/i18n/format';
import { t } from '../../src/i18n';

const waitSpeaker = announcer({ className: 'vitrin-wait-region' });

export function ListingStatus({ paging }: { paging: ListingPaging | undefined }) {
  useSignals();
  const state = paging?.state.value;
  const slow = state?.load === 'slow';
  useEffect(() => {
    if (!slow) return undefined;
    waitSpeaker.clear();
    waitSpeaker.announce(t('listing:slow'));
    return () => waitSpeaker.cancel();
  }, [slow]);
  if (!paging || !state) return null;
  const { added } = state;
  return (
    <>
      <p className="vitrin-visually-hidden" aria-live="polite">
        {added ? <span key={added.seq}>{t('listing:loaded', { count: toPersianDigits(added.count) })}</span> : null}
      </p>
      <SlowNote state={slow ? 'slow' : 'idle'} className={`${SLOW_NOTE_CLASS} vitrin-listing-slow`}>
        {t('listing:slow')}
      </SlowNote>
      {state.load === 'failed' ? (
        <FailedNote
          text={state.failure === 'timeout' ? t('listing:timeout') : t('listing:failed')}
          retryText={t('listing:retry')}
          onRetry={paging.loadMore}
          className="vitrin-listing-failed"
          retryClassName="vitrin-listing-retry"
        />
      ) : null}
    </>
  );
}
