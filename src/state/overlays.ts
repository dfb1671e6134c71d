// Which side panel or popup is open (one at a time), and who opened it so focus can go back.
import { signal } from '@preact/signals-core';

export interface OpenOverlay {
  id: string;
  opener: HTMLElement | null;
}

export const openOverlay = signal<OpenOverlay | null>(null);
