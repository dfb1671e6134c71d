// Issue 35: the lightbox (and React with it) loads on its first use, not with the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import type { Runtime } from '../../src/runtime/runtime';
import { elementorActionsBehaviour } from '.';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./lightbox', async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
});

describe('lightbox loading', () => {
  it('issue 35: nothing of the lightbox is loaded until an image link is pressed; then it opens', async () => {
    document.body.innerHTML =
      '<a id="img" href="/images/a.jpg" data-elementor-open-lightbox="yes" data-elementor-lightbox-title="گلدان">تصویر</a><div class="elementor" data-elementor-type="wp-page"></div>';
    runtime = boot([], [elementorActionsBehaviour]).runtime;
    await whenQueueEmpty();
    expect(loads.count).toBe(0);
    document.getElementById('img')?.click();
    // The first import of the chunk (React with it) takes a while in the test environment.
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"].vitrin-lightbox')).not.toBeNull(), { timeout: 5000 });
    expect(loads.count).toBe(1);
  });
});
