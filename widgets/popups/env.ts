// The real page behind the connectors' TimingEnv and TriggerEnv: listeners, timers, scroll
// metrics, IntersectionObserver, the adblock bait, referrer, device width and user agent.
import type { PageSettings } from '../../src/host/settings';
import { readElementorUser } from '../../adapters/elementor/popups';
import type { ElementorStorage } from '../../adapters/elementor/storage';
import { detectBrowsers, deviceModeFor, type TimingEnv } from './timing';
import type { PointerInfo, TriggerEnv } from './triggers';

const warn = (message: string) => console.warn(message);

export function browserTimingEnv(popupId: number, storage: ElementorStorage, settings: PageSettings): TimingEnv {
  return {
    popupId,
    storage,
    referrer: document.referrer,
    host: location.host,
    user: readElementorUser(settings.global('elementorFrontendConfig'), settings.loggedIn),
    deviceMode: deviceModeFor(window.innerWidth),
    browsers: detectBrowsers(navigator.userAgent),
    now: () => new Date(),
    warn,
  };
}

function randomId(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let id = '';
  for (let i = 0; i < 6; i++) id += letters[Math.floor(Math.random() * letters.length)];
  return id;
}

/** Milliseconds we give an ad blocker's cosmetic filters to hide the bait. */
const ADBLOCK_SETTLE_MS = 300;

export function browserTriggerEnv(signal: AbortSignal): TriggerEnv {
  const targets = { window, document, body: document.body } as const;
  return {
    listen(target, type, handler) {
      const listener = (event: Event) => {
        const info: PointerInfo =
          event instanceof MouseEvent ? { clientY: event.clientY, toElement: event.relatedTarget !== null } : { clientY: 0, toElement: true };
        handler(info);
      };
      targets[target].addEventListener(type, listener, { passive: true, signal });
      return () => targets[target].removeEventListener(type, listener);
    },
    timer(ms, fire) {
      const id = setTimeout(fire, ms);
      return () => clearTimeout(id);
    },
    scrollY: () => window.scrollY,
    scrollRange: () => document.documentElement.scrollHeight - window.innerHeight,
    whenVisible(selector, fire) {
      let target: Element | null;
      try {
        target = document.querySelector(selector);
      } catch {
        return 'invalid';
      }
      if (!target) return () => undefined;
      if (typeof IntersectionObserver !== 'function') {
        const check = () => {
          const rect = target.getBoundingClientRect();
          if (rect.top < window.innerHeight && rect.bottom > 0) fire();
        };
        window.addEventListener('scroll', check, { passive: true, signal });
        return () => window.removeEventListener('scroll', check);
      }
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fire();
      });
      observer.observe(target);
      return () => observer.disconnect();
    },
    detectAdblock(report) {
      // Cosmetic filter lists hide elements with these ad class names; a random id keeps the
      // bait from being allow-listed by id.
      const bait = document.createElement('div');
      bait.id = randomId();
      bait.className = 'adsbox ad-banner ad-placement pub_300x250 text-ad textAd';
      bait.setAttribute('aria-hidden', 'true');
      bait.style.cssText = 'position:absolute;inset-inline-start:-9999px;top:-9999px;width:1px;height:1px;';
      bait.textContent = '\u00a0';
      document.body.append(bait);
      const id = setTimeout(() => {
        const style = bait.isConnected ? getComputedStyle(bait) : null;
        const blocked = !style || style.display === 'none' || style.visibility === 'hidden' || bait.offsetHeight === 0;
        bait.remove();
        report(blocked);
      }, ADBLOCK_SETTLE_MS);
      return () => {
        clearTimeout(id);
        bait.remove();
      };
    },
    warn,
  };
}
