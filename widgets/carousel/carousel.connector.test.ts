// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deviceFor, readCarouselSettings } from '../../adapters/elementor/carousel';
import { pageOf, pageStarts, step } from './carousel.connector';

describe('carousel positions', () => {
  const track = { count: 8, perView: 4, perScroll: 1, infinite: true };
  it('steps one slide at a time and wraps when infinite', () => {
    expect(step(track, 0, 1)).toBe(1);
    expect(step(track, 4, 1)).toBe(0);
    expect(step(track, 0, -1)).toBe(4);
    expect(step({ ...track, infinite: false }, 4, 1)).toBeNull();
    expect(step({ ...track, infinite: false }, 0, -1)).toBeNull();
  });
  it('slides to scroll moves by pages, the last page full', () => {
    const byTwo = { count: 7, perView: 3, perScroll: 2, infinite: false };
    expect(pageStarts(byTwo)).toEqual([0, 2, 4]);
    expect(step(byTwo, 2, 1)).toBe(4);
    expect(step(byTwo, 4, 1)).toBeNull();
    expect(pageOf(byTwo, 3)).toBe(1);
  });
  it('never lands outside the slides (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), fc.nat(40), fc.constantFrom<1 | -1>(1, -1),
      (count, perView, perScroll, infinite, start, direction) => {
        const t = { count, perView, perScroll, infinite };
        const from = Math.min(start, Math.max(0, count - perView));
        const to = step(t, from, direction);
        if (to !== null) {
          expect(to).toBeGreaterThanOrEqual(0);
          expect(to).toBeLessThanOrEqual(Math.max(0, count - perView));
        }
        expect(pageStarts(t).at(-1)).toBe(Math.max(0, count - perView));
      }));
  });
});

describe('carousel settings (contracts.md §4.4, spec §9 defaults)', () => {
  it('reads Elementor\'s settings', () => {
    const { settings, problems } = readCarouselSettings(JSON.stringify({ slides_to_show: '4', slides_to_show_tablet: '2', slides_to_scroll: '2', infinite: 'yes', autoplay: 'yes', autoplay_speed: 3000, navigation: 'dots', image_spacing_custom: { unit: 'px', size: 12 } }));
    expect(problems).toEqual([]);
    expect(settings.slidesToShow).toEqual({ desktop: 4, tablet: 2, mobile: 1 });
    expect(settings.slidesToScroll.desktop).toBe(2);
    expect(settings.infinite).toBe(true);
    expect(settings.autoplaySpeed).toBe(3000);
    expect(settings.navigation).toBe('dots');
    expect(settings.spacing).toBe(12);
  });
  it('malformed values fall back to the defaults and are named', () => {
    const { settings, problems } = readCarouselSettings('{"slides_to_show":"lots","navigation":"<b>","speed":-5}');
    expect(settings.slidesToShow).toEqual({ desktop: 3, tablet: 2, mobile: 1 });
    expect(settings.navigation).toBe('both');
    expect(settings.speed).toBe(500);
    expect([...problems].sort()).toEqual(['navigation="<b>"', 'slides_to_show="lots"', 'speed=-5']);
    expect(readCarouselSettings('not json').problems).toEqual(['data-settings is not JSON']);
    expect(readCarouselSettings('[1,2]').settings.slidesToShow.desktop).toBe(3);
  });
  it('fade only with one slide shown; one slide shown everywhere when one on desktop', () => {
    expect(readCarouselSettings({ effect: 'fade', slides_to_show: '1' }).settings).toMatchObject({ fade: true, slidesToShow: { desktop: 1, tablet: 1, mobile: 1 } });
    expect(readCarouselSettings({ effect: 'fade', slides_to_show: '3' }).settings.fade).toBe(false);
  });
  // frontend-modules.js base-carousel.js L357 (`loop: 'yes' === infinite`), L375-378 (autoplay,
  // disableOnInteraction), L479 (pause_on_hover); controls-stack.php L1354-1361 drops a switched-off
  // ('' or null) control from data-settings.
  it('issue 35: absent switchers are off (infinite, autoplay, pause on hover, pause on interaction)', () => {
    const { settings, problems } = readCarouselSettings(JSON.stringify({ slides_to_show: '4', navigation: 'both' }));
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ infinite: false, autoplay: false, pauseOnHover: false, pauseOnInteraction: false, lazyload: false });
    expect(readCarouselSettings({ infinite: '', autoplay: null }).settings).toMatchObject({ infinite: false, autoplay: false });
    expect(readCarouselSettings({ infinite: 'yes', autoplay: 'yes', pause_on_hover: 'yes', pause_on_interaction: 'yes' }).settings)
      .toMatchObject({ infinite: true, autoplay: true, pauseOnHover: true, pauseOnInteraction: true });
  });
  it('issue 35: the pagination type is read (bullets, fraction, progressbar; bullets by default)', () => {
    // base-carousel.js L395-405: dots when navigation says dots/both or a pagination type is set.
    expect(readCarouselSettings({ navigation: 'both' }).settings).toMatchObject({ arrows: true, pagination: 'bullets' });
    expect(readCarouselSettings({ navigation: 'arrows' }).settings).toMatchObject({ arrows: true, pagination: null });
    expect(readCarouselSettings({ navigation: 'none', pagination: 'fraction' }).settings).toMatchObject({ arrows: false, pagination: 'fraction' });
    // The Pro loop carousel: `arrows` switcher (loop-carousel bundle L31) and `pagination` select
    // (base-carousel-trait.php L714-729, '' = None, dropped from data-settings).
    expect(readCarouselSettings({ arrows: 'yes', pagination: 'progressbar' }, 'loop').settings).toMatchObject({ arrows: true, pagination: 'progressbar' });
    expect(readCarouselSettings({}, 'loop').settings).toMatchObject({ arrows: false, pagination: null });
    expect(readCarouselSettings({ pagination: 'bullets' }, 'loop').settings).toMatchObject({ arrows: false, pagination: 'bullets' });
    const odd = readCarouselSettings({ pagination: 'stars' }, 'loop');
    expect(odd.settings.pagination).toBe('bullets');
    expect(odd.problems).toEqual(['pagination="stars"']);
  });
  it('breakpoints: mobile ≤ 767, tablet ≤ 1024', () => {
    expect([390, 767, 768, 1024, 1025].map(deviceFor)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop']);
  });
});
