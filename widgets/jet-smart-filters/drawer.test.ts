// The filter sidebar as a phone's off-canvas panel (drawer.ts): where keyboard focus goes when it
// opens while its slide-in has not shown it yet, and when it closes with focus nowhere.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountContext } from '../../src/runtime/types';
import type { PageSettings } from '../../src/host/settings';
import { enhanceDrawer } from './drawer';

const settings: PageSettings = { vitrin: {}, loggedIn: false, global: () => undefined };

function page() {
  document.body.innerHTML = `
    <main><button type="button" class="vitrin-filters-toggle" aria-controls="filters" aria-expanded="false">فیلتر محصولات</button></main>
    <aside class="vitrin-filter-sidebar" id="filters" aria-label="فیلترها" tabindex="-1">
      <button type="button" data-vitrin-close-filters aria-label="بستن فیلترها">×</button>
      <label><input type="checkbox" name="pa_color" value="54"> قرمز</label>
    </aside>`;
  const toggle = document.querySelector<HTMLElement>('.vitrin-filters-toggle');
  const panel = document.getElementById('filters');
  if (!toggle || !panel) throw new Error('fixture');
  const controller = new AbortController();
  const ctx: MountContext = { element: toggle, settings, signal: controller.signal };
  const dispose = enhanceDrawer(ctx);
  return { toggle, panel, controller, dispose };
}

/** The panel refuses focus until it is shown, as `visibility: hidden` does in the transition's first frame. */
function hiddenUntilShown(panel: HTMLElement) {
  let shown = false;
  const focus = HTMLElement.prototype.focus;
  vi.spyOn(panel, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
    if (shown) focus.call(this, options);
  });
  return () => {
    shown = true;
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('filter drawer focus (keyboard)', () => {
  it('opened by Enter before its slide-in shows it, focus lands in the panel once it can take it', async () => {
    const { toggle, panel, controller, dispose } = page();
    const show = hiddenUntilShown(panel);
    toggle.focus();
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The first attempt was refused: focus is not in the panel yet.
    expect(panel.contains(document.activeElement)).toBe(false);
    show();
    await vi.waitFor(() => expect(document.activeElement).toBe(panel));
    dispose?.();
    controller.abort();
  });

  it('Escape right after opening, focus still nowhere: focus goes back to the toggle, not left on <body>', () => {
    const { toggle, panel, controller, dispose } = page();
    hiddenUntilShown(panel);
    toggle.focus();
    toggle.click();
    // The toggle behind is inert while the panel is open: focus fell to <body>.
    toggle.blur();
    expect(document.activeElement).toBe(document.body);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    dispose?.();
    controller.abort();
  });

  it('closed from inside the panel (its close button), focus goes back to the toggle', () => {
    const { toggle, panel, controller, dispose } = page();
    toggle.click();
    expect(document.activeElement).toBe(panel);
    const close = panel.querySelector<HTMLElement>('[data-vitrin-close-filters]');
    close?.focus();
    close?.click();
    expect(document.activeElement).toBe(toggle);
    dispose?.();
    controller.abort();
  });
});
