// Issue 34: popups, the lightbox and the wishlist page are React-rendered on the demo. React's fiber
// keys sit on the controls a shopper uses (the popup's close button and frame, the lightbox's
// toolbar and share menu, the wishlist page's checkboxes, remove and bulk links), the popup's own
// content stays the server's nodes, and axe finds nothing on each.
import { describe, expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { axeViolations } from '../../scripts/e2e/axe';

const { withDemo } = useDemoBrowser();

/** Whether React rendered this element (its fiber key is on the DOM node). */
const reactRendered = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));

describe('issue 34: popups, the lightbox and the wishlist page are React-rendered (demo)', () => {
  test('a popup frame and the lightbox with its share menu: React on every control, the content the server\'s, no axe violations', async () => {
    await withDemo(
      async ({ page, consoleErrors }) => {
        await gotoDemo(page, '/popups/');
        // The server's content node is marked before the popup shows: the same node must end up inside the frame.
        await page.locator('[data-elementor-id="206"]').evaluate((el) => {
          (el as unknown as { __mark: boolean }).__mark = true;
        });
        await page.locator('.demo-open-popup').click();
        const frame = page.locator('#elementor-popup-modal-206');
        await expect.poll(() => frame.isVisible()).toBe(true);
        expect(await reactRendered(frame)).toBe(true);
        expect(await reactRendered(frame.getByRole('button', { name: 'بستن' }))).toBe(true);
        expect(await reactRendered(frame.locator('.dialog-message'))).toBe(true);
        const content = frame.locator('.dialog-message > [data-elementor-id="206"]');
        expect(await content.evaluate((el) => (el as unknown as { __mark?: boolean }).__mark === true)).toBe(true);
        // The content is the server's markup, not re-rendered by React.
        expect(await reactRendered(content)).toBe(false);
        await page.waitForTimeout(400); // the entrance animation, before contrast is judged
        expect(await axeViolations(page)).toEqual([]);

        await frame.locator('a[data-elementor-lightbox-slideshow]').first().click();
        const lightbox = page.getByRole('dialog', { name: 'نمایش تصویر' });
        await expect.poll(() => lightbox.isVisible()).toBe(true);
        expect(await reactRendered(lightbox)).toBe(true);
        for (const name of ['بستن', 'تمام‌صفحه', 'بزرگ‌نمایی', 'هم‌رسانی', 'بعدی', 'قبلی']) expect(await reactRendered(lightbox.getByRole('button', { name }))).toBe(true);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('بستن');
        await lightbox.getByRole('button', { name: 'هم‌رسانی' }).click();
        const menu = lightbox.getByRole('list', { name: 'هم‌رسانی' });
        expect(await menu.getByRole('listitem').count()).toBe(20);
        expect(await reactRendered(menu.getByRole('link', { name: 'هم‌رسانی در Telegram' }))).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        // Escape closes the menu (focus back on its button), then the lightbox, then the popup.
        await page.keyboard.press('Escape');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('هم‌رسانی');
        await page.keyboard.press('Escape');
        await expect.poll(() => lightbox.count()).toBe(0);
        expect(await frame.isVisible()).toBe(true);
        expect(consoleErrors).toEqual([]);
      },
      { width: 390, height: 844 },
    );
  });

  test('the wishlist page: React on the checkboxes, remove and bulk links, adopted without a change, no axe violations', async () => {
    await withDemo(
      async ({ page, context, consoleErrors }) => {
        await gotoDemo(page, '/shop/');
        const buttons = page.locator('.products .wd-wishlist-btn a');
        for (let i = 0; i < 2; i++) {
          await buttons.nth(i).click();
          await expect.poll(() => buttons.nth(i).getAttribute('class')).toContain('added');
        }
        await gotoDemo(page, '/wishlist/');
        const content = page.locator('.wd-wishlist-content');
        await expect.poll(() => content.getAttribute('data-vitrin-status')).toBe('mounted');
        expect(await content.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer$')))).toBe(true);
        const first = content.getByRole('checkbox').first();
        await expect.poll(() => first.getAttribute('aria-label')).toMatch(/^انتخاب /);
        expect(await reactRendered(first)).toBe(true);
        expect(await reactRendered(content.locator('.wd-wishlist-remove').first())).toBe(true);
        expect(await reactRendered(content.locator('.wd-wishlist-remove-action > a'))).toBe(true);
        expect(await reactRendered(content.locator('.wd-wishlist-select-all > a'))).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        // Keyboard: tick by Space, the bar shows; remove one by Space on its button.
        await first.focus();
        await page.keyboard.press('Space');
        await expect.poll(() => content.locator('.wd-wishlist-bulk-action').getAttribute('class')).toContain('wd-visible');
        const remove = content.locator('.product-grid-item').first().getByRole('button', { name: 'حذف' });
        await remove.focus();
        await page.keyboard.press('Space');
        await expect.poll(() => content.locator('.product-grid-item').count()).toBe(1);
        // Focus went to the next product's checkbox, not lost on the page.
        expect(await page.evaluate(() => document.activeElement?.classList.contains('wd-wishlist-checkbox'))).toBe(true);
        expect((await context.cookies()).find((c) => c.name === 'woodmart_wishlist_count')?.value).toBe('1');
        expect(await axeViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      },
      { width: 1440, height: 900 },
    );
  });
});
