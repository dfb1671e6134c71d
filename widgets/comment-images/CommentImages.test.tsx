// The review form's image field as React renders it over Woodmart's markup, found as a shopper
// finds it (roles and names): previews with named remove buttons, refusals beside the field, and
// where focus goes after a removal (issue 34).
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import type { Runtime } from '../../src/runtime/runtime';
import { commentImages } from '.';

// Woodmart's block as the demo prints it (fixtures/theme/single-product.ts, member review form).
const FORM = `<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">
<div class="comment-form-images" data-vitrin-defer="eager">
	<div class="wd-add-img-btn-wrapper">
		<label for="wd-add-img-btn">برای افزودن تصویر کلیک کنید</label>
		<input id="wd-add-img-btn" name="woodmart_image[]" type="file" multiple />
		<div class="wd-add-img-msg woodmart-css-tooltip wd-tltp-top">
			<div class="wd-add-img-msg-text">حداکثر اندازهٔ هر پرونده ۱ مگابایت است.</div>
		</div>
		<div class="wd-add-img-count"></div>
	</div>
</div>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="ثبت" /></p>
</form>`;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00');
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  document.body.innerHTML = '';
});

async function settle(): Promise<void> {
  await whenQueueEmpty();
  await runtime?.whenSettled();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

async function mount(): Promise<HTMLInputElement> {
  document.body.innerHTML = FORM;
  const before = document.querySelector<HTMLInputElement>('#wd-add-img-btn');
  runtime = boot([commentImages], []).runtime;
  await settle();
  const input = screen.getByLabelText<HTMLInputElement>('برای افزودن تصویر کلیک کنید');
  // Hydrated: the server's own input, now React's.
  expect(input).toBe(before);
  expect(Object.keys(input).some((k) => k.startsWith('__reactFiber$'))).toBe(true);
  return input;
}

async function choose(input: HTMLInputElement, files: File[]): Promise<void> {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  fireEvent.change(input);
  await settle();
  await settle();
}

describe('comment images (React root on Woodmart\'s review form)', () => {
  it('issue 34: previews each chosen file by its name (as text) with a Persian-named remove button', async () => {
    const input = await mount();
    await choose(input, [png('<b>a</b>.png'), png('b.png')]);
    const list = screen.getByRole('list', { name: 'تصویرهای انتخاب‌شده' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('<b>a</b>.png')).toBeTruthy();
    expect(list.querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'حذف تصویر <b>a</b>.png' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حذف تصویر b.png' }).getAttribute('type')).toBe('button');
    expect(document.querySelector('.wd-add-img-count')?.textContent).toBe('۲ تصویر افزوده شد');
    expect(document.querySelector('form')?.getAttribute('enctype')).toBe('multipart/form-data');
  });

  it('issue 34: removing a file takes it out of the field and moves focus to the next remove button, then the previous, then the field', async () => {
    const input = await mount();
    await choose(input, [png('a.png'), png('b.png'), png('c.png')]);
    const first = screen.getByRole('button', { name: 'حذف تصویر a.png' });
    first.focus();
    fireEvent.click(first);
    await settle();
    expect(Array.from(input.files ?? [], (f) => f.name)).toEqual(['b.png', 'c.png']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'حذف تصویر b.png' }));

    fireEvent.click(screen.getByRole('button', { name: 'حذف تصویر c.png' }));
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'حذف تصویر b.png' }));

    fireEvent.click(screen.getByRole('button', { name: 'حذف تصویر b.png' }));
    await settle();
    expect(input.files?.length ?? 0).toBe(0);
    expect(screen.queryByRole('list', { name: 'تصویرهای انتخاب‌شده' })).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(document.querySelector('.wd-add-img-count')?.textContent).toBe('');
  });

  it('refuses a fourth file and a GIF beside the field, linked to it; removing the extra clears the refusal', async () => {
    const input = await mount();
    await choose(input, [png('a.png'), png('b.png'), png('c.png'), new File([GIF], 'd.jpg', { type: 'image/jpeg' })]);
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'شما می‌توانید ۳ تصویر برای دیدگاه خود بارگذاری کنید.',
      'تنها تصویرهایی با قالب png یا jpeg پذیرفته می‌شوند.',
    ]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('wd-add-img-errors');
    // The GIF gets no thumbnail: only real png/jpeg bytes are drawn.
    const gifRow = screen.getByRole('button', { name: 'حذف تصویر d.jpg' }).closest('li');
    expect(gifRow?.querySelector('img')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'حذف تصویر d.jpg' }));
    await settle();
    expect(screen.getByRole('alert', { hidden: true }).hidden).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});
