// The variation form's display as React draws it (issue 34): found by role and name as a shopper
// finds it; the server's price/stock HTML rendered through the kit's sanitised markup; and, through
// the runtime on the recorded SW-TEE form, a `show_variation` listener reading the new price and
// the enabled button in the event itself (WooCommerce's same-task contract).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { signal } from '@preact/signals-core';
import { readMarkup } from '../../src/ui/markup';
import type { VariationDisplay as Display } from '../../src/state/variations';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import type { Runtime } from '../../src/runtime/runtime';
import { SW_TEE_PAGE } from '../../fixtures/variation-swatches/sw-tee.recorded';
import { VariationDisplay } from './VariationDisplay';
import { variationDisplayWidget } from './display-root';
import { variationForm } from '.';

const WRAP = `<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
<div class="woocommerce-variation-add-to-cart variations_button">
  <div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1" max="" aria-label="تعداد محصول"></div>
  <button type="submit" class="single_add_to_cart_button button alt">افزودن به سبد خرید</button>
  <input type="hidden" name="variation_id" class="variation_id" value="0">
</div>`;

const EMPTY: Display = { shown: null, button: null, quantity: null, notice: null, resetVisible: null, resetAlert: '' };

function setup(initial: Partial<Display> = {}) {
  const printed = document.createElement('div');
  printed.innerHTML = WRAP;
  const display = signal<Display>({ ...EMPTY, ...initial });
  const cell = document.createElement('td');
  cell.innerHTML = '<a class="reset_variations" href="#" aria-label="پاک کردن گزینه‌ها">پاک کردن</a>';
  const alert = document.createElement('div');
  document.body.append(cell, alert);
  const link = cell.querySelector<HTMLElement>('.reset_variations');
  const view = render(<VariationDisplay markup={readMarkup(printed)} display={display} resetLink={link} resetAlert={alert} />);
  return { display, cell, alert, view };
}

