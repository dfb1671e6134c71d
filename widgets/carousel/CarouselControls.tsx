// The carousel's own controls as React renders them, the way Swiper draws them for Elementor's
// pagination type (base-carousel.js): the bullets (one button per page, the current one
// `swiper-pagination-bullet-active` and `aria-current`), the fraction «۲ / ۵» or the progress bar's
// fill, inside the `.swiper-pagination` Elementor prints empty; and the autoplay pause button.
// Each is a created root on its own container (the pagination element; a holder for the pause
// button), committed with flushSync so they are there in the mount's own task. The slides and the
// arrows are not React's: the slides hold other widgets' mount points (product cards), the arrows
// are Elementor's printed nodes that get attributes only (index.ts).
import { StrictMode, type CSSProperties, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReadonlySignal } from '@preact/signals-core';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import '../../src/i18n/namespaces/carousel';

export interface ControlsState {
  /** The page the view is on (an index into `starts`). */
  page: number;
  /** The first slide of each page. */
  starts: readonly number[];
  playing: boolean;
}

export type PaginationType = 'bullets' | 'fraction' | 'progressbar';

const num = (n: number) => toPersianDigits(n);

export interface PaginationProps {
  state: ReadonlySignal<ControlsState>;
  type: PaginationType;
  rtl: boolean;
  /** A bullet pressed: go to the slide its page starts at. */
  onGo(slideIndex: number): void;
}

export function Pagination({ state, type, rtl, onGo }: PaginationProps) {
  useSignals();
  const { page, starts } = state.value;
  if (type === 'fraction') {
    return (
      <>
        <span className="swiper-pagination-current">{num(page + 1)}</span>
        {' / '}
        <span className="swiper-pagination-total">{num(starts.length)}</span>
      </>
    );
  }
  if (type === 'progressbar') {
    // Swiper's bar: the fill scaled to the page's share of all pages, from the start side.
    const style = { transform: `scaleX(${(page + 1) / starts.length})`, '--vitrin-progress-origin': rtl ? 'right' : 'left' } as CSSProperties;
    return <span className="swiper-pagination-progressbar-fill" style={style} />;
  }
  return (
    <>
      {starts.map((slideIndex, i) => (
        <button
          key={i}
          type="button"
          className={i === page ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'}
          data-bullet-index={i}
          aria-label={t('carousel:goTo', { n: num(slideIndex + 1) })}
          aria-current={i === page ? 'true' : undefined}
          onClick={() => onGo(slideIndex)}
        />
      ))}
    </>
  );
}

export interface PauseButtonProps {
  state: ReadonlySignal<ControlsState>;
  onToggle(): void;
}

export function PauseButton({ state, onToggle }: PauseButtonProps) {
  useSignals();
  const playing = state.value.playing;
  return <button type="button" className="vitrin-carousel-pause" data-state={playing ? 'playing' : 'paused'} aria-label={t(playing ? 'carousel:pause' : 'carousel:play')} onClick={onToggle} />;
}

/** A created root on `container`, committed now; returns its unmount. */
export function renderControl(container: HTMLElement, node: ReactNode): () => void {
  const root = createRoot(container);
  flushSync(() => root.render(<StrictMode>{node}</StrictMode>));
  return () => root.unmount();
}
