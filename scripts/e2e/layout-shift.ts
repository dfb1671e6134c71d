// Cumulative layout shift of a page as a phone on a slow CPU sees it (4x CPU throttling, as
// Lighthouse's mobile profile assumes), with the shifted elements named so a failure says why.
import type { Page } from 'playwright-core';

export interface ShiftReport {
  cls: number;
  shifts: Array<{ value: number; sources: string[] }>;
}

/** Installs the observer before any page script runs; call before navigating. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; sources: string[] }> };
    w.__shifts = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
      const parent = node.parentElement ? `${node.parentElement.tagName.toLowerCase()} > ` : '';
      return `${parent}${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].slice(0, 2).join('.')}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>; startTime: number }>) {
        if (entry.hadRecentInput) continue;
        // Where each source was and went (x, y, width, height) and when: a failure says what moved how far.
        const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        w.__shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => `${describe(s.node)} [${rect(s.previousRect)}]→[${rect(s.currentRect)}] at ${Math.round(entry.startTime)} ms`) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function throttleCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export async function readLayoutShifts(page: Page): Promise<ShiftReport> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; sources: string[] }> }).__shifts);
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}
