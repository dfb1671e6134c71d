// Issue 34: the swatch lists are React-rendered on the demo — the product form's lists and the shop
// cards' lists each carry React's container key, and every swatch a shopper presses its fiber key;
// React adopts the plugin's printed nodes (the same elements before and after mount) and nothing
// shifts when the roots mount (the layout-shift helper, 4x CPU, 390 and 1440 px).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { readLayoutShifts, throttleCpu, watchLayoutShifts } from '../../scripts/e2e/layout-shift';

const { withDemo } = useDemoBrowser();

const TEE = '/product/تیشرت-نخی-یقه-گرد-آوا/';
const ARCHIVE = '/swatches/';

/** For every swatch list under `scope`: the container key on the list, the fiber key on each swatch. */
function reactKeys(page: Page, scope: string) {
  return page.evaluate((sel) => {
    const has = (el: Element, prefix: string) => Object.keys(el).some((key) => key.startsWith(prefix));
    const lists = Array.from(document.querySelectorAll(`${sel} ul.variable-items-wrapper`));
    const swatches = lists.flatMap((list) => Array.from(list.querySelectorAll('li.variable-item')));
    return {
      lists: lists.length,
      containers: lists.every((list) => has(list, '__reactContainer$')),
      swatches: swatches.length,
      fibers: swatches.every((li) => has(li, '__reactFiber$')),
    };
  }, scope);
}

/** Marks the printed swatches before Vitrin runs, so the test can tell adopted nodes from new ones. */
async function markPrintedSwatches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('li.variable-item').forEach((li, i) => ((li as unknown as { __printed: number }).__printed = i));
    }, { once: true, capture: true });
  });
}
const allAdopted = (page: Page) => page.evaluate(() =>
  Array.from(document.querySelectorAll('li.variable-item')).every((li, i) => (li as unknown as { __printed?: number }).__printed === i));

describe('issue 34: the swatch lists are React-rendered (demo)', () => {
  for (const width of [390, 1440]) {
    test(`product form and shop cards: React roots over the plugin's own nodes, pressed swatches React's, CLS ≤ 0.01 at mount (${width}px)`, async () => {
      await withDemo(async ({ page, consoleErrors }) => {
        await markPrintedSwatches(page);
        await watchLayoutShifts(page);
        await throttleCpu(page, 4);

        await gotoDemo(page, TEE);
        await page.waitForFunction(() => document.querySelectorAll('form.variations_form ul.variable-items-wrapper[data-vitrin-status="mounted"]').length === 2, undefined, { timeout: 20000 });
        expect(await reactKeys(page, 'form.variations_form')).toEqual({ lists: 2, containers: true, swatches: expect.any(Number) as number, fibers: true });
        expect(await allAdopted(page)).toBe(true);
        const product = await readLayoutShifts(page);
        expect(product.cls, JSON.stringify(product.shifts)).toBeLessThanOrEqual(0.01);
        // A press goes through React: the swatch it drew says so, and it is still the printed node.
        const white = 'ul[data-attribute_name="attribute_pa_color"] li[data-title="سفید"]';
        await page.click(white);
        expect(await page.getAttribute(white, 'aria-checked')).toBe('true');
        expect(await allAdopted(page)).toBe(true);

        await gotoDemo(page, ARCHIVE);
        await page.waitForSelector('.wvs-archive-variations-wrapper ul[data-vitrin-status="mounted"]');
        await page.waitForFunction(() => document.querySelectorAll('.wvs-archive-variations-wrapper ul:not([data-vitrin-status="mounted"])').length === 0, undefined, { timeout: 20000 });
        const archive = await reactKeys(page, '.wvs-archive-variations-wrapper');
        expect(archive.lists).toBeGreaterThan(0);
        expect(archive).toMatchObject({ containers: true, fibers: true });
        expect(await allAdopted(page)).toBe(true);
        const shop = await readLayoutShifts(page);
        expect(shop.cls, JSON.stringify(shop.shifts)).toBeLessThanOrEqual(0.01);
        expect(consoleErrors).toEqual([]);
      }, { width, height: 900 });
    });
  }
});
