// The password toggle through the real runtime (issue 34: a React root per password row).
import { describe, expect, it, vi } from 'vitest';
import { boot } from '../../src/runtime/boot';
import { widgets } from '../index';
import { passwordInputIn, passwordToggle } from '.';

const LOGIN = `<div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" method="post">
<p class="woocommerce-form-row form-row form-row-username"><label for="username">نام کاربری</label><input class="woocommerce-Input input-text" type="text" name="username" id="username"></p>
<p class="woocommerce-form-row form-row form-row-password"><label for="password">رمز عبور</label>
<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password"></p>
</form></div>`;

const mounted = () => vi.waitFor(() => expect(document.querySelector('.form-row-password')?.getAttribute('data-vitrin-status')).toBe('mounted'), { timeout: 5000 });

describe('password show/hide toggle', () => {
  it('wraps the input in span.password-input with a named toggle whose pressed state follows the input type', async () => {
    document.body.innerHTML = LOGIN;
    const { runtime } = boot([passwordToggle], []);
    await mounted();
    const input = document.querySelector<HTMLInputElement>('#password');
    const button = document.querySelector<HTMLButtonElement>('.password-input > button.show-password-input');
    expect(input?.parentElement?.className).toBe('password-input');
    expect(button?.getAttribute('aria-label')).toBe('نمایش رمز عبور');
    expect(button?.getAttribute('aria-pressed')).toBe('false');
    expect(button?.getAttribute('aria-controls')).toBe('password');
    expect(Object.keys(button ?? {}).some((k) => k.startsWith('__reactFiber$'))).toBe(true);
    button?.click();
    await vi.waitFor(() => expect(input?.type).toBe('text'));
    expect(button?.getAttribute('aria-pressed')).toBe('true');
    expect(button?.getAttribute('aria-label')).toBe('پنهان کردن رمز عبور');
    expect(button?.classList.contains('display-password')).toBe(true);
    button?.click();
    await vi.waitFor(() => expect(input?.type).toBe('password'));
    runtime.disconnect();
    expect(document.querySelector('.show-password-input')).toBeNull();
    expect(document.querySelector('#password')?.parentElement?.classList.contains('form-row-password')).toBe(true);
  });

  it('issue 34: mounting on the first touch keeps the focus, the text typed and the caret in the field', async () => {
    document.body.innerHTML = LOGIN;
    const printed = document.querySelector<HTMLInputElement>('#password');
    if (!printed) throw new Error('no input');
    printed.focus();
    printed.value = 'abc-123';
    printed.setSelectionRange(2, 2);
    const { runtime } = boot([passwordToggle], []);
    await mounted();
    const input = document.querySelector<HTMLInputElement>('#password');
    expect(input).not.toBe(printed);
    expect(document.activeElement).toBe(input);
    expect(input?.value).toBe('abc-123');
    expect([input?.selectionStart, input?.selectionEnd]).toEqual([2, 2]);
    runtime.disconnect();
  });

  it("the registry's check takes the rows the widget's reader finds an input in, and only those", () => {
    document.body.innerHTML = LOGIN.replace('<input class="woocommerce-Input woocommerce-Input--text', '<span class="password-input"><input class="woocommerce-Input woocommerce-Input--text').replace('autocomplete="current-password">', 'autocomplete="current-password"></span>');
    const entry = widgets.find((w) => w.name === 'password-toggle');
    for (const row of document.querySelectorAll<HTMLElement>('.form-row')) expect(entry?.accepts?.(row)).toBe(passwordInputIn(row) !== null);
    expect(passwordInputIn(document.querySelector('.form-row-password') ?? document.body)?.id).toBe('password');
  });
});
