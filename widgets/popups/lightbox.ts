// The lightbox behind `lightbox` hash actions: one image, or a slideshow group
// (a[data-elementor-lightbox-slideshow="<group>"]) with a counter, previous/next (arrow keys follow
// the page direction), fullscreen, zoom and share links. Imported on first use only.
import { t, toPersianDigits } from '../../src/i18n';
import type { LightboxSettings } from '../../adapters/elementor/url-actions';
import { CLOSE_ICON, icon, pushModal } from './dialog';

interface Slide {
  url: string;
  title: string;
}

const SHARE_NETWORKS: ReadonlyArray<{ name: string; label: string; url: (page: string, text: string) => string }> = [
  { name: 'telegram', label: 'Telegram', url: (u, x) => `https://t.me/share/url?url=${u}&text=${x}` },
  { name: 'whatsapp', label: 'WhatsApp', url: (u, x) => `https://wa.me/?text=${x}%20${u}` },
  { name: 'x-twitter', label: 'X', url: (u, x) => `https://x.com/intent/post?url=${u}&text=${x}` },
  { name: 'facebook', label: 'Facebook', url: (u) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { name: 'linkedin', label: 'LinkedIn', url: (u) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  { name: 'email', label: 'Email', url: (u, x) => `mailto:?subject=${x}&body=${u}` },
];

const PREV_ICON = 'M15 6l-6 6 6 6';
const NEXT_ICON = 'M9 6l6 6-6 6';
const FULLSCREEN_ICON = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';
const ZOOM_ICON = 'M10 4a6 6 0 100 12 6 6 0 000-12zM20 20l-5.5-5.5M10 7v6M7 10h6';
const SHARE_ICON = 'M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4';

/** Only web URLs become an <img src> or a share target. */
function safeUrl(raw: string): string | null {
  try {
    const url = new URL(raw, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function slidesFor(settings: LightboxSettings): { slides: Slide[]; start: number } {
  if (settings.type === 'slideshow') {
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-elementor-lightbox-slideshow]')).filter(
      (a) => a.getAttribute('data-elementor-lightbox-slideshow') === settings.slideshow,
    );
    const slides = links
      .map((a) => ({ url: safeUrl(a.getAttribute('href') ?? '') ?? '', title: a.getAttribute('data-elementor-lightbox-title') ?? '' }))
      .filter((s) => s.url);
    const wanted = safeUrl(settings.url);
    const start = Math.max(0, slides.findIndex((s) => s.url === wanted));
    return { slides, start };
  }
  const url = safeUrl(settings.url);
  return { slides: url ? [{ url, title: settings.title }] : [], start: 0 };
}

function button(className: string, label: string, path: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.setAttribute('aria-label', label);
  b.append(icon(path));
  return b;
}

let current: { close(): void } | null = null;

export function openLightbox(settings: LightboxSettings, opener: HTMLElement | null): void {
  current?.close();
  const { slides, start } = slidesFor(settings);
  if (slides.length === 0) return;
  let index = start;
  let zoomed = false;

  const modal = document.createElement('div');
  modal.className = 'elementor-lightbox vitrin-lightbox';
  modal.setAttribute('role', 'dialog');
  modal.setAttribute('aria-modal', 'true');
  modal.setAttribute('aria-label', t('popups:lightboxLabel'));
  modal.tabIndex = -1;

  const toolbar = document.createElement('div');
  toolbar.className = 'vitrin-lightbox__toolbar';
  const counter = document.createElement('span');
  counter.className = 'elementor-slideshow__counter';
  counter.setAttribute('aria-live', 'polite');
  const fullscreen = button('vitrin-lightbox__fullscreen', t('popups:fullscreen'), FULLSCREEN_ICON);
  const zoom = button('vitrin-lightbox__zoom', t('popups:zoom'), ZOOM_ICON);
  zoom.setAttribute('aria-pressed', 'false');
  const share = button('vitrin-lightbox__share', t('popups:share'), SHARE_ICON);
  share.setAttribute('aria-expanded', 'false');
  const close = button('dialog-close-button vitrin-lightbox__close', t('popups:close'), CLOSE_ICON);
  const shareMenu = document.createElement('ul');
  shareMenu.className = 'vitrin-lightbox__share-menu';
  shareMenu.hidden = true;
  toolbar.append(counter, fullscreen, zoom, share, close);

  const figure = document.createElement('figure');
  figure.className = 'vitrin-lightbox__figure';
  const img = document.createElement('img');
  img.className = 'elementor-lightbox-image';
  const caption = document.createElement('figcaption');
  const error = document.createElement('p');
  error.className = 'vitrin-lightbox__error';
  error.setAttribute('role', 'alert');
  error.hidden = true;
  figure.append(img, caption, error);

  const prev = button('vitrin-lightbox__prev', t('popups:previous'), document.dir === 'rtl' || document.documentElement.dir === 'rtl' ? NEXT_ICON : PREV_ICON);
  const next = button('vitrin-lightbox__next', t('popups:next'), document.dir === 'rtl' || document.documentElement.dir === 'rtl' ? PREV_ICON : NEXT_ICON);
  prev.hidden = next.hidden = counter.hidden = slides.length < 2;
  modal.append(toolbar, shareMenu, prev, figure, next);

  const render = () => {
    const slide = slides[index];
    if (!slide) return;
    error.hidden = true;
    img.src = slide.url;
    img.alt = slide.title;
    caption.textContent = slide.title;
    caption.hidden = !slide.title;
    counter.textContent = t('popups:counter', { current: toPersianDigits(String(index + 1)), total: toPersianDigits(String(slides.length)) });
    shareMenu.replaceChildren(
      ...SHARE_NETWORKS.map((network) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = network.url(encodeURIComponent(slide.url), encodeURIComponent(slide.title || document.title));
        a.target = '_blank';
        a.rel = 'noopener noreferrer';
        a.className = `elementor-share-button elementor-share-button--${network.name}`;
        a.textContent = t('popups:shareOn', { network: network.label });
        li.append(a);
        return li;
      }),
    );
  };
  img.addEventListener('error', () => {
    error.textContent = t('popups:loadFailed');
    error.hidden = false;
  });
  const go = (delta: number) => {
    index = (index + delta + slides.length) % slides.length;
    render();
  };
  prev.addEventListener('click', () => go(-1));
  next.addEventListener('click', () => go(1));
  zoom.addEventListener('click', () => {
    zoomed = !zoomed;
    modal.classList.toggle('vitrin-lightbox--zoomed', zoomed);
    zoom.setAttribute('aria-pressed', String(zoomed));
  });
  share.addEventListener('click', () => {
    shareMenu.hidden = !shareMenu.hidden;
    share.setAttribute('aria-expanded', String(!shareMenu.hidden));
  });
  fullscreen.addEventListener('click', () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void modal.requestFullscreen?.().catch(() => undefined);
  });
  modal.addEventListener('keydown', (event) => {
    if (slides.length < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    // In RTL the next image is to the left.
    const rtl = getComputedStyle(modal).direction === 'rtl';
    go((event.key === 'ArrowLeft') === rtl ? 1 : -1);
  });
  modal.addEventListener('click', (event) => {
    if (event.target === modal) api.close();
  });

  const api = {
    close() {
      release();
      modal.remove();
      if (current === api) current = null;
      if (document.fullscreenElement === modal) void document.exitFullscreen().catch(() => undefined);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    },
  };
  close.addEventListener('click', () => api.close());
  render();
  document.body.append(modal);
  const release = pushModal({ element: modal, onEscape: () => api.close() });
  current = api;
  close.focus({ preventScroll: true });
}
