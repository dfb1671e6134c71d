// Show/hide toggle for WooCommerce's password inputs, with an accessible name and pressed state.
import * as z from 'zod/mini';
import { defineWidget } from '../../src/runtime/types';
import { PASSWORD_INPUT_SELECTOR } from '../../adapters/woocommerce/notices';
import { t } from '../../src/i18n';
import { createPasswordToggle } from './password-toggle.connector';

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
      element.replaceWith(wrapper);
      wrapper.append(element);
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'show-password-input';
    if (element.id) button.setAttribute('aria-controls', element.id);
    wrapper.append(button);

    const model = createPasswordToggle();
    const paint = () => {
      const shown = model.shown;
      element.type = shown ? 'text' : 'password';
      button.classList.toggle('display-password', shown);
      button.setAttribute('aria-pressed', String(shown));
      button.setAttribute('aria-label', t(shown ? 'common:password.hide' : 'common:password.show'));
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
