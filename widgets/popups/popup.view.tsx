// The popup on screen, loaded on a popup's first show: a React root (created, not hydrated — the
// frame is not in the server's markup; Elementor Pro's dialogs manager builds it in the browser
// too) at the end of the body, rendering PopupFrame around the popup's own server markup. This
// file keeps the frame's timeline (entrance and exit animations, the close button's delay, the
// automatic close) and commits each step with flushSync, so the dialog is on screen (and focus in
// it) by the time show() returns.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { PopupSettings } from '../../adapters/elementor/popups';
import { PopupFrame, type FrameState } from './PopupFrame';
import type { DeviceMode } from './timing';

export interface PopupViewHooks {
  /** The visitor asked to close (button, Escape, background, timer): the model decides. */
  requestClose(): void;
  deviceMode(): DeviceMode;
}

export interface PopupView {
  show(opener: HTMLElement | null): void;
  /** Plays the exit animation, then hides; resolves when hidden. */
  hide(restoreFocus: boolean): Promise<void>;
  dispose(): void;
}

let headingIds = 0;

export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

export function createPopupView(content: HTMLElement, settings: PopupSettings, hooks: PopupViewHooks): PopupView {
  const doc = content.ownerDocument;
  // The dialog is named by the popup's first heading: the one attribute written on the server's
  // content (an id, only when it has none).
  const heading = content.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6, .elementor-heading-title');
  if (heading && !heading.id) heading.id = `vitrin-popup-heading-${settings.id}-${++headingIds}`;
  const headingId = heading?.id ?? null;

  // The root's container, where Elementor's dialogs manager puts its dialogs: the end of the body.
  const container = doc.createElement('div');
  container.className = 'vitrin-popup-root';
  const root = createRoot(container);

  let state: FrameState = { shown: false, active: false, closeHidden: false, animation: '', durationMs: 0 };
  let opener: HTMLElement | null = null;
  let restoreFocus = true;
  const render = (next: Partial<FrameState>) => {
    state = { ...state, ...next };
    flushSync(() =>
      root.render(
        <PopupFrame settings={settings} content={content} headingId={headingId} state={state} opener={opener} restoreFocus={() => restoreFocus} requestClose={hooks.requestClose} />,
      ),
    );
  };

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
  const durationMs = () => (prefersReducedMotion() ? 0 : settings.animationDurationS * 1000);

  return {
    show(from) {
      if (state.active) return;
      if (!container.isConnected) doc.body.append(container);
      clearTimers();
      opener = from;
      restoreFocus = true;
      const entrance = settings.entrance[hooks.deviceMode()];
      const ms = durationMs();
      const animate = Boolean(entrance) && ms > 0;
      render({ shown: true, active: true, closeHidden: settings.closeButtonDelayS > 0, animation: animate ? entrance : '', durationMs: ms });
      if (animate) later(ms, () => render({ animation: '' }));
      if (settings.closeButtonDelayS > 0) later(settings.closeButtonDelayS * 1000, () => render({ closeHidden: false }));
      if (settings.closeAutomaticallyS > 0) later(settings.closeAutomaticallyS * 1000, () => hooks.requestClose());
    },
    hide(restore) {
      clearTimers();
      restoreFocus = restore;
      const exit = settings.exit[hooks.deviceMode()];
      const ms = exit ? durationMs() : 0;
      // Focus goes back (and the page behind is live again) at once; the exit animation plays after.
      render({ active: false, animation: ms > 0 ? `${exit} reverse` : '', durationMs: ms });
      return new Promise<void>((resolve) => {
        const finish = () => {
          render({ shown: false, animation: '' });
          resolve();
        };
        if (ms <= 0) finish();
        else later(ms, finish);
      });
    },
    dispose() {
      clearTimers();
      // Unmounting releases the modal stack; the content goes back home with the widget's teardown.
      root.unmount();
      container.remove();
    },
  };
}
