// The swatch lists as React renders them, found as a shopper finds them (radio groups and radios by
// name), over the markup Variation Swatches 2.0.30's PHP prints (class-woo-variation-swatches-
// product-page.php): one root per list, hydrating the plugin's nodes.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { readPageSettings } from '../../src/host/settings';
import { swatchRootSchema, readSwatchRoot, SwatchListRoot } from '.';

const win = window as unknown as Record<string, unknown>;

const variation = (id: number, color: string, size: string, inStock: boolean, maxQty: number | '') => ({
  variation_id: id,
  attributes: { attribute_pa_color: color, attribute_pa_size: size },
  is_in_stock: inStock,
  is_purchasable: true,
  variation_is_visible: true,
  variation_is_active: true,
  max_qty: maxQty,
});
const VARIATIONS = [variation(1, 'red', 'm', true, 3), variation(2, 'red', 'l', false, ''), variation(3, 'blue', 'm', true, 20), variation(4, 'blue', 'l', true, 20)];

const item = (type: string, value: string, title: string) =>
  `<li aria-checked="false" tabindex="0" data-wvstooltip="${title}" class="variable-item ${type}-variable-item ${type}-variable-item-${value} " title="${title}" data-title="${title}" data-value="${value}" role="radio"><div class="variable-item-contents"><span class="variable-item-span variable-item-span-${type}">${type === 'button' ? title : ''}</span></div></li>`;
const row = (slug: string, label: string, type: string, values: Array<[string, string]>) =>
  `<tr><th class="label"><label for="pa_${slug}">${label}</label></th><td class="value">`
  + `<select style="display:none" id="pa_${slug}" class=" woo-variation-raw-select" name="attribute_pa_${slug}" data-attribute_name="attribute_pa_${slug}"><option value="">یک گزینه را انتخاب کنید</option>${values.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select>`
  + `<ul role="radiogroup" aria-label="${label}" class="variable-items-wrapper ${type}-variable-items-wrapper wvs-style-squared" data-attribute_name="attribute_pa_${slug}">${values.map(([v, t]) => item(type, v, t)).join('')}</ul></td></tr>`;
const PAGE = `<form class="variations_form cart" data-product_id="7" data-product_variations="${JSON.stringify(VARIATIONS).replace(/"/g, '&quot;')}">`
  + `<table class="variations"><tbody>${row('color', 'رنگ', 'color', [['red', 'قرمز'], ['blue', 'آبی']])}${row('size', 'سایز', 'button', [['m', 'M'], ['l', 'L']])}</tbody></table></form>`;

/** The page as printed. */
function print(): void {
  document.documentElement.setAttribute('dir', 'rtl');
  document.body.innerHTML = PAGE;
}

/** One hydrated root per list of the printed page; returns the lists. */
function hydrate(): HTMLElement[] {
  const settings = readPageSettings();
  const lists = Array.from(document.querySelectorAll<HTMLElement>('ul.variable-items-wrapper'));
  for (const list of lists) {
    const parsed = swatchRootSchema.safeParse(readSwatchRoot(list));
    if (!parsed.success) throw new Error('fixture unreadable');
    render(<SwatchListRoot props={parsed.data} element={list} settings={settings} />, { container: list, hydrate: true });
  }
  return lists;
}

function mount(): HTMLElement[] {
  print();
  return hydrate();
}
const group = (name: string) => screen.getByRole('radiogroup', { name });
const select = (slug: string) => document.querySelector<HTMLSelectElement>(`select[name="attribute_pa_${slug}"]`)?.value;

afterEach(() => {
  delete win.woo_variation_swatches_options;
  document.documentElement.removeAttribute('dir');
});

