// The wishlist button as React renders it over Woodmart's markup, found by role and name.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WishlistButton } from './WishlistButton';
import { readMarkup } from '../../src/ui/markup';
import { markInWishlist, setWishlistBusy, wishlistBusy, wishlistIds } from '../../src/state/wishlist';

const BUTTON = `<div class="wd-wishlist-btn wd-action-btn wd-style-icon wd-wishlist-icon">
	<a class="" role="button" href="/wishlist/" data-key="k" data-product-id="42" rel="nofollow" data-added-text="نمایش لیست علاقه مندی">
		<span>افزودن به علاقه مندی</span>
	</a>
</div>`;

function mount(): HTMLElement {
  document.body.innerHTML = BUTTON;
  const element = document.querySelector<HTMLElement>('.wd-wishlist-btn') ?? document.body;
  render(<WishlistButton markup={readMarkup(element)} />, { container: element, hydrate: true });
  return element;
}

afterEach(() => {
  wishlistIds.value = new Set();
  wishlistBusy.value = new Set();
});

describe('wishlist button view', () => {
  it('adopts the theme markup as it is', () => {
    document.body.innerHTML = BUTTON;
    const before = document.querySelector('.wd-wishlist-btn')?.innerHTML;
    const link = document.querySelector('a');
    const element = mount();
    expect(element.innerHTML).toBe(before);
    expect(screen.getByRole('button', { name: 'افزودن به علاقه مندی' })).not.toBe(link);
    expect(Object.keys(screen.getByRole('button', { name: 'افزودن به علاقه مندی' })).some((k) => k.startsWith('__reactFiber$'))).toBe(true);
  });

  it('shows loading while an add runs, then added: the added text, a plain link to the wishlist page', async () => {
    mount();
    const button = screen.getByRole('button', { name: 'افزودن به علاقه مندی' });
    await act(async () => setWishlistBusy(42, true));
    expect(button.classList.contains('loading')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      setWishlistBusy(42, false);
      markInWishlist([42]);
    });
    const link = screen.getByRole('link', { name: 'نمایش لیست علاقه مندی' });
    expect(link).toBe(button);
    expect(link.classList.contains('added')).toBe(true);
    expect(link.classList.contains('loading')).toBe(false);
    expect(link.hasAttribute('aria-busy')).toBe(false);
  });

  it('another product in the wishlist changes nothing here', async () => {
    const element = mount();
    const before = element.innerHTML;
    await act(async () => markInWishlist([7]));
    expect(element.innerHTML).toBe(before);
  });
});
