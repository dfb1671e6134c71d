// The points of a group's life other scripts hear about. The family names the channels and their
// arguments (JetSmartFilters': adapters/jet-smart-filters/events.ts) and gives them through
// ./channels.ts; `G` is the group (FilterGroupState), kept a parameter so this file needs no other room.
import type { FilterEntry } from './query';

/** What the group tells the page's scripts at the points JetSmartFilters' own script publishes on its event bus. */
export interface GroupEvents<G> {
  /** A shopper's change of a filter; `applies` unless the filter waits for a reload/submit. */
  filterChanged(group: G, entry: FilterEntry, applies: boolean): void;
  /** The group applies (reload or ajax), after resetting what the trigger resets. */
  applying(group: G): void;
  buttonApplied(group: G, applyType: string, redirect?: { path: string; newWindow: boolean }): void;
  removedAll(group: G, applyType: string): void;
  pageChanged(group: G, entry: FilterEntry, page: number): void;
  loadingMore(group: G, entry: FilterEntry, page: number): void;
}

export type ChannelPublish = (channel: string, ...args: unknown[]) => void;

/** What the published objects need of the page: a filter's element, wrapped as the page's scripts expect. */
export interface ChannelLookup {
  element(entry: FilterEntry): Element | undefined;
  /** `jQuery(el)` where jQuery is on the page, else the element. */
  wrap(el: Element): unknown;
}
