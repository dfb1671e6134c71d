// Elementor's carousels (image carousel, loop carousel) on their own Swiper markup, without Swiper:
// the slides sit in a CSS scroll-snap track laid out by vitrin.css from the first paint (no layout
// shift), touch and trackpad swipe are the browser's own, and this code adds what the settings ask
// for: arrows and dots, slides to scroll per device, infinite wrap, speed, autoplay with its pause
// rules, fade, lazy images, offset sides. Fewer than two slides: left alone.
import { createElement, Fragment } from 'react';
import { signal as createSignal } from '@preact/signals-core';
import { defineWidget } from '../../src/runtime/types';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import '../../src/i18n/namespaces/carousel';
import { CAROUSEL_INVALID, CAROUSEL_SELECTOR, carouselKind, deviceFor, readCarouselSettings } from '../../adapters/elementor/carousel';
import { pageOf, pageStarts, step, type Track } from './carousel.connector';
import { currentIndex, isRtl, scrollToSlide } from './scroller';
import { Pagination, PauseButton, renderControl, type ControlsState } from './CarouselControls';
import './carousel.css';
import './controls.css';

interface Props {
  settings: unknown;
  widgetType?: string;
}

const num = (n: number) => toPersianDigits(n);

export const carousel = defineWidget<Props>({
  name: 'carousel',
  kind: 'enhance',
  schema: {
    safeParse: (input: unknown) => {
      const raw = input as { settings?: unknown; widgetType?: unknown } | null;
      return { success: true, data: { settings: raw?.settings, widgetType: typeof raw?.widgetType === 'string' ? raw.widgetType : '' } };
    },
  },
  markup: [{ selector: CAROUSEL_SELECTOR, read: (el) => ({ settings: el.getAttribute('data-settings') ?? '', widgetType: el.getAttribute('data-widget_type') ?? '' }) }],
  enhance(props, { element, signal }) {
    const trackEl = element.querySelector<HTMLElement>('.swiper-wrapper');
    const slides = trackEl ? Array.from(trackEl.children).filter((c): c is HTMLElement => c instanceof HTMLElement && c.classList.contains('swiper-slide')) : [];
    if (!trackEl || slides.length < 2) return;
    const track = trackEl;
    const { settings, problems } = readCarouselSettings(props.settings, carouselKind(props.widgetType));
    if (problems.length) console.warn(`[vitrin] ${CAROUSEL_INVALID} carousel: ${problems.join(', ')}; Elementor's defaults used for those`);
    const view = element.ownerDocument.defaultView ?? window;
    const rtl = isRtl(element);
    const prev = element.querySelector<HTMLElement>('.elementor-swiper-button-prev');
    const next = element.querySelector<HTMLElement>('.elementor-swiper-button-next');
    const pagination = element.querySelector<HTMLElement>('.swiper-pagination');
    const showArrows = settings.arrows;
    const showDots = settings.pagination !== null;
    const pauseWithBullets = pagination !== null && settings.pagination === 'bullets';

    element.classList.add('vitrin-carousel');
    if (settings.fade) element.classList.add('vitrin-carousel-fade');
    track.style.setProperty('--vitrin-carousel-gap', `${settings.spacing}px`);
    if (settings.offsetSides !== 'none') {
      const side = settings.offsetWidth;
      // Elementor's left/right are physical sides.
      if (settings.offsetSides === 'both' || settings.offsetSides === 'left') track.style.paddingLeft = `${side}px`;
      if (settings.offsetSides === 'both' || settings.offsetSides === 'right') track.style.paddingRight = `${side}px`;
    }
    // Hand DOM on purpose (issue 34): the slides are Elementor's nodes and hold other widgets'
    // mount points (product cards, wishlist buttons), so no root may own them; they get attributes.
    slides.forEach((slide, i) => {
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', t('carousel:slide'));
      slide.setAttribute('aria-label', t('carousel:slideOf', { n: num(i + 1), count: num(slides.length) }));
    });

    let trackState: Track = { count: slides.length, perView: 1, perScroll: 1, infinite: settings.infinite };
    let start = 0;
    let cancelMove: () => void = () => undefined;
    // What the React controls draw (CarouselControls.tsx): the page, the pages, autoplay.
    const controls = createSignal<ControlsState>({ page: 0, starts: [0], playing: false });
    const unmounts: Array<() => void> = [];

    const measure = () => {
      const device = deviceFor(view.innerWidth);
      const perView = settings.fade ? 1 : settings.slidesToShow[device];
      trackState = { count: slides.length, perView, perScroll: settings.slidesToScroll[device], infinite: settings.infinite };
      // The same variable Elementor's own CSS sizes the slides with before a script runs.
      element.style.setProperty('--e-image-carousel-slides-to-show', String(perView));
      renderPagination();
      update();
    };

    const loadImages = () => {
      if (!settings.lazyload) return;
      slides.slice(Math.max(0, start - trackState.perView), start + trackState.perView * 2).forEach((slide) => {
        for (const img of slide.querySelectorAll<HTMLImageElement>('img[data-src]')) {
          const src = img.getAttribute('data-src');
          if (src) img.src = src;
          img.removeAttribute('data-src');
          img.classList.remove('swiper-lazy');
        }
      });
    };

    const update = () => {
      controls.value = { ...controls.value, page: pageOf(trackState, start), starts: pageStarts(trackState) };
      for (const [arrow, direction] of [[prev, -1], [next, 1]] as const) {
        if (!arrow) continue;
        const blocked = step(trackState, start, direction) === null;
        // Elementor's printed arrows (see below): attributes by hand.
        arrow.setAttribute('aria-disabled', String(blocked));
        arrow.classList.toggle('swiper-button-disabled', blocked);
      }
      if (settings.fade) slides.forEach((slide, i) => slide.classList.toggle('vitrin-carousel-active', i === start));
      loadImages();
    };

    const go = (index: number) => {
      start = Math.max(0, Math.min(index, slides.length - 1));
      cancelMove();
      const slide = slides[start];
      if (!settings.fade && slide) cancelMove = scrollToSlide(track, slide, settings.speed, rtl);
      update();
    };

    // The pagination Swiper would draw for the type Elementor passes (base-carousel.js L403-405):
    // a React root on Elementor's empty `.swiper-pagination` (CarouselControls.tsx), created once.
    // Hand DOM on that element itself (React sets nothing on its own container): Swiper's type
    // classes, and `aria-hidden` on the progress bar (the slides already say «۲ از ۸»).
    const renderPagination = () => {
      if (!pagination || !settings.pagination || !showDots || unmounts.length > 0) return;
      const type = settings.pagination;
      pagination.classList.add(`swiper-pagination-${type}`);
      if (type === 'bullets') pagination.classList.add('swiper-pagination-bullets');
      if (type === 'progressbar') pagination.setAttribute('aria-hidden', 'true');
      const bullets = createElement(Pagination, {
        state: controls,
        type,
        rtl,
        onGo: (slideIndex: number) => {
          interacted();
          go(slideIndex);
        },
      });
      unmounts.push(renderControl(pagination, pauseWithBullets && playing ? createElement(Fragment, null, bullets, pauseButton()) : bullets));
    };

    // Autoplay: paused on hover and focus, stopped for good by an interaction when configured,
    // never with reduced motion; a pause button keeps it under the shopper's control.
    const reduced = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    let playing = settings.autoplay && !reduced;
    let hovered = false;
    let focused = false;
    let timer = 0;
    // The pause button. With bullets it is the row's last control, beside the dots (the W3C carousel
    // pattern keeps the rotation control with the slide picker), in the pagination's root. Else it
    // sits over the slides' top end corner, in a holder of its own (React needs a container;
    // `display: contents`, so the button is placed as the `.swiper`'s own child).
    const pauseButton = () => createElement(PauseButton, { state: controls, onToggle: () => setPlaying(!playing) });
    const pauseHolder = playing && !pauseWithBullets ? element.ownerDocument.createElement('div') : null;
    const schedule = () => {
      view.clearTimeout(timer);
      // The track is Elementor's node around the slides (not React's): its live setting by hand.
      track.setAttribute('aria-live', playing ? 'off' : 'polite');
      if (!playing || hovered || focused || element.ownerDocument.hidden) return;
      timer = view.setTimeout(() => {
        const target = step(trackState, start, 1);
        if (target !== null) go(target);
        schedule();
      }, settings.autoplaySpeed);
    };
    const setPlaying = (on: boolean) => {
      playing = on;
      controls.value = { ...controls.value, playing: on };
      schedule();
    };
    const interacted = () => {
      if (settings.pauseOnInteraction && playing) setPlaying(false);
    };
    if (pauseHolder) {
      pauseHolder.className = 'vitrin-carousel-pause-holder';
      (element.querySelector('.swiper') ?? element).append(pauseHolder);
    }

    const arrowPress = (direction: 1 | -1) => {
      interacted();
      const target = step(trackState, start, direction);
      if (target !== null) go(target);
    };
    for (const [arrow, direction] of [[prev, -1], [next, 1]] as const) {
      if (!arrow) continue;
      if (!showArrows) {
        arrow.hidden = true;
        continue;
      }
      // Hand DOM on purpose: the arrows are Elementor's printed `div.elementor-swiper-button` with
      // its icon, sized by Elementor's CSS. A root on one could not set these on its own container,
      // and a <button> drawn inside would change what the theme styles: they become buttons by role.
      arrow.setAttribute('role', 'button');
      arrow.setAttribute('tabindex', '0');
      arrow.setAttribute('aria-label', t(direction < 0 ? 'carousel:prev' : 'carousel:next'));
      arrow.addEventListener('click', () => arrowPress(direction), { signal });
      arrow.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        if (!event.repeat) arrowPress(direction);
      }, { signal });
    }

    let frame = 0;
    track.addEventListener('scroll', () => {
      if (frame || settings.fade) return;
      frame = view.requestAnimationFrame(() => {
        frame = 0;
        start = currentIndex(track, slides, rtl);
        update();
      });
    }, { passive: true, signal });
    track.addEventListener('pointerdown', interacted, { signal });
    track.addEventListener('wheel', interacted, { passive: true, signal });
    element.addEventListener('mouseenter', () => {
      hovered = settings.pauseOnHover;
      schedule();
    }, { signal });
    element.addEventListener('mouseleave', () => {
      hovered = false;
      schedule();
    }, { signal });
    element.addEventListener('focusin', () => {
      focused = true;
      schedule();
    }, { signal });
    element.addEventListener('focusout', (event) => {
      if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
      focused = false;
      schedule();
    }, { signal });
    element.ownerDocument.addEventListener('visibilitychange', schedule, { signal });
    let resizeFrame = 0;
    view.addEventListener('resize', () => {
      if (resizeFrame) return;
      resizeFrame = view.requestAnimationFrame(() => {
        resizeFrame = 0;
        measure();
      });
    }, { signal });

    controls.value = { ...controls.value, playing };
    measure();
    if (pauseHolder) unmounts.push(renderControl(pauseHolder, pauseButton()));
    setPlaying(playing);

    return () => {
      view.clearTimeout(timer);
      cancelMove();
      for (const unmount of unmounts.splice(0)) unmount();
      pauseHolder?.remove();
      if (pagination && showDots) {
        pagination.classList.remove(`swiper-pagination-${settings.pagination ?? 'bullets'}`, 'swiper-pagination-bullets');
        pagination.removeAttribute('aria-hidden');
      }
      element.classList.remove('vitrin-carousel', 'vitrin-carousel-fade');
      element.style.removeProperty('--e-image-carousel-slides-to-show');
      track.removeAttribute('style');
      track.removeAttribute('aria-live');
      for (const slide of slides) slide.classList.remove('vitrin-carousel-active');
      for (const arrow of [prev, next]) arrow?.removeAttribute('hidden');
    };
  },
});
