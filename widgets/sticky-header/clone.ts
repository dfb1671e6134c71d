// Woodmart's clone sticky mode (headerBuilder.js, contracts.md §3.3): the header's pieces are
// copied into `woodmart_settings.whb_header_clone` — each `<%selector%>` becomes the first match's
// markup in the header (or the template data: cloneClass, wrapperClasses) — and the copy, inserted
// after the header, is what sticks. Beyond the original: while hidden the copy is inert and out of
// the accessibility tree (it repeats the header's landmarks and links), and it carries no ids.
import type { PageSettings } from '../../src/host/settings';
import { makeInert, releaseInert } from '../../src/host/inert';

/** woodmart_settings.whb_header_clone when it is a non-empty string (checked by hand: no zod at load, issue 36). */
export function readCloneTemplate(settings: PageSettings): string | null {
  const global = settings.global('woodmart_settings');
  if (typeof global !== 'object' || global === null || Array.isArray(global)) return null;
  const template = (global as Record<string, unknown>).whb_header_clone;
  return typeof template === 'string' && template.length > 0 ? template : null;
}

function firstMatch(root: HTMLElement, selector: string): Element | null {
  try {
    return root.querySelector(selector);
  } catch {
    // A selector the browser cannot parse fills in nothing, as jQuery's find would find nothing.
    return null;
  }
}

/** The clone element (not yet in the page), or null when the template yields none. */
export function buildClone(header: HTMLElement, template: string, hideOnScroll: boolean): HTMLElement | null {
  const data: Record<string, string> = {
    cloneClass: header.querySelector('.whb-general-header')?.getAttribute('class') ?? '',
    wrapperClasses: hideOnScroll ? 'whb-hide-on-scroll' : '',
  };
  // Template and header are the theme's own server markup.
  const html = template.replace(/<%([^%>]+)?%>/g, (_match, selector: string | undefined) => {
    if (!selector) return '';
    const found = firstMatch(header, selector);
    return found ? found.outerHTML : data[selector] ?? '';
  });
  const holder = header.ownerDocument.createElement('template');
  holder.innerHTML = html.trim();
  const clone = holder.content.firstElementChild;
  if (!(clone instanceof HTMLElement)) return null;
  for (const el of clone.querySelectorAll('[id]')) el.removeAttribute('id');
  for (const row of clone.querySelectorAll('.whb-row')) {
    row.classList.remove('whb-flex-equal-sides');
    row.classList.add('whb-flex-flex-middle');
  }
  return clone;
}

/** Shown (stuck) or hidden: hidden means inert and not announced. */
export function showClone(clone: HTMLElement, shown: boolean): void {
  if (shown) {
    releaseInert(clone);
    clone.removeAttribute('aria-hidden');
  } else {
    makeInert(clone);
    clone.setAttribute('aria-hidden', 'true');
  }
}
