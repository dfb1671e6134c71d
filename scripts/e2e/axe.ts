// axe-core in a demo page, plus a contrast check for Persian text axe skips; shared by the
// accessibility suite, the crawl and every widget's e2e.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// WCAG 2.0-2.2 A and AA, plus axe's best practices (landmarks, heading order, unique ids in regions).
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string; summary: string }>;
}

interface AxeWindow {
  axe: {
    run(
      context: Document,
      options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[]; rules?: Record<string, { enabled: boolean }> },
    ): Promise<{
      violations: Array<{
        id: string;
        impact?: string | null;
        help: string;
        helpUrl: string;
        nodes: Array<{ target: unknown[]; failureSummary?: string }>;
      }>;
    }>;
  };
}

export async function runAxe(page: Page, disabledRules: string[] = [], tags: string[] = TAGS): Promise<Violation[]> {
  // Injected once per document (a second copy of axe would refuse to run alongside the first).
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async ({ tags, disabled }) => {
    const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
    const result = await (window as unknown as AxeWindow).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], rules });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' '), summary: n.failureSummary ?? '' })),
    }));
  }, { tags, disabled: disabledRules });
}

/**
 * axe's color-contrast rule skips Persian text: its icon-ligature heuristic (canvas widths with and
 * without ligatures) mistakes Arabic-script shaping for an icon font, so no Persian node is checked.
 * This check covers those nodes: WCAG 1.4.3 (4.5:1, 3:1 for large text) against the nearest opaque
 * background up the tree; text over a background image is left out (no single background colour).
 */
export async function persianContrast(page: Page): Promise<Violation[]> {
  const failures = await page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const parse = (value: string): RGBA | null => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m?.[1]) return null;
      const [r = 0, g = 0, b = 0, a = 1] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [r, g, b, a];
    };
    const over = (top: RGBA, bottom: RGBA): RGBA => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: RGBA) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (c[0] ?? 0) + 0.7152 * (c[1] ?? 0) + 0.0722 * (c[2] ?? 0);
    };
    const background = (el: Element): RGBA | null => {
      const layers: RGBA[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const bg = parse(style.backgroundColor);
        if (bg && bg[3] > 0) {
          layers.push(bg);
          if (bg[3] >= 1) break;
        }
      }
      return layers.reduceRight<RGBA>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const path = (el: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = el; node && parts.length < 4; node = node.parentElement) {
        parts.unshift(node.id ? `#${node.id}` : `${node.tagName.toLowerCase()}${node.classList[0] ? `.${node.classList[0]}` : ''}`);
        if (node.id) break;
      }
      return parts.join(' > ');
    };
    const out: Array<{ target: string; summary: string }> = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const el = text.parentElement;
      if (!el || seen.has(el) || !/[\u0600-\u06FF]/.test(text.nodeValue ?? '')) continue;
      seen.add(el);
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || el.closest('[aria-hidden="true"], [inert]')) continue;
      if (el.closest('button:disabled, input:disabled, select:disabled, textarea:disabled, fieldset:disabled')) continue;
      const style = getComputedStyle(el);
      const fg = parse(style.color);
      const bg = background(el);
      if (!fg || !bg) continue;
      const [l1, l2] = [luminance(over(fg, bg)), luminance(bg)].sort((a, b) => b - a) as [number, number];
      const ratio = (l1 + 0.05) / (l2 + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      if (ratio < needed) {
        out.push({
          target: path(el),
          summary: `"${(text.nodeValue ?? '').trim().slice(0, 40)}" ${ratio.toFixed(2)}:1 < ${needed}:1 (${style.color} on rgb(${bg.slice(0, 3).map(Math.round).join(', ')}), ${size}px)`,
        });
      }
    }
    return out;
  });
  return failures.length
    ? [{ id: 'persian-color-contrast', impact: 'serious', help: 'Persian text must have 4.5:1 contrast (3:1 when large)', helpUrl: 'https://www.w3.org/TR/WCAG22/#contrast-minimum', nodes: failures }]
    : [];
}

export function describeViolations(where: string, violations: Violation[]): string {
  const lines = [`${violations.length} axe violation(s) on ${where}:`];
  for (const v of violations) {
    lines.push(`- ${v.id} (${v.impact ?? 'n/a'}): ${v.help} [${v.helpUrl}]`);
    for (const node of v.nodes.slice(0, 8)) lines.push(`    ${node.target}\n      ${node.summary.replace(/\n\s*/g, '; ')}`);
    if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}


/** WCAG 2.0/2.1 A and AA tags: what a widget's own e2e checks on the page as the shopper has it now. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The WCAG A/AA violations on the page right now, in a short form for `expect(...).toEqual([])`. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await runAxe(page, [], WCAG_TAGS);
  return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target) }));
}
