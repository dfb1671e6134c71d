import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import { readPageSettings } from '../../src/host/settings';
import { comingSoonBannerBehaviour, noticeFocusBehaviour, quantityMinBehaviour } from '.';
import { raiseToMin } from './wc-forms.connector';

let teardowns: Array<() => void> = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  teardowns.forEach((off) => off());
  teardowns = [];
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('quantity min rule', () => {
  it('raises values below min at load and on change/blur', () => {
    document.body.innerHTML = '<form class="cart"><input type="number" class="input-text qty text" name="quantity" value="0" min="1"></form>';
    teardowns.push(quantityMinBehaviour.install(readPageSettings()));
    const input = document.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('1');
    input.value = '-3';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.value).toBe('1');
    input.value = '0';
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(input.value).toBe('1');
  });

  it('keeps values at or above min and ignores inputs without a usable min', () => {
    expect(raiseToMin('3', '1')).toBeNull();
    expect(raiseToMin('0', '')).toBeNull();
    expect(raiseToMin('0', '-1')).toBeNull();
    expect(raiseToMin('0.5', '1')).toBe('1');
  });
});

describe('first notice focus', () => {
  it('gives the first alert notice tabindex=-1 and focus after 500 ms', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="woocommerce-info">info</div><ul class="woocommerce-error" role="alert"><li>خطا</li></ul><div class="woocommerce-message" role="alert">ok</div>';
    teardowns.push(noticeFocusBehaviour.install(readPageSettings()));
    const notice = document.querySelector<HTMLElement>('.woocommerce-error');
    expect(notice?.getAttribute('tabindex')).toBe('-1');
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(notice);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(notice);
  });
});

describe('coming-soon banner', () => {
  it('posts woocommerce_meta with the nonce to the data REST url and hides the banner', async () => {
    const seen: Array<{ url: string; nonce: string | null; body: unknown }> = [];
    server.use(
      http.post('*/wp-json/wp/v2/users/1', async ({ request }) => {
        seen.push({ url: request.url, nonce: request.headers.get('X-WP-Nonce'), body: await request.json() });
        return HttpResponse.json({ id: 1 });
      }),
    );
    document.body.innerHTML = `<div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">به‌زودی</div><a class="coming-soon-footer-banner-dismiss" data-rest-url="${location.origin}/wp-json/wp/v2/users/1" data-rest-nonce="abc123def0"></a></div>`;
    teardowns.push(comingSoonBannerBehaviour.install(readPageSettings()));
    const link = document.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss');
    expect(link?.getAttribute('role')).toBe('button');
    expect(link?.getAttribute('aria-label')).toBeTruthy();
    link?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(document.getElementById('coming-soon-footer-banner')?.style.display).toBe('none'));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.nonce).toBe('abc123def0');
    expect(seen[0]?.body).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
  });
});
