// The wishlist page as React renders it over Woodmart's markup, found by role and name, as a
// shopper (keyboard or screen reader) meets it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { wishlistContentInner } from '../../fixtures/theme/wishlist-page';
import { recordedCatalogue } from '../../fixtures/msw/recorded-catalogue';
import { readMarkup } from '../../src/ui/markup';
import { wishlistCount } from '../../src/state/wishlist';
import { WishlistPage } from './WishlistPage';
import type { WishlistContext } from './context';

const products = recordedCatalogue.products.slice(0, 2);

function mount() {
  document.body.innerHTML = `<div class="wd-wishlist-content">${wishlistContentInner(products)}</div>`;
  const element = document.querySelector<HTMLElement>('.wd-wishlist-content') ?? document.body;
  const before = element.innerHTML;
  const ctx: WishlistContext = {
    doc: document,
    loggedIn: false,
    signal: new AbortController().signal,
    ws: { ajaxUrl: '/wp-admin/admin-ajax.php', shopUrl: '/shop/', expanded: false, showPopup: 'enable', pageNonce: 'n', productsCookie: 'woodmart_wishlist_products', countCookie: 'woodmart_wishlist_count', cookiePath: '/', secure: false },
  };
  render(<WishlistPage initial={readMarkup(element)} element={element} ctx={ctx} />, { container: element, hydrate: true });
  return { element, before };
}

afterEach(() => {
  cleanup();
  wishlistCount.value = null;
  vi.restoreAllMocks();
});

describe('wishlist page view', () => {
  it('adopts the theme markup, then names each checkbox after its product and makes the links buttons', () => {
    const { element } = mount();
    const [first, second] = products;
    expect(element.querySelectorAll('.product-grid-item')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: `انتخاب ${first?.name ?? ''}` })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: `انتخاب ${second?.name ?? ''}` })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'حذف' })).toHaveLength(3);
    expect(screen.getByRole('button', { name: /انتخاب همه/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('ticking a product shows the bulk bar; select all presses and selects every product', () => {
    const { element } = mount();
    const [first] = products;
    const bar = element.querySelector('.wd-wishlist-bulk-action');
    expect(bar?.classList.contains('wd-visible')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: `انتخاب ${first?.name ?? ''}` }));
    expect(bar?.classList.contains('wd-visible')).toBe(true);
    expect(element.querySelector(`.product-grid-item[data-id="${first?.id ?? 0}"]`)?.classList.contains('wd-current-product')).toBe(true);
    const all = screen.getByRole('button', { name: /انتخاب همه/ });
    fireEvent.click(all);
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('Space presses a remove button; the card goes and focus moves to the next checkbox', async () => {
    const { element } = mount();
    const [first, second] = products;
    const card = element.querySelector(`.product-grid-item[data-id="${first?.id ?? 0}"]`);
    const remove = within(card as HTMLElement).getByRole('button', { name: 'حذف' });
    remove.focus();
    await act(async () => {
      fireEvent.keyDown(remove, { key: ' ' });
      await Promise.resolve();
    });
    expect(element.querySelector(`.product-grid-item[data-id="${first?.id ?? 0}"]`)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: `انتخاب ${second?.name ?? ''}` }));
  });

  it('bulk remove asks first and removes nothing when the shopper says no', () => {
    const { element } = mount();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: /انتخاب همه/ }));
    const bulk = element.querySelector<HTMLElement>('.wd-wishlist-remove-action > a');
    fireEvent.click(bulk as HTMLElement);
    expect(confirm).toHaveBeenCalledWith('آیا مطمئنید که می‌خواهید این محصولات را حذف کنید؟');
    expect(element.querySelectorAll('.product-grid-item')).toHaveLength(2);
  });
});
