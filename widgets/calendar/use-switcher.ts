// One month switcher per mount point, made on the first render and kept for the root's life (a
// re-render never makes a second); disposed when the runtime unmounts the calendar.
import { useState } from 'react';
import type { MonthSwitcher } from './calendar.connector';

export function useSwitcher<M, C>(signal: AbortSignal, create: () => MonthSwitcher<M, C>): MonthSwitcher<M, C> {
  const [switcher] = useState(() => {
    const made = create();
    signal.addEventListener('abort', () => made.dispose(), { once: true });
    return made;
  });
  return switcher;
}
