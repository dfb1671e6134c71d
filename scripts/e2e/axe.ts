// axe-core (a dev dependency, read from node_modules, never downloaded) run inside a demo page.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.x A/AA rules on the whole document (or `context`), as the shopper's page is right now. */
export async function axeViolations(page: Page, context = 'html'): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (ctx) => {
    interface AxeResult {
      violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
    }
    const axe = (window as unknown as { axe: { run(context: string, options: unknown): Promise<AxeResult> } }).axe;
    const result = await axe.run(ctx, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, context);
}
