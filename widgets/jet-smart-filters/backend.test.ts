// The first answer's schema is asked for when a shopper heads for a filter (issue 27), once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenHeadingForFilters } from './backend';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenHeadingForFilters', () => {
  it('runs once, on the first pointer, focus or touch reaching a filter, not on the rest of the page', () => {
    document.body.innerHTML = '<p id="text">متن</p><div class="jet-smart-filters-checkboxes" data-smart-filter="checkboxes"><label><input type="checkbox" id="box"></label></div>';
    const run = vi.fn();
    whenHeadingForFilters(document, run);
    document.getElementById('text')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    document.getElementById('box')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
    document.getElementById('box')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('hears filters inserted after it was set up, and nothing once taken down', () => {
    const run = vi.fn();
    const off = whenHeadingForFilters(document, run);
    document.body.innerHTML = '<div class="jet-filter"><button type="button" id="later">اعمال</button></div>';
    off();
    document.getElementById('later')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    whenHeadingForFilters(document, run);
    document.getElementById('later')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
