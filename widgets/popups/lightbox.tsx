// The lightbox behind `lightbox` hash actions and image links: one image, or a slideshow group
// (a[data-elementor-lightbox-slideshow="<group>"]). Imported on first use only (it brings React
// with it). A React root created at the end of the body for each opening (nothing of it is in the
// server's markup), committed with flushSync so the dialog and its focus are there at once.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { LightboxSettings } from '../../adapters/elementor/url-actions';
import { Lightbox, type Slide } from './LightboxView';

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

let current: { root: Root; container: HTMLElement } | null = null;

export function closeLightbox(): void {
  const open = current;
  if (!open) return;
  current = null;
  // Unmounting releases the modal stack, which sends focus back to the opener.
  open.root.unmount();
  open.container.remove();
}

export function openLightbox(settings: LightboxSettings, opener: HTMLElement | null): void {
  closeLightbox();
  const { slides, start } = slidesFor(settings);
  if (slides.length === 0) return;
  const container = document.createElement('div');
  container.className = 'vitrin-lightbox-root';
  document.body.append(container);
  const root = createRoot(container);
  current = { root, container };
  flushSync(() => root.render(<Lightbox slides={slides} start={start} opener={opener} onClose={closeLightbox} />));
}
