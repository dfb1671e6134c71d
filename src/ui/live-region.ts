// The kit's live region: one polite `role="status"` element per purpose, found if the page (or the
// plugin's PHP) already has it, created once at the end of the body otherwise, visually hidden.
// Announcing empties it first so the same message twice is read twice. The cart, the filters and
// the wishlist each had their own copy of this.

export interface LiveRegionSpec {
  /** Classes it carries (the first one finds it again, e.g. WooCommerce's widget_shopping_cart_live_region). */
  className: string;
  /** An id instead, for one region per provider. */
  id?: string;
}

function findRegion(spec: LiveRegionSpec, doc: Document): HTMLElement | null {
  const first = spec.className.split(/\s+/)[0] ?? '';
  return spec.id ? doc.getElementById(spec.id) : first ? doc.querySelector<HTMLElement>(`.${CSS.escape(first)}`) : null;
}

export function liveRegion(spec: LiveRegionSpec, doc: Document = document): HTMLElement {
  const existing = findRegion(spec, doc);
  if (existing) return existing;
  const region = doc.createElement('div');
  if (spec.id) region.id = spec.id;
  region.className = `${spec.className} vitrin-visually-hidden`;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  doc.body.append(region);
  return region;
}

export interface Announcer {
  /** Says `message` after `delayMs` (a newer message replaces one still waiting). */
  announce(message: string, delayMs?: number): void;
  /** Empties the region and drops a message still waiting. */
  clear(): void;
  /** Drops a message still waiting, leaving the region as it is. */
  cancel(): void;
}

/**
 * Announces into the region `spec` names (looked up at each use: a fragment may have replaced it).
 * To have a repeated message read again, `clear()` first (WooCommerce empties its region on the press).
 */
export function announcer(spec: LiveRegionSpec, defaultDelayMs = 0): Announcer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const region = liveRegion(spec);
    region.textContent = '';
    region.removeAttribute('aria-relevant');
  };
  return {
    clear,
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    announce(message, delayMs = defaultDelayMs) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const region = liveRegion(spec);
        region.textContent = message;
        region.setAttribute('aria-relevant', 'all');
      }, delayMs);
    },
  };
}
