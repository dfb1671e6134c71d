import { describe, expect, it } from 'vitest';
import { DEFAULT_AJAX_LINKS, pjaxRequestUrl, publicUrl, readPjaxAnswer, readPjaxSettings } from './pjax';

const settings = (value: unknown) => ({ global: (name: string) => (name === 'woodmart_settings' ? value : undefined) }) as unknown as Parameters<typeof readPjaxSettings>[0];

describe('Woodmart pjax contract', () => {
  it('adds _pjax for the request and keeps it out of the address', () => {
    expect(pjaxRequestUrl('https://shop.test/ajax-shop/page/2/?orderby=price#x')).toBe('https://shop.test/ajax-shop/page/2/?orderby=price&_pjax=.main-page-wrapper');
    expect(publicUrl('https://shop.test/ajax-shop/?orderby=price&_pjax=.main-page-wrapper&_=123')).toBe('https://shop.test/ajax-shop/?orderby=price');
  });

  it('reads the title and the contents; a whole document or an empty body has no contents; script[src] is dropped', () => {
    const read = readPjaxAnswer('<title>فروشگاه &#8211; ویترین</title>\n<div class="page-title">x</div><script src="/evil.js"></script>');
    expect(read.title).toBe('فروشگاه – ویترین');
    expect(read.html).toBe('<div class="page-title">x</div>');
    expect(readPjaxAnswer('<!DOCTYPE html><html><body>x</body></html>').html).toBeUndefined();
    expect(readPjaxAnswer('  ').html).toBeUndefined();
    expect(readPjaxAnswer('<title>only a title</title>').html).toBeUndefined();
  });

  it('reads woodmart_settings with its defaults (5000 ms, scroll to the wrapper minus 100 px, click price filter)', () => {
    expect(readPjaxSettings(settings(undefined))).toEqual({ links: DEFAULT_AJAX_LINKS, timeoutMs: 5000, scroll: true, scrollTarget: '.main-page-wrapper', scrollOffset: 100, priceFilterAction: 'click' });
    expect(readPjaxSettings(settings({ pjax_timeout: '800', ajax_scroll: 'no', price_filter_action: 'submit', ajax_links: '.x a' }))).toMatchObject({ timeoutMs: 800, scroll: false, priceFilterAction: 'submit', links: '.x a' });
    expect(readPjaxSettings(settings({ pjax_timeout: 'soon' })).timeoutMs).toBe(5000);
  });
});
