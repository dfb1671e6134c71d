// The header dropdowns' view (issue 34), found as a shopper finds them: by role and name; hydrated
// over the theme's markup without a mismatch; where focus goes on Escape.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { readMarkup } from '../../src/ui/markup';
import { HeaderDropdowns } from './HeaderDropdowns';
import type { ClickMode } from './header-dropdowns.connector';

const NAV = `<ul class="wd-nav wd-nav-main"><li class="menu-item"><a href="/">خانه</a></li><li class="menu-item menu-item-has-children"><a href="/c/"><span class="nav-link-text">پوشاک</span></a><ul class="wd-sub-menu"><li class="menu-item menu-item-has-children"><a href="/c/m/">مردانه</a><ul class="wd-sub-menu" id="theme-sub"><li><a href="/c/m/s/">پیراهن</a></li></ul></li></ul></li></ul>`;

function hydrate(clickMode: ClickMode, narrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: narrow, media: q, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList);
  document.body.innerHTML = `<div class="wd-header-nav wd-header-main-nav">${NAV}</div><button>بیرون</button>`;
  const container = document.querySelector<HTMLElement>('.wd-header-main-nav') ?? document.body;
  const errors = vi.spyOn(console, 'error');
  render(<HeaderDropdowns markup={readMarkup(container)} clickMode={clickMode} container={container} containerIsItem={false} />, { container, hydrate: true });
  return { container, errors };
}

afterEach(() => vi.restoreAllMocks());

describe('issue 34: header dropdowns (React)', () => {
  it('hydrates the theme menu without a mismatch; hover mode keeps links, each naming the sub-menu it controls', () => {
    const { errors } = hydrate('never', false);
    expect(errors).not.toHaveBeenCalled();
    const clothing = screen.getByRole('link', { name: 'پوشاک' });
    expect(clothing.getAttribute('aria-expanded')).toBe('false');
    const sub = document.getElementById(clothing.getAttribute('aria-controls') ?? '');
    expect(sub?.matches('.wd-sub-menu')).toBe(true);
    // The theme's own id is kept.
    expect(screen.getByRole('link', { name: 'مردانه' }).getAttribute('aria-controls')).toBe('theme-sub');
    expect(screen.queryByRole('button', { name: 'پوشاک' })).toBeNull();
  });

  it('focus inside shows a hover dropdown; Escape from the nested menu hides the innermost one first and gives focus to its link', () => {
    hydrate('never', false);
    const shirts = screen.getByRole('link', { name: 'پیراهن' });
    act(() => shirts.focus());
    const clothing = screen.getByRole('link', { name: 'پوشاک' });
    const men = screen.getByRole('link', { name: 'مردانه' });
    expect(clothing.getAttribute('aria-expanded')).toBe('true');
    expect(men.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      fireEvent.keyDown(shirts, { key: 'Escape' });
    });
    expect(document.activeElement).toBe(men);
    expect(men.getAttribute('aria-expanded')).toBe('false');
    expect(clothing.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      fireEvent.keyDown(men, { key: 'Escape' });
    });
    // A second Escape closes the next one out, focus back on its link.
    expect(document.activeElement).toBe(clothing);
    expect(clothing.getAttribute('aria-expanded')).toBe('false');
    expect(clothing.parentElement?.classList.contains('vitrin-dropdown-dismissed')).toBe(true);
  });

  it('click mode at ≤ 1024 px: the parent link is a button; opening a nested one keeps its parent open; a click outside closes both', () => {
    hydrate('responsive', true);
    const clothing = screen.getByRole('button', { name: 'پوشاک' });
    act(() => clothing.click());
    expect(clothing.getAttribute('aria-expanded')).toBe('true');
    expect(clothing.parentElement?.classList.contains('wd-opened')).toBe(true);
    const men = screen.getByRole('button', { name: 'مردانه' });
    act(() => men.click());
    expect(men.getAttribute('aria-expanded')).toBe('true');
    expect(clothing.getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByRole('button', { name: 'بیرون' }).click());
    expect(clothing.getAttribute('aria-expanded')).toBe('false');
    expect(men.getAttribute('aria-expanded')).toBe('false');
  });
});
