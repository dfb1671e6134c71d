// The runtime in a real browser on the demo shop: one copy per page, a strict CSP, HTML that
// arrives or leaves after boot, and invalid props that must not take the page down.
// (A widget that throws while rendering is covered by runtime.test.tsx: the shipped bundle has no
// throwing widget to put on a page.)
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoUrl, gotoDemo, newDemoPage, openBrowser } from '../../scripts/e2e/harness';

interface PageVitrin {
  mountCount: number;
  ready(): Promise<void>;
  on(type: 'mounted' | 'unmounted' | 'failed', handler: (detail: { widget: string; element: HTMLElement; code?: string }) => void): () => void;
}
type TestWindow = Window & {
  Vitrin: PageVitrin;
  __firstVitrin?: PageVitrin;
  __lifecycle?: Array<{ type: string; widget: string; code?: string }>;
  __cspViolations?: Array<{ directive: string; blocked: string; source: string }>;
};

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function withDemo<T>(run: (demo: Awaited<ReturnType<typeof newDemoPage>>) => Promise<T>): Promise<T> {
  const demo = await newDemoPage(browser);
  try {
    return await run(demo);
  } finally {
    await demo.context.close();
  }
}

/**
 * Waits out the page's own deferred mounts (idle ones run from requestIdleCallback, visible ones
 * from the first IntersectionObserver round), so what a test counts afterwards is its own doing.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const w = window as unknown as TestWindow;
    await w.Vitrin.ready();
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }));
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    await w.Vitrin.ready();
  });
}

/** Records every lifecycle event from now on into window.__lifecycle (`inside`: within that selector). */
async function recordLifecycle(page: Page, inside?: string): Promise<void> {
  await page.evaluate((scope) => {
    const w = window as unknown as TestWindow;
    const log: Array<{ type: string; widget: string; code?: string }> = [];
    w.__lifecycle = log;
    for (const type of ['mounted', 'unmounted', 'failed'] as const) {
      w.Vitrin.on(type, (detail) => {
        if (scope && !detail.element.closest(scope)) return;
        log.push({ type, widget: detail.widget, ...(detail.code ? { code: detail.code } : {}) });
      });
    }
  }, inside);
}

function lifecycle(page: Page): Promise<Array<{ type: string; widget: string; code?: string }>> {
  return page.evaluate(() => (window as unknown as TestWindow).__lifecycle ?? []);
}

function statusCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const el of document.querySelectorAll('[data-vitrin-status]')) {
      const status = el.getAttribute('data-vitrin-status') ?? '';
      counts[status] = (counts[status] ?? 0) + 1;
    }
    return counts;
  });
}

