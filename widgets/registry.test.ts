// The core's registry lines must describe the chunks they load: same name, and the exact markup
// selectors the widget's own readers take over (else a mount point is found but cannot be read,
// or a widget's markup is never found).
import { describe, expect, it } from 'vitest';
import { behaviours, widgets } from './index';

describe('widget registry', () => {
  it.each(widgets.map((entry) => [entry.name, entry] as const))('%s: the registry line matches its chunk', async (_name, entry) => {
    const widget = await entry.load();
    expect(widget.name).toBe(entry.name);
    expect([...entry.selectors]).toEqual((widget.markup ?? []).map((reader) => reader.selector));
  });

  it.each(behaviours.map((entry) => [entry.name, entry] as const))('%s: the registry line loads the behaviour of that name', async (_name, entry) => {
    const behaviour = await entry.load();
    expect(behaviour.name).toBe(entry.name);
  });

  it('names each widget and behaviour once', () => {
    const names = [...widgets, ...behaviours].map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('no selector of the shared scan uses :has(): a browser without it would reject the whole union (issue 26)', () => {
    for (const entry of [...widgets, ...behaviours]) for (const selector of entry.selectors) expect(selector, entry.name).not.toMatch(/:has\(/i);
  });

  it('ajax-shop takes the wrapper only when the main product loop is inside', () => {
    const entry = widgets.find((w) => w.name === 'ajax-shop');
    document.body.className = 'woodmart-ajax-shop-on';
    document.body.innerHTML = '<div class="main-page-wrapper"><ul class="products" data-source="main_loop"></ul></div><div class="main-page-wrapper"></div>';
    const [withLoop, without] = Array.from(document.querySelectorAll<HTMLElement>('.main-page-wrapper'));
    expect(withLoop && entry?.accepts?.(withLoop)).toBe(true);
    expect(without && entry?.accepts?.(without)).toBe(false);
    document.body.className = '';
  });
});
