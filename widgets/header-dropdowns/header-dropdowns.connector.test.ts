// @vitest-environment node
// Header dropdown rules, DOM-free.
import { describe, expect, it } from 'vitest';
import { closedDropdown, dropdownReducer, isShown, opensOnClick, type DropdownEvent } from './header-dropdowns.connector';

const run = (...events: DropdownEvent[]) => events.reduce(dropdownReducer, closedDropdown);

describe('header dropdowns connector', () => {
  it('hover menus become click menus at 1024 px and below only when enabled', () => {
    expect(opensOnClick('responsive', 1024)).toBe(true);
    expect(opensOnClick('responsive', 1025)).toBe(false);
    expect(opensOnClick('never', 390)).toBe(false);
    expect(opensOnClick('always', 1440)).toBe(true);
  });

  it('hover/focus shows; Escape hides until pointer and focus leave; then it can show again', () => {
    expect(isShown(run({ type: 'enter' }), false)).toBe(true);
    const dismissed = run({ type: 'enter' }, { type: 'escape' });
    expect(isShown(dismissed, false)).toBe(false);
    expect(isShown(dropdownReducer(dismissed, { type: 'enter' }), false)).toBe(false);
    expect(isShown(run({ type: 'enter' }, { type: 'escape' }, { type: 'leave' }, { type: 'enter' }), false)).toBe(true);
  });

  it('click mode: click toggles, hover alone does not show, outside click and Escape close', () => {
    expect(isShown(run({ type: 'enter' }), true)).toBe(false);
    expect(isShown(run({ type: 'click' }), true)).toBe(true);
    expect(isShown(run({ type: 'click' }, { type: 'click' }), true)).toBe(false);
    expect(isShown(run({ type: 'click' }, { type: 'outside' }), true)).toBe(false);
    expect(isShown(run({ type: 'click' }, { type: 'escape' }), true)).toBe(false);
    expect(isShown(run({ type: 'click' }, { type: 'escape' }, { type: 'click' }), true)).toBe(true);
  });

  it('no-op events keep the same state object', () => {
    expect(dropdownReducer(closedDropdown, { type: 'escape' })).toBe(closedDropdown);
    expect(dropdownReducer(closedDropdown, { type: 'outside' })).toBe(closedDropdown);
  });
});
