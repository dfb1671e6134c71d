// The events page's JetEngine calendar in Chromium: back three months and forward two (the second
// visit to a month makes no request), the month and year selects, keyboard only with focus kept
// across the swap, broken answers leaving the month shown, mobile day rows, axe.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { gotoDemo, TEST_WAITS, useDemoBrowser } from '../../scripts/e2e/harness';
import { runAxe, describeViolations } from '../../scripts/e2e/axe';
import fa from '../../src/i18n/locales/fa/calendar.json';

const { withDemo } = useDemoBrowser();
const PAGE = '/events/';
const name = (page: Page) => page.textContent('.jet-calendar .jet-calendar-caption__name');
const calls = (page: Page) => page.evaluate(() => [...((window as unknown as { __vitrinCalendarCalls?: string[] }).__vitrinCalendarCalls ?? [])]);

const ready = (page: Page) => page.waitForSelector('.jet-calendar[data-vitrin-status="mounted"]');

async function step(page: Page, which: 'prev' | 'next', expected: string): Promise<void> {
  await page.click(`.jet-calendar .nav-link-${which}`);
  await page.waitForFunction((text) => document.querySelector('.jet-calendar[data-vitrin-status="mounted"] .jet-calendar-caption__name')?.textContent === text, expected);
}

describe('calendar (demo, Chromium)', () => {
  test('back three months and forward two: the second visit to a month makes no request', async () => {
    mkdirSync('/tmp/shots', { recursive: true });
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, PAGE);
      await ready(page);
      expect(await name(page)).toBe('نوامبر 2026');
      await step(page, 'prev', 'اکتبر 2026');
      await step(page, 'prev', 'سپتامبر 2026');
      await step(page, 'prev', 'اوت 2026');
      await step(page, 'next', 'سپتامبر 2026');
      await step(page, 'next', 'اکتبر 2026');
      expect(await calls(page)).toEqual(['October 2026', 'September 2026', 'August 2026']);
      const bodies = demo.backendRequests.length;
      expect(bodies).toBeGreaterThanOrEqual(0);
      await page.selectOption('.jet-calendar .vitrin-calendar-pickers select[aria-label="سال"]', '2027');
      await page.waitForFunction(() => document.querySelector('.jet-calendar[data-vitrin-status="mounted"] .jet-calendar-caption__name')?.textContent === 'اکتبر 2027');
      expect((await calls(page)).at(-1)).toBe('October 2027');
      await page.screenshot({ path: '/tmp/shots/calendar-1440.png', fullPage: false });
      const violations = await runAxe(page);
      expect(violations.length, describeViolations('events at 1440px', violations)).toBe(0);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });

  test('keyboard only: Enter on the nav buttons, focus stays on the button in the new month', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, PAGE);
      await ready(page);
      await page.focus('.jet-calendar .nav-link-next');
      expect(await page.getAttribute('.jet-calendar .nav-link-next', 'aria-label')).toBe('ماه بعد: دسامبر ۲۰۲۶');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('.jet-calendar[data-vitrin-status="mounted"] .jet-calendar-caption__name')?.textContent === 'دسامبر 2026');
      await page.waitForFunction(() => document.activeElement?.classList.contains('nav-link-next') === true);
      await page.keyboard.press(' ');
      await page.waitForFunction(() => document.querySelector('.jet-calendar[data-vitrin-status="mounted"] .jet-calendar-caption__name')?.textContent === 'ژانویه 2027');
      // Shift+Tab back to "previous", Enter: December comes from the cache.
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('nav-link-prev'))).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('.jet-calendar[data-vitrin-status="mounted"] .jet-calendar-caption__name')?.textContent === 'دسامبر 2026');
      expect(await calls(page)).toEqual(['December 2026', 'January 2027']);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('nav-link-prev'))).toBe(true);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });

  test('an empty, non-JSON, 500 or wrong-shaped answer clears the loading state and keeps the month shown, the selects on it', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, PAGE);
      await ready(page);
      for (const fault of ['empty', 'not-json', '500', 'no-content', 'unexpected']) {
        await page.evaluate((f) => localStorage.setItem('vitrin-demo:calendar-answer', f), fault);
        await page.click('.jet-calendar .nav-link-prev');
        await page.waitForFunction(() => (document.querySelector('.jet-calendar .vitrin-calendar-failed[role="alert"]')?.textContent ?? '').includes('انجام نشد'));
        expect(await name(page)).toBe('نوامبر 2026');
        expect(await page.inputValue('.vitrin-calendar-pickers select >> nth=0')).toBe('11');
        expect(await page.getAttribute('.jet-calendar', 'class')).not.toContain('jet-calendar-loading');
        expect(await page.getAttribute('.jet-calendar', 'aria-busy')).toBeNull();
      }
      // The next try works.
      await step(page, 'prev', 'اکتبر 2026');
      // Chromium itself logs the 500; nothing else may.
      expect(demo.consoleErrors.filter((e) => !e.includes('status of 500'))).toEqual([]);
    }, { width: 1440 });
  });

  test('issue 30: a month held open gets the slow note past the slow threshold of the read kind, at its limit the message with a retry that works; a picked month goes back on the selects', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, PAGE);
      await ready(page);
      await page.evaluate((f) => localStorage.setItem('vitrin-demo:calendar-answer', f), 'hang');
      const start = Date.now();
      await page.selectOption('.vitrin-calendar-pickers select >> nth=0', '3');
      await page.locator('.vitrin-calendar-slow').waitFor({ timeout: TEST_WAITS.read.slowMs + 2000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(TEST_WAITS.read.slowMs - 100);
      expect(await page.textContent('.vitrin-calendar-slow')).toBe(fa.slow);
      await page.locator('.vitrin-calendar-failed').waitFor({ timeout: TEST_WAITS.read.limitMs + 5000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(TEST_WAITS.read.limitMs - 100);
      expect(await page.textContent('.vitrin-calendar-failed')).toContain('پاسخ فروشگاه دیر کرد');
      expect(await page.locator('.vitrin-calendar-slow').count()).toBe(0);
      expect(await name(page)).toBe('نوامبر 2026');
      expect(await page.inputValue('.vitrin-calendar-pickers select >> nth=0')).toBe('11');
      expect(await page.getAttribute('.jet-calendar', 'aria-busy')).toBeNull();
      await page.click('.vitrin-calendar-retry');
      await page.waitForFunction(() => document.querySelector('.jet-calendar[data-vitrin-status="mounted"] .jet-calendar-caption__name')?.textContent === 'مارس 2026');
      expect(await page.locator('.vitrin-calendar-failed').count()).toBe(0);
    }, { width: 1440, waits: TEST_WAITS });
  }, 60000);

  test('mobile: a day with events opens as a disclosure', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, PAGE);
      await ready(page);
      const trigger = page.locator('.jet-calendar td.has-events .jet-calendar-week__day-mobile-trigger').first();
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      await trigger.focus();
      await page.keyboard.press('Enter');
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('.jet-calendar td.calendar-event-active .jet-calendar-week__day-event').first().isVisible()).toBe(true);
      await page.screenshot({ path: '/tmp/shots/calendar-390.png', fullPage: false });
      const violations = await runAxe(page);
      expect(violations.length, describeViolations('events at 390px', violations)).toBe(0);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390 });
  });
});

