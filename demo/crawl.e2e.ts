// The demo as a new visitor finds it: every page reachable from the home page by following links
// (breadth first, at most 60), at 390 px, scrolled through once. Each must mount every widget,
// log no error, break no CSP rule and link to no missing page; each page template (the body's
// classes without ids: WordPress names the template there) passes axe (WCAG 2.x A/AA) on its first
// page, unless that page is one demo/a11y.e2e.ts checks at 390 px already. The other pages of a template are the same markup with other data: axe on them repeated
// the first one's verdict and was most of this test's time.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoUrl, useDemoBrowser } from '../scripts/e2e/harness';
import { describeViolations, persianContrast, runAxe, type Violation } from '../scripts/e2e/axe';
import { PAGES } from './a11y-pages';

/** Paths a11y.e2e checks with axe at 390 px already: their templates count as checked here. */
const AXED_ELSEWHERE = new Set(PAGES.map(([, path]) => decodeURI(path)));

const MAX_PAGES = 60;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// WooCommerce 10's cart.php prints <td scope="row">; a best-practice rule, not WCAG: not in WCAG tags.

const { withDemo } = useDemoBrowser();

interface PageFindings {
  failedMounts: string[];
  errors: string[];
  cspViolations: string[];
  violations: Violation[];
  links: string[];
}

/** The page's template: its body classes, less those that carry an id (postid-12, term-27…). */
const templateOf = (page: Page) => page.evaluate(() => [...document.body.classList].filter((c) => !/\d/.test(c)).sort().join(' '));

async function visit(page: Page, path: string, errors: string[], checked: Set<string>): Promise<PageFindings> {
  await page.goto(demoUrl(path), { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean((window as unknown as { Vitrin?: unknown }).Vitrin), undefined, { timeout: 15000 });
  await page.evaluate(async () => {
    const vitrin = (window as unknown as { Vitrin: { ready(): Promise<void> } }).Vitrin;
    await vitrin.ready();
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    await vitrin.ready();
  });
  const found = await page.evaluate(() => ({
    failedMounts: [...document.querySelectorAll('[data-vitrin-status="failed"]')].map(
      (el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.getAttribute('data-vitrin-error') ?? ''}`,
    ),
    cspViolations: (window as unknown as { __csp?: string[] }).__csp ?? [],
    links: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href),
  }));
  // A strict CSP page also refuses the injected axe script: its markup is /shop/'s, checked there.
  const strict = path.startsWith('/csp/');
  const template = await templateOf(page);
  const first = !checked.has(template) && !AXED_ELSEWHERE.has(decodeURI(path));
  checked.add(template);
  const violations = strict || !first ? [] : [...(await runAxe(page, [], WCAG)), ...(await persianContrast(page))];
  return { ...found, errors: errors.splice(0), violations };
}

test(`every page reachable from the home page (at most ${MAX_PAGES}) works at 390 px`, { timeout: 600_000 }, async () => {
  const origin = new URL(demoUrl('/')).origin;
  const problems: string[] = [];
  const linkStatus = new Map<string, number>();
  const queue = ['/'];
  const seen = new Set(queue);
  let visited = 0;
  const checked = new Set<string>();
  // Two shoppers' tabs crawl the one queue side by side: most of a page's time is waiting (load,
  // mount, scroll frames), so two lanes halve the test's time on two cores without skipping a page.
  let inFlight = 0;
  const lane = () =>
    withDemo(
      async ({ page, consoleErrors }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { __csp: string[] };
          w.__csp = [];
          document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
        });
        while (visited < MAX_PAGES && (queue.length || inFlight)) {
          const path = queue.shift();
          if (path === undefined) {
            // The other lane's page is still being read: its links may fill the queue.
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          visited++;
          inFlight++;
          try {
            await crawlOne(page, path, consoleErrors);
          } finally {
            inFlight--;
          }
        }
      },
      { width: 390, height: 844 },
    );
  const crawlOne = async (page: Page, path: string, consoleErrors: string[]) => {
    const found = await visit(page, path, consoleErrors, checked);
    const where = decodeURI(path);
    if (found.failedMounts.length) problems.push(`${where}: failed mount points: ${found.failedMounts.join(', ')}`);
    if (found.errors.length) problems.push(`${where}: console errors: ${found.errors.join(' | ')}`);
    if (found.cspViolations.length) problems.push(`${where}: CSP violations: ${found.cspViolations.join(', ')}`);
    if (found.violations.length) problems.push(describeViolations(where, found.violations));
    for (const href of found.links) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      url.hash = '';
      const target = url.pathname + url.search;
      if (!linkStatus.has(target)) {
        linkStatus.set(target, 0);
        const answer = await fetch(`${origin}${target}`, { method: 'HEAD' });
        linkStatus.set(target, answer.status);
        if (answer.status >= 400) problems.push(`${where}: dead link ${decodeURI(target)} (HTTP ${answer.status})`);
      }
      // Query variants (sorting, cart actions) are the same templates: follow the paths only.
      if (!url.search && !seen.has(url.pathname) && !/\.(svg|png|jpg|webp|xml)$/.test(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  };
  await Promise.all([lane(), lane()]);
  expect(visited).toBe(MAX_PAGES);
  // Home, shop, a product, the cart and the account are templates of their own at least.
  expect(checked.size).toBeGreaterThanOrEqual(5);
  expect(problems, problems.join('\n')).toEqual([]);
});
