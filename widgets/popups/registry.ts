// The page's popups by post id, so hash actions and open selectors reach them, plus what Elementor
// keeps page-wide: whether a popup has shown (avoid-multiple) and that this page view was counted.
import { createElementorStorage, type ElementorStorage } from '../../adapters/elementor/storage';
import { recordVisit, type PopupPage } from './popup.connector';

export interface PopupController {
  readonly id: number;
  isShown(): boolean;
  /** Opens (trigger-driven opens pass avoidMultiple); focus returns to `opener` on close. */
  open(opener: HTMLElement | null, avoidMultiple?: boolean): void;
  close(doNotShowAgain?: boolean): void;
}

const popups = new Map<number, PopupController>();
/** Opens asked for before the popup mounted (an on-load hash action runs before the mount queue drains). */
const pendingOpens = new Map<number, HTMLElement | null>();

export const popupPage: PopupPage = { popped: false };

let storage: ElementorStorage | undefined;
let visitRecorded = false;

export function elementorStorage(): ElementorStorage {
  storage ??= createElementorStorage();
  return storage;
}

/** Counts this page view (and a new session) once per page load, before any popup's rules run. */
export function ensureVisitRecorded(): void {
  if (visitRecorded) return;
  visitRecorded = true;
  recordVisit(elementorStorage());
}

export function registerPopup(controller: PopupController): () => void {
  popups.set(controller.id, controller);
  if (pendingOpens.has(controller.id)) {
    const opener = pendingOpens.get(controller.id) ?? null;
    pendingOpens.delete(controller.id);
    controller.open(opener);
  }
  return () => {
    if (popups.get(controller.id) === controller) popups.delete(controller.id);
  };
}

export function openPopup(id: number, opener: HTMLElement | null, toggle = false): void {
  const popup = popups.get(id);
  if (!popup) {
    pendingOpens.set(id, opener);
    return;
  }
  if (toggle && popup.isShown()) popup.close();
  else popup.open(opener);
}

export function closePopup(id: number, doNotShowAgain: boolean): void {
  popups.get(id)?.close(doNotShowAgain);
}

/** Test support: forget page-wide state between tests. */
export function resetPopupPage(): void {
  popups.clear();
  pendingOpens.clear();
  popupPage.popped = false;
  storage = undefined;
  visitRecorded = false;
}
