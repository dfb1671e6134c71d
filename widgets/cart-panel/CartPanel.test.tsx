// The cart panel's frame as React renders it (issue 34), found as a shopper finds it: the dialog by
// its name, the close control by its text; where focus goes when it opens and closes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CartPanel } from './CartPanel';
import { AFTER_ADD_CATCH_UP_MS, recentAdd } from './cart-panel.connector';
import { readMarkup } from '../../src/ui/markup';
import { openOverlay } from '../../src/state/overlays';
import { lastCartChange, recordCartChange } from '../../src/state/cart';
import { WOODMART_CHROME } from '../../src/state/cart-session/testing';
import '../../src/i18n/namespaces/cart';

/** Woodmart's chrome; the heading's children read as the widget's reader reads them, then handed to React. */
function mount(afterAdd?: string, before?: () => void, autoCloseMs?: number) {
  document.body.innerHTML = `${WOODMART_CHROME}<button id="add">افزودن</button>`;
  before?.();
  const heading = document.querySelector<HTMLElement>('.cart-widget-side > .wd-heading');
  if (!heading) throw new Error('no heading in the fixture');
  const nodes = readMarkup(heading);
  heading.replaceChildren();
  const panel = heading.parentElement;
  const view = render(<CartPanel heading={nodes} panel={panel} afterAdd={afterAdd} autoCloseMs={autoCloseMs} />, { container: heading });
  return { heading, panel: panel ?? document.body, view };
}

const opener = () => document.querySelector<HTMLElement>('.cart-widget-opener a') ?? document.body;
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

afterEach(() => {
  openOverlay.value = null;
  lastCartChange.value = null;
  vi.restoreAllMocks();
});

describe('issue 34: cart panel frame (React)', () => {
  it('renders the theme heading with React: the dialog named by its title, its close control React-handled', () => {
    const { heading, panel } = mount();
    expect(heading.querySelector('.title')?.textContent).toBe('سبد خرید');
    const close = screen.getByRole('link', { name: 'بستن', hidden: true });
    expect(close.closest('.close-side-widget.wd-action-btn.wd-style-text.wd-cross-icon')).not.toBeNull();
    expect(Object.keys(close).some((k) => k.startsWith('__reactFiber$'))).toBe(true);
    expect(screen.getByRole('dialog', { name: 'سبد خرید', hidden: true })).toBe(panel);
    expect(panel.hasAttribute('inert')).toBe(true);
  });

  it('opens from the header link with focus on «بستن»; Escape closes it and gives focus back to the link', () => {
    const { panel } = mount();
    opener().focus();
    act(() => opener().click());
    expect(panel.classList.contains('wd-opened')).toBe(true);
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'بستن' }));
    act(() => escape());
    expect(panel.classList.contains('wd-opened')).toBe(false);
    expect(document.activeElement).toBe(opener());
    expect(opener().getAttribute('aria-expanded')).toBe('false');
  });

  it('its close control closes it and puts focus back on the opener', () => {
    const { panel } = mount();
    opener().focus();
    act(() => opener().click());
    act(() => screen.getByRole('link', { name: 'بستن' }).click());
    expect(panel.classList.contains('wd-opened')).toBe(false);
    expect(document.activeElement).toBe(opener());
  });

  it('an add that answered while its code was on the way still opens it, focus on «بستن», back to the add button on Escape', () => {
    const add = () => document.getElementById('add');
    const { panel } = mount('widget', () => {
      add()?.focus();
      recordCartChange('added', add(), false);
    });
    expect(panel.classList.contains('wd-opened')).toBe(true);
    expect(document.activeElement?.textContent).toBe('بستن');
    act(() => escape());
    expect(document.activeElement).toBe(add());
  });

  it('an add older than the catch-up window does not open it on mount', () => {
    const now = performance.now();
    expect(recentAdd({ kind: 'added', appliedAt: now - AFTER_ADD_CATCH_UP_MS - 1 }, now)).toBe(false);
    expect(recentAdd({ kind: 'added', appliedAt: now - 10 }, now)).toBe(true);
    expect(recentAdd({ kind: 'removed', appliedAt: now - 10 }, now)).toBe(false);
    recordCartChange('added', null, false);
    vi.spyOn(performance, 'now').mockReturnValue(now + AFTER_ADD_CATCH_UP_MS + 1000);
    const { panel } = mount('widget');
    expect(panel.classList.contains('wd-opened')).toBe(false);
  });

  it('issue 35: with Woodmart\'s "hide widget automatically", the panel opened by an add closes after the set time, each add restarting it; focus goes back to the add button', () => {
    vi.useFakeTimers();
    try {
      const add = () => document.getElementById('add');
      const { panel } = mount('widget', undefined, 3000);
      add()?.focus();
      act(() => recordCartChange('added', add(), false));
      expect(panel.classList.contains('wd-opened')).toBe(true);
      act(() => vi.advanceTimersByTime(2000));
      act(() => recordCartChange('added', add(), false));
      act(() => vi.advanceTimersByTime(2000));
      expect(panel.classList.contains('wd-opened')).toBe(true);
      act(() => vi.advanceTimersByTime(1000));
      expect(panel.classList.contains('wd-opened')).toBe(false);
      expect(document.activeElement).toBe(add());
    } finally {
      vi.useRealTimers();
    }
  });

  it('issue 35: a shopper who reaches into the panel keeps it open past the auto-close time', () => {
    vi.useFakeTimers();
    try {
      const add = () => document.getElementById('add');
      const { panel } = mount('widget', undefined, 3000);
      act(() => recordCartChange('added', add(), false));
      fireEvent.keyDown(panel, { key: 'Tab' });
      act(() => vi.advanceTimersByTime(5000));
      expect(panel.classList.contains('wd-opened')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
