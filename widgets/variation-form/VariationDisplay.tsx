// WooCommerce's `.single_variation_wrap` as React draws it (issue 34): the markup the template printed,
// adopted by hydration, then drawn from the form's display state (src/state/variations.ts) — the
// variation's description, price and stock line in `.single_variation` (server HTML by contract,
// through the kit's sanitised ServerMarkup), the notice under it, the add button's and its wrapper's
// enabled/disabled classes, the quantity field's limits. The Clear link and the reset alert live
// outside the wrap (beside the last select, above the wrap): they are drawn through portals.
// The form's logic (index.ts, variation-form.connector.ts) decides; nothing here does.
import { Fragment, useLayoutEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { computed, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { ShownVariation, VariationButtonState, VariationDisplay as Display } from '../../src/state/variations';
import { parseMarkup, readMarkup, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { propsOf, renderChildren, renderElement, ServerMarkup, type MarkupOverride } from '../../src/ui/ServerMarkup';

export interface VariationDisplayProps {
  /** The wrap's children as the page printed them. */
  markup: readonly MarkupNode[];
  display: Signal<Display>;
  /** The Clear link's printed node (WooCommerce prints it after the last select), or null. */
  resetLink: HTMLElement | null;
  /** The reset alert region (`.reset_variations_alert`), or null. */
  resetAlert: HTMLElement | null;
}

const NOTICE_CLASS = 'wc-no-matching-variations';

function classList(el: MarkupElement): Set<string> {
  return new Set((el.attrs.class ?? '').split(/\s+/).filter(Boolean));
}

/** Server HTML (price_html, availability_html, variation_description) read and sanitised once per string. */
function ServerHtml({ html }: { html: string }) {
  const nodes = useMemo(() => (html ? parseMarkup(html) : []), [html]);
  return <ServerMarkup nodes={nodes} />;
}

/** single_variation's content, as WooCommerce's default `tmpl-variation-template` lays it out. */
function Shown({ shown }: { shown: ShownVariation | null }) {
  if (!shown) return null;
  if (shown.kind === 'hidden') return <p>{shown.text}</p>;
  return (
    <>
      <div className="woocommerce-variation-description"><ServerHtml html={shown.description} /></div>
      <div className="woocommerce-variation-price"><ServerHtml html={shown.price} /></div>
      <div className="woocommerce-variation-availability"><ServerHtml html={shown.availability} /></div>
    </>
  );
}

function buttonClasses(classes: Set<string>, state: VariationButtonState): string {
  classes.delete('wc-variation-selection-needed');
  classes.delete('wc-variation-is-unavailable');
  classes.delete('disabled');
  // Class, not the disabled attribute (as WooCommerce): the button stays focusable and a press
  // explains what is missing.
  if (state !== 'enabled') classes.add('disabled').add(state === 'unavailable' ? 'wc-variation-is-unavailable' : 'wc-variation-selection-needed');
  return [...classes].join(' ');
}

interface PrintedLink {
  host: HTMLElement;
  link: MarkupElement;
}

/** The Clear link as printed, read before its node is handed over. */
function readLink(link: HTMLElement | null): PrintedLink | null {
  const host = link?.parentElement;
  if (!link || !host) return null;
  const copy = link.ownerDocument.createDocumentFragment();
  copy.append(link.cloneNode(true));
  const [read] = readMarkup(copy);
  return read && typeof read !== 'string' ? { host, link: read } : null;
}

/** The Clear link drawn where the page printed it: shown once something is chosen. */
function ResetLink({ printed, visibility }: { printed: PrintedLink; visibility: ReadonlySignal<boolean | null> }) {
  // Its own subscription: the link shown or hidden re-renders the link, not the wrap.
  useSignals();
  const visible = visibility.value;
  const props = propsOf(printed.link);
  const style: CSSProperties = { ...(props.style as CSSProperties | undefined), ...(visible === null ? {} : { visibility: visible ? 'visible' : 'hidden' }) };
  return createPortal(<a {...props} style={style}>{renderChildren(printed.link.children)}</a>, printed.host);
}

/** What the reset alert region reads out, drawn into it. */
function ResetAlert({ host, text }: { host: HTMLElement; text: ReadonlySignal<string> }) {
  useSignals();
  return text.value ? createPortal(text.value, host) : null;
}

/**
 * One signal per field (issue 34): a write re-renders only what reads the field written. The Clear
 * link's first show, on a shopper's first choice, had React rebuild the whole printed wrap from its
 * markup in the press's task.
 */
function displayFields(display: Signal<Display>) {
  return {
    shown: computed(() => display.value.shown),
    button: computed(() => display.value.button),
    quantity: computed(() => display.value.quantity),
    notice: computed(() => display.value.notice),
    resetVisible: computed(() => display.value.resetVisible),
    resetAlert: computed(() => display.value.resetAlert),
  };
}

export function VariationDisplay({ markup, display, resetLink, resetAlert }: VariationDisplayProps) {
  useSignals();
  // The first render is the page's own markup (hydration); the display state takes over in the
  // same commit, before the page paints.
  const [live, setLive] = useState(false);
  const [printedLink] = useState(() => readLink(resetLink));
  useLayoutEffect(() => {
    // Hand DOM, where React cannot: the Clear link is printed outside the wrap, beside the swatch
    // list (another root's container) in the same cell; its printed node is taken out and React
    // draws it in the same place (the cell's end, where WooCommerce prints it) through a portal.
    const link = resetLink;
    const parent = link?.parentElement ?? null;
    const next = link?.nextSibling ?? null;
    link?.remove();
    setLive(true);
    return () => {
      if (link && parent?.isConnected) parent.insertBefore(link, next && next.parentNode === parent ? next : null);
    };
  }, [resetLink]);
  const fields = useMemo(() => displayFields(display), [display]);
  // Read (and subscribed to) only once live: a write while React is still adopting the printed
  // nodes would otherwise make it drop them and draw the wrap anew.
  const state = live
    ? { shown: fields.shown.value, button: fields.button.value, quantity: fields.quantity.value, notice: fields.notice.value }
    : display.peek();
  // Hidden inputs (variation_id, add-to-cart, product_id) are form data the form's logic writes, as
  // add-to-cart-variation.js does: rendered once and never again, since React would put a hidden
  // input's printed value back on every commit (for a hidden input the value is the attribute).
  const [hiddenInputs] = useState(() => new Map<MarkupElement, ReactNode>());

  const override: MarkupOverride = (el, key) => {
    if (el.tag === 'input' && (el.attrs.type ?? '').toLowerCase() === 'hidden') {
      let input = hiddenInputs.get(el);
      if (!input) {
        // Without its printed value as a prop: hydrating `defaultValue` writes the value attribute,
        // which for a hidden input is its value, so a root mounting after the form had found a
        // variation set variation_id back to the printed '' without a change event, and the add
        // pressed before the code went to the server as a plain form post (early.e2e). The value is
        // in the DOM as printed; React never owns it.
        const props = propsOf(el);
        delete props.defaultValue;
        input = <input key={key} {...props} suppressHydrationWarning />;
        hiddenInputs.set(el, input);
      }
      return input;
    }
    const classes = classList(el);
    if (!live) {
      // The live render's shape (the region, then the notice's place) from the first render: a
      // different shape would have React replace the printed region when the form goes live.
      return classes.has('single_variation') ? <Fragment key={key}>{createElementFrom(el, undefined, {}, override)}{null}</Fragment> : undefined;
    }
    if (classes.has('single_variation')) {
      // The PHP's aria-relevant="additions" would keep a changed price from being read.
      const props = { ...propsOf(el), 'aria-relevant': undefined };
      return (
        <Fragment key={key}>
          {/* A polite live region reads the price and stock out when they change (the PHP prints role="alert", which would interrupt the shopper on every choice). */}
          <div {...props} role="status" aria-live="polite" aria-atomic="true">
            <Shown shown={state.shown} />
          </div>
          {state.notice === null ? null : <p className={`${NOTICE_CLASS} woocommerce-info`} role="alert">{state.notice}</p>}
        </Fragment>
      );
    }
    if (classes.has('woocommerce-variation-add-to-cart') && state.button !== null) {
      classes.delete('woocommerce-variation-add-to-cart-enabled');
      classes.delete('woocommerce-variation-add-to-cart-disabled');
      classes.add(state.button === 'enabled' ? 'woocommerce-variation-add-to-cart-enabled' : 'woocommerce-variation-add-to-cart-disabled');
      return createElementFrom(el, key, { className: [...classes].join(' ') }, override);
    }
    if (classes.has('single_add_to_cart_button') && state.button !== null) {
      return createElementFrom(el, key, { disabled: undefined, className: buttonClasses(classes, state.button), 'aria-disabled': state.button === 'enabled' ? undefined : 'true' }, override);
    }
    if (classes.has('quantity') && state.quantity?.hidden) {
      const props = propsOf(el);
      return createElementFrom(el, key, { style: { ...(props.style as Record<string, string> | undefined), display: 'none' } }, override);
    }
    if (el.tag === 'input' && classes.has('qty') && el.attrs.name === 'quantity' && state.quantity) {
      return createElementFrom(el, key, { min: state.quantity.min, max: state.quantity.max }, override);
    }
    return undefined;
  };

  return (
    <>
      <ServerMarkup nodes={markup} override={override} />
      {live && printedLink ? <ResetLink printed={printedLink} visibility={fields.resetVisible} /> : null}
      {live && resetAlert ? <ResetAlert host={resetAlert} text={fields.resetAlert} /> : null}
    </>
  );
}

/** `el` as printed, with `changes` over its attributes, in the hydrating render's shape (ServerMarkup's renderElement). */
function createElementFrom(el: MarkupElement, key: number | undefined, changes: Record<string, unknown>, override: MarkupOverride): ReactNode {
  return renderElement(el, key, { ...propsOf(el), ...changes }, override);
}