describe('calendar, Jalali view (demo, Chromium)', () => {
  test('issue 30: the Jalali view: a month held open gets the slow note, at the read limit the message with a retry that shows the month; the month shown and its title stay meanwhile', async () => {
    const { slowMs, limitMs } = TEST_WAITS.read;
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/events/jalali/');
      await ready(page);
      await page.waitForSelector('.jet-calendar .vitrin-jalali-grid');
      const caption = () => page.textContent('.vitrin-jalali-caption .jet-calendar-caption__name');
      expect(await caption()).toBe('آذر ۱۴۰۵');
      // Dey needs January 2027, which no one has asked for yet: that answer is held.
      await page.evaluate((f) => localStorage.setItem('vitrin-demo:calendar-answer', f), 'hang');
      const start = Date.now();
      await page.click('.jet-calendar .nav-link-next');
      await page.locator('.vitrin-calendar-slow').waitFor({ timeout: slowMs + 2000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(slowMs - 100);
      expect(await page.textContent('.vitrin-calendar-slow')).toBe(fa.slow);
      const failed = page.locator('.vitrin-calendar-failed[role="alert"]');
      await failed.waitFor({ timeout: limitMs + 5000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(limitMs - 100);
      expect(await failed.textContent()).toContain(fa.timeout.replace('{{month}}', 'دی ۱۴۰۵'));
      expect(await page.locator('.vitrin-calendar-slow').count()).toBe(0);
      expect(await caption()).toBe('آذر ۱۴۰۵');
      expect(await page.getAttribute('.jet-calendar', 'aria-busy')).toBeNull();
      await failed.getByRole('button', { name: fa.retry }).click();
      await page.waitForFunction(() => document.querySelector('.vitrin-jalali-caption .jet-calendar-caption__name')?.textContent === 'دی ۱۴۰۵');
      expect(await page.locator('.vitrin-calendar-failed').count()).toBe(0);
      expect(await calls(page)).toEqual(['December 2026', 'January 2027', 'January 2027']);
    }, { width: 1440, waits: TEST_WAITS });
  }, 60000);

  test('the Jalali month on a phone: each weekday head fits its column (a letter shows, the full name is still read)', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/events/jalali/');
      await ready(page);
      await page.waitForSelector('.jet-calendar .vitrin-jalali-grid');
      const heads = await page.$$eval('.vitrin-jalali-grid th', (ths) => ths.map((th) => ({
        letter: Array.from(th.querySelectorAll<HTMLElement>('.vitrin-weekday-short')).filter((el) => el.offsetWidth > 0).map((el) => el.textContent).join(''),
        fits: th.scrollWidth <= th.clientWidth,
        name: th.querySelector('.vitrin-weekday-long')?.textContent,
      })));
      expect(heads.map((h) => h.letter)).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
      expect(heads.every((h) => h.fits)).toBe(true);
      expect(heads.map((h) => h.name)).toEqual(['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه']);
    }, { width: 390 });
  });

  test('by keyboard alone: Azar 1405 from Saturday, next and previous months, the Gregorian wire unchanged', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/events/jalali/');
      await ready(page);
      await page.waitForSelector('.jet-calendar .vitrin-jalali-grid');
      expect(await page.textContent('.vitrin-jalali-caption .jet-calendar-caption__name')).toBe('آذر ۱۴۰۵');
      expect(await page.$$eval('.vitrin-jalali-grid th .vitrin-weekday-long', (names) => names.map((name) => name.textContent))).toEqual(['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه']);
      expect(await page.$$eval('.vitrin-jalali-grid td:not(.day-pad)', (tds) => tds.length)).toBe(30);
      expect(await page.textContent('.vitrin-jalali-grid td:not(.day-pad) .jet-calendar-week__day-date')).toBe('۱');
      // Azar needs December 2026 too: asked once, in the PHP's form.
      expect(await calls(page)).toEqual(['December 2026']);
      await page.locator('.vitrin-jalali-grid').screenshot({ path: '/tmp/shots/calendar-jalali.png' });

      // Keyboard only: Tab from the page title (where a skip link or heading jump lands) reaches
      // "previous", then "next".
      await page.$eval('.site-content h1.entry-title', (h1) => {
        h1.setAttribute('tabindex', '-1');
        (h1 as HTMLElement).focus();
      });
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.classList.contains('nav-link-prev'))) break;
      }
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('ماه قبل: آبان ۱۴۰۵');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('ماه بعد: دی ۱۴۰۵');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('.vitrin-jalali-caption .jet-calendar-caption__name')?.textContent === 'دی ۱۴۰۵');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('nav-link-next'))).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      await page.waitForFunction(() => document.querySelector('.vitrin-jalali-caption .jet-calendar-caption__name')?.textContent === 'آذر ۱۴۰۵');
      // Dey needs December (cached) and January 2027; back to Azar needs nothing new.
      expect(await calls(page)).toEqual(['December 2026', 'January 2027']);
      const violations = await runAxe(page);
      expect(violations.length, describeViolations('jalali events at 1440px', violations)).toBe(0);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });
});
