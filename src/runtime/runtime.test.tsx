import { describe, expect, it, vi, beforeEach } from 'vitest';
import * as z from 'zod/mini';
import { useEffect } from 'react';
import { Runtime } from './runtime';
import { whenQueueEmpty } from './scheduler';
import { defineWidget, type AnyWidget } from './types';
import { readPageSettings } from '../host/settings';

const greet = defineWidget<{ name: string }>({
  name: 'greet',
  kind: 'root',
  schema: z.object({ name: z.string() }),
  View: ({ props }) => <p className="greeting">سلام {props.name}</p>,
});

let renders = 0;
const bomb = defineWidget<Record<string, never>>({
  name: 'bomb',
  kind: 'root',
  schema: z.object({}),
  View: () => {
    renders++;
    throw new Error('boom');
  },
});

/** Reproduces its server markup exactly, so it hydrates (issue 34). */
const adopt = defineWidget<Record<string, never>>({
  name: 'adopt',
  kind: 'root',
  hydrate: true,
  schema: z.object({}),
  View: () => (
    <a className="server" href="/cart/">
      سبد
    </a>
  ),
});
const adoptBomb = defineWidget<Record<string, never>>({
  name: 'adopt-bomb',
  kind: 'root',
  hydrate: true,
  schema: z.object({}),
  View: () => {
    throw new Error('boom');
  },
});

const disposed: string[] = [];
const tracked = defineWidget<{ id: string }>({
  name: 'tracked',
  kind: 'root',
  schema: z.object({ id: z.string() }),
  View: ({ props }) => {
    useEffect(() => () => void disposed.push(props.id), [props.id]);
    return <span>{props.id}</span>;
  },
});

const marked = defineWidget<{ label: string }>({
  name: 'marked',
  kind: 'enhance',
  schema: z.object({ label: z.string() }),
  markup: [{ selector: '.plugin-box', read: (el) => ({ label: el.getAttribute('data-label') }) }],
  enhance(props, { element }) {
    element.setAttribute('data-enhanced', props.label);
    return () => element.removeAttribute('data-enhanced');
  },
});

function start(html: string, widgets: AnyWidget[] = [greet, bomb, tracked, marked]): Runtime {
  document.body.innerHTML = html;
  const runtime = new Runtime(readPageSettings());
  runtime.register(widgets);
  runtime.scan(document);
  runtime.observe(document.body);
  current = runtime;
  return runtime;
}

