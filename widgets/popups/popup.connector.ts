// One popup's life: hidden ⇄ shown. Show is refused when the visitor disabled it ("do not show
// again") or, for trigger-driven shows, when another popup already showed on this page and this one
// avoids multiple popups. Impressions are counted on open or on close as the times rule says.
// Pure: storage and the page-wide "a popup has popped" flag come in as deps.
import { storedCount, type ElementorStorage } from '../../adapters/elementor/storage';
import type { PopupSettings } from '../../adapters/elementor/popups';
import { countImpression, countsOnClose, popupKey } from './timing';

export type PopupState = 'hidden' | 'shown';

/** Page-wide: whether any popup has shown on this page load (Elementor's popupPopped). */
export interface PopupPage {
  popped: boolean;
}

export interface PopupModel {
  readonly id: number;
  readonly state: PopupState;
  /** Why a show would be refused now, or null. */
  refusal(avoidMultiple: boolean): 'disabled' | 'avoid-multiple' | null;
  /** Shows unless refused; true when it is (now or already) shown. */
  show(avoidMultiple: boolean): boolean;
  hide(): boolean;
  /** "Do not show again": remembered in Elementor's storage for good. */
  disable(): void;
  subscribe(listener: (state: PopupState) => void): () => void;
}

export function createPopupModel(settings: PopupSettings, storage: ElementorStorage, page: PopupPage): PopupModel {
  let state: PopupState = 'hidden';
  const listeners = new Set<(state: PopupState) => void>();
  const set = (next: PopupState) => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  const onClose = countsOnClose(settings.timing);
  const model: PopupModel = {
    id: settings.id,
    get state() {
      return state;
    },
    refusal(avoidMultiple) {
      if (storage.get(popupKey(settings.id, 'disable'))) return 'disabled';
      if (avoidMultiple && page.popped && settings.avoidMultiple) return 'avoid-multiple';
      return null;
    },
    show(avoidMultiple) {
      if (state === 'shown') return true;
      if (model.refusal(avoidMultiple)) return false;
      if (!onClose) countImpression(settings.timing, storage, settings.id);
      page.popped = true;
      set('shown');
      return true;
    },
    hide() {
      if (state === 'hidden') return false;
      if (onClose) countImpression(settings.timing, storage, settings.id);
      set('hidden');
      return true;
    },
    disable() {
      storage.set(popupKey(settings.id, 'disable'), true);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return model;
}

/**
 * One page view (and, when this browser session is new, one session) in Elementor's storage.
 * Elementor Pro does this once per page load, before any popup checks its rules.
 */
export function recordVisit(storage: ElementorStorage): void {
  storage.set('pageViews', storedCount(storage.get('pageViews')) + 1);
  if (!storage.get('activeSession', { session: true })) {
    storage.set('activeSession', true, { session: true });
    storage.set('sessions', storedCount(storage.get('sessions')) + 1);
  }
}
