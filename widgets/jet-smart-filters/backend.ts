// The family's composition (issue 29): the shared filter engine (src/state/filters) takes its
// backend as an argument, and this is where JetSmartFilters' adapter is given to it. Every chunk
// of the family loads it through ./shared.ts before any filter registers.
import type { PageSettings } from '../../src/host/settings';
import { provideFilterBackend } from '../../src/state/filters/backend';
import { provideFilterChannels, provideFilterListener } from '../../src/state/filters/channels';
import { channelListener, channelPublisher } from '../../adapters/jet-smart-filters/events';
import { bootFilterPage as bootEngine } from '../../src/state/filters/page';
import { jetSmartFilters } from '../../adapters/jet-smart-filters/backend';
import type { JsfSettings } from '../../adapters/jet-smart-filters/settings';
import { preloadApplyAnswer } from '../../adapters/jet-smart-filters/request';

let opened: JsfSettings | undefined;

/** After the page's current work (requestIdleCallback, or a timer where a browser lacks it). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** A filter's markup, as the plugin prints every filter type and the apply and remove controls. */
const FILTER_AREA = '[data-smart-filter], .jet-filter, .jet-active-filters, .jet-remove-all-filters, .apply-filters';

/**
 * Runs `run` once, the first time a shopper heads for a filter: the pointer over it, focus in it,
 * a touch on it. Listeners on the document (filters inserted later count too), gone after.
 */
export function whenHeadingForFilters(doc: Document, run: () => void): () => void {
  const types = ['pointerover', 'focusin', 'touchstart'] as const;
  const off = () => {
    for (const type of types) doc.removeEventListener(type, onEvent, true);
  };
  function onEvent(event: Event): void {
    if (!(event.target instanceof Element) || !event.target.closest(FILTER_AREA)) return;
    off();
    run();
  }
  for (const type of types) doc.addEventListener(type, onEvent, { capture: true, passive: true });
  return off;
}

provideFilterBackend({
  open(page) {
    const connection = jetSmartFilters.open(page);
    opened = connection?.settings;
    // The first answer's schema (and zod) is here before the first click: asked for with the
    // request, it made the first listing 15–23 ms later (issue 27: no added delay on the path).
    // At idle, after the filters are drawn (the page's load does without zod, issue 36), or
    // sooner when the shopper heads for a filter first.
    if (connection && typeof document !== 'undefined') {
      const off = whenHeadingForFilters(document, preloadApplyAnswer);
      whenIdle(() => {
        off();
        preloadApplyAnswer();
      });
    }
    return connection;
  },
});

provideFilterChannels(channelPublisher);
provideFilterListener(channelListener);

/** The engine booted for this page, with JetSmartFilterSettings as the adapter read them. */
export function bootFilterPage(page: PageSettings): JsfSettings | undefined {
  return bootEngine(page) ? opened : undefined;
}
