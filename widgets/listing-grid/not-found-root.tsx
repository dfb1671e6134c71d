// The listing's not-found line as its own React root (issue 34): printed by the page, or arriving
// with a filter's or a data store's answer (mounted by the runtime's observer like any inserted
// markup). Hydrated: React adopts the printed text node.
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/listing';
import { DEFAULT_NOT_FOUND } from '../../adapters/jet-engine/listing';
import { ListingNotFound } from './ListingNotFound';

export const LISTING_NOT_FOUND_SELECTOR = '.jet-listing-not-found.jet-listing-grid__items';

const schema = z.object({
  // Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
  markup: z.array(z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node))),
});
type Props = z.infer<typeof schema>;

function View({ props }: ViewProps<Props>) {
  return <ListingNotFound markup={props.markup} defaultText={DEFAULT_NOT_FOUND} localisedText={t('listing:notFound')} />;
}

export const listingNotFound = defineWidget<Props>({
  name: 'listing-not-found',
  kind: 'root',
  hydrate: true,
  // Nothing to press: React only when the line comes into view.
  defer: 'visible',
  schema,
  markup: [{ selector: LISTING_NOT_FOUND_SELECTOR, read: (element) => ({ markup: readMarkup(element) }) }],
  View,
});
