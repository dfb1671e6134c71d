// The search filter on JetSmartFilters' markup (the select, sorting, radio and rating filters
// are React views: SelectFilter.tsx, CheckboxList.tsx).
import { effect } from '@preact/signals-core';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { MountContext } from '../../src/runtime/types';
import { registerFilter } from '../../src/state/filters/page';
import { searchData } from './search.connector';
import { t } from '../../src/i18n';

/**
 * Search: sent on its button, on Enter, or while typing (ajax-ontyping, 350 ms) once long enough;
 * the text is normalised for Persian (searchData). Falling below the minimum clears the filter once.
 */
export function enhanceSearch(attrs: FilterAttributes, ctx: MountContext): (() => void) | void {
  const { element, signal } = ctx;
  const input = element.querySelector<HTMLInputElement>('.jet-search-filter__input');
  if (!input) return;
  const minLetters = Number(element.getAttribute('data-min-letters-count')) || 0;
  const registered = registerFilter(ctx.settings, element, attrs, searchData(input.value, minLetters));
  if (!registered) return;
  const { group, entry } = registered;
  const clear = element.querySelector<HTMLElement>('.jet-search-filter__input-clear');
  const paintClear = () => {
    if (clear) clear.hidden = input.value === '';
    element.classList.toggle('jet-input-not-empty', input.value !== '');
  };
  const submit = () => {
    group.change(entry, searchData(input.value, minLetters));
    if (attrs.applyType.includes('reload')) group.applyButton(attrs.applyType.replace('-reload', '') || 'ajax', attrs.redirect);
  };
  element.querySelector('.jet-search-filter__submit')?.addEventListener('click', submit, { signal });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      clearTimeout(timer);
      submit();
    }
  }, { signal });
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    paintClear();
    clearTimeout(timer);
    if (attrs.applyType === 'ajax-ontyping') {
      timer = setTimeout(submit, 350);
      return;
    }
    // Below the minimum counts as empty: a filter that was set refreshes once (not on each key).
    if (searchData(input.value, minLetters) === false && entry.data.value !== false) group.change(entry, false);
  }, { signal });
  if (clear) {
    clear.setAttribute('role', 'button');
    clear.tabIndex = 0;
    clear.setAttribute('aria-label', t('filters:clearSearch'));
    const empty = () => {
      input.value = '';
      paintClear();
      clearTimeout(timer);
      group.change(entry, false);
      input.focus();
    };
    clear.addEventListener('click', empty, { signal });
    clear.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        empty();
      }
    }, { signal });
  }
  paintClear();
  // The loading class shows until the listing has loaded.
  const stopLoading = effect(() => {
    const loading = group.status.value.state === 'loading' && group.lastChanged.value === entry;
    element.classList.toggle('jet-search-filter--loading', loading);
    input.setAttribute('aria-busy', String(loading));
  });
  const stopSync = effect(() => {
    const data = entry.data.value;
    const text = typeof data === 'string' ? data : '';
    if (document.activeElement !== input && searchData(input.value, minLetters) !== (text || false)) {
      input.value = text;
      paintClear();
    }
  });
  // data-predefined-value, applied once on load as the plugin's PredefinedData.set does (a value the
  // server printed wins; the group then applies once, so the printed listing follows).
  if (attrs.predefined && entry.data.value === false) group.predefine(entry, searchData(attrs.predefined, minLetters));
  return () => {
    clearTimeout(timer);
    stopSync();
    stopLoading();
    registered.dispose();
  };
}
