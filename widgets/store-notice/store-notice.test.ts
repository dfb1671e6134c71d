import { describe, expect, it } from 'vitest';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import { storeNotice } from '.';

// WooCommerce's template (wc-template-functions.php, woocommerce_demo_store).
const NOTICE = `<p role="complementary" aria-label="اعلان فروشگاه" class="woocommerce-store-notice demo_store" data-notice-id="3f9d2a" style="display:none;">ارسال رایگان برای خریدهای بالای ۵۰۰ هزار تومان <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">بستن</a></p>`;

async function mount() {
  document.body.innerHTML = NOTICE;
  const { runtime } = boot([storeNotice], []);
  await whenQueueEmpty();
  const notice = document.querySelector<HTMLElement>('.woocommerce-store-notice');
  if (!notice) throw new Error('notice missing');
  return { runtime, notice, link: notice.querySelector<HTMLAnchorElement>('a') };
}

describe('store notice (drop-in on WooCommerce markup)', () => {
  it('shows the notice when no cookie says it was dismissed', async () => {
    const { runtime, notice } = await mount();
    expect(notice.style.display).toBe('block');
    runtime.disconnect();
  });

  it('hides it on dismiss and writes store_notice<id>=hidden, like woocommerce.js', async () => {
    const { runtime, notice, link } = await mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(notice.style.display).toBe('none');
    expect(document.cookie).toContain('store_notice3f9d2a=hidden');
    runtime.disconnect();
  });

  it('dismisses with Space on the role=button link', async () => {
    const { runtime, notice, link } = await mount();
    link?.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(notice.style.display).toBe('none');
    runtime.disconnect();
  });

  it('stays hidden on the next page when the cookie is there', async () => {
    document.cookie = 'store_notice3f9d2a=hidden; path=/';
    const { runtime, notice } = await mount();
    expect(notice.style.display).toBe('none');
    runtime.disconnect();
  });
});
