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
});
