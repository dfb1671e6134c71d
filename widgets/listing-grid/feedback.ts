// The listing's loading state (frontend.js: half opacity, no clicks, `jet-listing-grid-loading` on
// the wrapper) and the note a failed load leaves: Persian text and a retry, the listing untouched.
import { t } from '../../src/i18n';

export function setLoading(wrapper: HTMLElement, items: HTMLElement, on: boolean): void {
  wrapper.classList.toggle('jet-listing-grid-loading', on);
  items.classList.toggle('vitrin-listing-busy', on);
  if (on) items.setAttribute('aria-busy', 'true');
  else items.removeAttribute('aria-busy');
}

/** One note per listing; its button retries and the note goes. */
export function failureNote(wrapper: HTMLElement, retry: () => void): void {
  wrapper.querySelector(':scope > .vitrin-listing-failed')?.remove();
  const note = document.createElement('div');
  note.className = 'vitrin-listing-failed';
  note.setAttribute('role', 'alert');
  const text = document.createElement('span');
  text.textContent = t('listing:failed');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button vitrin-listing-retry';
  button.textContent = t('listing:retry');
  button.addEventListener('click', () => {
    note.remove();
    retry();
  }, { once: true });
  note.append(text, ' ', button);
  wrapper.append(note);
}
