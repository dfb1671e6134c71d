// The mobile menu as React renders it (issue 34), found as a shopper finds it: tabs, tab panels and
// sub-menu buttons by role and name; where focus goes on open and on Escape.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MobileNav } from './MobileNav';
import { mobileNav } from '.';
import type { readMarkup } from '../../src/ui/markup';
import { openOverlay } from '../../src/state/overlays';

const MARKUP = `
<div class="wd-tools-element wd-header-mobile-nav"><a href="#" rel="nofollow">منو</a></div>
<div class="wd-close-side wd-fill"></div>
<div class="mobile-nav wd-side-hidden wd-right">
  <div class="wd-search-form"><form class="searchform"><input type="text" class="s" name="s" aria-label="جستجو"></form></div>
  <ul class="wd-nav wd-nav-mob-tab"><li class="mobile-tab-title wd-active" data-menu="pages"><a href="#"><span class="nav-link-text">منو</span></a></li><li class="mobile-tab-title" data-menu="categories"><a href="#"><span class="nav-link-text">دسته بندی ها</span></a></li></ul>
  <ul class="mobile-pages-menu wd-nav wd-nav-mobile wd-active"><li class="menu-item"><a href="/">خانه</a></li></ul>
  <ul class="mobile-categories-menu wd-nav wd-nav-mobile"><li class="menu-item menu-item-has-children"><a href="/c/">پوشاک</a><ul class="wd-sub-menu"><li class="menu-item"><a href="/c/m/">مردانه</a></li></ul><span class="wd-nav-opener"></span></li></ul>
</div>`;

function mount() {
  document.documentElement.dir = 'rtl';
  document.body.innerHTML = MARKUP;
  const panel = document.querySelector<HTMLElement>('.mobile-nav');
  if (!panel) throw new Error('no panel');
  const read = mobileNav.markup?.[0]?.read(panel, {} as never) as { tabs: string[]; activeTab?: string; markup: ReturnType<typeof readMarkup> };
  panel.replaceChildren();
  render(<MobileNav tabs={read.tabs} activeTab={read.activeTab} markup={read.markup} panel={panel} />, { container: panel });
  return panel;
}

const opener = () => document.querySelector<HTMLElement>('.wd-header-mobile-nav > a') ?? document.body;
const fibered = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));

afterEach(() => {
  openOverlay.value = null;
});

describe('issue 34: mobile menu (React)', () => {
  it('renders the theme markup with React: search form kept, tabs and sub-menu buttons as controls', () => {
    const panel = mount();
    expect(panel.querySelector('form.searchform input[name="s"]')).not.toBeNull();
    const tabs = screen.getAllByRole('tab', { hidden: true });
    expect(tabs.map((tab) => tab.textContent)).toEqual(['منو', 'دسته بندی ها']);
    expect(tabs.every(fibered)).toBe(true);
    expect(screen.getByRole('tab', { name: 'منو', hidden: true }).getAttribute('aria-selected')).toBe('true');
    // The theme's bare span became one button, named after its item.
    expect(panel.querySelectorAll('.wd-nav-opener')).toHaveLength(1);
    const sub = screen.getByRole('button', { name: 'زیرمنوی پوشاک', hidden: true });
    expect(fibered(sub)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'منوی موبایل', hidden: true })).toBe(panel);
    expect(opener().getAttribute('aria-controls')).toBe(panel.id);
  });

  it('opens from its opener with focus on «بستن منو»; a tab and a sub-menu work by keyboard; Escape gives focus back to the opener', () => {
    const panel = mount();
    opener().focus();
    act(() => opener().click());
    expect(panel.classList.contains('wd-opened')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'بستن منو' }));
    const pages = screen.getByRole('tab', { name: 'منو' });
    pages.focus();
    act(() => {
      fireEvent.keyDown(pages, { key: 'ArrowLeft' });
    });
    const categories = screen.getByRole('tab', { name: 'دسته بندی ها' });
    expect(document.activeElement).toBe(categories);
    expect(categories.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').querySelector('.mobile-categories-menu.wd-active')).not.toBeNull();
    const sub = screen.getByRole('button', { name: 'زیرمنوی پوشاک' });
    act(() => sub.click());
    expect(sub.getAttribute('aria-expanded')).toBe('true');
    expect(sub.parentElement?.classList.contains('opener-page')).toBe(true);
    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    expect(panel.classList.contains('wd-opened')).toBe(false);
    expect(document.activeElement).toBe(opener());
    // Folded again for the next opening.
    expect(sub.getAttribute('aria-expanded')).toBe('false');
  });

  it('issue 34: the panel id is written when React commits, not while it renders, and taken back on unmount', () => {
    document.body.innerHTML = MARKUP;
    const panel = document.querySelector<HTMLElement>('.mobile-nav');
    if (!panel) throw new Error('no panel');
    const read = mobileNav.markup?.[0]?.read(panel, {} as never) as { tabs: string[]; activeTab?: string; markup: ReturnType<typeof readMarkup> };
    panel.replaceChildren();
    // A render React throws away (here: one whose commit never happens because a sibling throws) must leave the page alone.
    const Boom = () => {
      throw new Error('boom');
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<><MobileNav tabs={read.tabs} activeTab={read.activeTab} markup={read.markup} panel={panel} /><Boom /></>, { container: panel })).toThrow('boom');
    quiet.mockRestore();
    expect(panel.hasAttribute('id')).toBe(false);
    const view = render(<MobileNav tabs={read.tabs} activeTab={read.activeTab} markup={read.markup} panel={panel} />, { container: panel });
    expect(panel.id).not.toBe('');
    expect(opener().getAttribute('aria-controls')).toBe(panel.id);
    view.unmount();
    expect(panel.hasAttribute('id')).toBe(false);
  });

  it('keeps the id the theme printed on the panel', () => {
    document.body.innerHTML = MARKUP.replace('<div class="mobile-nav ', '<div id="theme-menu" class="mobile-nav ');
    const panel = document.querySelector<HTMLElement>('.mobile-nav');
    if (!panel) throw new Error('no panel');
    const read = mobileNav.markup?.[0]?.read(panel, {} as never) as { tabs: string[]; activeTab?: string; markup: ReturnType<typeof readMarkup> };
    panel.replaceChildren();
    const view = render(<MobileNav tabs={read.tabs} activeTab={read.activeTab} markup={read.markup} panel={panel} />, { container: panel });
    expect(opener().getAttribute('aria-controls')).toBe('theme-menu');
    view.unmount();
    expect(panel.id).toBe('theme-menu');
  });
});
