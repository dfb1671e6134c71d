// The points of a group's life other scripts hear about (the backend names the channels and their
// arguments: adapters/jet-smart-filters/events.ts for JetSmartFilters).
import type { FilterGroupState } from './group-state';
import type { FilterEntry } from './query';

/**
 * What the group tells the page's scripts at the points JetSmartFilters' own script publishes on its
 * event bus (the channel names and arguments are the backend's: adapters/jet-smart-filters/events.ts).
 */
export interface GroupEvents {
  /** A shopper's change of a filter; `applies` unless the filter waits for a reload/submit. */
  filterChanged(group: FilterGroupState, entry: FilterEntry, applies: boolean): void;
  /** The group applies (reload or ajax), after resetting what the trigger resets. */
  applying(group: FilterGroupState): void;
  buttonApplied(group: FilterGroupState, applyType: string, redirect?: { path: string; newWindow: boolean }): void;
  removedAll(group: FilterGroupState, applyType: string): void;
  pageChanged(group: FilterGroupState, entry: FilterEntry, page: number): void;
  loadingMore(group: FilterGroupState, entry: FilterEntry, page: number): void;
}
