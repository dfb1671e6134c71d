import { describe, expect, it } from 'vitest';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import { passwordToggle } from '.';

const LOGIN = `<div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" method="post">
<label for="password">رمز عبور</label>
<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password">
</form></div>`;

describe('password show/hide toggle', () => {
  it('adds a named toggle button whose pressed state follows the input type', async () => {
    document.body.innerHTML = LOGIN;
    const { runtime } = boot([passwordToggle], []);
    await whenQueueEmpty();
    const input = document.querySelector<HTMLInputElement>('#password');
    const button = document.querySelector<HTMLButtonElement>('.password-input > button.show-password-input');
    expect(input?.parentElement?.className).toBe('password-input');
    expect(button?.getAttribute('aria-label')).toBe('نمایش رمز عبور');
    expect(button?.getAttribute('aria-pressed')).toBe('false');
    button?.click();
    expect(input?.type).toBe('text');
    expect(button?.getAttribute('aria-pressed')).toBe('true');
    expect(button?.getAttribute('aria-label')).toBe('پنهان کردن رمز عبور');
    expect(button?.classList.contains('display-password')).toBe(true);
    button?.click();
    expect(input?.type).toBe('password');
    runtime.disconnect();
    expect(document.querySelector('.show-password-input')).toBeNull();
    expect(document.querySelector('#password')?.parentElement?.tagName).toBe('FORM');
  });
});
