// How the page's filter groups publish on the event bus other scripts subscribe to: the family's
// composition file gives it (widgets/jet-smart-filters/backend.ts gives JetSmartFilters' channels),
// so the engine names no backend's channels (issue 29). Without it nothing is published.
import type { FilterGroupState } from './group-state';
import type { ChannelLookup, ChannelPublish, GroupEvents } from './group-events';

export type ChannelFactory = (publish: ChannelPublish, lookup: ChannelLookup) => GroupEvents<FilterGroupState>;

/** Subscribes after the earlier subscribers, as a filter group's own handlers do on the plugin's bus. */
export type ChannelSubscribe = (channel: string, callback: (...args: unknown[]) => void) => void;
/**
 * What another script's publish on the bus makes a group do (the plugin's FilterGroup subscribes to
 * its own trigger channels, so a script may apply, remove or page by publishing them).
 */
export type ChannelListener = (subscribe: ChannelSubscribe, groupOf: (provider: string, queryId: string) => FilterGroupState | undefined) => void;

let provided: ChannelFactory | undefined;
let listener: ChannelListener | undefined;

export function provideFilterListener(given: ChannelListener): void {
  listener = given;
}

export function filterListener(): ChannelListener | undefined {
  return listener;
}

export function provideFilterChannels(factory: ChannelFactory): void {
  provided = factory;
}

export function filterChannels(): ChannelFactory | undefined {
  return provided;
}