let current: Runtime | undefined;
async function settle(): Promise<void> {
  await whenQueueEmpty();
  await current?.whenSettled();
  // Unmounts after a crash and MutationObserver callbacks run on later tasks.
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const statusOf = (selector: string) => document.querySelector(selector)?.getAttribute('data-vitrin-status');

describe('runtime', () => {
  beforeEach(() => {
    disposed.length = 0;
    renders = 0;
  });

  it('mounts a canonical mount point with JSON props from a child script', async () => {
    const runtime = start(
      '<div id="a" data-vitrin="greet"><script type="application/json" data-vitrin-props>{"name":"مریم"}</script>fallback</div>',
    );
    await settle();
    expect(document.querySelector('#a .greeting')?.textContent).toBe('سلام مریم');
    expect(statusOf('#a')).toBe('mounted');
    runtime.disconnect();
  });

  it('mounts nothing twice when scanned again (a second script load only rescans)', async () => {
    const runtime = start('<div id="a" data-vitrin="greet" data-vitrin-props=\'{"name":"x"}\'></div>');
    await settle();
    runtime.scan(document);
    runtime.scan(document);
    await settle();
    expect(document.querySelectorAll('.greeting')).toHaveLength(1);
    expect(runtime.size).toBe(1);
    runtime.disconnect();
  });

  it('leaves the fallback and logs a coded error naming widget, field and element for invalid props', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = start(
      '<div id="bad" data-vitrin="greet" data-vitrin-props=\'{"name":42}\'><a href="/shop/">fallback link</a></div>' +
        '<div id="good" data-vitrin="greet" data-vitrin-props=\'{"name":"علی"}\'></div>',
    );
    await settle();
    expect(document.querySelector('#bad a')?.textContent).toBe('fallback link');
    expect(statusOf('#bad')).toBe('failed');
    expect(document.querySelector('#bad')?.getAttribute('data-vitrin-error')).toBe('V012');
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/^\[vitrin\] V012 greet: props\.name: .* on <div#bad>/);
    expect(document.querySelector('#good .greeting')?.textContent).toBe('سلام علی');
    runtime.disconnect();
  });

  it('reports unparsable props JSON as V010', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = start('<div id="bad" data-vitrin="greet" data-vitrin-props="{name:"></div>');
    await settle();
    expect(String(errors.mock.calls[0]?.[0])).toContain('V010 greet');
    runtime.disconnect();
  });

  it('keeps neighbours alive when one widget throws, and restores the crashed one\'s fallback', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = start(
      '<div id="b" data-vitrin="bomb"><span class="server">server markup</span></div>' +
        '<div id="g" data-vitrin="greet" data-vitrin-props=\'{"name":"سارا"}\'></div>',
    );
    await settle();
    expect(renders).toBeGreaterThan(0);
    expect(document.querySelector('#g .greeting')?.textContent).toBe('سلام سارا');
    expect(statusOf('#b')).toBe('failed');
    expect(document.querySelector('#b .server')?.textContent).toBe('server markup');
    expect(errors.mock.calls.some((call) => String(call[0]).includes('V020 bomb'))).toBe(true);
    runtime.disconnect();
  });

  it('issue 34: a created root is committed in the task that takes the server markup out (no empty frame)', async () => {
    const runtime = start('<div id="a" data-vitrin="greet" data-vitrin-props=\'{"name":"نگار"}\'><span>server</span></div>');
    const seen: string[] = [];
    // A MutationObserver callback runs before the browser can paint: it sees what a frame would.
    const watcher = new MutationObserver(() => seen.push(document.querySelector('#a')?.textContent ?? ''));
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    await settle();
    watcher.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((text) => text !== '')).toBe(true);
    expect(document.querySelector('#a .greeting')?.textContent).toBe('سلام نگار');
    runtime.disconnect();
  });

  it('issue 34: a hydrating widget adopts the server nodes; when it throws, the server markup comes back and others live', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = start(
      '<div id="h" data-vitrin="adopt"><a class="server" href="/cart/">سبد</a></div>' +
        '<div id="x" data-vitrin="adopt-bomb"><a class="server" href="/shop/">فروشگاه</a></div>' +
        '<div id="g" data-vitrin="greet" data-vitrin-props=\'{"name":"سارا"}\'></div>',
      [greet, adopt, adoptBomb],
    );
    const serverLink = document.querySelector('#h a');
    await settle();
    expect(statusOf('#h')).toBe('mounted');
    expect(document.querySelector('#h a')).toBe(serverLink);
    expect(Object.keys(serverLink ?? {}).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    expect(statusOf('#x')).toBe('failed');
    expect(document.querySelector('#x')?.innerHTML).toBe('<a class="server" href="/shop/">فروشگاه</a>');
    expect(errors.mock.calls.some((call) => String(call[0]).includes('V020 adopt-bomb'))).toBe(true);
    expect(document.querySelector('#g .greeting')?.textContent).toBe('سلام سارا');
    runtime.disconnect();
  });

  it('mounts a mount point inserted after boot and unmounts (and disposes) one that is removed', async () => {
    const runtime = start('<main id="m"></main>');
    await settle();
    expect(runtime.size).toBe(0);
    const holder = document.createElement('div');
    holder.innerHTML = '<div id="t" data-vitrin="tracked" data-vitrin-props=\'{"id":"late"}\'></div>';
    document.querySelector('#m')?.append(holder);
    await settle();
    expect(runtime.size).toBe(1);
    expect(statusOf('#t')).toBe('mounted');
    holder.remove();
    await settle();
    expect(runtime.size).toBe(0);
    expect(disposed).toEqual(['late']);
    runtime.disconnect();
  });

  it('takes over plugin markup through the widget\'s markup reader and tears it down on unmount', async () => {
    const runtime = start('<div class="plugin-box" data-label="ویژه"></div>');
    await settle();
    const box = document.querySelector('.plugin-box');
    expect(box?.getAttribute('data-enhanced')).toBe('ویژه');
    expect(runtime.unmount()).toBe(1);
    expect(box?.hasAttribute('data-enhanced')).toBe(false);
    expect(box?.hasAttribute('data-vitrin-status')).toBe(false);
    runtime.disconnect();
  });

  it('does not mount a mount point nested inside another widget\'s root', async () => {
    const nested = defineWidget<Record<string, never>>({
      name: 'outer',
      kind: 'root',
      schema: z.object({}),
      View: () => <div id="inner" data-vitrin="greet" data-vitrin-props='{"name":"x"}' />,
    });
    const runtime = start('<div id="o" data-vitrin="outer"></div>', [nested, greet]);
    await settle();
    expect(statusOf('#o')).toBe('mounted');
    expect(document.querySelector('#inner')?.hasAttribute('data-vitrin-status')).toBe(false);
    runtime.disconnect();
  });

  it('waits for interaction when data-vitrin-defer="interaction"', async () => {
    const runtime = start('<button id="i" data-vitrin="greet" data-vitrin-defer="interaction" data-vitrin-props=\'{"name":"x"}\'>x</button>');
    await settle();
    expect(statusOf('#i')).toBe('pending');
    document.querySelector('#i')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(statusOf('#i')).toBe('mounted');
    runtime.disconnect();
  });

  it('renders a floating widget inside a shadow root with its stylesheet adopted', async () => {
    const floating = defineWidget<Record<string, never>>({
      name: 'floating',
      kind: 'root',
      schema: z.object({}),
      shadowCss: '.bubble { inset-inline-end: 1rem; }',
      View: () => <button className="bubble">گفتگو</button>,
    });
    const runtime = start('<div id="f" data-vitrin="floating"></div>', [floating]);
    await settle();
    const host = document.querySelector('#f .vitrin-shadow-host');
    expect(host?.shadowRoot?.querySelector('.bubble')?.textContent).toBe('گفتگو');
    expect(document.querySelector('#f .bubble')).toBeNull();
    expect(host?.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
    runtime.disconnect();
  });

  it('mounts many mount points in slices, not inside the scanning task', async () => {
    const html = Array.from({ length: 300 }, (_, i) => `<div data-vitrin="greet" data-vitrin-props='{"name":"${i}"}'></div>`).join('');
    const runtime = start(html);
    expect(document.querySelectorAll('[data-vitrin-root]').length).toBe(0);
    await settle();
    expect(document.querySelectorAll('[data-vitrin-status="mounted"]').length).toBe(300);
    runtime.disconnect();
  });

  it('reports an unknown widget name once and leaves the element alone', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = start('<div id="u" data-vitrin="nope">keep</div>');
    await settle();
    runtime.scan(document);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('V014 nope');
    expect(document.querySelector('#u')?.textContent).toBe('keep');
    runtime.disconnect();
  });
});
