// The footer collapse boundary through the real runtime: happy-dom evaluates matchMedia against
// the window width it is given (Woodmart widgetCollapse.js: collapse at 575 px or less, spec §9).
import { afterEach, describe, expect, it } from 'vitest';
import { footerCollapse } from '.';
import { Runtime } from '../../src/runtime/runtime';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import { shopSettings } from '../../src/state/cart-session/testing';

let runtime: Runtime | undefined;
const flush = () => new Promise((r) => setTimeout(r, 0));
const setWidth = (px: number) => (window as unknown as { happyDOM: { setInnerWidth(n: number): void } }).happyDOM.setInnerWidth(px);

async function mountAt(width: number) {
  setWidth(width);
  document.body.innerHTML = `<footer><div class="footer-widget-collapse widget"><h5 class="widget-title">خدمات مشتریان</h5><ul class="menu"><li><a href="/faq/">پرسش‌های متداول</a></li></ul></div></footer>`;
  runtime = new Runtime(shopSettings({}));
  runtime.register([footerCollapse]);
  runtime.scan(document);
  await whenQueueEmpty();
  await flush();
}

afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  setWidth(1024);
});

describe('footer collapse boundary', () => {
  it('issue 35: at 575 px the title is a closed disclosure button that a press opens', async () => {
    await mountAt(575);
    const button = document.querySelector<HTMLButtonElement>('.widget-title > button.vitrin-footer-toggle');
    expect(button?.textContent).toBe('خدمات مشتریان');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    button?.click();
    expect(document.querySelector('.footer-widget-collapse')?.classList.contains('footer-widget-opened')).toBe(true);
    expect(button?.getAttribute('aria-expanded')).toBe('true');
  });
  it('issue 35: at 576 px nothing collapses (the title stays plain text)', async () => {
    await mountAt(576);
    expect(document.querySelector('.vitrin-footer-toggle')).toBeNull();
    expect(document.querySelector('.widget-title')?.textContent).toBe('خدمات مشتریان');
  });
});