describe('swatch list view', () => {
  it('adopts the plugin\'s nodes: the same swatches, now React-rendered, each named by its title', () => {
    print();
    const printed = Array.from(document.querySelectorAll('li.variable-item'));
    // Every node inside the swatches too: a press landing while a list mounts targets these (its
    // span), and a replaced node takes that press away (the browser sends no click).
    const inside = Array.from(document.querySelectorAll('li.variable-item *'));
    hydrate();
    expect(inside.filter((node) => !node.isConnected)).toEqual([]);
    const radios = within(group('رنگ')).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['قرمز', 'آبی']);
    // Hydrated: the very nodes the plugin printed, now carrying React's fiber.
    expect(Array.from(document.querySelectorAll('li.variable-item'))).toEqual(printed);
    expect(printed.every((li) => Object.keys(li).some((k) => k.startsWith('__reactFiber$')))).toBe(true);
    // The browser's title tooltip gives way to the plugin's CSS one (data-wvstooltip), shown on focus too.
    expect(radios.every((r) => !r.hasAttribute('title') && r.hasAttribute('data-wvstooltip'))).toBe(true);
  });

  it('a shopper picks a colour by name: checked, the hidden select set, the label says it', () => {
    mount();
    fireEvent.click(within(group('رنگ')).getByRole('radio', { name: 'قرمز' }));
    expect(within(group('رنگ')).getByRole('radio', { name: 'قرمز' }).getAttribute('aria-checked')).toBe('true');
    expect(select('color')).toBe('red');
    expect(document.querySelector('label[for="pa_color"] .woo-selected-variation-item-name')?.textContent).toBe(': قرمز');
  });

  it('issue 27: an out-of-stock size stays choosable, marked no-stock and named «ناموجود»', () => {
    mount();
    fireEvent.click(within(group('رنگ')).getByRole('radio', { name: 'قرمز' }));
    const large = within(group('سایز')).getByRole('radio', { name: 'L، ناموجود' });
    expect(large.hasAttribute('aria-disabled')).toBe(false);
    expect(large.classList.contains('no-stock')).toBe(true);
    fireEvent.click(large);
    expect(select('size')).toBe('l');
  });

  it('issue 35: no stock badge with show_variation_stock off (the free plugin prints it off)', () => {
    win.woo_variation_swatches_options = { show_variation_stock: '', stock_label_threshold: '5' };
    mount();
    fireEvent.click(within(group('رنگ')).getByRole('radio', { name: 'قرمز' }));
    const medium = within(group('سایز')).getByRole('radio', { name: 'M' });
    expect(medium.querySelector('.vitrin-swatch-stock')).toBeNull();
  });

  it('issue 35: a stock badge with show_variation_stock on, at or below stock_label_threshold', () => {
    win.woo_variation_swatches_options = { show_variation_stock: '1', stock_label_threshold: '5' };
    mount();
    fireEvent.click(within(group('رنگ')).getByRole('radio', { name: 'قرمز' }));
    const medium = within(group('سایز')).getByRole('radio', { name: 'M، تنها ۳ عدد باقی مانده' });
    expect(medium.querySelector('.vitrin-swatch-stock')?.textContent).toBe('۳ عدد');
    // Blue M has 20: above the threshold, no badge.
    fireEvent.click(within(group('رنگ')).getByRole('radio', { name: 'آبی' }));
    expect(within(group('سایز')).getByRole('radio', { name: 'M' }).querySelector('.vitrin-swatch-stock')).toBeNull();
  });

  it('keyboard: one tab stop per group; in RTL ArrowLeft moves focus to the next swatch, Space chooses it', async () => {
    mount();
    const colours = within(group('رنگ')).getAllByRole('radio');
    expect(colours.map((r) => r.tabIndex)).toEqual([0, -1]);
    colours[0]?.focus();
    fireEvent.keyDown(colours[0] ?? document.body, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(colours[1]);
    await act(async () => undefined);
    expect(colours.map((r) => r.tabIndex)).toEqual([-1, 0]);
    fireEvent.keyDown(colours[1] ?? document.body, { key: ' ' });
    expect(select('color')).toBe('blue');
    expect(colours[1]?.getAttribute('aria-checked')).toBe('true');
  });
});
