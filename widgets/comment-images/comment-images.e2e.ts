// A member adding photos to a review on the demo (Chromium): a fourth file, a 2 MB file and a GIF
// renamed .jpg are refused with the shop's exact messages beside the field; good files go through.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { runAxe, describeViolations } from '../../scripts/e2e/axe';

const { withDemo } = useDemoBrowser();
const PAGE = '/logged-in/review/';
const INPUT = '#wd-add-img-btn';
const BLOCK = 'form.comment-form .comment-form-images';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const png = (name: string, size = PNG.length) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length))]) });

const COUNT = 'شما می توانید 3 تصویر برای نظر خود آپلود کنید.';
const SIZE = 'برخی از پرونده ها بسیار بزرگ هستند. اندازه مجاز پرونده 1 مگابایت.';
const MIMES = 'شما تنها میتوانید عکس با فرمت png, jpeg ارسال کنید.';

const errors = (page: Page) => page.$$eval('#wd-add-img-errors li', (items) => items.map((li) => li.textContent));

async function fillReview(page: Page): Promise<void> {
  await page.selectOption('#rating', '5');
  await page.fill('#comment', 'جنس پارچه عالی است.');
}

/** Submits and reports whether the browser was let go (navigation stopped, so the page stays). */
async function submitAllowed(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const w = window as unknown as { __sent?: boolean; __watching?: boolean };
    w.__sent = false;
    if (w.__watching) return;
    w.__watching = true;
    // Last in line (window, bubbling): sees what every other handler decided, then keeps the page.
    window.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) w.__sent = true;
      event.preventDefault();
    });
  });
  await page.click('#submit');
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __sent?: boolean }).__sent === true);
}

describe('comment images (demo, Chromium)', () => {
  test('refuses a fourth file, a 2 MB file and a GIF renamed .jpg with the exact messages; good files are sent', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, PAGE);
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' && m.text().includes('comment-images')) warnings.push(m.text());
      });
      // Marks the server's own input before the root mounts: hydration must adopt it, not rebuild it.
      await page.$eval(INPUT, (input) => {
        (input as unknown as { __server?: boolean }).__server = true;
      });
      await page.locator(INPUT).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${BLOCK}[data-vitrin-status="mounted"]`);
      // Issue 34: the block is a React root (container key) and the input React's (fiber key), the server's node.
      expect(await page.$eval(BLOCK, (el) => Object.keys(el).some((k) => k.startsWith('__reactContainer$')))).toBe(true);
      expect(await page.$eval(INPUT, (el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')) && (el as unknown as { __server?: boolean }).__server === true)).toBe(true);
      expect(await page.getAttribute('form.comment-form', 'enctype')).toBe('multipart/form-data');
      await fillReview(page);

      await page.setInputFiles(INPUT, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
      await page.waitForFunction(() => document.querySelectorAll('#wd-add-img-errors li').length > 0);
      expect(await errors(page)).toEqual([COUNT]);
      expect(await page.textContent('.wd-add-img-count')).toBe('۴ تصویر اضافه شده است');
      expect(await page.getAttribute(INPUT, 'aria-invalid')).toBe('true');
      expect(await page.getAttribute(INPUT, 'aria-describedby')).toContain('wd-add-img-errors');
      expect(await submitAllowed(page)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('wd-add-img-btn');
      await page.screenshot({ path: '/tmp/shots/comment-images-390.png', fullPage: false });

      await page.setInputFiles(INPUT, [png('big.png', 2 * 1048576)]);
      await page.waitForFunction((text) => document.querySelector('#wd-add-img-errors li')?.textContent === text, SIZE);
      expect(await errors(page)).toEqual([SIZE]);

      await page.setInputFiles(INPUT, [{ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: GIF }]);
      await page.waitForFunction((text) => document.querySelector('#wd-add-img-errors li')?.textContent === text, MIMES);
      expect(await errors(page)).toEqual([MIMES]);
      expect(await submitAllowed(page)).toBe(false);

      // Issue 34: each chosen file previewed by React, with a Persian-named remove button; removing one
      // takes it out of the field and focus moves to the button now in its place.
      await page.setInputFiles(INPUT, [png('a.png'), png('b.png', 1048576), png('c.png', 2 * 1048576)]);
      await page.waitForFunction(() => document.querySelectorAll('.vitrin-comment-images-preview').length === 3);
      const fibers = await page.$$eval('.vitrin-comment-images-preview, .vitrin-comment-images-remove', (els) => els.map((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'))));
      expect(fibers).toEqual([true, true, true, true, true, true]);
      expect(await page.$$eval('.vitrin-comment-images-preview img', (imgs) => imgs.length)).toBe(3);
      expect(await errors(page)).toEqual([SIZE]);
      const removeC = page.getByRole('button', { name: 'حذف تصویر c.png' });
      await removeC.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelectorAll('.vitrin-comment-images-preview').length === 2);
      expect(await page.$eval(INPUT, (input) => Array.from((input as HTMLInputElement).files ?? [], (f) => f.name))).toEqual(['a.png', 'b.png']);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('حذف تصویر b.png');
      await page.waitForFunction(() => document.querySelector<HTMLElement>('#wd-add-img-errors')?.hidden === true);
      expect(await page.getAttribute(INPUT, 'aria-invalid')).toBeNull();
      expect(await page.textContent('.wd-add-img-count')).toBe('۲ تصویر اضافه شده است');
      const violations = await runAxe(page);
      expect(violations.length, describeViolations('review form at 390px', violations)).toBe(0);
      expect(await submitAllowed(page)).toBe(true);
      expect(demo.consoleErrors).toEqual([]);
      // No hydration mismatch: React adopted the printed block as it was.
      expect(warnings).toEqual([]);
    }, { width: 390 });
  });
});
