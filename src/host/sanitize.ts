// The one way server or settings text becomes markup: an allowlist rebuild. The text is parsed in a
// <template> (inert: nothing runs, nothing loads), then copied node by node into fresh elements,
// keeping only the tags and attributes the profile names; URLs are kept only when the URL parser
// (the browser's own, so `java&#9;script:` and friends are seen as the browser would see them)
// says http(s), mailto or tel, or same-page. Anything else is dropped with its content (scripts,
// styles, frames) or unwrapped (its text kept). `<meta http-equiv>`, `<base>`, `<link>`, forms and
// event handlers never survive because nothing outside the list does.
//
// Why our own and not DOMPurify: these inputs are short labels, icons and notes whose allowed
// markup is a few tags; rebuilding from an allowlist is ~2 KB and cannot drift into a denylist, and
// the rebuilt nodes are never re-serialised and re-parsed (no mutation XSS) unless a string is asked for.

const SVG_NS = 'http://www.w3.org/2000/svg';

export interface SanitizeProfile {
  /** Tags kept (HTML lower case; SVG as written, e.g. `linearGradient`). */
  tags: ReadonlySet<string>;
  /** Attributes kept on any kept tag (besides the URL attributes below). */
  attributes: ReadonlySet<string>;
  /** `aria-*` attributes kept. */
  aria?: boolean;
  /** Links keep a checked href; `external` also opens them in a new tab without an opener. */
  links?: 'same-tab' | 'external';
  /** Images keep a checked http(s) or site-relative src. */
  images?: boolean;
}

