// Woodmart's collapsible footer widgets (`collapse_footer_widgets`): at ≤ 575 px each
// `.footer-widget-collapse` shows only its title until opened. vitrin.css hides the content from
// the first paint (Woodmart prints the class only when the option is on), so nothing moves when
// this runs; the script makes each title a disclosure button (heading kept) that opens its widget.
import { defineWidget } from '../../src/runtime/types';
import './footer-collapse.css';

const MOBILE = '(max-width: 575px)';
const OPENED = 'footer-widget-opened';

export const footerCollapse = defineWidget<Record<string, never>>({
  name: 'footer-collapse',
  kind: 'enhance',
  schema: { safeParse: () => ({ success: true, data: {} }) },
  markup: [{ selector: '.footer-widget-collapse', read: () => ({}) }],
  enhance(_props, { element, signal }) {
    const title = element.querySelector<HTMLElement>(':scope > .widget-title');
    const view = element.ownerDocument.defaultView;
    if (!title || !view) return;
    const doc = element.ownerDocument;
    const content = Array.from(element.children).filter((c): c is HTMLElement => c instanceof HTMLElement && c !== title);
    const id = content[0]?.id || `vitrin-footer-${Math.random().toString(36).slice(2, 8)}`;
    const contentHadId = Boolean(content[0]?.id);
    if (content[0] && !contentHadId) content[0].id = id;
    let button: HTMLButtonElement | null = null;

    const sync = () => {
      const mobile = view.matchMedia(MOBILE).matches;
      if (mobile && !button) {
        button = doc.createElement('button');
        button.type = 'button';
        button.className = 'vitrin-footer-toggle';
        button.setAttribute('aria-controls', id);
        button.append(...Array.from(title.childNodes));
        title.append(button);
        button.addEventListener('click', () => {
          const open = !element.classList.contains(OPENED);
          element.classList.toggle(OPENED, open);
          button?.setAttribute('aria-expanded', String(open));
        });
      } else if (!mobile && button) {
        title.append(...Array.from(button.childNodes));
        button.remove();
        button = null;
      }
      button?.setAttribute('aria-expanded', String(element.classList.contains(OPENED)));
    };
    sync();
    view.matchMedia(MOBILE).addEventListener('change', sync, { signal });

    return () => {
      if (button) {
        title.append(...Array.from(button.childNodes));
        button.remove();
      }
      element.classList.remove(OPENED);
      if (content[0] && !contentHadId) content[0].removeAttribute('id');
    };
  },
});
