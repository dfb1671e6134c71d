// Issue 34: JetEngine's data-store buttons and store counters are React-rendered on the demo: each
// button's wrapper and each counter its own root over the printed nodes (adopted, not rebuilt),
// nothing shifting as they mount; one press and every button of that post and every counter of the
// store agree, the synced compare listing's own button included; a keyboard press works the same.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { readLayoutShifts, watchLayoutShifts } from '../../scripts/e2e/layout-shift';

const { withDemo } = useDemoBrowser();

describe('issue 34: data-store buttons and counters are React roots (demo)', () => {
  for (const width of [390, 1440]) {
    test(`buttons and counters: React containers over the printed nodes, CLS ≤ 0.01; every button of a post and every counter agree (${width}px)`, async () => {
      await withDemo(async ({ page, consoleErrors }) => {
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            for (const link of document.querySelectorAll('.jet-data-store-link')) (link as unknown as { __printed: boolean }).__printed = true;
            for (const count of document.querySelectorAll('span.jet-engine-data-store-count')) (count.firstChild as unknown as { __printed: boolean }).__printed = true;
          }, { once: true, capture: true });
        });
        await watchLayoutShifts(page);
        await gotoDemo(page, '/stores/');
        await page.evaluate(() => (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin.ready());
        const roots = await page.evaluate(() => {
          const has = (node: Node | null, prefix: string) => node !== null && Object.keys(node).some((k) => k.startsWith(prefix));
          const wrappers = [...document.querySelectorAll('.jet-data-store-link-wrapper')];
          const counters = [...document.querySelectorAll('span.jet-engine-data-store-count')];
          return {
            wrappers: wrappers.length,
            wrapperRoots: wrappers.filter((w) => has(w, '__reactContainer$') && w.getAttribute('data-vitrin-status') === 'mounted').length,
            linkFibers: wrappers.filter((w) => has(w.querySelector('a'), '__reactFiber$')).length,
            adopted: wrappers.filter((w) => (w.querySelector('a') as unknown as { __printed?: boolean } | null)?.__printed === true).length,
            counters: counters.length,
            counterRoots: counters.filter((c) => has(c, '__reactContainer$')).length,
            countersAdopted: counters.filter((c) => (c.firstChild as unknown as { __printed?: boolean } | null)?.__printed === true).length,
          };
        });
        expect(roots.wrappers).toBeGreaterThan(4);
        expect(roots).toEqual({ wrappers: roots.wrappers, wrapperRoots: roots.wrappers, linkFibers: roots.wrappers, adopted: roots.wrappers, counters: 2, counterRoots: 2, countersAdopted: 2 });
        const shifts = await readLayoutShifts(page);
        expect(shifts.cls, JSON.stringify(shifts.shifts)).toBeLessThanOrEqual(0.01);

        // A keyboard press on the first catalogue compare button (a link drawn as a button: Space presses it).
        const compare = page.locator('.jet-listing-grid--blocks:not(#vitrin-compare-list) .jet-data-store-link[data-store="compare"]');
        const post = await compare.first().getAttribute('data-post');
        await compare.first().focus();
        await page.keyboard.press('Space');
        const counter = page.locator('span.jet-engine-data-store-count[data-store="compare"]');
        await expect.poll(() => counter.textContent()).toBe('۱');
        await expect.poll(() => compare.first().getAttribute('class')).toContain('in-store');
        expect(await page.getByRole('button', { name: 'حذف از مقایسه' }).first().getAttribute('data-post')).toBe(post);
        // The synced compare listing arrives with its own button for that post: a root of its own, drawn in the store too.
        const listed = page.locator(`#vitrin-compare-list .jet-data-store-link[data-post="${post}"]`);
        await expect.poll(() => listed.getAttribute('class')).toContain('in-store');
        expect(await listed.evaluate((a) => Object.keys(a.parentElement ?? {}).some((k) => k.startsWith('__reactContainer$')))).toBe(true);
        // Removed from the listing's button: the catalogue's button and the counter follow.
        await listed.click();
        await expect.poll(() => compare.first().getAttribute('class')).not.toContain('in-store');
        await expect.poll(() => counter.textContent()).toBe('۰');
        expect(await compare.first().textContent()).toBe('افزودن به مقایسه');
        expect(consoleErrors).toEqual([]);
      }, { width, height: 900 });
    });
  }
});
