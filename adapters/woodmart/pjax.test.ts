import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import { DEFAULT_AJAX_LINKS, pjaxRequestUrl, pjaxWait, publicUrl, readPjaxAnswer, readPjaxSettings, serverUrl, fetchPjax } from './pjax';
import { DEFAULT_WAITS } from '../http/waits';
import { expectWaits } from '../http/testing';
import { pageSettings } from '../wordpress/testing';

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

  it('takes X-PJAX-URL only when it is a URL of this site: malformed or foreign is ignored (issue 26)', () => {
    const here = `${location.origin}/ajax-shop/page/2/`;
    expect(serverUrl(`${location.origin}/ajax-shop/page/2/?orderby=price`, here)).toBe(`${location.origin}/ajax-shop/page/2/?orderby=price`);
    expect(serverUrl('/ajax-shop/', here)).toBe(`${location.origin}/ajax-shop/`);
    expect(serverUrl('http://[::1', here)).toBeNull();
    expect(serverUrl('https://evil.example/ajax-shop/', here)).toBeNull();
    expect(serverUrl(null, here)).toBeNull();
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (header) => {
      const url = serverUrl(header, here);
      if (url !== null) expect(new URL(url).origin).toBe(location.origin);
      // Whatever it returns can go into the address bar without throwing.
      expect(() => publicUrl(url ?? here)).not.toThrow();
    }), { numRuns: 2000 });
  });

  it('fetchPjax hands on no server URL when the header is malformed, so the shop is not left half-navigated', async () => {
    server.listen({ onUnhandledRequest: 'error' });
    try {
      server.use(http.get('*/ajax-shop/page/2/', () => new HttpResponse('<title>2</title><div>page 2</div>', { headers: { 'X-PJAX-URL': 'http://[::1', 'Content-Type': 'text/html' } })));
      const outcome = await fetchPjax(`${location.origin}/ajax-shop/page/2/`, { slowMs: 0, limitMs: 5000, changesState: false }, new AbortController().signal);
      expect(outcome).toMatchObject({ kind: 'ok', serverUrl: null });
    } finally {
      server.resetHandlers();
      server.close();
    }
  });
});

describe('issue 30: the AJAX shop waits as the pjax kind says and takes only an answer with contents', () => {
  it('the limit is pjax_timeout (5000 by default) unless waits.pjax.limitMs is set; the slow note at 2.5 s', () => {
    expect(pjaxWait(pageSettings())).toEqual({ slowMs: 2500, limitMs: 5000, changesState: false });
    expect(pjaxWait(pageSettings({}, { woodmart_settings: { pjax_timeout: 8000 } }))).toEqual({ slowMs: 2500, limitMs: 8000, changesState: false });
    expect(pjaxWait(pageSettings({ waits: { pjax: { limitMs: 9000 } } }, { woodmart_settings: { pjax_timeout: 8000 } })).limitMs).toBe(9000);
    expect(pjaxWait(pageSettings({}, { woodmart_settings: { pjax_timeout: 2000 } })).slowMs).toBe(0);
  });

  it('a held navigation: slow note at 2.5 s, timeout at 5 s', async () => {
    server.listen({ onUnhandledRequest: 'error' });
    let release = (): void => undefined;
    server.use(http.get('*/ajax-shop/page/3/', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return new HttpResponse('<div>late</div>', { headers: { 'Content-Type': 'text/html' } });
    }));
    try {
      await expectWaits(DEFAULT_WAITS.pjax, (wait) => fetchPjax(`${location.origin}/ajax-shop/page/3/`, wait, new AbortController().signal), (o) => o.kind === 'failed' && o.reason === 'timeout');
    } finally {
      vi.useRealTimers();
      release();
      server.resetHandlers();
      server.close();
    }
  });

  it('text without an element (JSON, a notice, whitespace) never passes as contents; the theme answer does', () => {
    const noTag = fc.oneof(fc.jsonValue().map((v) => JSON.stringify(v) ?? ''), fc.string()).filter((text) => !text.includes('<'));
    fc.assert(fc.property(noTag, (text) => readPjaxAnswer(text).html === undefined), { numRuns: 500 });
    expect(readPjaxAnswer('{"unexpected":true}').html).toBeUndefined();
    expect(readPjaxAnswer('<title>x</title>\n<div class="products" data-source="main_loop"></div>').html).toBe('<div class="products" data-source="main_loop"></div>');
  });
});
