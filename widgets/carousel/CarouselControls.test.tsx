// The carousel's controls as React renders them (issue 34), found by role and name as a shopper
// finds them: one named bullet per page with the current one marked, the fraction, the pause button.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import { Pagination, PauseButton, type ControlsState } from './CarouselControls';

describe('issue 34: carousel controls (React)', () => {
  it('bullets: a named button per page, the current one aria-current; pressing one asks for its first slide', () => {
    const state = signal<ControlsState>({ page: 0, starts: [0, 2, 4], playing: false });
    const onGo = vi.fn();
    render(<Pagination state={state} type="bullets" rtl onGo={onGo} />);
    const bullets = screen.getAllByRole('button');
    expect(bullets.map((b) => b.getAttribute('aria-label'))).toEqual(['رفتن به اسلاید ۱', 'رفتن به اسلاید ۳', 'رفتن به اسلاید ۵']);
    expect(bullets[0]?.getAttribute('aria-current')).toBe('true');
    expect(bullets[0]?.classList.contains('swiper-pagination-bullet-active')).toBe(true);
    act(() => screen.getByRole('button', { name: 'رفتن به اسلاید ۵' }).click());
    expect(onGo).toHaveBeenCalledWith(4);
    act(() => {
      state.value = { ...state.value, page: 2 };
    });
    expect(screen.getByRole('button', { name: 'رفتن به اسلاید ۵' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'رفتن به اسلاید ۱' }).hasAttribute('aria-current')).toBe(false);
  });

  it('fraction: «۲ / ۳» in Persian digits, following the page', () => {
    const state = signal<ControlsState>({ page: 1, starts: [0, 1, 2], playing: false });
    const { container } = render(<Pagination state={state} type="fraction" rtl={false} onGo={() => undefined} />);
    expect(container.textContent).toBe('۲ / ۳');
    act(() => {
      state.value = { ...state.value, page: 2 };
    });
    expect(container.querySelector('.swiper-pagination-current')?.textContent).toBe('۳');
  });

  it('the pause button says what pressing it does and follows autoplay', () => {
    const state = signal<ControlsState>({ page: 0, starts: [0, 1], playing: true });
    const onToggle = vi.fn(() => {
      state.value = { ...state.value, playing: !state.value.playing };
    });
    render(<PauseButton state={state} onToggle={onToggle} />);
    act(() => screen.getByRole('button', { name: 'توقف نمایش خودکار' }).click());
    expect(onToggle).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'ادامهٔ نمایش خودکار' }).dataset.state).toBe('paused');
  });
});