describe('VariationDisplay (issue 34)', () => {
  it('draws the button disabled the WooCommerce way while a selection is needed, enabled for a buyable variation', () => {
    const { display } = setup({ button: 'selection-needed' });
    const button = screen.getByRole('button', { name: 'افزودن به سبد خرید' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.classList.contains('wc-variation-selection-needed')).toBe(true);
    expect(button.hasAttribute('disabled')).toBe(false);
    act(() => {
      display.value = { ...display.value, button: 'enabled', shown: { kind: 'variation', description: '', price: '<span class="price">۱۲۰٬۰۰۰ تومان</span>', availability: '<p class="stock in-stock">۵ عدد در انبار</p>' } };
    });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.className).toBe('single_add_to_cart_button button alt');
    expect(screen.getByRole('status').textContent).toContain('۱۲۰٬۰۰۰ تومان');
    expect(screen.getByRole('status').textContent).toContain('۵ عدد در انبار');
    expect(document.querySelector('.woocommerce-variation-add-to-cart')?.classList.contains('woocommerce-variation-add-to-cart-enabled')).toBe(true);
  });

  it('server HTML goes through the kit: no script, no inline handler, no javascript: link', () => {
    const { display } = setup();
    const onerror = vi.fn();
    (window as unknown as { __pwned?: () => void }).__pwned = onerror;
    act(() => {
      display.value = {
        ...display.value,
        shown: {
          kind: 'variation',
          description: '<p>نخ <a href="javascript:__pwned()">پنبه</a></p><script>__pwned()</script>',
          price: '<span class="price" onclick="__pwned()">۱۰۰ تومان</span>',
          availability: '<img src="x" onerror="__pwned()"><p class="stock">موجود</p>',
        },
      };
    });
    const region = screen.getByRole('status');
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('[onclick], [onerror]')).toBeNull();
    expect(region.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(region.querySelector('.woocommerce-variation-price .price')?.textContent).toBe('۱۰۰ تومان');
    expect(onerror).not.toHaveBeenCalled();
  });

  it('a hidden variation reads the unavailable line; a refused press reads its reason in an alert', () => {
    const { display } = setup();
    act(() => {
      display.value = { ...display.value, shown: { kind: 'hidden', text: 'این محصول در دسترس نیست' }, button: 'unavailable', notice: 'متأسفانه این محصول در دسترس نیست.' };
    });
    expect(screen.getByRole('status').textContent).toBe('این محصول در دسترس نیست');
    expect(screen.getByRole('alert').textContent).toBe('متأسفانه این محصول در دسترس نیست.');
    expect(screen.getByRole('button', { name: 'افزودن به سبد خرید' }).classList.contains('wc-variation-is-unavailable')).toBe(true);
  });

  it('the Clear link stays where it was printed, shows once something is chosen, and the reset is announced', () => {
    const { display, cell, alert, view } = setup({ resetVisible: false });
    // React's link, in the printed link's cell (a lone <td> here: queried in it, not by role).
    const link = cell.querySelector<HTMLElement>('a.reset_variations[href="#"][aria-label="پاک کردن گزینه‌ها"]');
    if (!link) throw new Error('Clear link missing');
    expect(Object.keys(link).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    expect(link.style.visibility).toBe('hidden');
    act(() => {
      display.value = { ...display.value, resetVisible: true, resetAlert: 'انتخاب شما پاک شد' };
    });
    expect(link.style.visibility).toBe('visible');
    expect(alert.textContent).toBe('انتخاب شما پاک شد');
    // Unmounted: the printed link is back in its cell.
    view.unmount();
    expect(cell.querySelectorAll('.reset_variations')).toHaveLength(1);
  });

  it('the quantity follows the variation (limits, hidden when sold individually); hidden form data is left to the form', () => {
    const { display } = setup();
    const input = screen.getByRole('spinbutton', { name: 'تعداد محصول' });
    const variationId = document.querySelector<HTMLInputElement>('input[name="variation_id"]');
    if (!variationId) throw new Error('variation_id missing');
    variationId.value = '93';
    act(() => {
      display.value = { ...display.value, quantity: { min: '1', max: '4', hidden: false } };
    });
    expect(input.getAttribute('max')).toBe('4');
    expect(variationId.value).toBe('93');
    act(() => {
      display.value = { ...display.value, quantity: { min: '1', max: '', hidden: true } };
    });
    expect(document.querySelector<HTMLElement>('.quantity')?.style.display).toBe('none');
  });

  it('a variation found before the root hydrates keeps its variation_id (the add pressed before the code posted no variation)', async () => {
    const container = document.createElement('div');
    container.innerHTML = WRAP;
    document.body.append(container);
    const markup = readMarkup(container);
    const variationId = container.querySelector<HTMLInputElement>('input[name="variation_id"]');
    if (!variationId) throw new Error('variation_id missing');
    // The form's logic (an enhance widget) found the variation first, as it does when swatches
    // chosen before the code are replayed before the display's root mounts.
    variationId.value = '102';
    const root = await act(async () => hydrateRoot(container, <VariationDisplay markup={markup} display={signal<Display>(EMPTY)} resetLink={null} resetAlert={null} />));
    expect(container.querySelector('input[name="variation_id"]')).toBe(variationId);
    expect(variationId.value).toBe('102');
    act(() => root.unmount());
    container.remove();
  });

  it('hydrated and then live, it keeps every printed node: a press landing while it mounts still has its target', async () => {
    const container = document.createElement('div');
    container.innerHTML = WRAP;
    document.body.append(container);
    const markup = readMarkup(container);
    const printed = Array.from(container.querySelectorAll('*')).flatMap((el) => [el, ...Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())]);
    const display = signal<Display>({ ...EMPTY, button: 'selection-needed', quantity: { min: '1', max: '', hidden: false } });
    const root = await act(async () => hydrateRoot(container, <VariationDisplay markup={markup} display={display} resetLink={null} resetAlert={null} />));
    // Live: the button drawn disabled the WooCommerce way, on the printed button and its printed label.
    expect(container.querySelector('.single_add_to_cart_button')?.classList.contains('wc-variation-selection-needed')).toBe(true);
    expect(printed.filter((node) => !node.isConnected).map((node) => (node instanceof Element ? node.className : node.textContent))).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('a write inside flushSync is on the page when it returns (what the form relies on before firing its events)', () => {
    const { display } = setup();
    flushSync(() => {
      display.value = { ...display.value, shown: { kind: 'variation', description: '', price: '<span class="price">۹۹ تومان</span>', availability: '' } };
    });
    expect(document.querySelector('.single_variation .price')?.textContent).toBe('۹۹ تومان');
  });
});

describe('issue 34: the display through the runtime on the recorded form', () => {
  let runtime: Runtime | undefined;
  afterEach(() => {
    runtime?.disconnect();
    runtime = undefined;
  });

  it('a show_variation listener reads the new price and the enabled button in the event; the wrap is a React root', async () => {
    document.body.innerHTML = SW_TEE_PAGE;
    runtime = boot([variationForm, variationDisplayWidget], []).runtime;
    await whenQueueEmpty();
    await vi.waitFor(() => expect(document.querySelector('.single_variation_wrap')?.getAttribute('data-vitrin-status')).toBe('mounted'), { timeout: 5000 });
    const wrap = document.querySelector('.single_variation_wrap');
    expect(Object.keys(wrap ?? {}).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    const seen: Array<{ price: string; disabled: boolean }> = [];
    document.querySelector('.single_variation')?.addEventListener('show_variation', () => {
      seen.push({
        price: document.querySelector('.single_variation .woocommerce-Price-amount')?.textContent ?? '',
        disabled: document.querySelector('.single_add_to_cart_button')?.classList.contains('disabled') ?? true,
      });
    });
    for (const [name, value] of [['attribute_pa_color', 'red'], ['attribute_pa_size', 'm']] as const) {
      const select = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
      if (!select) throw new Error(`${name} missing`);
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    expect(seen).toEqual([{ price: expect.stringContaining('1,300,000') as string, disabled: false }]);
    const button = document.querySelector('.single_add_to_cart_button');
    expect(Object.keys(button ?? {}).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
  });
});
