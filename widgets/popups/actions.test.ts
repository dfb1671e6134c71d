// Issue 35: Elementor's off-canvas and page-reload hash actions (built, untested until now), pressed
// as a shopper presses the links Elementor prints.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionHash } from '../../fixtures/theme/popups';
import { installHashActions, pageNavigation } from './actions';

let uninstall: (() => void) | undefined;

beforeEach(() => {
  document.body.innerHTML = `
    <a id="open" href="${actionHash('off_canvas:open', { id: 'a1b2c3d' })}">منو</a>
    <a id="toggle" href="${actionHash('off_canvas:toggle', { id: 'a1b2c3d' })}">منو</a>
    <a id="close" href="${actionHash('off_canvas:close', { id: 'a1b2c3d' })}">بستن</a>
    <a id="hostile" href="${actionHash('off_canvas:open', { id: 'a1"], #x' })}">x</a>
    <a id="reload" href="${actionHash('reload_page', {})}">تازه کردن</a>
    <a id="reload-dash" href="${actionHash('reload-page', {})}">تازه کردن</a>
    <div id="off-canvas-a1b2c3d" class="e-off-canvas" role="dialog" aria-hidden="true" inert><a href="/shop/">فروشگاه</a></div>`;
  uninstall = installHashActions();
});

afterEach(() => {
  uninstall?.();
  vi.restoreAllMocks();
});

const panel = () => document.getElementById('off-canvas-a1b2c3d');
const state = () => ({ hidden: panel()?.getAttribute('aria-hidden'), inert: panel()?.hasAttribute('inert'), open: panel()?.classList.contains('e-off-canvas--open') });
/** A real click; true when the link's own navigation was prevented (its hash is an instruction). */
const press = (id: string) => !document.getElementById(id)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('issue 35: off-canvas and reload-page actions', () => {
  it('off_canvas:open shows the panel (aria-hidden false, not inert), close hides it, toggle flips it; the link never navigates', () => {
    expect(press('open')).toBe(true);
    expect(state()).toEqual({ hidden: 'false', inert: false, open: true });
    expect(press('close')).toBe(true);
    expect(state()).toEqual({ hidden: 'true', inert: true, open: false });
    press('toggle');
    expect(state()).toEqual({ hidden: 'false', inert: false, open: true });
    press('toggle');
    expect(state()).toEqual({ hidden: 'true', inert: true, open: false });
    expect(location.hash).toBe('');
  });

  it('an id that is not a plain element id opens nothing and throws nothing', () => {
    expect(press('hostile')).toBe(true);
    expect(state()).toEqual({ hidden: 'true', inert: true, open: false });
  });

  it('reload_page (and the reload-page spelling) reloads the page once per press', () => {
    const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    expect(press('reload')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    press('reload-dash');
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
