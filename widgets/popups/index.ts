// Elementor Pro popups, drop-in on the markup Pro's PHP prints in the footer
// (`[data-elementor-type="popup"]` with its settings in data-elementor-settings). Mounting costs the
// rules check and the trigger listeners only; the dialog view is imported on the first show.
// Hash action links (#elementor-action:…) and theme_template_id are the page behaviour below.
import { defineBehaviour, defineWidget } from '../../src/runtime/types';
import { jquery } from '../../src/host/events';
import { normalizePopupSettings, POPUP_RULE_INVALID, POPUP_SELECTOR, popupPropsSchema, readPopupMarkup, type PopupProps } from '../../adapters/elementor/popups';
import { createPopupModel } from './popup.connector';
import { checkTiming, deviceModeFor } from './timing';
import { armTriggers } from './triggers';
import { browserTimingEnv, browserTriggerEnv } from './env';
import { elementorStorage, ensureVisitRecorded, popupPage, registerPopup, type PopupController } from './registry';
import { installHashActions } from './actions';
import type { PopupView } from './popup.view';
import './i18n';
import './popups.css';
import { importOnce } from '../../src/host/import-once';

export { POPUP_SELECTOR };
export const ACTION_LINKS_SELECTOR = 'a[href^="%23elementor-action"], a[href^="#elementor-action"]';

/**
 * What `elementor/popup/show|hide` listeners receive as the instance. Elementor passes its popup
 * document; the parts site snippets use are here: `$element`, `getModal().hide()/isVisible()`.
 */
export interface PopupInstance {
  id: number;
  element: HTMLElement;
  readonly $element: unknown;
  show(): void;
  hide(): void;
  getModal(): { show(): void; hide(): void; isVisible(): boolean };
}

function firePopupEvent(type: 'show' | 'hide', instance: PopupInstance): void {
  const name = `elementor/popup/${type}`;
  const $ = jquery();
  if ($) {
    try {
      $(document).trigger(name, [instance.id, instance]);
    } catch (error) {
      console.error(`[vitrin] a "${name}" jQuery handler threw`, error);
    }
  }
  window.dispatchEvent(new CustomEvent(name, { detail: { id: instance.id, instance } }));
}

const KEYBOARD_OPENER = 'data-vitrin-popup-opener';

export const popups = defineWidget<PopupProps>({
  name: 'popups',
  kind: 'enhance',
  schema: popupPropsSchema,
  markup: [{ selector: POPUP_SELECTOR, read: (el) => readPopupMarkup(el) }],
  enhance(props, { element, settings: page, signal }) {
    ensureVisitRecorded();
    const storage = elementorStorage();
    const settings = normalizePopupSettings(props.id, props.settings);
    const model = createPopupModel(settings, storage, popupPage);
    // Put the markup back where PHP printed it when the runtime unmounts us.
    const home = { parent: element.parentNode, next: element.nextSibling };
    element.hidden = true;

    let view: PopupView | null = null;
    let opener: HTMLElement | null = null;
    let restoreFocus = true;
    let displayed = false;
    // A view that failed to load is asked for again by the next show.
    const loadView = importOnce(() =>
      import('./popup.view').then(({ createPopupView }) => {
        view = createPopupView(element, settings, {
          requestClose: () => controller.close(),
          deviceMode: () => deviceModeFor(window.innerWidth),
        });
        return view;
      }),
    );

    const instance: PopupInstance = {
      id: settings.id,
      element,
      get $element() {
        return jquery()?.(element);
      },
      show: () => controller.open(null),
      hide: () => controller.close(),
      getModal: () => ({ show: () => controller.open(null), hide: () => controller.close(), isVisible: () => model.state === 'shown' }),
    };

    const controller: PopupController = {
      id: settings.id,
      isShown: () => model.state === 'shown',
      open(from, avoidMultiple = false) {
        // Already up (or on its way up): a second open must not stack a second dialog.
        if (signal.aborted || model.state === 'shown' || !model.show(avoidMultiple)) return;
        // Trigger-driven shows return focus to wherever the visitor was.
        opener = from ?? (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);
        restoreFocus = true;
        loadView()
          .then((v) => {
            if (model.state !== 'shown' || signal.aborted) return;
            v.show(opener);
            displayed = true;
            firePopupEvent('show', instance);
          })
          .catch((error: unknown) => {
            model.hide();
            console.error(`[vitrin] V021 popups: popup ${settings.id} view failed to load`, error);
          });
      },
      close(doNotShowAgain = false) {
        if (doNotShowAgain) model.disable();
        if (!model.hide()) return;
        // Closed before its view finished loading: it never showed, so nothing to hide or announce.
        if (!view || !displayed) return;
        displayed = false;
        void view.hide(restoreFocus);
        firePopupEvent('hide', instance);
      },
    };
    const unregister = registerPopup(controller);

    // Rules first; only a popup that may show arms its triggers.
    let disarm = () => undefined as void;
    if (checkTiming(settings.timing, browserTimingEnv(settings.id, storage, page))) {
      const armed = armTriggers(settings.id, settings.triggers, browserTriggerEnv(signal), () => controller.open(null, true));
      disarm = armed.disarm;
    }

    if (settings.openSelector) installOpenSelector(settings.openSelector, settings.id, controller, signal);

    return () => {
      disarm();
      unregister();
      view?.dispose();
      if (home.parent) home.parent.insertBefore(element, home.next?.parentNode === home.parent ? home.next : null);
      element.hidden = false;
    };
  },
});

/** Clicks on the popup's open selector show it; matches that are not focusable become keyboard buttons. */
function installOpenSelector(selector: string, id: number, controller: PopupController, signal: AbortSignal): void {
  try {
    document.querySelector(selector);
  } catch {
    console.warn(`[vitrin] ${POPUP_RULE_INVALID} popups: popup ${id} open_selector ${JSON.stringify(selector)} is not a valid selector; ignored`);
    return;
  }
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.matches('a[href], button, input, select, textarea, [tabindex]')) continue;
    // Hand DOM on purpose: the openers are any theme nodes the owner's selector names, anywhere on
    // the page and outside every root (often inside other widgets); they get attributes, no UI.
    el.setAttribute('role', 'button');
    el.tabIndex = 0;
    el.setAttribute(KEYBOARD_OPENER, '');
  }
  const matchOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null);
  document.addEventListener(
    'click',
    (event) => {
      const match = matchOf(event);
      if (!match) return;
      if (match instanceof HTMLAnchorElement) event.preventDefault();
      controller.open(match);
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const match = matchOf(event);
      if (!match?.hasAttribute(KEYBOARD_OPENER)) return;
      event.preventDefault();
      controller.open(match);
    },
    { signal },
  );
}

export const elementorActionsBehaviour = defineBehaviour({
  name: 'elementor-actions',
  install: (settings) => {
    // Elementor Pro counts every page view, popup or not, so "after N page views" spans the site;
    // a site without Elementor gets no `elementor` storage written.
    if (settings.global('elementorFrontendConfig') !== undefined || document.querySelector('.elementor, [data-elementor-type]')) ensureVisitRecorded();
    return installHashActions();
  },
});
