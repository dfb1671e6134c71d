// Each wishlist button (`.wd-wishlist-btn`) as its own React root over the shared wishlist signals.
// Its own chunk: the wishlist behaviour (clicks, cookies, requests, the page) stays plain TypeScript
// and light; React arrives when a shopper first reaches a button.
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
import { WishlistButton } from './WishlistButton';

export const WISHLIST_BUTTON_ROOT_SELECTOR = '.wd-wishlist-btn';

const schema = z.object({
  // Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
  markup: z.array(z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node))),
});
type Props = z.infer<typeof schema>;

function View({ props }: ViewProps<Props>) {
  return <WishlistButton markup={props.markup} />;
}

export const wishlistButton = defineWidget<Props>({
  name: 'wishlist-button',
  kind: 'root',
  // The View reproduces the theme's markup node for node: React adopts it.
  hydrate: true,
  // Seventeen on a shop page: React only once a shopper reaches one (pointer, touch, focus); the
  // press that woke it is replayed once it is mounted.
  defer: 'interaction',
  schema,
  markup: [{ selector: WISHLIST_BUTTON_ROOT_SELECTOR, read: (element) => ({ markup: readMarkup(element) }) }],
  View,
});
