// The carousel on Elementor's markup through the real runtime (happy-dom: no layout, so what is
// checked is what the settings switch on: the timer, the arrows at the ends, the pagination drawn).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carousel } from '.';
import { Runtime } from '../../src/runtime/runtime';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import { shopSettings } from '../../src/state/cart-session/testing';

let runtime: Runtime | undefined;
const flush = () => new Promise((r) => setTimeout(r, 0));
/** React commits what the controls' signal says in a microtask after the change (fake timers leave those alone). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function markup(settings: Record<string, unknown>, widgetType = 'image-carousel.default', count = 4): string {
  const slides = Array.from({ length: count }, (_, i) => `<div class="swiper-slide"><img src="/s${i}.jpg" alt=""></div>`).join('');
  return `<div dir="rtl"><div class="elementor-element elementor-widget" data-settings='${JSON.stringify(settings)}' data-widget_type="${widgetType}">
    <div class="elementor-widget-container"><div class="swiper"><div class="swiper-wrapper">${slides}</div></div>
    <div class="elementor-swiper-button elementor-swiper-button-prev"></div><div class="elementor-swiper-button elementor-swiper-button-next"></div>
    <div class="swiper-pagination"></div></div></div></div>`;
}

async function mount(html: string) {
  document.body.innerHTML = html;
  runtime = new Runtime(shopSettings({}));
  runtime.register([carousel]);
  runtime.scan(document);
  await whenQueueEmpty();
  await flush();
}

const q = (selector: string) => document.querySelector<HTMLElement>(selector);
const activeDot = async () => {
  await settle();
  return q('.swiper-pagination-bullet-active')?.getAttribute('data-bullet-index');
};

afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('carousel (Elementor settings as base-carousel.js reads them)', () => {
  it('issue 35: a carousel saved with autoplay and infinite off (absent) neither advances nor wraps', async () => {
    await mount(markup({ slides_to_show: '1', navigation: 'both', speed: 0 }));
    vi.useFakeTimers();
    // No pause button: nothing plays.
    expect(q('.vitrin-carousel-pause')).toBeNull();
    vi.advanceTimersByTime(20000);
    expect(await activeDot()).toBe('0');
    // At the first slide "previous" is blocked (no wrap to the last one).
    expect(q('.elementor-swiper-button-prev')?.getAttribute('aria-disabled')).toBe('true');
    for (let i = 0; i < 3; i++) q('.elementor-swiper-button-next')?.click();
    expect(await activeDot()).toBe('3');
    expect(q('.elementor-swiper-button-next')?.getAttribute('aria-disabled')).toBe('true');
    q('.elementor-swiper-button-next')?.click();
    expect(await activeDot()).toBe('3');
  });

  it('issue 35: autoplay "yes" advances every autoplay_speed ms (5000 by default) and infinite "yes" wraps', async () => {
    await mount(markup({ slides_to_show: '1', navigation: 'dots', autoplay: 'yes', infinite: 'yes', speed: 0 }, 'image-carousel.default', 2));
    vi.useFakeTimers();
    // The timer was armed at mount with real timers: re-arm it under fake ones with the pause button.
    q('.vitrin-carousel-pause')?.click();
    await settle();
    expect(q('.vitrin-carousel-pause')?.dataset.state).toBe('paused');
    expect(q('.vitrin-carousel-pause')?.getAttribute('aria-label')).toBe('ادامهٔ نمایش خودکار');
    q('.vitrin-carousel-pause')?.click();
    await settle();
    expect(q('.vitrin-carousel-pause')?.dataset.state).toBe('playing');
    vi.advanceTimersByTime(4999);
    expect(await activeDot()).toBe('0');
    vi.advanceTimersByTime(1);
    expect(await activeDot()).toBe('1');
    vi.advanceTimersByTime(5000);
    expect(await activeDot()).toBe('0');
  });

  it('issue 35: pagination "fraction" shows «۱ / ۴» and follows the slide', async () => {
    await mount(markup({ slides_to_show: '1', arrows: 'yes', pagination: 'fraction', speed: 0 }, 'loop-carousel.product'));
    const pagination = q('.swiper-pagination');
    expect(pagination?.classList.contains('swiper-pagination-fraction')).toBe(true);
    expect(pagination?.textContent).toBe('۱ / ۴');
    expect(document.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(0);
    q('.elementor-swiper-button-next')?.click();
    await settle();
    expect(pagination?.textContent).toBe('۲ / ۴');
  });

  it('issue 35: pagination "progressbar" fills by the page, from the right in RTL', async () => {
    await mount(markup({ slides_to_show: '1', arrows: 'yes', pagination: 'progressbar', speed: 0 }, 'loop-carousel.product'));
    const fill = q('.swiper-pagination-progressbar .swiper-pagination-progressbar-fill');
    expect(fill?.style.transform).toBe('scaleX(0.25)');
    expect(fill?.style.getPropertyValue('--vitrin-progress-origin')).toBe('right');
    q('.elementor-swiper-button-next')?.click();
    await settle();
    expect(fill?.style.transform).toBe('scaleX(0.5)');
  });

  it('issue 35: a loop carousel with arrows and pagination switched off shows neither', async () => {
    await mount(markup({ slides_to_show: '1' }, 'loop-carousel.product'));
    expect(q('.elementor-swiper-button-next')?.hidden).toBe(true);
    expect(q('.swiper-pagination')?.childElementCount).toBe(0);
  });

  it('fewer than 2 slides: left alone (spec §7 "not initialised")', async () => {
    await mount(markup({ slides_to_show: '1', navigation: 'both', autoplay: 'yes' }, 'image-carousel.default', 1));
    const widget = q('.elementor-widget');
    expect(widget?.classList.contains('vitrin-carousel')).toBe(false);
    expect(q('.swiper-pagination')?.childElementCount).toBe(0);
    expect(q('.vitrin-carousel-pause')).toBeNull();
    expect(q('.elementor-swiper-button-next')?.hasAttribute('aria-label')).toBe(false);
  });

  it('defaults: speed 500 and autoplay 5000 ms when the settings leave them out (spec §9)', async () => {
    const { readCarouselSettings } = await import('../../adapters/elementor/carousel');
    expect(readCarouselSettings({}).settings).toMatchObject({ speed: 500, autoplaySpeed: 5000 });
  });
});

describe('stretched elements (Elementor stretched-element.js: class e-stretched, setting stretch_element "yes")', () => {
  it('issue 35: e-stretched with stretch_element "yes" is stretched; the class alone (setting off) is not', async () => {
    const { stretchedSection } = await import('./stretched');
    document.body.innerHTML = `<div class="elementor-element e-con e-stretched" data-settings='{"stretch_element":"yes"}'></div>
      <div class="elementor-element e-con e-stretched" data-settings='{"background_background":"classic"}'></div>`;
    document.documentElement.style.removeProperty('--vitrin-stretch-width');
    runtime = new Runtime(shopSettings({}));
    runtime.register([stretchedSection]);
    runtime.scan(document);
    await whenQueueEmpty();
    // The page width is written for the stretched one (the CSS spans it by that width).
    expect(document.documentElement.style.getPropertyValue('--vitrin-stretch-width')).toMatch(/^\d+px$/);
    const [on, off] = Array.from(document.querySelectorAll<HTMLElement>('.e-stretched'));
    const { isStretchActive } = await import('../../adapters/elementor/carousel');
    expect(on && isStretchActive(on)).toBe(true);
    expect(off && isStretchActive(off)).toBe(false);
  });
});
