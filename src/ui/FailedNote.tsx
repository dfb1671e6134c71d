// The kit's failure note for React widgets: the message as an alert and a retry button, with the
// same classes as the hand-DOM twin in wait-note.ts (showFailedNote), so every family's "failed"
// reads and looks alike (issue 30).
import { FAILED_NOTE_CLASS, RETRY_CLASS } from './wait-note';

export interface FailedNoteProps {
  text: string;
  retryText: string;
  onRetry(): void;
  /** The widget's own classes beside the kit's. */
  className?: string;
  retryClassName?: string;
}

export function FailedNote({ text, retryText, onRetry, className, retryClassName }: FailedNoteProps) {
  return (
    <div className={className ? `${FAILED_NOTE_CLASS} ${className}` : FAILED_NOTE_CLASS} role="alert">
      <span>{text}</span>{' '}
      <button type="button" className={retryClassName ? `button ${RETRY_CLASS} ${retryClassName}` : `button ${RETRY_CLASS}`} onClick={onRetry}>
        {retryText}
      </button>
    </div>
  );
}
