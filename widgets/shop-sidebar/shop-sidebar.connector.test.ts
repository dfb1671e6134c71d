// @vitest-environment node
// Woodmart js/scripts/global/hiddenSidebar.js: `offcanvas-sidebar-desktop` && width > 1024,
// `offcanvas-sidebar-tablet` && width <= 1024, `offcanvas-sidebar-mobile` && width <= 768.
import { describe, expect, it } from 'vitest';
import { offCanvasNow } from './shop-sidebar.connector';

describe('shop sidebar off canvas by width (hiddenSidebar.js, spec §9)', () => {
  it('issue 35: the mobile option holds at 768 px and below, not at 769', () => {
    const mobileOnly = ['offcanvas-sidebar-mobile'];
    expect(offCanvasNow(mobileOnly, 767)).toBe(true);
    expect(offCanvasNow(mobileOnly, 768)).toBe(true);
    expect(offCanvasNow(mobileOnly, 769)).toBe(false);
  });
  it('tablet at 1024 and below, desktop above 1024; each option on its own', () => {
    expect(offCanvasNow(['offcanvas-sidebar-tablet'], 1024)).toBe(true);
    expect(offCanvasNow(['offcanvas-sidebar-tablet'], 1025)).toBe(false);
    // Woodmart tests the tablet option alone: a phone is at most 1024 px wide too.
    expect(offCanvasNow(['offcanvas-sidebar-tablet'], 390)).toBe(true);
    expect(offCanvasNow(['offcanvas-sidebar-desktop'], 1025)).toBe(true);
    expect(offCanvasNow(['offcanvas-sidebar-desktop'], 1024)).toBe(false);
    expect(offCanvasNow([], 390)).toBe(false);
  });
});
