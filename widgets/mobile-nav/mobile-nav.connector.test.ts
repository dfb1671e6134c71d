// @vitest-environment node
// The mobile menu's states and transitions, DOM-free.
import { describe, expect, it } from 'vitest';
import { initialMobileNav, mobileNavReducer, tabForKey } from './mobile-nav.connector';
import { nextIndex } from '../../src/host/focus';

const TABS = ['pages', 'categories'];

describe('mobile menu connector', () => {
  it('starts closed on the tab the theme marked active, or the first one', () => {
    expect(initialMobileNav(TABS, 'categories')).toMatchObject({ open: false, tab: 'categories' });
    expect(initialMobileNav(TABS, 'nonsense').tab).toBe('pages');
    expect(initialMobileNav([], undefined).tab).toBe('');
  });

  it('opens, toggles and closes; closing folds every sub-menu', () => {
    let s = initialMobileNav(TABS, 'pages');
    s = mobileNavReducer(s, { type: 'toggle' }, TABS);
    expect(s.open).toBe(true);
    s = mobileNavReducer(s, { type: 'toggle-sub', id: 'a' }, TABS);
    s = mobileNavReducer(s, { type: 'toggle-sub', id: 'b' }, TABS);
    expect([...s.unfolded]).toEqual(['a', 'b']);
    s = mobileNavReducer(s, { type: 'toggle-sub', id: 'a' }, TABS);
    expect([...s.unfolded]).toEqual(['b']);
    s = mobileNavReducer(s, { type: 'close' }, TABS);
    expect(s.open).toBe(false);
    expect(s.unfolded.size).toBe(0);
  });

  it('returns the same state for no-op events (nothing to repaint)', () => {
    const s = initialMobileNav(TABS, 'pages');
    expect(mobileNavReducer(s, { type: 'close' }, TABS)).toBe(s);
    expect(mobileNavReducer(s, { type: 'select-tab', tab: 'pages' }, TABS)).toBe(s);
    expect(mobileNavReducer(s, { type: 'select-tab', tab: 'unknown' }, TABS)).toBe(s);
    expect(mobileNavReducer(s, { type: 'select-tab', tab: 'categories' }, TABS).tab).toBe('categories');
  });

  it('moves between tabs with arrows the RTL way, Home and End, wrapping', () => {
    expect(tabForKey(TABS, 'pages', 'ArrowLeft', true)).toBe('categories');
    expect(tabForKey(TABS, 'pages', 'ArrowRight', true)).toBe('categories');
    expect(tabForKey(TABS, 'categories', 'ArrowLeft', true)).toBe('pages');
    expect(tabForKey(TABS, 'pages', 'ArrowRight', false)).toBe('categories');
    expect(tabForKey(['a', 'b', 'c'], 'b', 'ArrowLeft', true)).toBe('c');
    expect(tabForKey(['a', 'b', 'c'], 'b', 'ArrowLeft', false)).toBe('a');
    expect(tabForKey(['a', 'b', 'c'], 'b', 'Home', true)).toBe('a');
    expect(tabForKey(['a', 'b', 'c'], 'b', 'End', true)).toBe('c');
    expect(tabForKey(TABS, 'pages', 'Enter', true)).toBeNull();
    expect(tabForKey([], '', 'ArrowLeft', true)).toBeNull();
  });

  it('wraps Tab at both ends of a modal panel', () => {
    expect(nextIndex(3, 2, false)).toBe(0);
    expect(nextIndex(3, 0, true)).toBe(2);
    expect(nextIndex(3, 1, false)).toBe(2);
    expect(nextIndex(3, -1, false)).toBe(0);
    expect(nextIndex(3, -1, true)).toBe(2);
    expect(nextIndex(0, -1, false)).toBe(-1);
  });
});
