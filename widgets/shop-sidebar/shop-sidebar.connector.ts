// Whether the shop sidebar is off canvas at a width, from the body classes Woodmart prints for its
// "off-canvas sidebar" options per device. Woodmart's hiddenSidebar.js tests each option on its own:
// desktop above 1024, tablet at 1024 or less, mobile at 768 or less (spec §9: "1024 px (desktop and
// tablet), 768 px (mobile)"); any one that holds puts the sidebar off canvas.

export const SIDEBAR_TABLET_MAX = 1024;
export const SIDEBAR_MOBILE_MAX = 768;

export function offCanvasNow(bodyClasses: readonly string[], width: number): boolean {
  const has = (name: string) => bodyClasses.includes(name);
  return (has('offcanvas-sidebar-desktop') && width > SIDEBAR_TABLET_MAX)
    || (has('offcanvas-sidebar-tablet') && width <= SIDEBAR_TABLET_MAX)
    || (has('offcanvas-sidebar-mobile') && width <= SIDEBAR_MOBILE_MAX);
}
