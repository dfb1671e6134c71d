// The wishlist page's content (`.wd-wishlist-content`, Woodmart's wishlist_page_content) as one
// React root, hydrated: the View renders the theme's markup node for node (src/ui/ServerMarkup) and
// React adopts it, so mounting changes nothing on screen. Eager: it is the page's main content and
// its remove links do nothing without it (a press while React loads is held by the loader and
// replayed). Its own chunk, on the wishlist page only.
import { useState } from 'react';
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
import { readWishlistSettings, WISHLIST_CONTENT_SELECTOR } from '../../adapters/woodmart/wishlist';
import type { WishlistContext } from './context';
import { WishlistPage } from './WishlistPage';

const schema = z.object({
  // Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
  markup: z.array(z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node))),
});
type Props = z.infer<typeof schema>;

function View({ props, element, settings, signal }: ViewProps<Props>) {
  const [ctx] = useState<WishlistContext>(() => ({ doc: element.ownerDocument, ws: readWishlistSettings(settings), loggedIn: settings.loggedIn, signal }));
  return <WishlistPage initial={props.markup} element={element} ctx={ctx} />;
}

export const wishlistPage = defineWidget<Props>({
  name: 'wishlist-page',
  kind: 'root',
  hydrate: true,
  defer: 'eager',
  schema,
  markup: [{ selector: WISHLIST_CONTENT_SELECTOR, read: (element) => ({ markup: readMarkup(element) }) }],
  View,
});
