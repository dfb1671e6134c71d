// How the page's filter groups publish on the event bus other scripts subscribe to: the family's
// composition file gives it (widgets/jet-smart-filters/backend.ts gives JetSmartFilters' channels),
// so the engine names no backend's channels (issue 29). Without it nothing is published.
import type { FilterGroupState } from './group-state';
import type { ChannelLookup, ChannelPublish, GroupEvents } from './group-events';

export type ChannelFactory = (publish: ChannelPublish, lookup: ChannelLookup) => GroupEvents<FilterGroupState>;

let provided: ChannelFactory | undefined;

export function provideFilterChannels(factory: ChannelFactory): void {
  provided = factory;
}

export function filterChannels(): ChannelFactory | undefined {
  return provided;
}
