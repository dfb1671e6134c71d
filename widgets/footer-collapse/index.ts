// Woodmart's collapsible footer widgets (`.footer-sidebar .widget` with a `.widget-title`): at a
// window width of 575 px or less each title becomes a disclosure button (heading > button, the
// accordion pattern) that shows or hides the rest of its widget; wider, everything is shown and
// the titles are plain headings again. Classes as the theme names them: footer-widget-collapse,
// footer-widget-opened.
import * as z from 'zod/mini';
import { defineWidget } from '../../src/runtime/types';
import type { PageSettings } from '../../src/host/settings';
import { collapses, FOOTER_COLLAPSE_MAX, toggleOpened } from './footer-collapse.connector';
import './footer-collapse.css';

export const FOOTER_SELECTOR = '.footer-sidebar';

const schema = z.object({ enabled: z.boolean() });
type Props = z.infer<typeof schema>;
const themeSchema = z.object({ collapse_footer_widgets: z.optional(z.string()) });

function readFooter(_el: HTMLElement, settings: PageSettings): Props {
  const parsed = z.safeParse(themeSchema, settings.global('woodmart_settings'));
  // Woodmart's default is on; only an explicit "no" turns it off.
  return { enabled: !(parsed.success && parsed.data.collapse_footer_widgets === 'no') };
}

let uid = 0;

interface Part {
  widget: HTMLElement;
  title: HTMLElement;
  body: HTMLElement[];
  button: HTMLButtonElement | null;
}

export const footerCollapse = defineWidget<Props>({
  name: 'footer-collapse',
  kind: 'enhance',
  schema,
  markup: [{ selector: FOOTER_SELECTOR, read: readFooter }],
  enhance(props, { element, signal }) {
    const doc = element.ownerDocument;
    const query = doc.defaultView?.matchMedia(`(max-width: ${FOOTER_COLLAPSE_MAX}px)`);
    if (!props.enabled || !query) return;
    const parts: Part[] = [];
    for (const widget of element.querySelectorAll<HTMLElement>('.widget')) {
      const title = widget.querySelector<HTMLElement>(':scope > .widget-title');
      if (!title) continue;
      const body = Array.from(widget.children).filter((c): c is HTMLElement => c !== title && c instanceof HTMLElement);
      if (body.length > 0) parts.push({ widget, title, body, button: null });
    }
    let opened: ReadonlySet<number> = new Set();

    const paint = () => {
      const collapsed = collapses(props.enabled, query.matches ? FOOTER_COLLAPSE_MAX : Number.POSITIVE_INFINITY);
      parts.forEach((part, index) => {
        const open = !collapsed || opened.has(index);
        // The class stays at every width (the theme prints it; the CSS collapses only ≤ 575 px).
        part.widget.classList.add('footer-widget-collapse');
        part.widget.classList.toggle('footer-widget-opened', collapsed && open);
        part.body.forEach((el) => el.toggleAttribute('hidden', !open));
        if (collapsed && !part.button) {
          const button = doc.createElement('button');
          button.type = 'button';
          button.className = 'vitrin-footer-toggle';
          button.append(...Array.from(part.title.childNodes));
          const first = part.body[0];
          if (first && !first.id) first.id = `vitrin-footer-widget-${++uid}`;
          button.setAttribute('aria-controls', part.body.map((el) => el.id).filter(Boolean).join(' '));
          part.title.append(button);
          part.button = button;
        } else if (!collapsed && part.button) {
          part.title.append(...Array.from(part.button.childNodes));
          part.button.remove();
          part.button = null;
        }
        part.button?.setAttribute('aria-expanded', String(open));
      });
    };
    paint();

    element.addEventListener('click', (event) => {
      const index = parts.findIndex((p) => p.button !== null && event.target instanceof Node && p.button.contains(event.target));
      if (index < 0) return;
      opened = toggleOpened(opened, index);
      paint();
    }, { signal });
    query.addEventListener('change', paint, { signal });

    return () => {
      opened = new Set();
      for (const part of parts) {
        part.widget.classList.remove('footer-widget-opened');
        part.body.forEach((el) => el.removeAttribute('hidden'));
        if (part.button) {
          part.title.append(...Array.from(part.button.childNodes));
          part.button.remove();
        }
      }
    };
  },
});
