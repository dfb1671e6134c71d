// What a member's answer or a change does to the page beyond the buttons: the polite live region
// and the server's header fragments. Apart from wishlist.dom.ts (drawn at load) because only a
// press (press.ts) or the wishlist page (page-actions.ts) needs it: it travels in their chunk
// (vite.config.ts `wishlist-press`, issue 36).
import { liveRegion } from '../../src/ui/live-region';
import type { WishlistFragments } from '../../adapters/woodmart/wishlist';

const LIVE_CLASS = 'vitrin-wishlist-live';

/** Emptied first so the same message twice is read twice (the kit's live region). */
export function announce(doc: Document, message: string): void {
  const region = liveRegion({ className: LIVE_CLASS }, doc);
  region.textContent = '';
  setTimeout(() => {
    region.textContent = message;
  }, 50);
}

/**
 * Woodmart's `$(selector).replaceWith(html)` for the server's wishlist fragments (its own PHP
 * templates, HTML by contract). Hand DOM on purpose: the answer names the nodes (the header's
 * counter, the theme's parts), which no React root owns; a root inside them is mounted again by
 * the runtime's observer, as all inserted markup is.
 */
export function applyFragments(doc: Document, fragments: WishlistFragments): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: HTMLElement[];
    try {
      targets = Array.from(doc.querySelectorAll<HTMLElement>(selector));
    } catch {
      continue; // a selector the browser cannot parse changes nothing
    }
    for (const el of targets) el.replaceWith(htmlToNodes(doc, html));
  }
}

function htmlToNodes(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html.trim();
  // Server markup may carry <script>; a template's scripts never run, and we drop them.
  template.content.querySelectorAll('script').forEach((s) => s.remove());
  return template.content;
}
