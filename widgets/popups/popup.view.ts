// The popup on screen: Elementor's dialog chrome (same ids and classes, so the site's popup CSS
// and custom CSS keep applying) around the popup's own server-rendered markup, which stays in the
// light DOM. Built as a real modal: role=dialog, labelled by the popup's first heading, focus moved
// in and trapped, background inert, focus returned on close. Loaded on a popup's first show.
import { t } from '../../src/i18n';
import type { PopupSettings } from '../../adapters/elementor/popups';
import { CLOSE_ICON, focusables, icon, isTopModal, prefersReducedMotion, pushModal, type ModalHandle } from './dialog';
import type { DeviceMode } from './timing';

export interface PopupViewHooks {
  /** The visitor asked to close (button, Escape, background, timer): the model decides. */
  requestClose(): void;
  deviceMode(): DeviceMode;
}

export interface PopupView {
  readonly modal: HTMLElement;
  show(opener: HTMLElement | null): void;
  /** Plays the exit animation, then hides; resolves when hidden. */
  hide(restoreFocus: boolean): Promise<void>;
  dispose(): void;
}

let headingIds = 0;

export function createPopupView(content: HTMLElement, settings: PopupSettings, hooks: PopupViewHooks): PopupView {
  const doc = content.ownerDocument;
  const modal = doc.createElement('div');
  modal.id = `elementor-popup-modal-${settings.id}`;
  modal.className = 'dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-popup-modal';
  modal.classList.add(...settings.classes);
  modal.setAttribute('data-vitrin-popup', String(settings.id));
  modal.setAttribute('role', 'dialog');
  modal.setAttribute('aria-modal', 'true');
  modal.tabIndex = -1;
  modal.hidden = true;

  const box = doc.createElement('div');
  box.className = 'dialog-widget-content dialog-lightbox-widget-content animated';
  const message = doc.createElement('div');
  message.className = 'dialog-message dialog-lightbox-message';
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'dialog-close-button dialog-lightbox-close-button';
  close.setAttribute('aria-label', t('popups:close'));
  close.append(icon(CLOSE_ICON));
  box.append(message);
  // "outside" puts the button on the overlay corner; inside it sits in the box, first in tab order.
  if (settings.closeButtonOutside) modal.prepend(close);
  else box.prepend(close);
  modal.append(box);

  const heading = content.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6, .elementor-heading-title');
  if (heading) {
    if (!heading.id) heading.id = `vitrin-popup-heading-${settings.id}-${++headingIds}`;
    modal.setAttribute('aria-labelledby', heading.id);
  } else {
    modal.setAttribute('aria-label', t('popups:dialogLabel'));
  }

  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const id = setTimeout(() => {
      timers.delete(id);
      run();
    }, ms);
    timers.add(id);
  };
  const clearTimers = () => {
    for (const id of timers) clearTimeout(id);
    timers.clear();
  };

  let release: (() => void) | null = null;
  let handle: ModalHandle | null = null;
  let opener: HTMLElement | null = null;
  let animation = '';

  close.addEventListener('click', () => hooks.requestClose());
  modal.addEventListener('click', (event) => {
    // A click on the overlay itself, outside the box (and outside date pickers Elementor ignores).
    if (event.target === modal && settings.closeOnBackground) hooks.requestClose();
  });

  const durationMs = () => (prefersReducedMotion() ? 0 : settings.animationDurationS * 1000);

  return {
    modal,
    show(from) {
      if (handle) return;
      if (!modal.isConnected) doc.body.append(modal);
      content.hidden = false;
      content.style.removeProperty('display');
      if (content.parentElement !== message) message.append(content);
      opener = from;
      clearTimers();
      modal.hidden = false;
      modal.style.display = 'flex';
      if (settings.preventScroll) {
        doc.documentElement.classList.add('dialog-prevent-scroll');
        doc.body.classList.add('dialog-prevent-scroll');
      }
      box.classList.remove(...`${animation} reverse`.split(' ').filter(Boolean));
      animation = settings.entrance[hooks.deviceMode()];
      const ms = durationMs();
      if (animation && ms > 0) {
        box.classList.add(animation);
        box.style.animationDuration = `${ms}ms`;
        const shown = animation;
        later(ms, () => box.classList.remove(shown));
      }
      if (settings.closeButtonDelayS > 0) {
        close.hidden = true;
        later(settings.closeButtonDelayS * 1000, () => {
          close.hidden = false;
        });
      } else {
        close.hidden = false;
      }
      if (settings.closeAutomaticallyS > 0) later(settings.closeAutomaticallyS * 1000, () => hooks.requestClose());
      handle = { element: modal, onEscape: () => settings.closeOnEsc && hooks.requestClose() };
      release = pushModal(handle);
      // The first control of the popup's own content (a form field, a button), else the close button.
      const first = focusables(message)[0] ?? focusables(modal)[0] ?? modal;
      first.focus({ preventScroll: true });
    },
    hide(restoreFocus) {
      clearTimers();
      // A popup closing underneath another (auto-close) must not pull focus out of the top one.
      const wasTop = handle !== null && isTopModal(handle);
      release?.();
      handle = null;
      release = null;
      doc.documentElement.classList.remove('dialog-prevent-scroll');
      doc.body.classList.remove('dialog-prevent-scroll');
      const back = opener?.isConnected ? opener : null;
      opener = null;
      if (restoreFocus && wasTop) back?.focus({ preventScroll: true });
      const exit = settings.exit[hooks.deviceMode()];
      const ms = exit ? durationMs() : 0;
      return new Promise<void>((resolve) => {
        const finish = () => {
          if (exit) box.classList.remove(exit, 'reverse');
          modal.hidden = true;
          modal.style.display = 'none';
          resolve();
        };
        if (ms <= 0) return finish();
        if (animation) box.classList.remove(animation);
        box.classList.add(exit, 'reverse');
        box.style.animationDuration = `${ms}ms`;
        later(ms, finish);
      });
    },
    dispose() {
      clearTimers();
      release?.();
      release = null;
      modal.remove();
    },
  };
}
