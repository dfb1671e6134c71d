// The home page's Elementor loop carousel in Chromium at 1440 and 390 px: slides laid out by CSS
// before the script, arrows and dots, RTL direction, keyboard, the autoplay pause button.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();
const CAROUSEL = '.elementor-element-5f1e2d3.elementor-widget-loop-carousel';
/** The second home carousel: autoplay, infinite and pause switchers off (absent), fraction pagination. */
const STILL = '.elementor-element-8a3c6b1.elementor-widget-loop-carousel';

/** Index of the first slide whose right edge (RTL start) is inside the track. */
const firstVisible = (page: Page, carousel = CAROUSEL) => page.$eval(`${carousel} .swiper-wrapper`, (track) => {
  const t = track.getBoundingClientRect();
  const slides = Array.from(track.children);
  return slides.findIndex((s) => t.right - s.getBoundingClientRect().right >= -2);
});

describe('carousel (demo home, Chromium)', () => {
  test('1440 px: four slides from the first paint, next/previous in RTL, dots, pause button', async () => {
    mkdirSync('/tmp/shots', { recursive: true });
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/');
      const track = page.locator(`${CAROUSEL} .swiper-wrapper`);
      await track.scrollIntoViewIfNeeded();
      const layout = () => page.$eval(`${CAROUSEL} .swiper-wrapper`, (el) => {
        const slides = Array.from(el.children) as HTMLElement[];
        return { track: el.clientWidth, slide: slides[0]?.getBoundingClientRect().width ?? 0, firstRight: (slides[0]?.getBoundingClientRect().right ?? 0) - el.getBoundingClientRect().right };
      });
      const before = await layout();
      await page.waitForSelector(`${CAROUSEL}[data-vitrin-status="mounted"]`);
      const after = await layout();
      // Four per view with 20 px gaps, the same before and after the script.
      expect(after.slide).toBeCloseTo((after.track - 60) / 4, 0);
      expect(after).toEqual(before);
      // RTL: the first slide starts at the right edge.
      expect(Math.abs(after.firstRight)).toBeLessThan(2);

      expect(await page.$$eval(`${CAROUSEL} .swiper-pagination-bullet`, (dots) => dots.length)).toBe(5);
      // Issue 34: the dots and the pause button are React's (a created root on the pagination element
      // Elementor prints empty; with bullets the pause button is the row's last control); slides and
      // arrows are not. The button covers no card (it hid the first card's sale label once).
      const react = await page.$eval(CAROUSEL, (widget) => {
        const has = (el: Element | null, prefix: string) => el !== null && Object.keys(el).some((key) => key.startsWith(prefix));
        const pause = widget.querySelector('.vitrin-carousel-pause');
        const box = pause?.getBoundingClientRect();
        const overlaps = (el: Element) => {
          const r = el.getBoundingClientRect();
          return box !== undefined && r.width > 0 && box.left < r.right && box.right > r.left && box.top < r.bottom && box.bottom > r.top;
        };
        return {
          pagination: has(widget.querySelector('.swiper-pagination'), '__reactContainer$'),
          bullets: Array.from(widget.querySelectorAll('.swiper-pagination-bullet')).every((dot) => has(dot, '__reactFiber$')),
          pause: has(pause, '__reactFiber$') && pause?.closest('.swiper-pagination') !== null,
          pauseCovers: Array.from(widget.querySelectorAll('.swiper-slide')).some(overlaps),
          slides: Array.from(widget.querySelectorAll('.swiper-slide')).some((slide) => has(slide, '__reactFiber$')),
        };
      });
      expect(react).toEqual({ pagination: true, bullets: true, pause: true, pauseCovers: false, slides: false });
      await page.locator(`${CAROUSEL} .vitrin-carousel-pause`).click();
      expect(await page.getAttribute(`${CAROUSEL} .vitrin-carousel-pause`, 'aria-label')).toBe('ادامهٔ نمایش خودکار');
      await page.click(`${CAROUSEL} .elementor-swiper-button-next`);
      await page.waitForFunction(() => document.querySelector('.elementor-element-5f1e2d3 .swiper-pagination-bullet-active')?.getAttribute('data-bullet-index') === '1');
      await page.waitForTimeout(700);
      expect(await firstVisible(page)).toBe(1);
      // The next slide comes from the left in RTL: the track scrolled towards negative scrollLeft.
      expect(await track.evaluate((el) => el.scrollLeft)).toBeLessThan(0);
      await page.click(`${CAROUSEL} .swiper-pagination-bullet[data-bullet-index="4"]`);
      await page.waitForTimeout(700);
      expect(await firstVisible(page)).toBe(4);
      expect(await page.getAttribute(`${CAROUSEL} .swiper-pagination-bullet[data-bullet-index="4"]`, 'aria-current')).toBe('true');
      // Infinite: next from the last page goes back to the first.
      await page.click(`${CAROUSEL} .elementor-swiper-button-next`);
      await page.waitForTimeout(700);
      expect(await firstVisible(page)).toBe(0);
      await page.screenshot({ path: '/tmp/shots/carousel-1440.png', fullPage: false });
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });

  test('390 px, keyboard only: one slide per view, Enter on "next" moves and keeps focus', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/');
      await page.locator(`${CAROUSEL} .swiper-wrapper`).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${CAROUSEL}[data-vitrin-status="mounted"]`);
      const widths = await page.$eval(`${CAROUSEL} .swiper-wrapper`, (el) => ({ track: el.clientWidth, slide: (el.children[0] as HTMLElement).getBoundingClientRect().width }));
      expect(widths.slide).toBeCloseTo(widths.track, 0);
      await page.focus(`${CAROUSEL} .elementor-swiper-button-next`);
      expect(await page.getAttribute(`${CAROUSEL} .elementor-swiper-button-next`, 'aria-label')).toBe('اسلاید بعدی');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(700);
      expect(await firstVisible(page)).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('elementor-swiper-button-next'))).toBe(true);
      // Autoplay stops for good after an interaction (pause_on_interaction).
      expect(await page.getAttribute(`${CAROUSEL} .vitrin-carousel-pause`, 'aria-label')).toBe('ادامهٔ نمایش خودکار');
      await page.screenshot({ path: '/tmp/shots/carousel-390.png', fullPage: false });
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390 });
  });

  test('stretched banner: the full width of the page at 1440 px, no horizontal scroll', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/');
      const banner = page.locator('.elementor-section-stretched');
      await banner.scrollIntoViewIfNeeded();
      await page.waitForSelector('.elementor-section-stretched[data-vitrin-status="mounted"]');
      const box = await banner.boundingBox();
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      expect(box?.x).toBeCloseTo(0, 0);
      expect(box?.width).toBeCloseTo(width, 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });

  test('issue 35: a carousel saved with autoplay and infinite off stays put, does not wrap, and counts «۱ / ۵»', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/');
      await page.locator(`${STILL} .swiper-wrapper`).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${STILL}[data-vitrin-status="mounted"]`);
      expect(await page.$(`${STILL} .vitrin-carousel-pause`)).toBeNull();
      expect(await page.textContent(`${STILL} .swiper-pagination-fraction`)).toBe('۱ / ۵');
      // Longer than the 5000 ms an autoplaying carousel would wait: nothing moved.
      await page.waitForTimeout(5600);
      expect(await firstVisible(page, STILL)).toBe(0);
      expect(await page.getAttribute(`${STILL} .elementor-swiper-button-prev`, 'aria-disabled')).toBe('true');
      for (let i = 0; i < 4; i++) {
        await page.click(`${STILL} .elementor-swiper-button-next`);
        await page.waitForTimeout(650);
      }
      expect(await firstVisible(page, STILL)).toBe(4);
      expect(await page.textContent(`${STILL} .swiper-pagination-fraction`)).toBe('۵ / ۵');
      expect(await page.getAttribute(`${STILL} .elementor-swiper-button-next`, 'aria-disabled')).toBe('true');
      // No wrap: "next" at the end is refused (a keyboard press still reaches the disabled arrow).
      await page.focus(`${STILL} .elementor-swiper-button-next`);
      await page.keyboard.press('Enter');
      await page.waitForTimeout(650);
      expect(await firstVisible(page, STILL)).toBe(4);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });

  test('issue 35: a stretched element (e-stretched, stretch_element yes) spans the page at 1440 and 390 px', async () => {
    for (const width of [1440, 390]) {
      await withDemo(async (demo) => {
        const { page } = demo;
        await gotoDemo(page, '/');
        const element = page.locator('.e-stretched');
        await element.scrollIntoViewIfNeeded();
        await page.waitForSelector('.e-stretched[data-vitrin-status="mounted"]');
        const box = await element.boundingBox();
        const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
        expect(box?.x).toBeCloseTo(0, 0);
        expect(box?.width).toBeCloseTo(pageWidth, 0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
        expect(demo.consoleErrors).toEqual([]);
      }, { width });
    }
  });
});
