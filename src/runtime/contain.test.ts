// One widget's failure never touches another's nor leaves a control dead (issue 26): a props schema
// that throws, a mount step that throws, a selector this browser cannot parse.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { Runtime } from './runtime';
import { whenQueueEmpty } from './scheduler';
import { forgetSelectorVerdicts } from './selectors';
import { defineWidget, lazyWidget, type AnyWidget, type PropsSchema } from './types';
import { readPageSettings } from '../host/settings';

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  document.body.innerHTML = '';
  forgetSelectorVerdicts();
  vi.restoreAllMocks();
});

async function settle(): Promise<void> {
  await whenQueueEmpty();
  await runtime?.whenSettled();
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const mounted: string[] = [];
const plain = (name: string, selector: string): AnyWidget =>
  defineWidget<Record<string, never>>({
    name,
    kind: 'enhance',
    schema: z.object({}) as unknown as PropsSchema<Record<string, never>>,
    markup: [{ selector, read: () => ({}) }],
    enhance: (_props, { element }) => {
      mounted.push(name);
      element.setAttribute('data-ready', name);
    },
  });

/** A schema whose check overflows the stack, as zod does on props nested deep enough. */
const overflowing: PropsSchema<unknown> = {
  safeParse: () => {
    throw new RangeError('Maximum call stack size exceeded');
  },
};

describe('contained failures', () => {
  it('a props schema that throws fails that one widget (V012), gives its held click back to the link, and the neighbour mounts', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mounted.length = 0;
    const deep = defineWidget<unknown>({
      name: 'deep',
      kind: 'enhance',
      schema: overflowing,
      markup: [{ selector: '.deep-link', read: () => ({}) }],
      enhance: () => undefined,
    });
    document.body.innerHTML = '<a class="deep-link" href="#native">go</a><div class="neighbour"></div>';
    runtime = new Runtime(readPageSettings());
    runtime.register([
      lazyWidget({ name: 'deep', selectors: ['.deep-link'], defer: 'interaction', load: () => Promise.resolve(deep) }),
      plain('neighbour', '.neighbour'),
    ]);
    runtime.scan(document);
    await settle();
    const link = document.querySelector<HTMLAnchorElement>('.deep-link');
    const reached: boolean[] = [];
    document.addEventListener('click', (event) => reached.push(event.defaultPrevented));
    link?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    expect(link?.getAttribute('data-vitrin-status')).toBe('failed');
    expect(link?.getAttribute('data-vitrin-error')).toBe('V012');
    expect(String(errors.mock.calls.find((c) => String(c[0]).includes('V012'))?.[0])).toMatch(/deep: props could not be checked \(RangeError/);
    // The held click was replayed to the page, not swallowed: the link does what it printed.
    expect(reached).toEqual([false]);
    expect(document.querySelector('.neighbour')?.getAttribute('data-vitrin-status')).toBe('mounted');
    // And the next click is nobody's business but the link's.
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    link?.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  it('a mount step that throws fails that one mount point (V022), not the queue', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mounted.length = 0;
    const broken = { ...plain('broken', '.broken'), get markup(): never {
      throw new TypeError('reader list unreadable');
    } } as unknown as AnyWidget;
    document.body.innerHTML = '<div class="broken"></div><div class="neighbour"></div>';
    runtime = new Runtime(readPageSettings());
    runtime.register([lazyWidget({ name: 'broken', selectors: ['.broken'], load: () => Promise.resolve(broken) }), plain('neighbour', '.neighbour')]);
    runtime.scan(document);
    await settle();
    expect(document.querySelector('.broken')?.getAttribute('data-vitrin-status')).toBe('failed');
    expect(document.querySelector('.broken')?.getAttribute('data-vitrin-error')).toBe('V022');
    expect(errors.mock.calls.some((c) => /V022 broken: could not be mounted \(TypeError: reader list unreadable\)/.test(String(c[0])))).toBe(true);
    expect(mounted).toEqual(['neighbour']);
  });

  it('a selector this browser cannot parse skips that selector (V015); every other widget still mounts', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mounted.length = 0;
    document.body.innerHTML = '<div class="wrapper"><ul class="loop"></ul></div><div class="neighbour"></div><div data-vitrin="odd"></div>';
    runtime = new Runtime(readPageSettings());
    runtime.register([plain('odd', '.wrapper >>> .loop'), plain('neighbour', '.neighbour')]);
    runtime.scan(document);
    await settle();
    expect(errors.mock.calls.some((c) => /V015 odd: selector not supported by this browser, skipped/.test(String(c[0])))).toBe(true);
    expect(document.querySelector('.neighbour')?.getAttribute('data-vitrin-status')).toBe('mounted');
    // Its own data-vitrin mount points still work.
    expect(document.querySelector('[data-vitrin="odd"]')?.getAttribute('data-vitrin-status')).toBe('mounted');
  });
});
