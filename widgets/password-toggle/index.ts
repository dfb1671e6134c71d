// Show/hide toggle for WooCommerce's password inputs, with an accessible name and pressed state.
import * as z from 'zod/mini';
import { defineWidget } from '../../src/runtime/types';
import { PASSWORD_INPUT_SELECTOR } from '../../adapters/woocommerce/notices';
import { t } from '../../src/i18n';
import { createPasswordToggle } from './password-toggle.connector';
import './password-toggle.css';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An eye (shown = false) or a struck-through eye (shown = true), drawn as DOM, not markup strings. */
function eyeIcon(doc: Document, struck: boolean): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const parts: Array<[string, Record<string, string>]> = [
    ['path', { d: 'M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12Z' }],
    ['circle', { cx: '12', cy: '12', r: '3.2' }],
  ];
  if (struck) parts.push(['path', { d: 'M3 21 21 3' }]);
  for (const [tag, attrs] of parts) {
    const el = doc.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    el.setAttribute('fill', 'none');
    el.setAttribute('stroke', 'currentColor');
    el.setAttribute('stroke-width', '1.8');
    el.setAttribute('stroke-linecap', 'round');
    svg.append(el);
  }
  return svg;
}

export const passwordToggleSchema = z.object({});

export const passwordToggle = defineWidget<z.infer<typeof passwordToggleSchema>>({
  name: 'password-toggle',
  kind: 'enhance',
  schema: passwordToggleSchema,
  markup: [{ selector: PASSWORD_INPUT_SELECTOR, read: () => ({}) }],
  enhance(_props, { element, signal }) {
    if (!(element instanceof HTMLInputElement)) throw new Error('mount point must be an <input>');
    // WooCommerce's markup: the input wrapped in span.password-input with the toggle after it;
    // themes style exactly these classes, so we keep them.
    let wrapper = element.parentElement;
    const created = !wrapper?.classList.contains('password-input');
    if (created || !wrapper) {
      wrapper = document.createElement('span');
      wrapper.className = 'password-input';
      // Moving a focused input drops its focus: this widget mounts on the shopper's first
      // interaction with the field, so keep the caret where the shopper put it.
      const focused = element.ownerDocument.activeElement === element;
      const { selectionStart, selectionEnd } = element;
      element.replaceWith(wrapper);
      wrapper.append(element);
      if (focused) {
        element.focus({ preventScroll: true });
        if (selectionStart !== null && selectionEnd !== null) element.setSelectionRange(selectionStart, selectionEnd);
      }
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'show-password-input vitrin-password-toggle';
    if (element.id) button.setAttribute('aria-controls', element.id);
    wrapper.append(button);

    const model = createPasswordToggle();
    const paint = () => {
      const shown = model.shown;
      element.type = shown ? 'text' : 'password';
      button.classList.toggle('display-password', shown);
      button.setAttribute('aria-pressed', String(shown));
      button.setAttribute('aria-label', t(shown ? 'common:password.hide' : 'common:password.show'));
      button.replaceChildren(eyeIcon(element.ownerDocument, shown));
    };
    paint();
    button.addEventListener(
      'click',
      () => {
        model.toggle();
        paint();
      },
      { signal },
    );
    return () => {
      button.remove();
      element.type = 'password';
      if (created && wrapper) wrapper.replaceWith(element);
    };
  },
});
