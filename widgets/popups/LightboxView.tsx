// The lightbox as React draws it: one image or a slideshow group with its counter, previous/next
// (arrow keys follow the page direction), fullscreen, zoom and the share menu (spec §9's twenty
// networks), as a modal dialog through the kit's useModal. Elementor's class names where its CSS
// has them (elementor-lightbox, elementor-slideshow__counter, elementor-share-button--<name>).
import { useEffect, useId, useRef, useState } from 'react';
import './i18n';
import { t, toPersianDigits } from '../../src/i18n';
import { useModal } from '../../src/ui/useModal';
import { shareTargets } from './share';
import { CloseIcon, FullscreenIcon, NextIcon, PrevIcon, ShareIcon, ZoomIcon } from './icons';

export interface Slide {
  url: string;
  title: string;
}

export interface LightboxProps {
  slides: readonly Slide[];
  start: number;
  opener: HTMLElement | null;
  onClose(): void;
}

const isRtl = (el: Element | null) => (el ? getComputedStyle(el).direction === 'rtl' : false);

export function Lightbox({ slides, start, opener, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const shareButton = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const menuId = useId();
  const slide = slides[index] ?? slides[0];
  const many = slides.length > 1;

  useModal(dialog, {
    active: true,
    lockScroll: true,
    onEscape: () => {
      // The share menu closes first, focus back on its button; then the lightbox.
      if (sharing) {
        setSharing(false);
        shareButton.current?.focus();
      } else onClose();
    },
    initialFocus: () => closeButton.current,
    opener,
  });

  // Fullscreen is the browser's: the button follows what the browser says (Escape there leaves it too).
  useEffect(() => {
    const doc = dialog.current?.ownerDocument;
    if (!doc) return;
    const sync = () => setFullscreen(doc.fullscreenElement !== null && doc.fullscreenElement === dialog.current);
    doc.addEventListener('fullscreenchange', sync);
    return () => {
      doc.removeEventListener('fullscreenchange', sync);
      if (doc.fullscreenElement && doc.fullscreenElement === dialog.current) void doc.exitFullscreen().catch(() => undefined);
    };
  }, []);

  if (!slide) return null;
  const go = (delta: number) => {
    setIndex((i) => (i + delta + slides.length) % slides.length);
    setFailed(false);
  };
  const toggleFullscreen = () => {
    const el = dialog.current;
    if (!el) return;
    const doc = el.ownerDocument;
    if (doc.fullscreenElement) void doc.exitFullscreen().catch(() => undefined);
    // Safari before 16.4 names it webkitRequestFullscreen: there the button does nothing, the rest works.
    else if (typeof el.requestFullscreen === 'function') void el.requestFullscreen().catch(() => undefined);
  };
  const rtl = isRtl(dialog.current);
  const title = slide.title || document.title;

  return (
    <div
      ref={dialog}
      className={`elementor-lightbox vitrin-lightbox${zoomed ? ' vitrin-lightbox--zoomed' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label={t('popups:lightboxLabel')}
      tabIndex={-1}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (!many || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
        // In RTL the next image is to the left.
        go((event.key === 'ArrowLeft') === isRtl(event.currentTarget) ? 1 : -1);
      }}
    >
      <div className="vitrin-lightbox__toolbar">
        <span className="elementor-slideshow__counter" aria-live="polite" hidden={!many}>
          {t('popups:counter', { current: toPersianDigits(String(index + 1)), total: toPersianDigits(String(slides.length)) })}
        </span>
        <button type="button" className="vitrin-lightbox__fullscreen" aria-label={t('popups:fullscreen')} aria-pressed={fullscreen} onClick={toggleFullscreen}>
          <FullscreenIcon />
        </button>
        <button type="button" className="vitrin-lightbox__zoom" aria-label={t('popups:zoom')} aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
          <ZoomIcon />
        </button>
        <button ref={shareButton} type="button" className="vitrin-lightbox__share" aria-label={t('popups:share')} aria-expanded={sharing} aria-controls={menuId} onClick={() => setSharing((s) => !s)}>
          <ShareIcon />
        </button>
        <button ref={closeButton} type="button" className="dialog-close-button vitrin-lightbox__close" aria-label={t('popups:close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <ul id={menuId} className="vitrin-lightbox__share-menu" hidden={!sharing} aria-label={t('popups:share')}>
        {shareTargets(slide.url, slide.url, title).map((target) => (
          <li key={target.name}>
            {target.href === null ? (
              <button type="button" className={`elementor-share-button elementor-share-button--${target.name}`} onClick={() => window.print()}>
                {t('popups:print')}
              </button>
            ) : (
              <a className={`elementor-share-button elementor-share-button--${target.name}`} href={target.href} target="_blank" rel="noopener noreferrer">
                {t('popups:shareOn', { network: target.label })}
              </a>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="vitrin-lightbox__prev" aria-label={t('popups:previous')} hidden={!many} onClick={() => go(-1)}>
        {rtl ? <NextIcon /> : <PrevIcon />}
      </button>
      <figure className="vitrin-lightbox__figure">
        <img className="elementor-lightbox-image" src={slide.url} alt={slide.title} onError={() => setFailed(true)} onLoad={() => setFailed(false)} />
        {slide.title ? <figcaption>{slide.title}</figcaption> : null}
        <p className="vitrin-lightbox__error" role="alert" hidden={!failed}>
          {failed ? t('popups:loadFailed') : ''}
        </p>
      </figure>
      <button type="button" className="vitrin-lightbox__next" aria-label={t('popups:next')} hidden={!many} onClick={() => go(1)}>
        {rtl ? <PrevIcon /> : <NextIcon />}
      </button>
    </div>
  );
}
