// The list filters' extras printed by JetSmartFilters' PHP: more/less (.jet-filter-items-moreless),
// the dropdown layout (.jet-filter-items-dropdown), the items search (.jet-filter-items-search), the
// collapsible tree and the use_tabindex keyboard. Checkboxes, radio, visual and alphabet lists share them.
import { effect, signal } from '@preact/signals-core';
import { t } from '../../src/i18n';
import type { FilterEntry } from '../../src/state/filters/engine';
import { checkedFrom, dropdownSummary, visibleRows, type CheckboxItem } from './checkboxes.connector';
import { localNumber } from './shared';
import { collapsibleTree, nativeInputKeyboard, tabindexKeyboard } from './layout';

export interface ExtrasOptions {
  /** plugin_settings.use_tabindex. */
  useTabindex: boolean;
  /** plugin_settings.close_dropdown_on_click_apply_btn. */
  closeDropdownOnApply: boolean;
}

interface ExtraRow {
  item: CheckboxItem;
  row: HTMLElement;
}

export function enhanceExtras(container: HTMLElement, rows: readonly ExtraRow[], entry: FilterEntry, signalAbort: AbortSignal, options: ExtrasOptions = { useTabindex: false, closeDropdownOnApply: false }): () => void {
  const stops: Array<() => void> = [];
  nativeInputKeyboard(container, signalAbort);
  if (options.useTabindex) tabindexKeyboard(container, signalAbort);
  const tree = collapsibleTree(container, signalAbort);
  // A checked child (a click, a restored state) opens its parents.
  stops.push(effect(() => {
    void entry.data.value;
    queueMicrotask(() => tree.openChecked());
  }));
  const search = signal('');
  const expanded = signal(false);
  const indexerTick = signal(0);

  const moreless = container.querySelector<HTMLElement>('.jet-filter-items-moreless');
  const toggle = moreless?.querySelector<HTMLElement>('.jet-filter-items-moreless__toggle');
  const limit = Number(moreless?.dataset.lessItemsCount) || 0;
  const moreText = moreless?.dataset.moreText || t('filters:more');
  const lessText = moreless?.dataset.lessText || t('filters:less');
  if (toggle && moreless) {
    toggle.setAttribute('role', 'button');
    toggle.tabIndex = 0;
    moreless.removeAttribute('tabindex');
    const flip = () => {
      expanded.value = !expanded.value;
    };
    toggle.addEventListener('click', flip, { signal: signalAbort });
    toggle.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        flip();
      }
    }, { signal: signalAbort });
  }

  const searchInput = container.querySelector<HTMLInputElement>('.jet-filter-items-search__input');
  const searchClear = container.querySelector<HTMLElement>('.jet-filter-items-search__clear');
  searchInput?.addEventListener('input', () => {
    search.value = searchInput.value;
    searchInput.classList.toggle('jet-input-not-empty', searchInput.value !== '');
  }, { signal: signalAbort });
  searchClear?.addEventListener('click', () => {
    if (searchInput) searchInput.value = '';
    search.value = '';
  }, { signal: signalAbort });

  // The indexer toggles row classes; re-evaluate visibility when it does.
  const observer = new MutationObserver(() => {
    indexerTick.value++;
  });
  for (const r of rows) observer.observe(r.row, { attributes: true, attributeFilter: ['class'] });
  stops.push(() => observer.disconnect());

  if (moreless || searchInput) {
    stops.push(effect(() => {
      void indexerTick.value;
      const { shown, toggle: needed } = visibleRows(rows.map((r) => ({ label: r.item.label, indexerHidden: r.row.classList.contains('jet-filter-row-hide') })), search.value, limit, expanded.value);
      rows.forEach((r, i) => {
        r.row.style.display = shown[i] ? '' : 'none';
      });
      if (moreless && toggle) {
        moreless.hidden = !needed;
        toggle.textContent = expanded.value ? lessText : moreText;
        toggle.classList.toggle('jet-more-btn', !expanded.value);
        toggle.classList.toggle('jet-less-btn', expanded.value);
        toggle.setAttribute('aria-expanded', String(expanded.value));
      }
    }));
  }

  const dropdown = container.querySelector<HTMLElement>('.jet-filter-items-dropdown');
  const label = dropdown?.querySelector<HTMLElement>('.jet-filter-items-dropdown__label');
  const body = dropdown?.querySelector<HTMLElement>('.jet-filter-items-dropdown__body');
  if (dropdown && label) {
    const placeholder = label.textContent ?? '';
    const bodyId = body ? body.id || `jsf-dropdown-${Math.random().toString(36).slice(2, 9)}` : '';
    if (body) body.id = bodyId;
    label.setAttribute('role', 'button');
    label.tabIndex = 0;
    if (bodyId) label.setAttribute('aria-controls', bodyId);
    const open = signal(false);
    const set = (on: boolean) => {
      open.value = on;
    };
    label.addEventListener('click', () => set(!open.value), { signal: signalAbort });
    label.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        set(!open.value);
      }
    }, { signal: signalAbort });
    dropdown.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && open.value) {
        set(false);
        label.focus();
      }
    }, { signal: signalAbort });
    // Closes on an outside click and when focus leaves it (Tab from the last item).
    document.addEventListener('click', (event) => {
      if (event.target instanceof Node && !dropdown.contains(event.target)) set(false);
    }, { signal: signalAbort });
    if (options.closeDropdownOnApply) {
      dropdown.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('.apply-filters__button')) set(false);
      }, { signal: signalAbort });
    }
    // A press on an option's label (not focusable itself) moves focus to the nearest focusable
    // ancestor (or nowhere) before its click: that is not focus leaving, and closing then would
    // swallow the click. The outside-click rule above covers presses elsewhere.
    let pressing = false;
    dropdown.addEventListener('pointerdown', () => {
      pressing = true;
    }, { signal: signalAbort });
    document.addEventListener('pointerup', () => {
      setTimeout(() => {
        pressing = false;
      }, 0);
    }, { signal: signalAbort });
    dropdown.addEventListener('focusout', (event) => {
      if (event.relatedTarget instanceof Node && dropdown.contains(event.relatedTarget)) return;
      if (pressing) return;
      set(false);
    }, { signal: signalAbort });
    stops.push(effect(() => {
      dropdown.classList.toggle('jet-dropdown-open', open.value);
      label.setAttribute('aria-expanded', String(open.value));
      const summary = dropdownSummary(rows.map((r) => r.item), checkedFrom(entry.data.value));
      label.textContent = summary.first === undefined ? placeholder : summary.others > 0 ? `${summary.first} ${t('filters:andOthers', { number: localNumber(summary.others) })}` : summary.first;
    }));
  }
  return () => {
    for (const stop of stops) stop();
  };
}
