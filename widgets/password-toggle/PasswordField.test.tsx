// The password row's view (issue 34), as a shopper finds it: the toggle by role and name, its
// pressed state, the field it shows; next after the field in the Tab order (Tab itself: the e2e).
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { parseMarkup } from '../../src/ui/markup';
import { PasswordField } from './PasswordField';

const ROW = `<label for="pw">رمز عبور</label><input class="woocommerce-Input input-text" type="password" name="password" id="pw" autocomplete="current-password">`;

describe('issue 34: password row (React)', () => {
  it('renders the label and the input as printed, wrapped with a named toggle that shows and hides the password', () => {
    render(<PasswordField markup={parseMarkup(ROW)} live={{ value: '', focus: null }} />);
    const field = screen.getByLabelText('رمز عبور');
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('autocomplete')).toBe('current-password');
    expect(field.parentElement?.className).toBe('password-input');
    const show = screen.getByRole('button', { name: 'نمایش رمز عبور' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    expect(show.getAttribute('aria-controls')).toBe('pw');
    fireEvent.change(field, { target: { value: 'secret' } });
    // The next focusable after the field.
    expect(field.nextElementSibling).toBe(show);
    expect(show.tagName).toBe('BUTTON');
    act(() => show.click());
    expect(field.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'پنهان کردن رمز عبور' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(hide.classList.contains('display-password')).toBe(true);
    act(() => hide.click());
    expect(field.getAttribute('type')).toBe('password');
    expect((field as HTMLInputElement).value).toBe('secret');
  });

  it('uses the span.password-input a theme printed (one toggle, no second wrapper)', () => {
    const wrapped = `<label for="pw">رمز عبور</label><span class="password-input"><input class="woocommerce-Input" type="password" id="pw"><button type="button" class="show-password-input"></button></span>`;
    act(() => {
      render(<PasswordField markup={parseMarkup(wrapped)} live={{ value: 'x', focus: null }} />);
    });
    expect(document.querySelectorAll('.password-input')).toHaveLength(1);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect((screen.getByLabelText('رمز عبور') as HTMLInputElement).value).toBe('x');
  });
});
