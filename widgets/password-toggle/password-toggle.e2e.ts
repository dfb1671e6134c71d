// The password show/hide toggle on the demo's my-account login form, by keyboard, in Chromium.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();

describe('password toggle (demo)', () => {
  test('is a named toggle button that shows and hides the password, reachable with Tab', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/my-account/');
      const input = page.locator('#password');
      await input.fill('رمز-آزمایشی');
      await input.focus();
      // The toggle's code comes with the first interaction with the field (filling it above).
      const toggle = page.getByRole('button', { name: 'نمایش رمز عبور' });
      await toggle.waitFor();
      // Issue 34: the row is a React root (created: the wrapper and the button are new), and the
      // field the shopper was typing in kept its focus and text through the mount.
      const react = await page.evaluate(() => {
        const has = (el: Element | null, prefix: string) => el !== null && Object.keys(el).some((key) => key.startsWith(prefix));
        const button = document.querySelector('.password-input > button.show-password-input');
        const row = button?.closest('.form-row') ?? null;
        return { container: has(row, '__reactContainer$'), button: has(button, '__reactFiber$'), input: has(document.querySelector('#password'), '__reactFiber$'), focused: document.activeElement?.id === 'password' };
      });
      expect(react).toEqual({ container: true, button: true, input: true, focused: true });
      expect(await input.inputValue()).toBe('رمز-آزمایشی');
      await page.keyboard.press('Tab');
      await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await page.keyboard.press('Enter');
      expect(await input.getAttribute('type')).toBe('text');
      const hide = page.getByRole('button', { name: 'پنهان کردن رمز عبور' });
      expect(await hide.getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Space');
      expect(await input.getAttribute('type')).toBe('password');
      expect(await page.getByRole('button', { name: 'نمایش رمز عبور' }).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await input.inputValue()).toBe('رمز-آزمایشی');
    });
  });
});
