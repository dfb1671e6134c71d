// What a store link's press shares between deciding it (index.ts) and doing it (press.ts): the
// note beside the link.
import { setStoreNote } from '../../src/state/data-stores';
import { STORE_BUTTON_SELECTORS } from './selectors';

/** The button root the press came from (its notes are keyed on it); the link itself outside one. */
export function noteHost(link: HTMLElement): object {
  return link.closest(STORE_BUTTON_SELECTORS.join(', ')) ?? link;
}

export function showNote(link: HTMLElement, message: string): void {
  setStoreNote(noteHost(link), { kind: 'told', text: message });
}

export function clearNote(link: HTMLElement): void {
  setStoreNote(noteHost(link), undefined);
}
