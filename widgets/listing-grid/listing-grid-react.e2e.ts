// Issue 34: the listing grid's load-more button and its paging notes are React-rendered on the demo.
// No React before the shopper reaches the button; the keyboard press that reaches it loads the next
// page at once (the grid's behaviour owns it) and wakes the button's root, which adopts the printed
// button; the notes are their own root, whose live region says the count in Persian digits; focus
// goes to the first new item; nothing shifts at load.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser, REACT_CHUNK } from '../../scripts/e2e/harness';
import { readLayoutShifts, watchLayoutShifts } from '../../scripts/e2e/layout-shift';
import { LISTING_SPECS, listingProducts } from '../../fixtures/theme/listing-grid-page';

const { withDemo } = useDemoBrowser();
const reactChunk = (urls: string[]) => urls.some((url) => REACT_CHUNK.test(url));

describe('issue 34: the listing grid paging is React-rendered (demo)', () => {
  for (const width of [390, 1440]) {
    test(`load more by keyboard: React roots on the button's wrapper and the notes, count said in Persian, focus to the first new item (${width}px)`, async () => {
      await withDemo(async ({ page, allRequests, consoleErrors }) => {
        const spec = LISTING_SPECS['load-more'];
        await watchLayoutShifts(page);
        await gotoDemo(page, spec.path);
        const wrap = page.locator('.vitrin-load-more-wrap');
        expect(await wrap.getAttribute('data-vitrin-listing-more')).toBe('');
        expect(await wrap.getAttribute('data-vitrin-status')).toBe('pending');
        expect(reactChunk(allRequests.map((r) => r.url))).toBe(false);
        const shifts = await readLayoutShifts(page);
        expect(shifts.cls, JSON.stringify(shifts.shifts)).toBeLessThanOrEqual(0.01);
        await page.evaluate(() => {
          (document.querySelector('#vitrin-load-more') as unknown as { __printed: boolean }).__printed = true;
        });
        await page.focus('#vitrin-load-more');
        await page.keyboard.press('Enter');
        await page.waitForFunction((n) => document.querySelectorAll('.jet-listing-grid__items > .jet-listing-grid__item').length === n, spec.perPage * 2);
        await expect.poll(() => wrap.getAttribute('data-vitrin-status')).toBe('mounted');
        expect(reactChunk(allRequests.map((r) => r.url))).toBe(true);
        await expect.poll(() => page.locator('.jet-listing-grid > .vitrin-listing-status').getAttribute('data-vitrin-status')).toBe('mounted');
        const keys = await page.evaluate(() => {
          const has = (node: Element | null, prefix: string) => node !== null && Object.keys(node).some((k) => k.startsWith(prefix));
          const wrapEl = document.querySelector('.vitrin-load-more-wrap');
          const button = document.querySelector('#vitrin-load-more');
          const status = document.querySelector('.jet-listing-grid > .vitrin-listing-status');
          return {
            wrap: has(wrapEl, '__reactContainer$'),
            button: has(button, '__reactFiber$'),
            adopted: (button as unknown as { __printed?: boolean } | null)?.__printed === true,
            status: has(status, '__reactContainer$'),
            live: has(status?.querySelector('[aria-live="polite"]') ?? null, '__reactFiber$'),
          };
        });
        expect(keys).toEqual({ wrap: true, button: true, adopted: true, status: true, live: true });
        await expect.poll(() => page.locator('.vitrin-listing-status [aria-live="polite"]').textContent()).toBe('۱۲ مورد دیگر به فهرست افزوده شد');
        const firstNew = listingProducts(spec)[spec.perPage];
        await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.jet-listing-grid__item')?.getAttribute('data-post-id'))).toBe(String(firstNew?.id));
        // The shopper sees where focus went: a ring on the focused card link (on its image, for an image link).
        expect(await page.evaluate(() => {
          const link = document.activeElement;
          const ringed = link?.matches('.jet-listing-dynamic-image__link') ? link.querySelector('img') : link;
          return ringed ? getComputedStyle(ringed).outlineStyle : 'none';
        })).not.toBe('none');
        // The button is still there (more pages), named, enabled.
        expect(await page.getByRole('button', { name: 'نمایش بیشتر' }).getAttribute('aria-disabled')).toBeNull();
        expect(consoleErrors).toEqual([]);
      }, { width, height: 900 });
    });
  }
});
