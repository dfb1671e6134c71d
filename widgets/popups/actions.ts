// Elementor's hash action links and the on-load hash: popup open/toggle/close (with "do not show
// again"), off-canvas open/close/toggle, page reload and the lightbox (imported on first use).
// Also theme_template_id, which scrolls to the previewed template. Malformed links do nothing.
import {
  ACTION_HASH_ATTRIBUTE, ACTION_LINK_SELECTOR, lightboxSettings, type LightboxSettings, offCanvasSettings, parseHashAction, popupCloseSettings, popupOpenSettings, themeTemplateId,
} from '../../adapters/elementor/url-actions';
import { POPUP_SELECTOR } from '../../adapters/elementor/popups';
import { closePopup, openPopup } from './registry';
import { setInert } from '../../src/host/inert';

/** The page reload goes through here so tests can watch it (the test DOM cannot reload). */
export const pageNavigation = { reload: (): void => location.reload() };

function offCanvas(id: string, mode: 'open' | 'close' | 'toggle'): void {
  const panel = document.getElementById(`off-canvas-${id}`);
  if (!panel) return;
  const open = mode === 'toggle' ? panel.getAttribute('aria-hidden') !== 'false' : mode === 'open';
  panel.setAttribute('aria-hidden', String(!open));
  setInert(panel, !open);
  panel.classList.toggle('e-off-canvas--open', open);
}

export function runHashAction(href: string, source: Element | null): boolean {
  const action = parseHashAction(href);
  if (!action) return false;
  const opener = source instanceof HTMLElement ? source : null;
  switch (action.name) {
    case 'popup:open': {
      const open = popupOpenSettings(action.settings);
      if (open) openPopup(open.id, opener, open.toggle);
      return Boolean(open);
    }
    case 'popup:close': {
      const id = Number(source?.closest(POPUP_SELECTOR)?.getAttribute('data-elementor-id'));
      if (!Number.isInteger(id) || id <= 0) return false;
      closePopup(id, popupCloseSettings(action.settings).doNotShowAgain);
      return true;
    }
    case 'off_canvas:open':
    case 'off_canvas:close':
    case 'off_canvas:toggle': {
      const target = offCanvasSettings(action.settings);
      if (target) offCanvas(target.id, action.name.slice('off_canvas:'.length) as 'open' | 'close' | 'toggle');
      return Boolean(target);
    }
    case 'reload-page':
    case 'reload_page':
      pageNavigation.reload();
      return true;
    case 'lightbox': {
      const settings = lightboxSettings(action.settings);
      if (!settings) return false;
      showLightbox(settings, opener);
      return true;
    }
    default:
      return false;
  }
}

/** Image links Elementor opens in its lightbox (image, gallery and image-carousel widgets). */
const LIGHTBOX_LINK_SELECTOR = 'a[data-elementor-open-lightbox="yes"], a[data-elementor-lightbox-slideshow]:not([data-elementor-open-lightbox="no"])';
const IMAGE_HREF = /\.(avif|bmp|gif|jpe?g|png|svg|webp)(\?.*)?$/i;

function openImageLink(link: HTMLAnchorElement): boolean {
  const href = link.getAttribute('href') ?? '';
  if (!IMAGE_HREF.test(href)) return false;
  const slideshow = link.getAttribute('data-elementor-lightbox-slideshow');
  const settings: LightboxSettings = {
    type: slideshow ? 'slideshow' : 'image',
    url: href,
    title: link.getAttribute('data-elementor-lightbox-title') ?? '',
    slideshow: slideshow ?? '',
  };
  showLightbox(settings, link);
  return true;
}

function showLightbox(settings: LightboxSettings, opener: HTMLElement | null): void {
  void import('./lightbox')
    .then(({ openLightbox }) => openLightbox(settings, opener))
    .catch((error: unknown) => console.error('[vitrin] V021 popups: the lightbox failed to load', error));
}

export function installHashActions(): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const lightboxLinkOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LIGHTBOX_LINK_SELECTOR) : null;
  const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(ACTION_LINK_SELECTOR) : null);
  document.addEventListener(
    'click',
    (event) => {
      const image = lightboxLinkOf(event);
      if (image && !event.defaultPrevented && openImageLink(image)) {
        event.preventDefault();
        return;
      }
      const link = linkOf(event);
      if (!link) return;
      // Never follow the link: its hash is an instruction, not a place.
      event.preventDefault();
      runHashAction(link.getAttribute('href') ?? '', link);
    },
    { signal },
  );
  // Elementor prints these as <a role="button"> often: Space must press them like Enter does.
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ' || event.repeat) return;
      const link = linkOf(event);
      if (!link || link.getAttribute('role') !== 'button') return;
      event.preventDefault();
      link.click();
    },
    { signal },
  );

  // On load the hash runs only if the page itself carries that exact action (data-e-action-hash),
  // so a crafted URL cannot open arbitrary actions.
  const hash = location.hash;
  if (hash) {
    for (const el of document.querySelectorAll(`[${ACTION_HASH_ATTRIBUTE}]`)) {
      const value = el.getAttribute(ACTION_HASH_ATTRIBUTE);
      if (value === hash) {
        runHashAction(value, el);
        break;
      }
    }
  }

  const templateId = themeTemplateId(location.search);
  if (templateId !== null) {
    document.querySelector(`.elementor-${templateId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }
  return () => controller.abort();
}
