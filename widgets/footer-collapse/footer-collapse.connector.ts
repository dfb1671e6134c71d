// Woodmart's collapsible footer widgets without DOM: when they collapse (§9: window width 575 px
// or less, with `collapse_footer_widgets` on) and which ones the shopper has unfolded.

export const FOOTER_COLLAPSE_MAX = 575;

export function collapses(enabled: boolean, viewportWidth: number): boolean {
  return enabled && viewportWidth <= FOOTER_COLLAPSE_MAX;
}

export function toggleOpened(opened: ReadonlySet<number>, index: number): ReadonlySet<number> {
  const next = new Set(opened);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}
