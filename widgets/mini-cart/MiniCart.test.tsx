// The mini-cart as React renders it, found as a shopper finds it (roles and names), over the
// markup the demo server prints (WooCommerce 10's mini-cart.php, Persian pack).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MiniCart } from './MiniCart';
import { readMiniCartElement, miniCartFromFragments } from '../../adapters/woocommerce/mini-cart';
import { cartContents, cartHash, cartLineStates, setCartLineState } from '../../src/state/cart';
import { renderMiniCart, type CartView, type CartLineView } from '../../fixtures/theme/mini-cart';

const line = (key: string, name: string, quantity: number, price: number): CartLineView => ({
  key,
  productId: key.length,
  name,
  sku: `SKU-${key}`,
  quantity,
  price,
  url: `/product/${key}/`,
  image: `/img/${key}.jpg`,
});
const BOOK = line('b00k', 'کتاب', 2, 120000);
const MUG = line('m0g', 'ماگ سفالی', 1, 300000);
const view = (lines: CartLineView[]): CartView => ({
  lines,
  subtotal: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
  count: lines.reduce((sum, l) => sum + l.quantity, 0),
  cartUrl: '/cart/',
  checkoutUrl: '/checkout/',
  nonce: 'n0nce',
});

/** A page holding the server's mini-cart; returns its mount point. */
function serverMiniCart(lines: CartLineView[]): HTMLElement {
  document.body.innerHTML = renderMiniCart(view(lines));
  const element = document.querySelector<HTMLElement>('div.widget_shopping_cart_content');
  if (!element) throw new Error('no mini-cart in the fixture');
  element.setAttribute('data-vitrin-root', 'mini-cart');
  return element;
}

function mount(element: HTMLElement) {
  return render(<MiniCart initial={readMiniCartElement(element)} element={element} />, { container: element, hydrate: true });
}

afterEach(() => {
  cartContents.value = null;
  cartHash.value = null;
  cartLineStates.value = {};
});

describe('mini-cart view', () => {
  it('adopts the server markup as it is: same nodes, same HTML, now React-rendered', () => {
    const element = serverMiniCart([BOOK, MUG]);
    const before = element.innerHTML;
    const rows = Array.from(element.querySelectorAll('li'));
    mount(element);
    expect(element.innerHTML).toBe(before);
    const items = screen.getAllByRole('listitem');
    expect(items).toEqual(rows);
    expect(Object.keys(items[0] ?? {}).some((k) => k.startsWith('__reactFiber$'))).toBe(true);
    expect(screen.getByRole('button', { name: 'حذف کتاب از سبد خرید' })).toBe(element.querySelector('[data-cart_item_key="b00k"]'));
    expect(screen.getByRole('link', { name: 'تسویه حساب' }).getAttribute('href')).toBe('/checkout/');
  });

  it('redraws from the cart store: a removed line goes, the others keep their nodes, the subtotal follows', async () => {
    const element = serverMiniCart([BOOK, MUG]);
    mount(element);
    const mugRow = screen.getByRole('button', { name: 'حذف ماگ سفالی از سبد خرید' }).closest('li');
    await act(async () => {
      cartContents.value = miniCartFromFragments({ 'div.widget_shopping_cart_content': renderMiniCart(view([MUG])) });
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toBe(mugRow);
    expect(screen.queryByRole('button', { name: 'حذف کتاب از سبد خرید' })).toBeNull();
    expect(element.querySelector('.woocommerce-mini-cart__total')?.textContent).toContain('۳۰۰٬۰۰۰');
    // Exactly what the server prints for that cart, as the browser would parse it.
    const server = document.createElement('template');
    server.innerHTML = renderMiniCart(view([MUG]));
    expect(element.innerHTML).toBe(server.content.firstElementChild?.innerHTML);
  });

  it('keeps what another script added to the server nodes until the cart really changes', async () => {
    const element = serverMiniCart([BOOK, MUG]);
    // The store already holds this very cart (painted from storage before the root mounted).
    cartContents.value = miniCartFromFragments({ 'div.widget_shopping_cart_content': renderMiniCart(view([BOOK, MUG])) });
    element.querySelector('img')?.classList.add('lazyloaded');
    mount(element);
    await act(async () => undefined);
    expect(element.querySelector('img')?.classList.contains('lazyloaded')).toBe(true);
  });

  it('shows a line being removed as blocked and busy, with the polite slow note past the threshold', async () => {
    const element = serverMiniCart([BOOK, MUG]);
    mount(element);
    await act(async () => setCartLineState('b00k', 'removing'));
    const row = screen.getByRole('button', { name: 'حذف کتاب از سبد خرید' }).closest('li');
    expect(row?.getAttribute('aria-busy')).toBe('true');
    expect(row?.classList.contains('vitrin-blocked')).toBe(true);
    expect(row?.classList.contains('woocommerce-mini-cart-item')).toBe(true);
    expect(within(row ?? element).queryByText(/کمی بیشتر از همیشه/)).toBeNull();
    await act(async () => setCartLineState('b00k', 'slow'));
    expect(within(row ?? element).getByText('کمی بیشتر از همیشه طول می‌کشد؛ لطفاً صبر کنید…')).toBeTruthy();
    await act(async () => setCartLineState('b00k', null));
    expect(row?.hasAttribute('aria-busy')).toBe(false);
    expect(row?.classList.contains('vitrin-blocked')).toBe(false);
  });

  it('issue 35: a line that stays after its removal ended fades its cover out over 400 ms (blockUI fadeOut, spec §9), unblocked at once', async () => {
    const element = serverMiniCart([BOOK, MUG]);
    mount(element);
    await act(async () => setCartLineState('b00k', 'removing'));
    const row = screen.getByRole('button', { name: 'حذف کتاب از سبد خرید' }).closest('li');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await act(async () => setCartLineState('b00k', null));
      expect(row?.classList.contains('vitrin-blocked')).toBe(false);
      expect(row?.hasAttribute('aria-busy')).toBe(false);
      expect(row?.classList.contains('vitrin-unblocking')).toBe(true);
      await act(async () => vi.advanceTimersByTime(399));
      expect(row?.classList.contains('vitrin-unblocking')).toBe(true);
      await act(async () => vi.advanceTimersByTime(1));
      expect(row?.classList.contains('vitrin-unblocking')).toBe(false);
      expect(row?.classList.contains('woocommerce-mini-cart-item')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the cart is empty when the server printed only the empty widget and the cart is known empty', async () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
    const element = document.querySelector<HTMLElement>('div.widget_shopping_cart_content') ?? document.body;
    cartHash.value = '';
    mount(element);
    expect(await screen.findByText('سبد خرید شما خالی است.')).toBeTruthy();
  });

  it('keeps focus in the mini-cart when the focused remove link goes with its line', async () => {
    const element = serverMiniCart([BOOK, MUG]);
    mount(element);
    screen.getByRole('button', { name: 'حذف کتاب از سبد خرید' }).focus();
    await act(async () => {
      cartContents.value = miniCartFromFragments({ 'div.widget_shopping_cart_content': renderMiniCart(view([MUG])) });
    });
    expect(document.activeElement).toBe(element);
  });
});