/** Dropped with everything inside: their content is not text a shopper should see. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'math', 'textarea', 'select', 'title', 'head', 'xmp', 'noembed', 'noframes', 'plaintext', 'foreignObject']);

/** Simple formatting: settings notes and descriptions (the chat's GDPR note, intro). */
export const TEXT_FORMAT: SanitizeProfile = {
  tags: new Set(['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'small', 'a', 'ul', 'ol', 'li']),
  attributes: new Set(),
  links: 'external',
};

const SVG_TAGS = ['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'defs', 'linearGradient', 'radialGradient', 'stop', 'symbol', 'use'];
const SVG_ATTRIBUTES = [
  'viewBox', 'xmlns', 'width', 'height', 'd', 'fill', 'fill-rule', 'clip-rule', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin',
  'stroke-opacity', 'opacity', 'transform', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'points', 'offset', 'stop-color',
  'gradientUnits', 'gradientTransform', 'preserveAspectRatio', 'focusable',
];

/** Labels and icons a plugin's PHP rendered (JetEngine's data-store buttons): classes, icon fonts, inline SVG. */
export const LABEL_MARKUP: SanitizeProfile = {
  tags: new Set(['span', 'div', 'i', 'b', 'strong', 'em', 'small', 'br', 'img', ...SVG_TAGS]),
  attributes: new Set(['class', 'title', 'alt', 'role', 'width', 'height', ...SVG_ATTRIBUTES]),
  aria: true,
  images: true,
};

/** Prices, stock and descriptions from WooCommerce's JSON (wc_price, wc_get_stock_html, wpautop). */
export const RICH_TEXT: SanitizeProfile = {
  tags: new Set(['p', 'br', 'span', 'div', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'bdi', 'bdo', 'small', 'sub', 'sup', 'mark', 'abbr', 'a', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td']),
  attributes: new Set(['class', 'title', 'alt', 'dir', 'lang', 'width', 'height', 'colspan', 'rowspan']),
  aria: true,
  links: 'same-tab',
  images: true,
};

/**
 * A URL we are willing to put in href (`link`) or src (`image`), else null. Judged after the URL
 * parser has read it, as the browser will: tabs and newlines inside the scheme, entities and
 * leading spaces do not hide `javascript:`.
 */
export function safeUrl(value: string, kind: 'link' | 'image'): string | null {
  const text = value.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, typeof document !== 'undefined' ? document.baseURI : 'http://localhost/');
  } catch {
    return null;
  }
  const allowed = kind === 'image' ? ['http:', 'https:'] : ['http:', 'https:', 'mailto:', 'tel:'];
  return allowed.includes(url.protocol) ? text : null;
}

function parse(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function copyAttributes(from: Element, to: Element, profile: SanitizeProfile): void {
  const tag = from.localName;
  for (const attr of Array.from(from.attributes)) {
    const name = attr.name;
    if (profile.attributes.has(name) || (profile.aria && /^aria-[a-z]+$/.test(name))) {
      to.setAttribute(name, attr.value);
    }
  }
  if (tag === 'a' && profile.links) {
    const href = safeUrl(from.getAttribute('href') ?? '', 'link');
    if (href !== null) {
      to.setAttribute('href', href);
      if (profile.links === 'external') {
        to.setAttribute('target', '_blank');
        to.setAttribute('rel', 'noopener noreferrer');
      }
    }
  }
  if (tag === 'img' && profile.images) {
    const src = safeUrl(from.getAttribute('src') ?? '', 'image');
    if (src !== null) to.setAttribute('src', src);
  }
  // An SVG <use> may only point inside the page (an outside sprite could be any document).
  if (tag === 'use') {
    const href = from.getAttribute('href') ?? from.getAttribute('xlink:href') ?? '';
    if (/^#[\w-]+$/.test(href)) to.setAttribute('href', href);
  }
}

function rebuild(doc: Document, node: Node, profile: SanitizeProfile, out: Node): void {
  if (node.nodeType === 3) {
    out.appendChild(doc.createTextNode(node.nodeValue ?? ''));
    return;
  }
  if (node.nodeType !== 1) return;
  const el = node as Element;
  const tag = el.localName;
  if (DROP_WITH_CONTENT.has(tag)) return;
  const svg = el.namespaceURI === SVG_NS;
  // An <a> without the links option, or an <img> without images, is unwrapped like any other.
  // A link whose href is refused is unwrapped too (a dead <a> would still look like a link).
  const kept = profile.tags.has(tag)
    && (tag !== 'a' || (profile.links !== undefined && safeUrl(el.getAttribute('href') ?? '', 'link') !== null))
    && (tag !== 'img' || profile.images === true);
  // HTML names inside SVG (and SVG names outside it) are not what they seem: never kept as such.
  const sameKind = svg === SVG_TAGS.includes(tag);
  let target: Node = out;
  if (kept && sameKind) {
    const copy = svg ? doc.createElementNS(SVG_NS, tag) : doc.createElement(tag);
    copyAttributes(el, copy, profile);
    out.appendChild(copy);
    target = copy;
  }
  for (const child of Array.from(el.childNodes)) rebuild(doc, child, profile, target);
}

/** `html` rebuilt as nodes of `doc` under the profile's allowlist. */
export function sanitizeFragment(doc: Document, html: string, profile: SanitizeProfile): DocumentFragment {
  const out = doc.createDocumentFragment();
  if (!/[<&]/.test(html)) {
    if (html) out.appendChild(doc.createTextNode(html));
    return out;
  }
  for (const node of Array.from(parse(doc, html).childNodes)) rebuild(doc, node, profile, out);
  return out;
}

/** The same as markup text (for a React `dangerouslySetInnerHTML`): serialised from the rebuilt nodes. */
export function sanitizeHtml(html: string, profile: SanitizeProfile, doc: Document = document): string {
  const holder = doc.createElement('div');
  holder.appendChild(sanitizeFragment(doc, html, profile));
  return holder.innerHTML.trim();
}

function textOf(node: Node): string {
  if (node.nodeType === 3) return node.nodeValue ?? '';
  if (node.nodeType !== 1) return '';
  const tag = (node as Element).localName;
  // A drawing is not text either.
  if (DROP_WITH_CONTENT.has(tag) || tag === 'svg') return '';
  return (tag === 'br' ? ' ' : '') + Array.from(node.childNodes, textOf).join('');
}

/** Plain text of a server string that may carry markup (entities decoded, tags and scripts gone). */
export function plainText(value: string, doc: Document = document): string {
  if (!/[<&]/.test(value)) return value.trim();
  return Array.from(parse(doc, value).childNodes, textOf).join('').replace(/\s+/g, ' ').trim();
}
