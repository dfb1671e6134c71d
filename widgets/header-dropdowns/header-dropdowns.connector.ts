// Header dropdowns (main-menu sub-menus, the login dropdown) without DOM: whether a dropdown opens
// on click or on hover/focus at a given width, and its open / dismissed state.

/** `always`: a click element (wd-event-click); `responsive`: hover above 1024 px, click at or below. */
export type ClickMode = 'always' | 'responsive' | 'never';

/** Woodmart's responsive menu breakpoint (§9 "responsive menu breakpoint 1024"). */
export const RESPONSIVE_MENU_MAX = 1024;

export function opensOnClick(mode: ClickMode, viewportWidth: number): boolean {
  if (mode === 'always') return true;
  if (mode === 'responsive') return viewportWidth <= RESPONSIVE_MENU_MAX;
  return false;
}

export interface DropdownState {
  /** Opened by click (the theme's wd-opened class). */
  opened: boolean;
  /** Shown by hover or focus (the theme's CSS does that); true while either holds. */
  hovered: boolean;
  /** Escape pressed: hidden until the pointer and focus have both left (WCAG 1.4.13 dismissible). */
  dismissed: boolean;
}

export type DropdownEvent = { type: 'click' } | { type: 'enter' } | { type: 'leave' } | { type: 'escape' } | { type: 'outside' };

export const closedDropdown: DropdownState = { opened: false, hovered: false, dismissed: false };

export function dropdownReducer(s: DropdownState, e: DropdownEvent): DropdownState {
  switch (e.type) {
    case 'click':
      return { ...s, opened: !s.opened, dismissed: false };
    case 'enter':
      return s.hovered ? s : { ...s, hovered: true };
    case 'leave':
      return { ...s, hovered: false, dismissed: false };
    case 'escape':
      return s.opened || (s.hovered && !s.dismissed) ? { ...s, opened: false, dismissed: true } : s;
    case 'outside':
      return s.opened ? { ...s, opened: false } : s;
  }
}

/** Whether the dropdown is on screen (what aria-expanded says). */
export function isShown(s: DropdownState, clickMode: boolean): boolean {
  if (s.dismissed) return false;
  return clickMode ? s.opened : s.opened || s.hovered;
}
