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
    return connection;
  },
});

provideFilterChannels(channelPublisher);
provideFilterListener(channelListener);

/** The engine booted for this page, with JetSmartFilterSettings as the adapter read them. */
export function bootFilterPage(page: PageSettings): JsfSettings | undefined {
  return bootEngine(page) ? opened : undefined;
}
