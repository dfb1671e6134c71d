// The listing's paging notes as their own React root (issue 34), on the element the grid's behaviour
// (paging.ts) adds after the items at the first load. Created, not hydrated: the element comes empty
// and the first render (an empty live region) takes no space, so nothing moves.
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import { pagingFor } from '.';
import { ListingStatus } from './ListingStatus';

export const LISTING_STATUS_SELECTOR = '.jet-listing-grid > .vitrin-listing-status';

const schema = z.object({});
type Props = z.infer<typeof schema>;

function View({ element }: ViewProps<Props>) {
  return <ListingStatus paging={pagingFor(element)} />;
}

export const listingStatus = defineWidget<Props>({
  name: 'listing-status',
  kind: 'root',
  // Made at the first load, which is waiting on it to say how it went.
  defer: 'eager',
  schema,
  markup: [{ selector: LISTING_STATUS_SELECTOR, read: () => ({}) }],
  View,
});
