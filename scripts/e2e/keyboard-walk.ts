// Keyboard walk for every panel, dialog, menu and popup in the e2e suite: Tab (and Shift+Tab)
// through a container in real Chromium and check that each element a keyboard user should reach is
// visited exactly once, in document order (reverse for Shift+Tab), before focus wraps to the start.
//
// "Should reach" is decided here, independently of the code under test: focusable elements
// (links with href, enabled controls, tabindex >= 0) that are not inert, not aria-hidden and are
// rendered. An element without a box of its own (display: contents) counts as one that should be
// reached: Chromium cannot focus it, and that is exactly the kind of fault this walk is for.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface WalkStep {
  key: 'Tab' | 'Shift+Tab';
  /** Index in the expected list of the element that had focus after the key, -1 if none of them. */
  index: number;
  /** Short description of the focused element (for failure messages). */
  focused: string;
}

export interface WalkResult {
  /** Descriptions of the elements expected to be reachable, in document order. */
  expected: string[];
  steps: WalkStep[];
}

const MARK = 'data-vitrin-walk';

/** Marks the reachable elements inside `container` with their index; returns their descriptions. */
async function markReachable(page: Page, container: string): Promise<string[]> {
  return page.evaluate(
    ({ container, mark }) => {
      const root = document.querySelector<HTMLElement>(container);
      if (!root) throw new Error(`keyboard walk: no element matches ${container}`);
      for (const old of document.querySelectorAll(`[${mark}]`)) old.removeAttribute(mark);
      const candidates = root.querySelectorAll<HTMLElement>(
        'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]',
      );
      const shown = (el: HTMLElement): boolean => {
        if (el.checkVisibility({ visibilityProperty: true })) return true;
        const parent = el.parentElement;
        return getComputedStyle(el).display === 'contents' && parent !== null && parent.checkVisibility({ visibilityProperty: true });
      };
      const reachable = Array.from(candidates).filter(
        (el) => el.tabIndex >= 0 && !el.matches(':disabled') && !el.closest('[inert], [aria-hidden="true"]') && shown(el),
      );
      return reachable.map((el, i) => {
        el.setAttribute(mark, String(i));
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''} «${text}»`;
      });
    },
    { container, mark: MARK },
  );
}

async function focusedIndex(page: Page): Promise<{ index: number; focused: string }> {
  return page.evaluate((mark) => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement)) return { index: -1, focused: 'nothing' };
    const raw = el.getAttribute(mark);
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return { index: raw === null ? -1 : Number(raw), focused: `${el.tagName.toLowerCase()}.${String(el.className)} «${text}»` };
  }, MARK);
}

/**
 * Focuses the first reachable element of `container`, then presses Tab (or Shift+Tab) once per
 * reachable element and records where focus went each time.
 */
export async function walkKeyboard(page: Page, container: string, backwards = false): Promise<WalkResult> {
  const expected = await markReachable(page, container);
  if (expected.length === 0) return { expected, steps: [] };
  await page.locator(`${container} [${MARK}="0"]`).focus();
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const steps: WalkStep[] = [];
  for (let i = 0; i < expected.length; i++) {
    await page.keyboard.press(key);
    steps.push({ key, ...(await focusedIndex(page)) });
  }
  return { expected, steps };
}

/**
 * The walk a wrapping container (modal dialog, trapped panel) must give: from the first element,
 * Tab visits 1, 2, …, n-1 and wraps to 0; Shift+Tab visits n-1, …, 1, 0. Fails with the whole walk
 * when any element is skipped, visited twice, or focus leaves the container.
 */
export async function expectKeyboardWalk(page: Page, container: string, options: { minReachable?: number } = {}): Promise<string[]> {
  let reachable: string[] = [];
  for (const backwards of [false, true]) {
    const { expected, steps } = await walkKeyboard(page, container, backwards);
    reachable = expected;
    const n = expected.length;
    expect(n, `reachable elements in ${container}`).toBeGreaterThanOrEqual(options.minReachable ?? 1);
    const want = Array.from({ length: n }, (_, i) => (backwards ? (n - 1 - i + n) % n : (i + 1) % n));
    const got = steps.map((step) => step.index);
    const story = steps.map((step, i) => `${i + 1}. ${step.key} → ${step.index >= 0 ? `#${step.index}` : 'outside'} ${step.focused}`).join('\n');
    expect(got, `${backwards ? 'Shift+Tab' : 'Tab'} walk in ${container}\nexpected order:\n${expected.map((e, i) => `#${i} ${e}`).join('\n')}\nwalk:\n${story}`).toEqual(want);
  }
  return reachable;
}
