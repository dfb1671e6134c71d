// Woodmart's mobile slide-in menu without DOM: open or closed, which tab shows, which sub-menus are
// unfolded, and where a key press moves focus. The enhancement (index.ts) paints this state on the
// theme's own classes.

export interface MobileNavState {
  open: boolean;
  /** The `data-menu` of the shown tab (Woodmart: `pages` or `categories`). */
  tab: string;
  /** Ids of the unfolded sub-menus. */
  unfolded: ReadonlySet<string>;
}

export type MobileNavEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'select-tab'; tab: string }
  | { type: 'toggle-sub'; id: string };

export function initialMobileNav(tabs: readonly string[], activeTab: string | undefined): MobileNavState {
  const tab = activeTab !== undefined && tabs.includes(activeTab) ? activeTab : (tabs[0] ?? '');
  return { open: false, tab, unfolded: new Set() };
}

export function mobileNavReducer(state: MobileNavState, event: MobileNavEvent, tabs: readonly string[]): MobileNavState {
  switch (event.type) {
    case 'open':
      return state.open ? state : { ...state, open: true };
    case 'close':
      // Sub-menus fold again so the next opening starts from the top level (as Woodmart's does not,
      // but a reopened menu that remembers a deep branch hides the first items under it).
      return state.open ? { ...state, open: false, unfolded: new Set() } : state;
    case 'toggle':
      return mobileNavReducer(state, { type: state.open ? 'close' : 'open' }, tabs);
    case 'select-tab':
      return tabs.includes(event.tab) && event.tab !== state.tab ? { ...state, tab: event.tab } : state;
    case 'toggle-sub': {
      const unfolded = new Set(state.unfolded);
      if (unfolded.has(event.id)) unfolded.delete(event.id);
      else unfolded.add(event.id);
      return { ...state, unfolded };
    }
  }
}

/**
 * The tab an arrow/Home/End key moves to in a horizontal tab list, or null for other keys. In RTL
 * the list runs right to left, so ArrowLeft goes to the next tab. Wraps at both ends.
 */
export function tabForKey(tabs: readonly string[], current: string, key: string, rtl: boolean): string | null {
  if (tabs.length === 0) return null;
  const index = Math.max(0, tabs.indexOf(current));
  const last = tabs.length - 1;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return tabs[index === last ? 0 : index + 1] ?? null;
  if (key === backward) return tabs[index === 0 ? last : index - 1] ?? null;
  if (key === 'Home') return tabs[0] ?? null;
  if (key === 'End') return tabs[last] ?? null;
  return null;
}
