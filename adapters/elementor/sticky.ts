// Elementor Pro's sticky settings as its anchor offset reads them: an element with `sticky` on
// (top|bottom) carries `sticky_anchor_link_offset` (px, 0-500, default 0) in `data-settings`
// (Pro `modules/sticky/module.php`, control `sticky_anchor_link_offset`, frontend_available). Elementor's
// `assets/dev/js/frontend/utils/anchor-scroll-margin.js` (elementor/elementor) gives every in-page
// anchor target placed after such a sticky element, and before the next one, `scroll-margin-top` of
// that offset, so a jump to the anchor stops below the sticky bar.
import * as z from 'zod/mini';

/** Elements that may carry the setting (Pro prints it whenever sticky is on, 0 included). */
export const STICKY_ANCHOR_SELECTOR = '.elementor-element[data-settings*="sticky_anchor_link_offset"]';
/** The in-page links Elementor considers (anchor-scroll-margin.js `selectors.links`). */
export const ANCHOR_LINKS_SELECTOR = '.elementor-element a[href*="#"]';

const settingsSchema = z.looseObject({
  sticky: z.optional(z.unknown()),
  sticky_anchor_link_offset: z.optional(z.unknown()),
});

/** The offset in px this element asks for, or null when it asks none (not sticky, 0, malformed). */
export function stickyAnchorOffset(el: Element): number | null {
  let raw: unknown;
  try {
    raw = JSON.parse(el.getAttribute('data-settings') ?? '');
  } catch {
    return null;
  }
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success || !parsed.data.sticky) return null;
  const value = Number(parsed.data.sticky_anchor_link_offset);
  // The control is 0-500; Elementor skips 0 (anchor-scroll-margin.js trackStickyElements).
  return Number.isFinite(value) && value > 0 && value <= 500 ? value : null;
}

/** Elementor accepts a hash only as a plain id selector (anchor-scroll-margin.js isValidSelector). */
export const isPlainIdHash = (hash: string): boolean => /^#[A-Za-z_][\w-]*$/.test(hash);
