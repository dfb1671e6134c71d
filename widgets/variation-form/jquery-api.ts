// The jQuery plugins add-to-cart-variation.js defined, for the scripts that stay and call them:
// Woodmart's quick view and quick shop (`$form.wc_variation_form().find('.variations select:eq(0)')
// .trigger('change')`), its grid swatches (`wc_variations_image_update`, `wc_set_variation_attr`) and
// Variation Swatches (`wc_variation_form()` after ajaxComplete). Each delegates to Vitrin's own
// variation form and gallery bookkeeping. Rules (original wins, no jQuery → nothing): src/host/jquery-api.
import { defineBehaviour } from '../../src/runtime/types';
import { emit } from '../../src/host/events';
import { elementsOf, pageJQuery, provide, type JQueryThis, type JQueryWithFn } from '../../src/host/jquery-api';
import { readAvailableVariation, VARIATIONS_FORM_SELECTOR, type AvailableVariation } from '../../adapters/woocommerce/variations';
import { VARIATION_FN } from '../../adapters/woocommerce/jquery-api';
import { maybeResetSlidePosition, resetContent, resetImage, resetVariationAttr, setContent, setVariationAttr, updateImage } from './gallery';

const STATUS = 'data-vitrin-status';

interface VitrinRescan {
  rescan(root?: ParentNode): void;
}

function vitrin(): VitrinRescan | undefined {
  const candidate: unknown = (window as unknown as { Vitrin?: unknown }).Vitrin;
  if (candidate === null || typeof candidate !== 'object') return undefined;
  const rescan: unknown = (candidate as { rescan?: unknown }).rescan;
  return typeof rescan === 'function' ? (candidate as VitrinRescan) : undefined;
}

/**
 * `$form.wc_variation_form()` on one element: a form Vitrin runs already is checked again (as a
 * second VariationForm would); a new one is mounted now rather than when the page's observer gets to
 * it; one that failed keeps its server markup. Anything but a variations form is left alone.
 */
export function startVariationForm(element: Element): void {
  if (!element.matches(VARIATIONS_FORM_SELECTOR)) return;
  const status = element.getAttribute(STATUS);
  if (status === 'mounted') emit('check_variations', { target: element });
  else if (status === null) vitrin()?.rescan(element);
}

/** What other scripts hand the image helpers: a variation object, or anything else (then: reset). */
function variationOf(value: unknown): AvailableVariation | undefined {
  return readAvailableVariation(value);
}

function imageIdOf(value: unknown): { image_id?: string } | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const id: unknown = (value as { image_id?: unknown }).image_id;
  return typeof id === 'number' || typeof id === 'string' ? { image_id: String(id) } : undefined;
}

/** Defines every plugin the page lacks on `$.fn`; returns the undo. */
export function installVariationApi($: JQueryWithFn): () => void {
  const fn = $.fn;
  const undo = [
    provide(fn, VARIATION_FN.form, function (this: JQueryThis) {
      for (const element of elementsOf(this)) startVariationForm(element);
      return this;
    }),
    provide(fn, VARIATION_FN.setContent, function (this: JQueryThis, content: unknown) {
      for (const element of elementsOf(this)) setContent(element, content === undefined || content === null ? '' : String(content));
    }),
    provide(fn, VARIATION_FN.resetContent, function (this: JQueryThis) {
      for (const element of elementsOf(this)) resetContent(element);
    }),
    provide(fn, VARIATION_FN.setAttr, function (this: JQueryThis, attr: unknown, value: unknown) {
      if (typeof attr !== 'string' || attr === '') return;
      for (const element of elementsOf(this)) {
        // jQuery's .attr(name, undefined) is a read: the original only records data-o_<attr> then.
        if (value === undefined) {
          if (!element.hasAttribute(`data-o_${attr}`)) element.setAttribute(`data-o_${attr}`, element.getAttribute(attr) ?? '');
        } else {
          setVariationAttr(element, attr, value);
        }
      }
    }),
    provide(fn, VARIATION_FN.resetAttr, function (this: JQueryThis, attr: unknown) {
      if (typeof attr !== 'string' || attr === '') return;
      for (const element of elementsOf(this)) resetVariationAttr(element, attr);
    }),
    provide(fn, VARIATION_FN.slidePositionReset, function (this: JQueryThis, variation: unknown) {
      for (const element of elementsOf(this)) maybeResetSlidePosition(element, imageIdOf(variation));
    }),
    provide(fn, VARIATION_FN.imageUpdate, function (this: JQueryThis, variation: unknown) {
      const parsed = variationOf(variation);
      for (const element of elementsOf(this)) updateImage(element, parsed);
    }),
    provide(fn, VARIATION_FN.imageReset, function (this: JQueryThis) {
      for (const element of elementsOf(this)) resetImage(element);
    }),
  ];
  return () => undo.forEach((off) => off());
}

export const variationApiBehaviour = defineBehaviour({
  name: 'wc-variation-api',
  install() {
    const $ = pageJQuery();
    return $ ? installVariationApi($) : () => undefined;
  },
});
