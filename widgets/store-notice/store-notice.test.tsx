// The store notice on WooCommerce's markup: shown at load by the plain behaviour, its dismiss link
// React's once the shopper reaches the bar (issue 34), with WooCommerce's cookie either way.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import type { Runtime } from '../../src/runtime/runtime';
import { storeNotice, storeNoticeShowBehaviour } from '.';
import { paintStoreNotice } from './show';

// WooCommerce's template (wc-template-functions.php, woocommerce_demo_store).
const NOTICE = `<p role="complementary" aria-label="اعلان فروشگاه" class="woocommerce-store-notice demo_store" data-notice-id="3f9d2a" style="display:none;">ارسال رایگان برای خریدهای بالای ۵۰۰ هزار تومان <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">بستن</a></p>`;

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  document.cookie = 'store_notice3f9d2a=; path=/; max-age=0';
});

async function mount() {
  document.body.innerHTML = NOTICE;
  runtime = boot([storeNotice], [storeNoticeShowBehaviour]).runtime;
  await whenQueueEmpty();
  await runtime.whenSettled();
  const notice = document.querySelector<HTMLElement>('.woocommerce-store-notice');
  if (!notice) throw new Error('notice missing');
  return notice;
}

/** The shopper reaches the bar: its root mounts (hydrating the server's text and link). */
async function reach(notice: HTMLElement): Promise<HTMLElement> {
  const before = notice.querySelector('a');
  fireEvent.pointerOver(notice);
  // The arrival mounts in a task of its own (src/runtime/scheduler.ts).
  await new Promise((resolve) => setTimeout(resolve, 0));
  await whenQueueEmpty();
  await runtime?.whenSettled();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  const link = screen.getByRole('button', { name: 'بستن' });
  // Hydrated: the server's own link, now React's.
  expect(link).toBe(before);
  expect(Object.keys(link).some((k) => k.startsWith('__reactFiber$'))).toBe(true);
  return link;
}

describe('store notice (drop-in on WooCommerce markup)', () => {
  it('shows the notice at load when no cookie says it was dismissed, with no root yet', async () => {
    const notice = await mount();
    expect(notice.style.display).toBe('block');
    expect(document.body.classList.contains('vitrin-store-notice-shown')).toBe(true);
    expect(notice.getAttribute('data-vitrin-status')).toBe('pending');
  });

  it('issue 34: hides it on dismiss (React) and writes store_notice<id>=hidden, like woocommerce.js', async () => {
    const notice = await mount();
    const link = await reach(notice);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(notice.style.display).toBe('none');
    expect(document.body.classList.contains('vitrin-store-notice-shown')).toBe(false);
    expect(document.cookie).toContain('store_notice3f9d2a=hidden');
  });

  it('dismisses with Space on the role=button link', async () => {
    const notice = await mount();
    const link = await reach(notice);
    act(() => {
      fireEvent.keyDown(link, { key: ' ' });
    });
    expect(notice.style.display).toBe('none');
  });

  it('while shown, its height is on <html> (store-notice.css makes it the scroll padding that keeps focus clear of the bar); hidden, it is gone', () => {
    document.body.innerHTML = NOTICE;
    const notice = document.querySelector<HTMLElement>('.woocommerce-store-notice');
    if (!notice) throw new Error('notice missing');
    Object.defineProperty(notice, 'offsetHeight', { configurable: true, value: 48 });
    const root = document.documentElement;
    paintStoreNotice(notice, true);
    expect(root.style.getPropertyValue('--vitrin-store-notice-height')).toBe('48px');
    paintStoreNotice(notice, false);
    expect(root.style.getPropertyValue('--vitrin-store-notice-height')).toBe('');
  });

  it('stays hidden on the next page when the cookie is there', async () => {
    document.cookie = 'store_notice3f9d2a=hidden; path=/';
    const notice = await mount();
    expect(notice.style.display).toBe('none');
  });
});
