// DOM helpers the listing grid's parts share: an answer's HTML as nodes, its fragments applied,
// and the element id / listing type JetEngine sends with a lazy load.

export function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

export function applyFragments(fragments: Record<string, string>): void {
  for (const [selector, html] of Object.entries(fragments)) {
    try {
      for (const el of document.querySelectorAll(selector)) el.innerHTML = html;
    } catch {
      // A selector the page cannot parse: that fragment is skipped.
    }
  }
}

export function elementIdOf(el: HTMLElement): string | false {
  const widget = el.closest<HTMLElement>('.elementor-widget[data-id]')?.dataset.id;
  return widget ?? el.closest<HTMLElement>('[data-element-id]')?.dataset.elementId ?? false;
}

export function listingTypeOf(el: HTMLElement): string | false {
  if (el.closest('.elementor-widget[data-id]')) return 'elementor';
  return el.closest<HTMLElement>('[data-listing-type]')?.dataset.listingType ?? false;
}
