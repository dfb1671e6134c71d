// Swatches under a shop card (the plugin's archive option): there is no variations form, so the
// choice lives in the shared variation state alone, and the card follows it: the variation's image in the card,
// the product links carrying the choice (WooCommerce preselects attribute_* from the query).
import type { Selection, SwatchVariation } from './swatches.connector';
import { isMatch } from '../../src/state/variations';
import { productLinkWithChoice } from '../../adapters/variation-swatches/swatches';

export const ARCHIVE_WRAPPER_SELECTOR = '.wvs-archive-variations-wrapper[data-product_variations]';

/**
 * The card's image and links are the theme's nodes outside the swatch list's root (Woodmart's
 * card markup, read by its own scripts): they are written in place, and put back on restore().
 */
export function archiveCard(wrapper: HTMLElement, variations: ReadonlyArray<SwatchVariation & { image?: string }>): { choose(selection: Selection): void; restore(): void } {
  const card = wrapper.closest<HTMLElement>('.product-grid-item, li.product, .product') ?? wrapper.parentElement;
  const image = card?.querySelector<HTMLImageElement>('.product-image-link img, img.wp-post-image') ?? null;
  const links = Array.from(card?.querySelectorAll<HTMLAnchorElement>('a.product-image-link, .wd-entities-title a') ?? []);
  const original = { src: image?.getAttribute('src') ?? null, srcset: image?.getAttribute('srcset') ?? null, hrefs: links.map((a) => a.getAttribute('href')) };
  return {
    choose(selection) {
      const chosen = Object.entries(selection).filter(([, v]) => v !== '');
      const match = chosen.length ? variations.find((v) => v.image && isMatch(v.attributes, selection)) : undefined;
      if (image) {
        if (match?.image) {
          image.src = match.image;
          image.removeAttribute('srcset');
        } else if (original.src !== null) {
          image.setAttribute('src', original.src);
          if (original.srcset !== null) image.setAttribute('srcset', original.srcset);
        }
      }
      links.forEach((a, i) => {
        const href = original.hrefs[i];
        if (href) a.href = productLinkWithChoice(href, a.ownerDocument.baseURI, selection);
      });
    },
    restore() {
      if (image && original.src !== null) image.setAttribute('src', original.src);
      if (image && original.srcset !== null) image.setAttribute('srcset', original.srcset);
      links.forEach((a, i) => {
        const href = original.hrefs[i];
        if (href) a.setAttribute('href', href);
      });
    },
  };
}
