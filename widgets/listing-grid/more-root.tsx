// The load-more button's wrapper as its own React root (issue 34). The grid's behaviour (paging.ts)
// names the wrapper a mount point (`data-vitrin-listing-more`) when the button is all it holds.
// Hydrated: the View reproduces the printed wrapper node for node.
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
import { pagingFor } from '.';
import { MoreButton } from './MoreButton';

export const LISTING_MORE_SELECTOR = '[data-vitrin-listing-more]';

const schema = z.object({
  // Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
  markup: z.array(z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node))),
});
type Props = z.infer<typeof schema>;

function View({ props, element }: ViewProps<Props>) {
  return <MoreButton markup={props.markup} paging={pagingFor(element)} />;
}

export const listingMore = defineWidget<Props>({
  name: 'listing-more',
  kind: 'root',
  hydrate: true,
  // React when the shopper first reaches the button (pointer, touch, focus): the press itself is the
  // grid's behaviour, so it is never lost while React comes. At the last page already, the behaviour
  // asks for `eager` so the button goes at once.
  defer: 'interaction',
  schema,
  markup: [{ selector: LISTING_MORE_SELECTOR, read: (element) => ({ markup: readMarkup(element) }) }],
  View,
});
