// The filter engine, DOM-free: groups of filters per "provider/queryId" as JetSmartFilters forms
// them (FilterGroup.js), each filter's processed value, the query built from them, apply on change
// or by button, remove-all, pagination and load-more, active items, the address, and requests with
// abort, "identical query → no request", a bounded answer cache and a retry after failure.
// The DOM, the network and the address bar come in through GroupDeps so all of this is testable;
// the backend (JetSmartFilters today) through GroupDeps.connection (./backend.ts, issue 29).
//
// One room per concern (issue 29):
//   query.ts           the model of a query: specs, processed values, query keys (pure)
//   group-state.ts     a group's filters and the transitions a shopper's actions make
//   group-requests.ts  scheduling, requests, the answer cache, taking an answer in
//   page.ts            the DOM side: answers into the page, loading state, events
import { FilterGroupRequests } from './group-requests';

export * from './query';
export { CACHE_SIZE, DEBOUNCE_MS } from './group-requests';
export type { FilterGroupState, GroupDeps, GroupStatus } from './group-state';
export type { ChannelLookup, ChannelPublish, GroupEvents } from './group-events';

export class FilterGroup extends FilterGroupRequests {}
