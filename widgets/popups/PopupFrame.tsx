// The popup's frame as React draws it: Elementor's dialog chrome (same ids and classes, so the
// site's popup CSS and custom CSS keep applying) — the overlay, the box, the close button, the
// dialog's role and name — around the popup's own content, which is the server's markup and stays
// the server's nodes: moved into the message box, never re-rendered (its forms, images and any
// script Elementor or the site attached keep working). The kit's useModal makes it a modal dialog.
import { useLayoutEffect, useRef } from 'react';
import './i18n';
import { t } from '../../src/i18n';
import { tabbables } from '../../src/host/focus';
import { useModal } from '../../src/ui/useModal';
import type { PopupSettings } from '../../adapters/elementor/popups';
import { CloseIcon } from './icons';

export interface FrameState {
  /** On screen (an exit animation still playing counts). */
  shown: boolean;
  /** The dialog is the shopper's: modal stack, focus in. Off from the moment it starts closing. */
  active: boolean;
  closeHidden: boolean;
  /** Animation classes on the box (entrance, or exit + reverse). */
  animation: string;
  durationMs: number;
}

export interface PopupFrameProps {
  settings: PopupSettings;
  /** The popup's printed element (server markup). */
  content: HTMLElement;
  /** The id of the content's first heading, or null (then the dialog is named by a label). */
  headingId: string | null;
  state: FrameState;
  opener: HTMLElement | null;
  restoreFocus(): boolean;
  requestClose(): void;
}

export function PopupFrame({ settings, content, headingId, state, opener, restoreFocus, requestClose }: PopupFrameProps) {
  const modal = useRef<HTMLDivElement>(null);
  const message = useRef<HTMLDivElement>(null);
  // Hand DOM, on purpose: the content is the server's nodes, moved (not copied) into the box React
  // draws. React renders no children there, so it never touches them.
  useLayoutEffect(() => {
    const box = message.current;
    if (box && content.parentElement !== box) box.append(content);
    content.hidden = false;
    content.style.removeProperty('display');
  }, [content]);
  useModal(modal, {
    active: state.active,
    modal: settings.a11yNavigation,
    lockScroll: settings.preventScroll,
    onEscape: () => {
      if (settings.closeOnEsc) requestClose();
    },
    // The first control of the popup's own content (a form field, a button), else the close button.
    initialFocus: () => (message.current ? tabbables(message.current)[0] : undefined) ?? (modal.current ? tabbables(modal.current)[0] : undefined) ?? null,
    opener,
    restoreFocus,
  });
  // Elementor's own prevent-scroll classes, for site CSS written against them (the kit locks the scroll itself).
  useLayoutEffect(() => {
    if (!state.active || !settings.preventScroll) return;
    const { documentElement, body } = content.ownerDocument;
    documentElement.classList.add('dialog-prevent-scroll');
    body.classList.add('dialog-prevent-scroll');
    return () => {
      documentElement.classList.remove('dialog-prevent-scroll');
      body.classList.remove('dialog-prevent-scroll');
    };
  }, [state.active, settings.preventScroll, content]);

  const close = (
    <button type="button" className="dialog-close-button dialog-lightbox-close-button" aria-label={t('popups:close')} hidden={state.closeHidden} onClick={requestClose}>
      <CloseIcon />
    </button>
  );
  const classes = ['dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-popup-modal', ...settings.classes].join(' ');
  return (
    <div
      ref={modal}
      id={`elementor-popup-modal-${settings.id}`}
      className={classes}
      data-vitrin-popup={settings.id}
      role="dialog"
      // Off, Elementor's accessible navigation leaves the page reachable: the dialog is not modal then.
      aria-modal={settings.a11yNavigation ? true : undefined}
      aria-labelledby={headingId ?? undefined}
      aria-label={headingId ? undefined : t('popups:dialogLabel')}
      tabIndex={-1}
      hidden={!state.shown}
      style={{ display: state.shown ? 'flex' : 'none' }}
      onClick={(event) => {
        // A click on the overlay itself, outside the box.
        if (event.target === event.currentTarget && settings.closeOnBackground) requestClose();
      }}
    >
      {/* "outside" puts the button on the overlay corner; inside it sits in the box, first in tab order. */}
      {settings.closeButtonOutside ? close : null}
      <div className={`dialog-widget-content dialog-lightbox-widget-content animated${state.animation ? ` ${state.animation}` : ''}`} style={state.animation ? { animationDuration: `${state.durationMs}ms` } : undefined}>
        {settings.closeButtonOutside ? null : close}
        <div ref={message} className="dialog-message dialog-lightbox-message" />
      </div>
    </div>
  );
}
