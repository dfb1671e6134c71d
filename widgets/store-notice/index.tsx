// The WooCommerce store notice bar as a React root (StoreNotice.tsx) hydrating the server's markup;
// show.ts shows it at load without React.
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import { STORE_NOTICE_SELECTOR, readStoreNoticeId } from '../../adapters/woocommerce/notices';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
import { StoreNotice } from './StoreNotice';

export { storeNoticeShowBehaviour } from './show';

// Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
const markupNode = z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node));
export const storeNoticeSchema = z.object({ noticeId: z.string(), markup: z.optional(z.array(markupNode)) });
export type StoreNoticeProps = z.infer<typeof storeNoticeSchema>;

function View({ props, element }: ViewProps<StoreNoticeProps>) {
  return <StoreNotice noticeId={props.noticeId} markup={props.markup ?? []} element={element} />;
}

export const storeNotice = defineWidget<StoreNoticeProps>({
  name: 'store-notice',
  kind: 'root',
  // The View draws the bar's text and link exactly as printed: React adopts the server's nodes.
  hydrate: true,
  defer: 'interaction',
  schema: storeNoticeSchema,
  markup: [{ selector: STORE_NOTICE_SELECTOR, read: (el) => ({ noticeId: readStoreNoticeId(el), markup: readMarkup(el) }) }],
  View,
});
