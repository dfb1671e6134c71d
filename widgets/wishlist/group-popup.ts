// Expanded wishlist mode: the group popup Woodmart's PHP prints (`.wd-popup-wishlist`, one
// `li[data-group-id]` per group plus `add_new`, a name input, `.wd-wishlist-save-btn`), shown as an
// accessible modal dialog instead of magnific-popup. Resolves the chosen group id, a new group's
// name (the server creates it: woodmart_add_to_wishlist with group=<name>), or null when dismissed.
import { t } from '../../src/i18n';

const OPEN = 'vitrin-popup-open';

export function openGroupPopup(popup: HTMLElement, opener: HTMLElement): Promise<string | null> {
  const doc = popup.ownerDocument;
  const list = popup.querySelector<HTMLElement>('.wd-wishlist-group-list');
  const items = Array.from(list?.querySelectorAll<HTMLElement>('li[data-group-id]') ?? []);
  const nameInput = popup.querySelector<HTMLInputElement>('.wd-wishlist-group-name');
  const save = popup.querySelector<HTMLElement>('.wd-wishlist-save-btn');
  const back = popup.querySelector<HTMLElement>('.wd-wishlist-back-btn a');

  popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-modal', 'true');
  popup.setAttribute('aria-label', t('wishlist:groupDialog'));
  popup.setAttribute('tabindex', '-1');
  if (nameInput && !nameInput.hasAttribute('aria-label')) nameInput.setAttribute('aria-label', t('wishlist:groupNameLabel'));
  save?.setAttribute('role', 'button');

  const select = (item: HTMLElement) => {
    for (const other of items) {
      other.classList.toggle('wd-current', other === item);
      const radio = other.querySelector<HTMLInputElement>('input[type="radio"]');
      if (radio) radio.checked = other === item;
    }
    if (item.getAttribute('data-group-id') === 'add_new') {
      popup.classList.add('wd-create-group');
      nameInput?.focus();
    }
  };
  const first = items.find((item) => item.getAttribute('data-group-id') !== 'add_new');
  if (first) select(first);
  else popup.classList.add('wd-create-group');

  popup.classList.add(OPEN);
  (popup.querySelector<HTMLElement>('li.wd-current input') ?? nameInput ?? popup).focus();

  return new Promise((resolve) => {
    const controller = new AbortController();
    const finish = (value: string | null) => {
      controller.abort();
      popup.classList.remove(OPEN, 'wd-create-group');
      if (nameInput) nameInput.value = '';
      if (value === null) opener.focus();
      resolve(value);
    };
    const chosen = (): string => {
      if (popup.classList.contains('wd-create-group')) return nameInput?.value.trim() ?? '';
      return items.find((item) => item.classList.contains('wd-current'))?.getAttribute('data-group-id') ?? '';
    };
    popup.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const item = target?.closest<HTMLElement>('li[data-group-id]');
        if (item && items.includes(item)) {
          if (target?.closest('a')) event.preventDefault();
          select(item);
          return;
        }
        if (back && target?.closest('.wd-wishlist-back-btn')) {
          event.preventDefault();
          popup.classList.remove('wd-create-group');
          return;
        }
        if (save && target?.closest('.wd-wishlist-save-btn')) {
          event.preventDefault();
          const group = chosen();
          if (!group) {
            nameInput?.setAttribute('aria-invalid', 'true');
            nameInput?.setAttribute('placeholder', t('wishlist:groupRequired'));
            return;
          }
          finish(group);
        }
      },
      { signal: controller.signal },
    );
    doc.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          finish(null);
        } else if (event.key === 'Enter' && event.target === nameInput) {
          event.preventDefault();
          save?.click();
        } else if (event.key === ' ' && save && event.target === save) {
          event.preventDefault();
          save.click();
        }
      },
      { signal: controller.signal },
    );
    // A click outside the popup dismisses it, as magnific-popup's background click does.
    doc.addEventListener(
      'mousedown',
      (event) => {
        if (event.target instanceof Node && !popup.contains(event.target)) finish(null);
      },
      { signal: controller.signal },
    );
  });
}
