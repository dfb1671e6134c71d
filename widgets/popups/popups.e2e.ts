// Elementor Pro popups on the demo page in Chromium: real pointer, scroll, idle time and keyboard.
import { describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe's WCAG 2.2 AA and best-practice violations (ids and targets) on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Document, o: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const shown = (page: Page, id: number) => page.locator(`#elementor-popup-modal-${id}`).isVisible().catch(() => false);
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>);
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}|${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}` : '';
  });

/**
 * Test-only: changes a popup's triggers in its own printed settings (data-elementor-settings) before
 * Vitrin reads them (the page turns "interactive" just before the deferred loader runs).
 */
async function setPopupTriggers(page: Page, id: number, triggers: Record<string, unknown>): Promise<void> {
  await page.addInitScript(([popupId, json]) => {
    document.addEventListener('readystatechange', () => {
      const popup = document.querySelector(`[data-elementor-type="popup"][data-elementor-id="${popupId}"]`);
      const raw = popup?.getAttribute('data-elementor-settings');
      if (document.readyState !== 'interactive' || !popup || !raw) return;
      const settings = JSON.parse(raw) as { triggers?: Record<string, unknown> };
      settings.triggers = { ...settings.triggers, ...(JSON.parse(json) as Record<string, unknown>) };
      popup.setAttribute('data-elementor-settings', JSON.stringify(settings));
    });
  }, [String(id), JSON.stringify(triggers)] as const);
}

describe('popups (demo)', () => {
  test('exit intent shows the offer; "do not show again" by keyboard survives a reload', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/popups/');
      await page.mouse.move(600, 300);
      expect(await shown(page, 201)).toBe(false);
      await page.mouse.move(600, -5);
      await expect.poll(() => shown(page, 201)).toBe(true);
      const dialog = page.locator('#elementor-popup-modal-201');
      expect(await dialog.getAttribute('role')).toBe('dialog');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('popup-201-email');
      // Keyboard only from here: Tab to the link, Enter.
      for (let i = 0; i < 6 && !(await focusedText(page)).includes('دیگر نشان نده'); i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => shown(page, 201)).toBe(false);
      expect((await stored(page)).popup_201_disable).toBe(true);

      await gotoDemo(page, '/popups/');
      await page.mouse.move(600, 300);
      await page.mouse.move(600, -5);
      await page.waitForTimeout(600);
      expect(await shown(page, 201)).toBe(false);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('scrolling down past 60% shows the shipping popup; a second page view is counted', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/popups/');
      await page.mouse.move(200, 400);
      for (let i = 0; i < 30 && !(await shown(page, 202)); i++) await page.mouse.wheel(0, 400);
      await expect.poll(() => shown(page, 202)).toBe(true);
      expect(await page.locator('#elementor-popup-modal-202').getAttribute('class')).toContain('demo-scroll-popup');
      // prevent_scroll is off for this one, so the page keeps scrolling under it.
      expect(await page.evaluate(() => document.body.classList.contains('dialog-prevent-scroll'))).toBe(false);
      const before = await stored(page);
      expect(before.popup_202_times).toBe(1);
      await gotoDemo(page, '/popups/');
      expect((await stored(page)).pageViews).toBe(Number(before.pageViews) + 1);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390, height: 844 });
  });

  test('the idle time in the help popup\'s settings shows it; moving the mouse restarts the wait', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      // The demo prints six seconds; this test gives the popup three in its own settings (Elementor's
      // inactivity_time) so it does not sit through six idle seconds twice.
      const idleMs = 3000;
      await setPopupTriggers(page, 203, { inactivity_time: idleMs / 1000 });
      await gotoDemo(page, '/popups/');
      expect(JSON.parse((await page.getAttribute('[data-elementor-id="203"]', 'data-elementor-settings')) ?? '{}')).toMatchObject({ triggers: { inactivity: 'yes', inactivity_time: idleMs / 1000 } });
      await page.waitForTimeout((idleMs * 2) / 3);
      await page.mouse.move(300, 300);
      const movedAt = Date.now();
      await page.waitForTimeout((idleMs * 2) / 3);
      expect(await shown(page, 203)).toBe(false);
      await expect.poll(() => shown(page, 203), { timeout: idleMs + 2000 }).toBe(true);
      expect(Date.now() - movedAt).toBeLessThan(idleMs + 2000);
      // Its close button sits outside the box, on the overlay.
      expect(await page.locator('#elementor-popup-modal-203 > .dialog-close-button').count()).toBe(1);
      expect(demo.consoleErrors).toEqual([]);
    });
  }, 30_000);

  test('keyboard only: open by link and by the open selector, Tab wraps inside, Escape closes and focus returns', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/popups/');
      await page.locator('.demo-open-popup').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => shown(page, 206)).toBe(true);
      const visited: string[] = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        visited.push(await page.evaluate(() => {
          const el = document.activeElement;
          return el?.closest('#elementor-popup-modal-206') ? (el.getAttribute('href') ?? el.className) : `outside:${el?.tagName ?? ''}`;
        }));
      }
      // Five stops (close button, three images, the close link), each once, then round again.
      expect(new Set(visited.slice(0, 5)).size).toBe(5);
      expect(visited[5]).toBe(visited[0]);
      expect(visited.every((v) => !v.startsWith('outside'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => shown(page, 206)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('demo-open-popup'))).toBe(true);

      await page.locator('.demo-open-gallery').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => shown(page, 206)).toBe(true);
      // An image opens the lightbox over the popup; Escape closes only the lightbox.
      await page.locator('#elementor-popup-modal-206 a[data-elementor-lightbox-slideshow]').first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.vitrin-lightbox').isVisible()).toBe(true);
      expect(await page.locator('.elementor-slideshow__counter').textContent()).toBe('۱ از ۳');
      await page.keyboard.press('ArrowLeft');
      expect(await page.locator('.elementor-slideshow__counter').textContent()).toBe('۲ از ۳');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.vitrin-lightbox').count()).toBe(0);
      expect(await shown(page, 206)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => shown(page, 206)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('demo-open-gallery'))).toBe(true);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('page load: shows after its delay, counts on close, and once per session', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/popups/page-load/');
      expect(await shown(page, 207)).toBe(false);
      await expect.poll(() => shown(page, 207), { timeout: 4000 }).toBe(true);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dialog-prevent-scroll'))).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem('popup-207-impressions-count'))).toBeNull();
      await page.keyboard.press('Escape');
      await expect.poll(() => shown(page, 207)).toBe(false);
      expect(await page.evaluate(() => sessionStorage.getItem('popup-207-impressions-count'))).toBe('1');
      await gotoDemo(page, '/popups/page-load/');
      await page.waitForTimeout(1800);
      expect(await shown(page, 207)).toBe(false);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('an open popup and the lightbox over it have no axe violations', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/popups/');
      await page.locator('.demo-open-popup').click();
      await expect.poll(() => shown(page, 206)).toBe(true);
      await page.waitForTimeout(400); // let the entrance animation finish before judging contrast
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('#elementor-popup-modal-206 a[data-elementor-lightbox-slideshow]').first().click();
      await expect.poll(() => page.locator('.vitrin-lightbox').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    }, { width: 390, height: 844 });
  });
});
