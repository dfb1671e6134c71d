// What both calendar views draw alike: JetEngine's `div` controls made buttons (named, Enter and
// Space), a day's mobile trigger as a disclosure, the status line that says the month coming and the
// month come (a polite live region), the wait notes (the kit's SlowNote and FailedNote), and focus
// kept on the control the shopper used when a month's redraw took its node away.
import { createElement, useEffect, useLayoutEffect, useRef, type KeyboardEvent, type Key, type ReactNode } from 'react';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/calendar';
import { hasClass, type MarkupElement } from '../../src/ui/markup';
import { propsOf, renderChildren, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { SlowNote } from '../../src/ui/SlowNote';
import { FailedNote } from '../../src/ui/FailedNote';
import { announceSlow, SLOW_NOTE_CLASS } from '../../src/ui/wait-note';
import { focusLost } from '../../src/host/focus';
import { CALENDAR_MOBILE_TRIGGER_SELECTOR } from '../../adapters/jet-engine/calendar';
import type { MonthWait } from './calendar.connector';

const TRIGGER_CLASS = CALENDAR_MOBILE_TRIGGER_SELECTOR.slice(1);

/** A printed element drawn as printed, with `extra` props over its own. */
export function drawn(el: MarkupElement, key: Key, extra: Record<string, unknown> = {}, override?: MarkupOverride): ReactNode {
  return createElement(el.tag, { ...propsOf(el), ...extra, key }, ...renderChildren(el.children, override));
}

/** A printed `div` as a button: focusable, named, pressed by click, Enter or Space. */
export function pressable(label: string, press: () => void): Record<string, unknown> {
  return {
    role: 'button',
    tabIndex: 0,
    'aria-label': label,
    onClick: (event: { preventDefault(): void }) => {
      event.preventDefault();
      press();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      if (!event.repeat) press();
    },
  };
}

/** The day's mobile trigger (inside `override`'s reach) as a disclosure of that day's events. */
export function dayTrigger(o: { label: string; open: boolean; toggle(): void }): MarkupOverride {
  return (el, key) => (hasClass(el, TRIGGER_CLASS) ? drawn(el, key, { ...pressable(o.label, o.toggle), 'aria-expanded': o.open }) : undefined);
}

export function classWith(el: MarkupElement, name: string, on: boolean): string {
  const own = el.attrs.class ?? '';
  return on ? `${own} ${name}`.trim() : own;
}

/**
 * The status line (`role=status`): «loading …» while a month is on its way, then the month that
 * came (spoken, visually hidden); past the slow threshold the kit's slow note (spoken
 * once through the wait region); at the limit or on a failure the message with its retry.
 */
export function MonthNotes<M>({ wait, shownText, title, onRetry }: { wait: MonthWait<M>; shownText: string; title(month: M): string; onRetry(): void }) {
  const slow = wait.kind === 'busy' && wait.slow;
  useEffect(() => (slow ? announceSlow(t('calendar:slow')) : undefined), [slow]);
  return (
    <>
      {/* Shown while a month comes; otherwise it only speaks (the month that came) and takes no room. */}
      <p className={wait.kind === 'busy' ? 'vitrin-calendar-status' : 'vitrin-calendar-status vitrin-visually-hidden'} role="status">
        {wait.kind === 'busy' ? t('calendar:loading', { month: title(wait.target) }) : wait.kind === 'idle' ? shownText : ''}
      </p>
      <SlowNote state={slow ? 'slow' : 'idle'} className={`${SLOW_NOTE_CLASS} vitrin-calendar-slow`}>
        {t('calendar:slow')}
      </SlowNote>
      {wait.kind === 'failed' ? (
        <FailedNote
          text={t(wait.timedOut ? 'calendar:timeout' : 'calendar:failed', { month: title(wait.target) })}
          retryText={t('calendar:retry')}
          onRetry={onRetry}
          className="vitrin-calendar-failed"
          retryClassName="vitrin-calendar-retry"
        />
      ) : null}
    </>
  );
}

/**
 * Focus stays with the shopper: the control pressed (`remember`, with focus inside the calendar) gets
 * it back if a redraw took the focused node away (the retry button goes with its note; a month whose
 * markup differs may rebuild a control). Hand DOM: focus is the one thing React does not manage.
 */
export function useFocusReturn(element: HTMLElement, settled: boolean): (selector: string) => void {
  const wanted = useRef<string | null>(null);
  useLayoutEffect(() => {
    const selector = wanted.current;
    if (selector && focusLost(element)) element.querySelector<HTMLElement>(selector)?.focus();
    if (settled) wanted.current = null;
  });
  return (selector) => {
    const active = element.ownerDocument.activeElement;
    wanted.current = active && element.contains(active) ? selector : null;
  };
}
