// The product gallery and text bookkeeping of add-to-cart-variation.js: an element's original
// attribute or text is kept once in data-o_* so a reset can bring it back. Shared by the variation
// form and the jQuery helpers (`$.fn.wc_set_variation_attr`, `wc_variations_image_update`, …) that
// Woodmart's quick view and grid swatches call.
import { emit } from '../../src/host/events';
import type { AvailableVariation } from '../../adapters/woocommerce/variations';

export function setVariationAttr(el: Element | null, attr: string, value: unknown): void {
  if (!el) return;
  if (!el.hasAttribute(`data-o_${attr}`)) el.setAttribute(`data-o_${attr}`, el.getAttribute(attr) ?? '');
  if (value === false || value === undefined || value === null) el.removeAttribute(attr);
  else el.setAttribute(attr, String(value));
}

export function resetVariationAttr(el: Element | null, attr: string): void {
  if (!el) return;
  const original = el.getAttribute(`data-o_${attr}`);
  if (original === null) return;
  // An attribute that was absent comes back absent rather than empty (an empty srcset breaks the image).
  if (original === '' && attr !== 'alt') el.removeAttribute(attr);
  else el.setAttribute(attr, original);
}

export function setContent(el: Element, text: string): void {
  if (!el.hasAttribute('data-o_content')) el.setAttribute('data-o_content', el.textContent ?? '');
  el.textContent = text;
}

export function resetContent(el: Element): void {
  const original = el.getAttribute('data-o_content');
  if (original !== null) el.textContent = original;
}

export const IMAGE_ATTRS: Array<[string, string]> = [
  ['src', 'src'],
  ['height', 'src_h'],
  ['width', 'src_w'],
  ['srcset', 'srcset'],
  ['sizes', 'sizes'],
  ['title', 'title'],
  ['data-caption', 'caption'],
  ['alt', 'alt'],
  ['data-src', 'full_src'],
  ['data-large_image', 'full_src'],
  ['data-large_image_width', 'full_src_w'],
  ['data-large_image_height', 'full_src_h'],
];

export function galleryParts(form: Element) {
  const product = form.closest('.product') ?? form.ownerDocument;
  const gallery = product.querySelector('.images');
  const wrap = gallery?.querySelector('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder') ?? null;
  return {
    gallery,
    wrap,
    image: wrap?.querySelector('.wp-post-image') ?? null,
    link: wrap?.querySelector('a') ?? null,
    thumb: product.querySelector('.flex-control-nav li img'),
  };
}

/** wc_variations_image_reset: the gallery's first image, its link and thumbnail back to the page's. */
export function resetImage(form: Element, parts = galleryParts(form)): void {
  for (const [attr] of IMAGE_ATTRS) resetVariationAttr(parts.image, attr);
  resetVariationAttr(parts.wrap, 'data-thumb');
  resetVariationAttr(parts.thumb, 'src');
  resetVariationAttr(parts.link, 'href');
}

/** wc_maybe_trigger_slide_position_reset: a different image sends the gallery back to its first slide. */
export function maybeResetSlidePosition(form: Element, variation: Pick<AvailableVariation, 'image_id'> | undefined, parts?: ReturnType<typeof galleryParts>): void {
  const imageId = variation?.image_id ? String(variation.image_id) : '';
  if (form.getAttribute('current-image') === imageId) return;
  form.setAttribute('current-image', imageId);
  const gallery = (parts ?? galleryParts(form)).gallery;
  if (gallery) emit('woocommerce_gallery_reset_slide_position', { target: gallery });
}

/** wc_variations_image_update: the variation's image in the gallery, or the page's when it has none. */
export function updateImage(form: Element, variation: AvailableVariation | undefined): void {
  // Found once for the three steps (each looked the gallery up again: 15 queries per choice).
  const parts = galleryParts(form);
  const src = variationImageSrc(variation);
  const image = variation?.image;
  if (src && image && typeof image === 'object' && !Array.isArray(image)) {
    const props = image as Record<string, unknown>;
    for (const [attr, key] of IMAGE_ATTRS) setVariationAttr(parts.image, attr, props[key]);
    setVariationAttr(parts.wrap, 'data-thumb', src);
    setVariationAttr(parts.thumb, 'src', props.gallery_thumbnail_src);
    setVariationAttr(parts.link, 'href', props.full_src);
  } else {
    resetImage(form, parts);
  }
  maybeResetSlidePosition(form, variation, parts);
}

/** The variation's image, when it has one worth showing (WooCommerce: src longer than one character). */
export function variationImageSrc(variation: AvailableVariation | undefined): string | undefined {
  const image = variation?.image;
  if (!image || Array.isArray(image) || typeof image !== 'object') return undefined;
  const src = image.src;
  return typeof src === 'string' && src.length > 1 ? src : undefined;
}