describe('Vitrin runtime in Chromium', () => {
  test('loading vitrin.js a second time mounts nothing twice and keeps the same window.Vitrin', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await gotoDemo(page, '/shop/');
      await settle(page);
      const before = await page.evaluate(() => {
        const w = window as unknown as TestWindow;
        w.__firstVitrin = w.Vitrin;
        return {
          mountCount: w.Vitrin.mountCount,
          mounted: document.querySelectorAll('[data-vitrin-status="mounted"]').length,
          roots: document.querySelectorAll('[data-vitrin-root]').length,
          scripts: document.querySelectorAll('script[src*="vitrin.js"]').length,
        };
      });
      expect(before.mounted, 'the shop page mounts at least one widget').toBeGreaterThan(0);
      await recordLifecycle(page);

      // The very script the theme printed (the demo serves it at /vitrin.js).
      const src = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src$="/vitrin.js"]')?.src ?? '/vitrin.js');
      await page.addScriptTag({ url: src });
      const after = await page.evaluate(async () => {
        const w = window as unknown as TestWindow;
        await w.Vitrin.ready();
        // Let a MutationObserver round (the new <script> itself is inserted HTML) settle.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await w.Vitrin.ready();
        return {
          same: w.Vitrin === w.__firstVitrin,
          mountCount: w.Vitrin.mountCount,
          mounted: document.querySelectorAll('[data-vitrin-status="mounted"]').length,
          roots: document.querySelectorAll('[data-vitrin-root]').length,
          scripts: document.querySelectorAll('script[src*="vitrin.js"]').length,
        };
      });
      expect(after.scripts, 'the second <script> really loaded').toBe(before.scripts + 1);
      expect(after.same, 'window.Vitrin is still the first copy').toBe(true);
      expect(after.mountCount).toBe(before.mountCount);
      expect(after.mounted).toBe(before.mounted);
      expect(after.roots).toBe(before.roots);
      expect(await lifecycle(page), 'no mount point mounted again').toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });

  test('the strict-CSP shop page boots Vitrin with no CSP violation', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      // Init scripts run before the page's own (and are exempt from its CSP): catch every report.
      await page.addInitScript(() => {
        const w = window as unknown as TestWindow;
        w.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          w.__cspViolations?.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
        });
      });
      const response = page.waitForResponse((r) => r.url() === demoUrl('/csp/shop/'));
      await gotoDemo(page, '/csp/shop/');
      const header = (await response).headers()['content-security-policy'] ?? '';
      const meta = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy" i]')?.getAttribute('content') ?? '');
      const policy = `${header} ${meta}`;
      expect(policy, 'the page is served with a strict script-src').toMatch(/script-src 'self'/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

      const state = await page.evaluate(() => ({
        violations: (window as unknown as TestWindow).__cspViolations ?? [],
        mountCount: (window as unknown as TestWindow).Vitrin.mountCount,
        mounted: document.querySelectorAll('[data-vitrin-status="mounted"]').length,
      }));
      expect(state.violations).toEqual([]);
      expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
      expect(state.mountCount).toBeGreaterThan(0);
      expect(state.mounted).toBeGreaterThan(0);
    });
  });

  test('a mount point inserted after boot mounts, and one removed unmounts', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await gotoDemo(page, '/shop/');
      await settle(page);
      await recordLifecycle(page, '#e2e-inserted');
      const before = await page.evaluate(() => (window as unknown as TestWindow).Vitrin.mountCount);

      // Canonical mount points, as a fragment or an ajax filter result would bring them; eager by
      // their own data-vitrin-defer (the store notice's root waits for a touch by default).
      await page.evaluate(() => {
        const box = document.createElement('div');
        box.id = 'e2e-inserted';
        box.innerHTML =
          `<div data-vitrin="store-notice" data-vitrin-defer="eager" data-vitrin-props='{"noticeId":"e2e-a"}'><p>الف</p></div>` +
          `<div data-vitrin="store-notice" data-vitrin-defer="eager"><script type="application/json" data-vitrin-props>{"noticeId":"e2e-b"}</script><p>ب</p></div>`;
        document.body.append(box);
      });
      await page.waitForFunction(() => ((window as unknown as TestWindow).__lifecycle ?? []).filter((e) => e.type === 'mounted').length >= 2);
      expect(await page.locator('#e2e-inserted [data-vitrin-status="mounted"]').count()).toBe(2);
      expect(await page.evaluate(() => (window as unknown as TestWindow).Vitrin.mountCount)).toBe(before + 2);

      await page.evaluate(() => document.getElementById('e2e-inserted')?.remove());
      await page.waitForFunction(() => ((window as unknown as TestWindow).__lifecycle ?? []).filter((e) => e.type === 'unmounted').length >= 2);
      expect(await page.evaluate(() => (window as unknown as TestWindow).Vitrin.mountCount)).toBe(before);
      expect(await lifecycle(page)).toEqual([
        { type: 'mounted', widget: 'store-notice' },
        { type: 'mounted', widget: 'store-notice' },
        { type: 'unmounted', widget: 'store-notice' },
        { type: 'unmounted', widget: 'store-notice' },
      ]);
      expect(consoleErrors).toEqual([]);
    });
  });

  test('invalid props in the server HTML keep their fallback, log V012, and every other widget still mounts', async () => {
    // The same page twice: as built, then with one broken mount point printed last in <body>
    // (last, so nothing above it moves and the visible-deferred widgets are the same).
    const control = await withDemo(async ({ page }) => {
      await gotoDemo(page, '/shop/');
      await settle(page);
      return statusCounts(page);
    });
    await withDemo(async ({ page, consoleErrors }) => {
      await page.route(demoUrl('/shop/'), async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /<\/body>/i,
          `<div id="e2e-broken" data-vitrin="store-notice" data-vitrin-defer="eager" data-vitrin-props='{"noticeId":42}'><p>متن پشتیبان</p></div></body>`,
        );
        await route.fulfill({ response, body: html });
      });
      await gotoDemo(page, '/shop/');
      await settle(page);
      const broken = page.locator('#e2e-broken');
      expect(await broken.getAttribute('data-vitrin-status')).toBe('failed');
      expect(await broken.getAttribute('data-vitrin-error')).toBe('V012');
      expect(await broken.textContent()).toBe('متن پشتیبان');
      expect(consoleErrors.filter((text) => text.startsWith('[vitrin] V012 store-notice: props.noticeId'))).toHaveLength(1);

      const counts = await statusCounts(page);
      expect(counts.failed ?? 0, 'only the broken mount point failed').toBe((control.failed ?? 0) + 1);
      expect(counts.mounted ?? 0, 'every other widget mounted as on the intact page').toBe(control.mounted ?? 0);
      expect(counts.mounted ?? 0).toBeGreaterThan(0);
    });
  });
});
