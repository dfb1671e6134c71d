// Popup triggers: each configured trigger is armed; the first to fire shows the popup and every
// trigger (including itself) is disarmed. Pure: listeners, timers, scroll metrics, element
// visibility and the adblock bait come in through TriggerEnv, so tests drive them with fakes.
import { isOn, POPUP_RULE_INVALID, toNumber, type TriggerSettings } from '../../adapters/elementor/popups';

export type TriggerName = 'page_load' | 'scrolling' | 'scrolling_to' | 'click' | 'inactivity' | 'exit_intent' | 'adblock_detection';
export const TRIGGERS: readonly TriggerName[] = ['page_load', 'scrolling', 'scrolling_to', 'click', 'inactivity', 'exit_intent', 'adblock_detection'];

export interface PointerInfo {
  clientY: number;
  /** For mouseout: whether the pointer went to another element (not out of the window). */
  toElement: boolean;
}

export interface TriggerEnv {
  /** Adds a listener; returns its removal. */
  listen(target: 'window' | 'document' | 'body', type: string, handler: (info: PointerInfo) => void): () => void;
  /** setTimeout; returns its cancellation. */
  timer(ms: number, fire: () => void): () => void;
  scrollY(): number;
  /** Document height minus viewport height. */
  scrollRange(): number;
  /** Calls back once the element matching the selector enters the viewport; 'invalid' for a bad selector. */
  whenVisible(selector: string, fire: () => void): (() => void) | 'invalid';
  /** Places a bait element and reports after a moment whether an ad blocker hid it. */
  detectAdblock(report: (blocked: boolean) => void): () => void;
  warn(message: string): void;
}

export interface ArmedTriggers {
  readonly armed: readonly TriggerName[];
  disarm(): void;
}

export function armTriggers(popupId: number, settings: TriggerSettings, env: TriggerEnv, onFire: (trigger: TriggerName) => void): ArmedTriggers {
  const teardowns: Array<() => void> = [];
  const armed: TriggerName[] = [];
  let done = false;
  const disarm = () => {
    done = true;
    for (const teardown of teardowns.splice(0)) teardown();
  };
  const fire = (trigger: TriggerName) => {
    if (done) return;
    disarm();
    onFire(trigger);
  };

  const arm: Record<TriggerName, () => boolean> = {
    page_load() {
      teardowns.push(env.timer(Math.max(0, toNumber(settings.page_load_delay, 0)) * 1000, () => fire('page_load')));
      return true;
    },
    scrolling() {
      const direction = settings.scrolling_direction === 'up' ? 'up' : 'down';
      const offset = toNumber(settings.scrolling_offset, 50);
      let last = env.scrollY();
      teardowns.push(
        env.listen('window', 'scroll', () => {
          const y = env.scrollY();
          const moved = y > last ? 'down' : 'up';
          last = y;
          if (moved !== direction) return;
          if (direction === 'up') return fire('scrolling');
          const range = env.scrollRange();
          const percent = range > 0 ? (y / range) * 100 : 100;
          if (percent >= offset) fire('scrolling');
        }),
      );
      return true;
    },
    scrolling_to() {
      const selector = settings.scrolling_to_selector?.trim() ?? '';
      const result = selector ? env.whenVisible(selector, () => fire('scrolling_to')) : 'invalid';
      if (result === 'invalid') {
        env.warn(`[vitrin] ${POPUP_RULE_INVALID} popups: popup ${popupId} scrolling_to trigger: invalid selector ${JSON.stringify(selector)}; the trigger is skipped`);
        return false;
      }
      teardowns.push(result);
      return true;
    },
    click() {
      const times = Math.max(1, Math.round(toNumber(settings.click_times, 1)));
      let clicks = 0;
      teardowns.push(
        env.listen('body', 'click', () => {
          clicks++;
          if (clicks >= times) fire('click');
        }),
      );
      return true;
    },
    inactivity() {
      const ms = Math.max(0, toNumber(settings.inactivity_time, 30)) * 1000;
      let cancel = env.timer(ms, () => fire('inactivity'));
      const restart = () => {
        cancel();
        cancel = env.timer(ms, () => fire('inactivity'));
      };
      // keydown rather than keypress: keypress misses keys that type nothing (Tab, arrows).
      const offKey = env.listen('document', 'keydown', restart);
      const offMove = env.listen('document', 'mousemove', restart);
      const offScroll = env.listen('window', 'scroll', restart);
      teardowns.push(() => cancel(), offKey, offMove, offScroll);
      return true;
    },
    exit_intent() {
      // The pointer leaving through the top edge of the window (towards tabs and the address bar).
      teardowns.push(
        env.listen('document', 'mouseout', (info) => {
          if (!info.toElement && info.clientY <= 0) fire('exit_intent');
        }),
      );
      return true;
    },
    adblock_detection() {
      teardowns.push(
        env.detectAdblock((blocked) => {
          if (blocked) fire('adblock_detection');
        }),
      );
      return true;
    },
  };

  for (const trigger of TRIGGERS) {
    if (done) break;
    if (!isOn(settings[trigger])) continue;
    if (arm[trigger]()) armed.push(trigger);
  }
  return { armed, disarm };
}
