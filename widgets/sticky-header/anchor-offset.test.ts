// Elementor's sticky anchor offset through the real runtime (happy-dom: what is checked is the
// scroll-margin-top each anchor target gets, which is what stops the browser's jump below the bar).
import { afterEach, describe, expect, it } from 'vitest';
import { stickyAnchorOffsetBehaviour } from './anchor-offset';
import { Runtime } from '../../src/runtime/runtime';
import { shopSettings } from '../../src/state/cart-session/testing';

let runtime: Runtime | undefined;
const flush = () => new Promise((r) => setTimeout(r, 0));
const sticky = (id: string, settings: Record<string, unknown>) =>
  `<div class="elementor-element elementor-element-${id}" data-id="${id}" data-settings='${JSON.stringify(settings)}'><nav class="elementor-element"><a href="#specs">مشخصات</a> <a href="#reviews">نظرها</a> <a href="#faq">پرسش‌ها</a> <a href="#top">بالا</a></nav></div>`;

async function mount(html: string) {
  document.body.innerHTML = html;
  runtime = new Runtime(shopSettings({}));
  runtime.register([stickyAnchorOffsetBehaviour]);
  runtime.scan(document);
  // Mounting yields between batches: wait until every mount point has settled.
  for (let i = 0; i < 20 && document.querySelector('[data-vitrin-status="pending"]'); i++) await flush();
}
const margin = (id: string) => document.getElementById(id)?.style.scrollMarginTop ?? '';

afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  document.body.innerHTML = '';
});

describe('sticky anchor offset (anchor-scroll-margin.js)', () => {
  it('issue 35: an anchor below a sticky section stops below it by sticky_anchor_link_offset', async () => {
    await mount(`<section id="top">سربرگ</section>
      ${sticky('a1', { sticky: 'top', sticky_on: ['desktop', 'tablet', 'mobile'], sticky_offset: 0, sticky_anchor_link_offset: 90 })}
      <section id="specs">مشخصات</section><section id="reviews">نظرها</section>
      ${sticky('b2', { sticky: 'top', sticky_anchor_link_offset: 40 })}
      <section id="faq">پرسش‌ها</section>`);
    expect(margin('specs')).toBe('90px');
    expect(margin('reviews')).toBe('90px');
    // Past the next sticky section, that one's offset.
    expect(margin('faq')).toBe('40px');
    // Above every sticky section: untouched.
    expect(margin('top')).toBe('');
  });

  it('issue 35: an offset of 0, or sticky off, leaves the anchors alone', async () => {
    await mount(`${sticky('a1', { sticky: 'top', sticky_anchor_link_offset: 0 })}<section id="specs"></section>
      ${sticky('b2', { sticky_anchor_link_offset: 60 })}<section id="reviews"></section>`);
    expect(margin('specs')).toBe('');
    expect(margin('reviews')).toBe('');
  });

  it('unmounted, the margins it set are removed', async () => {
    await mount(`${sticky('a1', { sticky: 'top', sticky_anchor_link_offset: 90 })}<section id="specs"></section>`);
    expect(margin('specs')).toBe('90px');
    runtime?.disconnect();
    expect(margin('specs')).toBe('');
  });
});
