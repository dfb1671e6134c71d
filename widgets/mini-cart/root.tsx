// The mini-cart as a React root: one per div.widget_shopping_cart_content (the cart panel's, a
// sidebar cart widget's, a header dropdown's), each rendering the shared cart store. Its own chunk
// (with React) so that the remove behaviour in index.ts stays light on pages where no mini-cart is
// ever shown.
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import type { CartContents } from '../../src/state/cart';
import { MINI_CART_SELECTOR, readMiniCartElement } from '../../adapters/woocommerce/mini-cart';
import { MiniCart } from './MiniCart';

const lineSchema = z.object({ key: z.string(), productId: z.number(), name: z.string(), quantity: z.nullable(z.number()) });
const schema = z.object({
  initial: z.object({
    // Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
    markup: z.array(z.custom<CartContents['markup'][number]>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node))),
    lines: z.array(lineSchema),
    count: z.number(),
    subtotal: z.string(),
  }),
});
type Props = z.infer<typeof schema>;

function View({ props, element }: ViewProps<Props>) {
  return <MiniCart initial={props.initial} element={element} />;
}

export const miniCart = defineWidget<Props>({
  name: 'mini-cart',
  kind: 'root',
  // The View reproduces the server's markup node for node: React adopts it (no rebuild, no flash).
  hydrate: true,
  // Mostly inside the closed cart panel (just off screen, so 'visible' would fire at once): React
  // arrives when the shopper first reaches the mini-cart (pointer, touch, focus), the press that
  // woke it is replayed once it is mounted. Until then the server markup is the mini-cart, kept
  // true by the fragments, its remove links handled by the remove behaviour.
  defer: 'interaction',
  schema,
  markup: [{ selector: MINI_CART_SELECTOR, read: (element) => ({ initial: readMiniCartElement(element) }) }],
  View,
});
