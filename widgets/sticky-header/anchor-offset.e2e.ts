// Issue 35 in Chromium: an in-page link's target below an Elementor sticky section stops under the
// section by its sticky_anchor_link_offset (Elementor's anchor-scroll-margin.js), not behind it.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();

/** A sticky section as Elementor Pro prints it (data-settings with sticky and the offset), a link, and the target far below. */
const SECTION = (offset: number) => `
  <div class="elementor-element elementor-element-e2e0001 e-con elementor-sticky" data-element_type="container" data-settings='{"sticky":"top","sticky_on":["desktop","tablet","mobile"],"sticky_offset":0,"sticky_anchor_link_offset":${offset}}' style="position:sticky;top:0;z-index:50;block-size:96px;background:#222;color:#fff">
    <div class="elementor-element elementor-widget"><a id="e2e-anchor-link" href="#e2e-anchor-target">مشخصات فنی</a></div>
  </div>
  <div style="block-size:2400px"></div>
  <h2 id="e2e-anchor-target" style="margin:0">مشخصات فنی</h2>
  <div style="block-size:2400px"></div>`;

describe('issue 35: Elementor sticky anchor offset', () => {
  for (const width of [390, 1440]) {
    test(`a jump to an anchor stops the sticky section's offset below the top (${width} px)`, async () => {
      await withDemo(async ({ page, consoleErrors }) => {
        await gotoDemo(page, '/support/');
        await page.evaluate((html) => {
          const holder = document.createElement('div');
          holder.innerHTML = html;
          (document.querySelector('main') ?? document.body).append(holder);
        }, SECTION(150));
        await page.waitForFunction(() => document.getElementById('e2e-anchor-target')?.style.scrollMarginTop === '150px', undefined, { timeout: 10000 });
        await page.click('#e2e-anchor-link');
        await page.waitForFunction(() => location.hash === '#e2e-anchor-target');
        // Settled: the same position on two frames in a row (a smooth scroll may be running).
        await page.waitForFunction(() => new Promise<boolean>((resolve) => {
          const a = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === a && a > 0)));
        }));
        const top = await page.evaluate(() => document.getElementById('e2e-anchor-target')?.getBoundingClientRect().top ?? -1);
        expect(Math.round(top)).toBe(150);
        // The sticky section (96 px) no longer covers the heading.
        const bar = await page.evaluate(() => document.querySelector('.elementor-element-e2e0001')?.getBoundingClientRect().bottom ?? -1);
        expect(bar).toBeLessThanOrEqual(top);
        expect(consoleErrors).toEqual([]);
      }, { width, height: 800 });
    });
  }
});
