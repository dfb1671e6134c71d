// The page side of the filters' SEO (spec §4 "SEO"; the wire in adapters/jet-smart-filters/seo.ts):
// after an answer that carries `seo`, the tab title, `<meta name="description">` and the elements
// the settings name show the filtered state's title and description, or the fallback when a value
// is empty; what each place showed as printed is kept, so an empty answer (remove-all) puts it back.
import type { FilterSettings, SeoValues } from './backend';

/**
 * What one place shows for an answer (the tab title, a heading, the meta description): the
 * returned value, else the configured fallback, else what that place showed as printed.
 */
export function seoText(returned: string, fallback: string | undefined, printed: string): string {
  if (returned.trim() !== '') return returned;
  return fallback !== undefined && fallback.trim() !== '' ? fallback : printed;
}

/** What each place showed before the first answer changed it (its nodes, so markup comes back too). */
const printed = new WeakMap<Node, string>();
const printedNodes = new WeakMap<Element, Node[]>();
let printedTitle: string | undefined;

function targets(selector: string): Element[] {
  if (!selector) return [];
  try {
    return Array.from(document.querySelectorAll(selector));
  } catch {
    return [];
  }
}

function setText(el: Element, value: string, fallback: string | undefined): void {
  if (!printed.has(el)) {
    printed.set(el, el.textContent ?? '');
    printedNodes.set(el, Array.from(el.childNodes, (n) => n.cloneNode(true)));
  }
  const own = printed.get(el) ?? '';
  const next = seoText(value, fallback, own);
  if (next === own && next !== el.textContent) {
    // Back to the page as printed (the server's markup, e.g. a description's paragraphs).
    el.replaceChildren(...(printedNodes.get(el) ?? []).map((n) => n.cloneNode(true)));
    return;
  }
  // The answer's values are text (the contract gives no HTML): never parsed as markup.
  if (el.textContent !== next) el.textContent = next;
}

/** Puts an answer's seo on the page; nothing when the answer has none (the plugin's SEO is off). */
export function showSeo(settings: FilterSettings, seo: SeoValues | undefined): void {
  if (!seo) return;
  const fallback = settings.seo?.fallback;
  printedTitle ??= document.title;
  const title = seoText(seo.title, fallback?.title, printedTitle);
  if (document.title !== title) document.title = title;
  for (const el of targets(settings.seo?.titleSelector ?? '')) setText(el, seo.title, fallback?.title);
  for (const meta of targets('meta[name="description"]')) {
    if (!printed.has(meta)) printed.set(meta, meta.getAttribute('content') ?? '');
    meta.setAttribute('content', seoText(seo.description, fallback?.description, printed.get(meta) ?? ''));
  }
  for (const el of targets(settings.seo?.descriptionSelector ?? '')) setText(el, seo.description, fallback?.description);
}

/** Tests: forget the printed title. */
export function resetSeo(): void {
  printedTitle = undefined;
}
