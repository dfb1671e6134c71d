// The rules every jQuery bridge follows, on the real jQuery 3 (the page's, as WordPress ships it).
import { afterEach, describe, expect, it } from 'vitest';
import { isBridge, pageJQuery, provide } from './jquery-api';
import { loadRealJQuery } from './testing-jquery';

const win = window as unknown as Record<string, unknown>;
afterEach(() => {
  // require() caches jQuery: one $.fn for the whole file.
  const $ = pageJQuery();
  if ($) delete $.fn.wc_demo_plugin;
  delete win.jQuery;
});

describe('jQuery bridges', () => {
  it('find no jQuery on a page without it, and no jQuery in a lookalike without fn', () => {
    expect(pageJQuery()).toBeUndefined();
    win.jQuery = () => undefined;
    expect(pageJQuery()).toBeUndefined();
  });

  it('define a missing name, and the undo removes only what is still theirs', () => {
    const $ = loadRealJQuery();
    const undo = provide($.fn, 'wc_demo_plugin', () => 'ours');
    expect(isBridge($.fn.wc_demo_plugin)).toBe(true);
    undo();
    expect($.fn.wc_demo_plugin).toBeUndefined();

    const undoAgain = provide($.fn, 'wc_demo_plugin', () => 'ours');
    const original = () => 'original, loaded after Vitrin';
    $.fn.wc_demo_plugin = original;
    undoAgain();
    expect($.fn.wc_demo_plugin).toBe(original);
  });

  it('leave an original that is already on the page alone (the site kept that script)', () => {
    const $ = loadRealJQuery();
    const original = () => 'original';
    $.fn.wc_demo_plugin = original;
    const undo = provide($.fn, 'wc_demo_plugin', () => 'ours');
    expect($.fn.wc_demo_plugin).toBe(original);
    undo();
    expect($.fn.wc_demo_plugin).toBe(original);
  });
});
