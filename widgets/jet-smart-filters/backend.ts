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

let opened: JsfSettings | undefined;

provideFilterBackend({
  open(page) {
    const connection = jetSmartFilters.open(page);
    opened = connection?.settings;
    // The first answer's schema (and zod) is asked for with the first request (the client's lazy
    // schema, adapters/http/client.ts), not at load or idle: a filter page nobody filters downloads
    // no zod (issue 36: shop 88.5 -> 79.0 KB without React). It is in long before a WordPress
    // server answers: bench-filter-click --server-off-page --server-ms 150 (answers from Node after
    // 150 ms, median of 21) read the listing 279 vs 283 ms with it prefetched at idle; with an
    // instant server (--server-ms 0) 174 vs 159. Asked for when the pointer reached a filter, its
    // work landed beside the scripted click and the listing was 8 ms later at 150 ms.
    return connection;
  },
});

provideFilterChannels(channelPublisher);
provideFilterListener(channelListener);

/** The engine booted for this page, with JetSmartFilterSettings as the adapter read them. */
export function bootFilterPage(page: PageSettings): JsfSettings | undefined {
  return bootEngine(page) ? opened : undefined;
}
