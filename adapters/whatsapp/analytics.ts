// Click tracking the plugin does (contracts.md §7), each only when its option is on and its
// tracker is on the page: Facebook pixel custom event, Universal Analytics event (gtag, or the
// older ga / __gaTracker), GA4 event, and a dataLayer push for Tag Manager. A tracker that throws
// never stops the chat from opening.
export const CHAT_EVENT = 'NinjaTeam WhatsApp';

export interface ChatClick {
  phone: string;
  title: string;
  url: string;
}

export interface ChatAnalytics {
  facebook: boolean;
  google: boolean;
  ga4: boolean;
}

type Tracker = (...args: unknown[]) => unknown;

function tracker(win: object, name: string): Tracker | null {
  const fn: unknown = (win as Record<string, unknown>)[name];
  return typeof fn === 'function' ? (fn as Tracker) : null;
}

function safely(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.warn('[vitrin] chat: analytics tracker threw', error);
  }
}

export function trackChatClick(win: object, enabled: ChatAnalytics, click: ChatClick): void {
  if (enabled.facebook) {
    const fbq = tracker(win, 'fbq');
    if (fbq) safely(() => fbq('trackCustom', CHAT_EVENT, { phone: click.phone, label: click.title }));
  }
  if (enabled.google) {
    const gtag = tracker(win, 'gtag');
    const ga = tracker(win, 'ga') ?? tracker(win, '__gaTracker');
    if (gtag) safely(() => gtag('event', 'click', { event_category: CHAT_EVENT, event_label: click.phone }));
    else if (ga) safely(() => ga('send', 'event', CHAT_EVENT, 'click', click.phone));
  }
  if (enabled.ga4) {
    const gtag = tracker(win, 'gtag');
    if (gtag) safely(() => gtag('event', CHAT_EVENT, { number: click.phone, title: click.title, url: click.url }));
  }
  if (enabled.google || enabled.ga4) {
    const layer: unknown = (win as Record<string, unknown>).dataLayer;
    if (Array.isArray(layer)) safely(() => layer.push({ event: CHAT_EVENT, number: click.phone, title: click.title, url: click.url }));
  }
}
