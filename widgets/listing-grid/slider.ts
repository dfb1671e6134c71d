// The listing grid's slider (data-slider_options, slick in the original): a scroll-snap track with
// slides per device, arrows, steps of slidesToScroll, wrap when infinite, autoplay
// paused on hover, focus and reduced motion. Fewer items than fit: left as a grid (initSlider).
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import { deviceOf, readSliderOptions } from '../../adapters/jet-engine/listing';
import { needsSlider, slideStep, type SliderState } from './listing-grid.connector';

const ITEM = ':scope > .jet-listing-grid__item';

export function enhanceSlider(slider: HTMLElement, items: HTMLElement, signal: AbortSignal): { refresh(): void; stop(): void } {
  const options = readSliderOptions(slider);
  const view = slider.ownerDocument.defaultView ?? window;
  const rtl = getComputedStyle(slider).direction === 'rtl';
  let start = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let paused = false;
  // Hand DOM (issue 34): the arrows are needed from load, before any touch, and the listing pages
  // load no React; a root here would bring React's chunk to every page with a listing slider. The
  // slides' roles and labels go on JetEngine's own item nodes, which hold other roots.
  const prev = document.createElement('button');
  const next = document.createElement('button');
  prev.type = next.type = 'button';
  prev.className = 'vitrin-listing-slider__arrow vitrin-listing-slider__arrow--prev';
  next.className = 'vitrin-listing-slider__arrow vitrin-listing-slider__arrow--next';
  prev.setAttribute('aria-label', t('listing:prevSlide'));
  next.setAttribute('aria-label', t('listing:nextSlide'));
  prev.textContent = rtl ? '›' : '‹';
  next.textContent = rtl ? '‹' : '›';
  const slides = () => Array.from(items.querySelectorAll<HTMLElement>(ITEM));
  const state = (): SliderState => ({ count: slides().length, perView: options.slidesToShow[deviceOf(view.innerWidth)], perScroll: options.slidesToScroll, infinite: options.infinite });
  const reduced = () => typeof view.matchMedia === 'function' && view.matchMedia('(prefers-reduced-motion: reduce)').matches;

  const go = (index: number, smooth = true) => {
    const list = slides();
    const target = list[index];
    if (!target) return;
    start = index;
    const offset = rtl ? -(items.getBoundingClientRect().right - target.getBoundingClientRect().right) : target.getBoundingClientRect().left - items.getBoundingClientRect().left;
    items.scrollBy({ left: offset, behavior: smooth && !reduced() ? 'smooth' : 'auto' });
    paint();
  };
  const paint = () => {
    const s = state();
    for (const [i, slide] of slides().entries()) {
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', t('listing:slide'));
      slide.setAttribute('aria-label', t('listing:slideOf', { n: toPersianDigits(i + 1), count: toPersianDigits(s.count) }));
    }
    prev.disabled = !s.infinite && start <= 0;
    next.disabled = !s.infinite && start >= s.count - s.perView;
  };
  const setup = () => {
    const s = state();
    const on = needsSlider(s.count, s.perView);
    slider.classList.toggle('vitrin-listing-slider', on);
    slider.style.setProperty('--vitrin-slides', String(s.perView));
    prev.hidden = next.hidden = !on || !options.arrows;
    if (on) paint();
  };
  slider.setAttribute('role', 'region');
  slider.setAttribute('aria-roledescription', t('listing:carousel'));
  if (!slider.hasAttribute('aria-label')) slider.setAttribute('aria-label', t('listing:carousel'));
  slider.prepend(prev);
  slider.append(next);
  prev.addEventListener('click', () => go(slideStep(state(), start, -1)), { signal });
  next.addEventListener('click', () => go(slideStep(state(), start, 1)), { signal });
  items.addEventListener('scroll', () => {
    // Swipes and trackpads move the track themselves: the start follows the nearest slide.
    const box = items.getBoundingClientRect();
    let best = 0;
    let bestDistance = Infinity;
    slides().forEach((slide, i) => {
      const r = slide.getBoundingClientRect();
      const d = Math.abs(rtl ? box.right - r.right : r.left - box.left);
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    });
    if (best !== start) {
      start = best;
      paint();
    }
  }, { passive: true, signal });
  if (options.autoplay) {
    const hold = (on: boolean) => () => {
      paused = on;
    };
    if (options.pauseOnHover) {
      slider.addEventListener('pointerenter', hold(true), { signal });
      slider.addEventListener('pointerleave', hold(false), { signal });
    }
    slider.addEventListener('focusin', hold(true), { signal });
    slider.addEventListener('focusout', hold(false), { signal });
    timer = setInterval(() => {
      if (!paused && !reduced() && document.visibilityState === 'visible' && slider.classList.contains('vitrin-listing-slider')) go(slideStep({ ...state(), infinite: true }, start, 1));
    }, options.autoplaySpeed);
  }
  setup();
  view.addEventListener('resize', setup, { signal });
  return {
    refresh: setup,
    stop: () => {
      clearInterval(timer);
      prev.remove();
      next.remove();
      slider.classList.remove('vitrin-listing-slider');
    },
  };
}
