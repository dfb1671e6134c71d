// `inert` where the browser has it, and the fallback where it does not (Chrome <102, Safari <15.5,
// Firefox <112): out of Tab order, hidden from assistive technology, focus pulled back into the
// open panel, and everything put back as it was.
import { afterEach, describe, expect, it } from 'vitest';
import { guardFocus, inertSupported, makeInert, releaseInert } from './inert';
import { inertBehind, tabbables } from './focus';

const native = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'inert');
function withoutInert(): void {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).inert;
}
afterEach(() => {
  if (native && !inertSupported()) Object.defineProperty(HTMLElement.prototype, 'inert', native);
  document.body.innerHTML = '';
});

describe('inert with a fallback', () => {
  it('where inert is missing, the page behind a modal panel leaves Tab order and the accessibility tree, and comes back as it was', () => {
    withoutInert();
    expect(inertSupported()).toBe(false);
    document.body.innerHTML = '<header><a href="/">home</a><button tabindex="3">menu</button></header><main aria-hidden="false"><a href="/shop/">shop</a></main><aside class="panel" tabindex="-1"><button class="close">×</button></aside>';
    const panel = document.querySelector<HTMLElement>('.panel');
    if (!panel) throw new Error('no panel');
    const release = inertBehind(panel);
    expect(tabbables(document.body).map((el) => el.textContent)).toEqual(['×']);
    expect(document.querySelector('header')?.getAttribute('aria-hidden')).toBe('true');
    // Focus that lands behind (a click, a script) is pulled back to the panel.
    document.querySelector<HTMLElement>('main a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(document.activeElement).toBe(panel);
    release();
    expect(tabbables(document.body).map((el) => el.textContent)).toEqual(['home', 'menu', 'shop', '×']);
    expect(document.querySelector('header button')?.getAttribute('tabindex')).toBe('3');
    expect(document.querySelector('header')?.hasAttribute('aria-hidden')).toBe(false);
    expect(document.querySelector('main')?.getAttribute('aria-hidden')).toBe('false');
    expect(document.querySelector('header')?.hasAttribute('inert')).toBe(false);
  });

  it('a closed panel is out of Tab order without inert too; where inert works only the attribute is set', () => {
    document.body.innerHTML = '<div class="off"><a href="/a">a</a></div>';
    const off = document.querySelector('.off');
    if (!off) throw new Error('no panel');
    makeInert(off);
    expect(off.hasAttribute('inert')).toBe(true);
    expect(off.hasAttribute('aria-hidden')).toBe(false);
    expect(guardFocus(document.body)).toBeTypeOf('function');
    releaseInert(off);
    withoutInert();
    makeInert(off);
    makeInert(off);
    expect(off.querySelector('a')?.getAttribute('tabindex')).toBe('-1');
    releaseInert(off);
    expect(off.querySelector('a')?.hasAttribute('tabindex')).toBe(false);
  });
});
