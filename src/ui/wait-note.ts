// The kit's wait notes for widgets that enhance the plugin's own markup (no React root there): past a
// wait's slow threshold a short polite note beside what the shopper is looking at, spoken once
// through the shared polite live region; at the limit (or on a failure) a note with its message and
// a retry button. React widgets use SlowNote.tsx with loading.ts; these are their hand-DOM twins, so
// the listing, calendar, loop and AJAX shop say "slow" and "failed" alike (issue 30).
import { announcer } from './live-region';

const WAIT_REGION = { className: 'vitrin-wait-region' };
const speaker = announcer(WAIT_REGION);

export const SLOW_NOTE_CLASS = 'vitrin-wait-slow';
export const FAILED_NOTE_CLASS = 'vitrin-wait-failed';
export const RETRY_CLASS = 'vitrin-wait-retry';

/** Where the note goes relative to `anchor`: inside it at the start or the end, or right before or after it. */
export type NotePlace = 'prepend' | 'append' | 'before' | 'after';

function place(note: HTMLElement, anchor: Element, where: NotePlace): void {
  if (where === 'append') anchor.append(note);
  else if (where === 'prepend') anchor.prepend(note);
  else if (where === 'before') anchor.before(note);
  else anchor.after(note);
}

/**
 * Shows the slow note (a polite status, not an alert: nothing is wrong yet) and says it once.
 * Returns its removal, for when the answer (or the limit) comes.
 */
export function showSlowNote(anchor: Element, text: string, where: NotePlace = 'append', extraClass?: string): () => void {
  const note = document.createElement('p');
  note.className = extraClass ? `${SLOW_NOTE_CLASS} ${extraClass}` : SLOW_NOTE_CLASS;
  note.textContent = text;
  place(note, anchor, where);
  speaker.clear();
  speaker.announce(text);
  return () => {
    note.remove();
    speaker.cancel();
  };
}

export interface FailedNote {
  text: string;
  retryText: string;
  retry: () => void;
  where?: NotePlace;
  /** The widget's own classes beside the kit's (its CSS and tests keep finding them). */
  className?: string;
  retryClassName?: string;
}

/**
 * One failure note per anchor (an older one is replaced): the message as an alert and a retry
 * button that removes the note and calls `retry`. Returns the note (for focus or removal).
 */
export function showFailedNote(anchor: Element, { text, retryText, retry, where = 'append', className, retryClassName }: FailedNote): HTMLElement {
  const previous = where === 'after' ? [anchor.nextElementSibling] : where === 'before' ? [anchor.previousElementSibling] : Array.from(anchor.children);
  for (const old of previous) if (old?.classList.contains(FAILED_NOTE_CLASS)) old.remove();
  const note = document.createElement('div');
  note.className = className ? `${FAILED_NOTE_CLASS} ${className}` : FAILED_NOTE_CLASS;
  note.setAttribute('role', 'alert');
  const message = document.createElement('span');
  message.textContent = text;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = retryClassName ? `button ${RETRY_CLASS} ${retryClassName}` : `button ${RETRY_CLASS}`;
  button.textContent = retryText;
  button.addEventListener('click', () => {
    note.remove();
    retry();
  }, { once: true });
  note.append(message, ' ', button);
  place(note, anchor, where);
  return note;
}

/**
 * Says a wait's slow note through the same polite region as showSlowNote, for React views that draw
 * the note themselves (SlowNote.tsx). Returns the cancel of a message not yet spoken.
 */
export function announceSlow(text: string): () => void {
  speaker.clear();
  speaker.announce(text);
  return () => speaker.cancel();
}
