// The kit's "taking longer" note for a loading state (src/ui/loading.ts), shown only when slow.
import type { ReactNode } from 'react';
import type { LoadState } from './loading';

/** The live region speaks it; this shows it, inside the waiting element. */
export function SlowNote({ state, className, children }: { state: LoadState; className: string; children: ReactNode }) {
  return state === 'slow' ? <span className={className}>{children}</span> : null;
}
