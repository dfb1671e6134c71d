// The Jalali picker's popup (DatePicker.tsx and its styles, ~3 KB gzip) is a chunk of its own,
// fetched when a shopper heads for a calendar button (pointer over it, or focus) and at the latest
// when the button is pressed: a page with date filters draws them at load without it (issue 36).
// A chunk that failed to arrive is asked for again on the next open; meanwhile the dates can be
// typed as before.
import { useEffect, useState } from 'react';
import type { DatePicker as Picker } from './DatePicker';
import { importOnce } from '../../src/host/import-once';

type PickerComponent = typeof Picker;

let loaded: PickerComponent | undefined;

/** Starts fetching the picker (once; again after a failure). */
export const preloadDatePicker: () => Promise<PickerComponent> = importOnce(() => import('./DatePicker').then((module) => (loaded = module.DatePicker)));

/** The picker component once it is here; asks for it while `wanted` (a picker is open). */
export function useDatePicker(wanted: boolean): PickerComponent | undefined {
  const [component, setComponent] = useState<PickerComponent | undefined>(() => loaded);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    preloadDatePicker().then(
      (found) => {
        if (live) setComponent(() => found);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, component]);
  return component;
}
