// Whether the shop sidebar is off canvas at a width, from the body classes Woodmart prints for its
// "off-canvas sidebar" options per device (breakpoints 767 / 1024, spec §9).

export function offCanvasNow(bodyClasses: readonly string[], width: number): boolean {
  const has = (name: string) => bodyClasses.includes(name);
  if (width <= 767) return has('offcanvas-sidebar-mobile');
  if (width <= 1024) return has('offcanvas-sidebar-tablet');
  return has('offcanvas-sidebar-desktop');
}
