// Issue 34: the calendar's controls are React-rendered on the demo (React's container key on the
// `.jet-calendar`, fiber keys on the parts a shopper uses), the printed nodes adopted by hydration
// (no "markup differs" warning), and after a month change the controls are still React's, focus
// stays on the button pressed and the status line says the new month. The Jalali view likewise.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, REACT_CHUNK, useDemoBrowser } from '../../scripts/e2e/harness';
import { readLayoutShifts, watchLayoutShifts } from '../../scripts/e2e/layout-shift';

const { withDemo } = useDemoBrowser();

function vitrinWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[vitrin]')) warnings.push(message.text());
  });
  return warnings;
}

/** Which of `selectors` (inside the calendar) carry React's fiber key; the calendar its container key. */
function reactKeys(page: Page, selectors: string[]) {
  return page.evaluate((list) => {
    const calendar = document.querySelector('.jet-calendar');
    const fiber = (el: Element | null) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
    return {
      container: calendar !== null && Object.keys(calendar).some((key) => key.startsWith('__reactContainer$')),
      ...Object.fromEntries(list.map((selector) => [selector, fiber(calendar?.querySelector(selector) ?? null)])),
    };
  }, selectors);
}

describe('issue 34: the calendar is a React root (demo)', () => {
  test('Gregorian: nav buttons, selects and day triggers are React-rendered over the printed nodes; after "next" by keyboard they still are, focus on "next", the month announced', async () => {
    await withDemo(async ({ page, consoleErrors, allRequests }) => {
      const warnings = vitrinWarnings(page);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          for (const selector of ['.jet-calendar .nav-link-next', '.jet-calendar table.jet-calendar-grid', '.jet-calendar td.has-events']) {
            const node = document.querySelector(selector);
            if (node) (node as unknown as { __printed: boolean }).__printed = true;
          }
        }, { once: true, capture: true });
      });
      await watchLayoutShifts(page);
      await gotoDemo(page, '/events/');
      await page.waitForSelector('.jet-calendar[data-vitrin-status="mounted"][data-vitrin-root="calendar"]');
      const parts = ['.nav-link-prev', '.nav-link-next', '.vitrin-calendar-pickers select[aria-label="ماه"]', '.vitrin-calendar-pickers select[aria-label="سال"]', 'td.has-events .jet-calendar-week__day-mobile-trigger', '.vitrin-calendar-status'];
      expect(await reactKeys(page, parts)).toEqual({ container: true, ...Object.fromEntries(parts.map((p) => [p, true])) });
      // Hydrated: the printed nodes are React's now, none rebuilt.
      expect(await page.evaluate(() => ['.jet-calendar .nav-link-next', '.jet-calendar table.jet-calendar-grid', '.jet-calendar td.has-events'].map((s) => (document.querySelector(s) as unknown as { __printed?: boolean } | null)?.__printed === true))).toEqual([true, true, true]);
      expect(allRequests.some((r) => REACT_CHUNK.test(new URL(r.url).pathname))).toBe(true);
      const shifts = await readLayoutShifts(page);
      // The month and year selects join the caption on purpose (they are Vitrin's addition); nothing else moves.
      expect(shifts.cls, JSON.stringify(shifts.shifts)).toBeLessThanOrEqual(0.01);

      await page.focus('.jet-calendar .nav-link-next');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('.jet-calendar .jet-calendar-caption__name')?.textContent === 'دسامبر 2026');
      expect(await page.evaluate(() => document.activeElement?.matches('.jet-calendar .nav-link-next[role="button"]') && document.activeElement.getAttribute('aria-label'))).toBe('ماه بعد: ژانویه ۲۰۲۷');
      expect(await page.textContent('.jet-calendar [role="status"]')).toBe('دسامبر ۲۰۲۶');
      expect(await reactKeys(page, parts)).toEqual({ container: true, ...Object.fromEntries(parts.map((p) => [p, true])) });
      // The button pressed is still the printed node: React kept it across the month change.
      expect(await page.evaluate(() => (document.activeElement as unknown as { __printed?: boolean } | null)?.__printed === true)).toBe(true);
      expect(warnings).toEqual([]);
      expect(consoleErrors).toEqual([]);
    }, { width: 1440, height: 900 });
  });

  test('Jalali: the caption buttons and the Jalali grid are React-rendered, the printed month replaced with no layout shift; after "next" focus stays and Dey is announced', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      const warnings = vitrinWarnings(page);
      await watchLayoutShifts(page);
      await gotoDemo(page, '/events/jalali/');
      await page.waitForSelector('.jet-calendar .vitrin-jalali-grid');
      // The printed Gregorian month stays until the Jalali month replaces it in one commit (hiding
      // it first and drawing the Jalali grid when its months came shifted the page by 0.45 at 390 px).
      const shifts = await readLayoutShifts(page);
      expect(shifts.cls, JSON.stringify(shifts.shifts)).toBeLessThanOrEqual(0.01);
      const parts = ['.vitrin-jalali-caption .nav-link-prev', '.vitrin-jalali-caption .nav-link-next', '.vitrin-jalali-grid td.has-events', '.vitrin-jalali-grid td.has-events .jet-calendar-week__day-mobile-trigger'];
      expect(await reactKeys(page, parts)).toEqual({ container: true, ...Object.fromEntries(parts.map((p) => [p, true])) });
      expect(await page.locator('.jet-calendar table.jet-calendar-grid:not(.vitrin-jalali-grid)').isHidden()).toBe(true);
      await page.focus('.vitrin-jalali-caption .nav-link-next');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('.vitrin-jalali-caption .jet-calendar-caption__name')?.textContent === 'دی ۱۴۰۵');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('ماه بعد: بهمن ۱۴۰۵');
      expect(await page.textContent('.jet-calendar [role="status"]')).toBe('دی ۱۴۰۵');
      expect(await reactKeys(page, parts)).toEqual({ container: true, ...Object.fromEntries(parts.map((p) => [p, true])) });
      expect(warnings).toEqual([]);
      expect(consoleErrors).toEqual([]);
    }, { width: 390, height: 844 });
  });
});
