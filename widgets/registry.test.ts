// The core's registry lines must describe the chunks they load: same name, and the exact markup
// selectors the widget's own readers take over (else a mount point is found but cannot be read,
// or a widget's markup is never found).
import { describe, expect, it } from 'vitest';
import { behaviours, widgets } from './index';
import { captures } from './captures';
import { capturesOf, withCaptures } from '../src/runtime/early-rules';
import { captureRules } from '../src/runtime/early-table';

describe('widget registry', () => {
  it.each(widgets.map((entry) => [entry.name, entry] as const))('%s: the registry line matches its chunk', async (_name, entry) => {
    const widget = await entry.load();
    expect(widget.name).toBe(entry.name);
    expect([...entry.selectors]).toEqual((widget.markup ?? []).map((reader) => reader.selector));
    // React's chunk is fetched beside exactly the widgets that draw React UI (issue 24: no extra round trip).
    expect(entry.react === true).toBe(widget.kind === 'root');
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

  it('every capture line belongs to a registry line', () => {
    const names = new Set([...widgets, ...behaviours].map((entry) => entry.name));
    for (const owner of Object.keys(captures)) expect(names.has(owner), owner).toBe(true);
  });

  it('issue 36: the core reads the capture lines back from the loader\'s table as they were declared', () => {
    const rules = captureRules(withCaptures(widgets, captures), withCaptures(behaviours, captures));
    expect(capturesOf(rules)).toEqual(captures);
  });

  it('the early event table the build prints into the loader comes from these lines, and every selector is valid CSS', () => {
    const rules = captureRules(withCaptures(widgets, captures), withCaptures(behaviours, captures));
    const declared = [...widgets, ...behaviours].flatMap((entry) => (captures[entry.name] ?? []).map((c) => `${entry.name} ${c.selector}`));
    expect(rules.map((r) => `${r.owner} ${r.selector}`)).toEqual(declared);
    expect(rules.map((r) => r.owner)).toEqual(expect.arrayContaining(['add-to-cart', 'cart-panel', 'swatches', 'variation-form', 'jsf-checkboxes', 'wishlist']));
    for (const rule of rules) {
      expect(() => document.querySelector(rule.selector), rule.selector).not.toThrow();
      if (rule.mount) expect(() => document.querySelector(rule.mount), rule.mount).not.toThrow();
      // A press is held only where its owner takes the default over; ticks and choices are heard.
      if (rule.on.some((on) => on === 'click' || on === 'submit' || on === 'key')) expect(rule.prevent, rule.selector).toBe(true);
    }
  });
});
