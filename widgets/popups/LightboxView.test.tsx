// The lightbox as a shopper meets it, found by role and name: the share menu with spec §9's
// networks, fullscreen, zoom, the slideshow keys, and where focus goes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Lightbox } from './LightboxView';

const SLIDES = [
  { url: 'https://shop.test/images/a.jpg', title: 'گلدان' },
  { url: 'https://shop.test/images/b.jpg', title: 'کاسه' },
];

function open(slides = SLIDES) {
  document.body.innerHTML = '<button id="opener">تصویر</button>';
  const opener = document.getElementById('opener');
  opener?.focus();
  const onClose = vi.fn();
  render(<Lightbox slides={slides} start={0} opener={opener} onClose={onClose} />);
  return { opener, onClose };
}
const esc = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('lightbox view', () => {
  it('is a modal dialog named «نمایش تصویر» with focus on its close button', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'نمایش تصویر' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'بستن' }));
    expect(within(dialog).getByRole('img', { name: 'گلدان' }).getAttribute('src')).toBe(SLIDES[0]?.url);
  });

  it('issue 35: the share menu opens from its button and lists the twenty networks of spec §9', () => {
    open();
    const share = screen.getByRole('button', { name: 'هم‌رسانی' });
    expect(share.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'هم‌رسانی' })).toBeNull();
    fireEvent.click(share);
    expect(share.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('list', { name: 'هم‌رسانی' });
    const items = within(menu).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    const names = ['Facebook', 'Twitter', 'LinkedIn', 'Pinterest', 'Reddit', 'VK', 'OK', 'Tumblr', 'Digg', 'Skype', 'StumbleUpon', 'Mix', 'Telegram', 'Pocket', 'XING', 'WhatsApp', 'Email', 'X', 'Threads'];
    for (const name of names) {
      const link = within(menu).getByRole('link', { name: `هم‌رسانی در ${name}` });
      // Every share target opens apart from the shop, never a script address.
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('href')).toMatch(/^(https:|mailto:)/);
    }
    expect(within(menu).getByRole('link', { name: 'هم‌رسانی در Telegram' }).getAttribute('href')).toBe(
      `https://telegram.me/share/url?url=${encodeURIComponent(SLIDES[0]?.url ?? '')}&text=${encodeURIComponent('گلدان')}`,
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(within(menu).getByRole('button', { name: 'چاپ' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('Escape closes the share menu first (focus back on its button), then the lightbox', () => {
    const { onClose } = open();
    const share = screen.getByRole('button', { name: 'هم‌رسانی' });
    fireEvent.click(share);
    within(screen.getByRole('list', { name: 'هم‌رسانی' })).getByRole('link', { name: 'هم‌رسانی در Email' }).focus();
    esc();
    expect(screen.queryByRole('list', { name: 'هم‌رسانی' })).toBeNull();
    expect(document.activeElement).toBe(share);
    expect(onClose).not.toHaveBeenCalled();
    esc();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('issue 35: the fullscreen button asks the browser for fullscreen on the lightbox, and leaves it on a second press', () => {
    open();
    const request = vi.fn(() => Promise.resolve());
    const exit = vi.fn(() => Promise.resolve());
    const dialog = screen.getByRole('dialog', { name: 'نمایش تصویر' });
    Object.defineProperty(dialog, 'requestFullscreen', { value: request, configurable: true });
    Object.defineProperty(document, 'exitFullscreen', { value: exit, configurable: true });
    const button = screen.getByRole('button', { name: 'تمام‌صفحه' });
    fireEvent.click(button);
    expect(request).toHaveBeenCalledOnce();
    Object.defineProperty(document, 'fullscreenElement', { value: dialog, configurable: true });
    fireEvent(document, new Event('fullscreenchange'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(exit).toHaveBeenCalledOnce();
    Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
    fireEvent(document, new Event('fullscreenchange'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('issue 35: zoom is a toggle button that enlarges the image', () => {
    open();
    const zoom = screen.getByRole('button', { name: 'بزرگ‌نمایی' });
    const dialog = screen.getByRole('dialog', { name: 'نمایش تصویر' });
    expect(zoom.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(zoom);
    expect(zoom.getAttribute('aria-pressed')).toBe('true');
    expect(dialog.classList.contains('vitrin-lightbox--zoomed')).toBe(true);
    fireEvent.click(zoom);
    expect(dialog.classList.contains('vitrin-lightbox--zoomed')).toBe(false);
  });

  it('a slideshow counts in Persian digits and steps with next/previous and the arrow keys', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'نمایش تصویر' });
    expect(dialog.textContent).toContain('۱ از ۲');
    fireEvent.click(screen.getByRole('button', { name: 'بعدی' }));
    expect(within(dialog).getByRole('img', { name: 'کاسه' })).toBeTruthy();
    expect(dialog.textContent).toContain('۲ از ۲');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img', { name: 'گلدان' })).toBeTruthy();
  });

  it('one image has no counter and no previous/next', () => {
    open(SLIDES.slice(0, 1));
    expect(screen.queryByRole('button', { name: 'بعدی' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'قبلی' })).toBeNull();
  });

  it('closing sends focus back to the opener', () => {
    const { opener } = open();
    cleanup();
    expect(document.activeElement).toBe(opener);
  });
});
