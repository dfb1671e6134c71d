// The scroll-to-top link on Woodmart's markup, mounted through the real runtime.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToTop } from '.';
import { Runtime } from '../../src/runtime/runtime';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import { shopSettings } from '../../src/state/cart-session/testing';

let runtime: Runtime | undefined;
const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
const link = () => document.querySelector<HTMLElement>('.scrollToTop') ?? document.body;

async function boot() {
  document.body.innerHTML = '<a id="logo" href="/">ویترین</a><main style="height:4000px"></main><a href="#" class="scrollToTop" aria-label="دکمه اسکرول به بالا"></a>';
  runtime = new Runtime(shopSettings({}));
  runtime.register([scrollToTop]);
  runtime.scan(document);
  await whenQueueEmpty();
  await new Promise((r) => setTimeout(r, 0));
}
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
  await frame();
}

afterEach(async () => {
  runtime?.disconnect();
  runtime = undefined;
  vi.restoreAllMocks();
  await scrollTo(0);
});

describe('scroll to top', () => {
  it('shows after 100 px and hides again near the top', async () => {
    await boot();
    expect(link().getAttribute('role')).toBe('button');
    await scrollTo(100);
    expect(link().classList.contains('button-show')).toBe(false);
    await scrollTo(101);
    expect(link().classList.contains('button-show')).toBe(true);
    await scrollTo(20);
    expect(link().classList.contains('button-show')).toBe(false);
  });

  it('with reduced motion jumps to the top and focuses the start of the page; Space presses it', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: q.includes('reduce'), media: q }) as unknown as MediaQueryList);
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [{}] as unknown as DOMRectList);
    await boot();
    await scrollTo(900);
    link().focus();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    link().dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement?.id).toBe('logo');
  });
});
