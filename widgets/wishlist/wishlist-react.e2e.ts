// Issue 34: wishlist buttons are React-rendered on the demo. Each `.wd-wishlist-btn` is its own root,
// mounted when a shopper reaches it (no React before), adopting the theme's nodes; the press that
// woke it adds the product once, and React draws `added` on every button of that product.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser, REACT_CHUNK } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();
const reactChunk = (urls: string[]) => urls.some((url) => REACT_CHUNK.test(url));

describe('issue 34: wishlist buttons are React-rendered (demo)', () => {
  for (const width of [390, 1440]) {
    test(`a guest's first press mounts the button's root, adds once, and React draws it added (${width}px)`, async () => {
      await withDemo(
        async ({ page, allRequests, consoleErrors }) => {
          // The AJAX shop page: no root there mounts before a touch. (The shop's filters and the home
          // page's carousel controls mount React roots at load, so React would be there already.)
          await gotoDemo(page, '/ajax-shop/');
          const wrapper = page.locator('.products .wd-wishlist-btn').first();
          const link = wrapper.locator('a');
          expect(await wrapper.getAttribute('data-vitrin-status')).toBe('pending');
          expect(reactChunk(allRequests.map((r) => r.url))).toBe(false);
          const before = await wrapper.evaluate((el) => {
            (el.querySelector('a') as unknown as { __mark: boolean }).__mark = true;
            return el.innerHTML;
          });
          await link.click();
          await expect.poll(() => link.getAttribute('class')).toContain('added');
          expect(await wrapper.getAttribute('data-vitrin-status')).toBe('mounted');
          expect(reactChunk(allRequests.map((r) => r.url))).toBe(true);
          const keys = await wrapper.evaluate((el) => {
            const a = el.querySelector('a');
            const has = (node: Element | null, prefix: string) => node !== null && Object.keys(node).some((k) => k.startsWith(prefix));
            return { container: has(el, '__reactContainer$'), link: has(a, '__reactFiber$'), label: has(a?.querySelector('span') ?? null, '__reactFiber$'), same: (a as unknown as { __mark?: boolean }).__mark === true };
          });
          expect(keys).toEqual({ container: true, link: true, label: true, same: true });
          expect(before).toContain('افزودن به علاقه مندی');
          expect(await link.textContent()).toContain('نمایش لیست علاقه مندی');
          // One add, not two (the held press was replayed once).
          const cookie = (await page.context().cookies()).find((c) => c.name.startsWith('woodmart_wishlist_count'));
          expect(cookie?.value).toBe('1');
          expect(await page.locator('.wd-header-wishlist .wd-tools-count').first().textContent()).toMatch(/۱|1/);
          expect(consoleErrors).toEqual([]);
        },
        { width, height: 900 },
      );
    });
  }
});
