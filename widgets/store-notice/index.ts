// The WooCommerce store notice bar: server markup enhanced in place (no React root needed).
import * as z from 'zod/mini';
import { defineWidget } from '../../src/runtime/types';
import {
  STORE_NOTICE_DISMISS_SELECTOR,
  STORE_NOTICE_SELECTOR,
  isStoreNoticeDismissed,
  readStoreNoticeId,
  rememberStoreNoticeDismissed,
} from '../../adapters/woocommerce/notices';
import { createStoreNotice } from './store-notice.connector';
import './store-notice.css';

export const storeNoticeSchema = z.object({ noticeId: z.string() });
export type StoreNoticeProps = z.infer<typeof storeNoticeSchema>;

export const storeNotice = defineWidget<StoreNoticeProps>({
  name: 'store-notice',
  kind: 'enhance',
  schema: storeNoticeSchema,
  markup: [{ selector: STORE_NOTICE_SELECTOR, read: (el) => ({ noticeId: readStoreNoticeId(el) }) }],
  enhance(props, { element, signal }) {
    const model = createStoreNotice(props.noticeId, {
      isDismissed: isStoreNoticeDismissed,
      remember: rememberStoreNoticeDismissed,
    });
    const body = element.ownerDocument.body;
    const paint = (visible: boolean) => {
      // The PHP prints style="display:none" so the bar never flashes before we know the cookie.
      element.style.display = visible ? 'block' : 'none';
      // Room at the page's end for the fixed bar (store-notice.css): nothing above it moves.
      body.classList.toggle('vitrin-store-notice-shown', visible);
      if (visible) body.style.setProperty('--vitrin-store-notice-height', `${element.offsetHeight}px`);
      else body.style.removeProperty('--vitrin-store-notice-height');
    };
    paint(model.visible);
    const unsubscribe = model.subscribe(paint);
    const onActivate = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest(STORE_NOTICE_DISMISS_SELECTOR) : null;
      if (!link || !element.contains(link)) return;
      if (event instanceof KeyboardEvent && event.key !== ' ' && event.key !== 'Spacebar') return;
      event.preventDefault();
      model.dismiss();
    };
    // The link has role="button": Space must work like Enter (which already clicks a link).
    element.addEventListener('click', onActivate, { signal });
    element.addEventListener('keydown', onActivate, { signal });
    return () => {
      unsubscribe();
      body.classList.remove('vitrin-store-notice-shown');
      body.style.removeProperty('--vitrin-store-notice-height');
    };
  },
});
