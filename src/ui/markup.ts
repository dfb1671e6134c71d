// Server markup as plain data, so React can render exactly the elements, attributes and text a
// plugin's PHP printed (its CSS and other scripts' selectors keep holding) and adopt them by
// hydration. Reading is also the sanitising step: what is not kept here can never be rendered —
// no script or other active element, no inline handler, no javascript: address. No React here:
// the stores keep these trees (`src/state` may not import React).

export interface MarkupElement {
  tag: string;
  /** Attribute name → value, as the server printed them (lower-case names, SVG's own casing). */
  attrs: Readonly<Record<string, string>>;
  children: readonly MarkupNode[];
}
/** A text node, or an element. Comments are dropped (React skips them when it hydrates). */
export type MarkupNode = string | MarkupElement;

/** Elements that run code or load other documents: never rendered from server markup. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'link', 'meta', 'base', 'frame', 'frameset', 'noscript']);
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background']);

function safeAttr(name: string, value: string): boolean {
  if (name.startsWith('on')) return false;
  // Browsers ignore control characters and spaces before the scheme: so does this check.
  if (!URL_ATTRS.has(name)) return true;
  let start = 0;
  while (start < value.length && value.charCodeAt(start) <= 32) start++;
  const address = value.slice(start).toLowerCase();
  if (address.startsWith('data:image/')) return true;
  return !/^(javascript|vbscript|data):/.test(address.replace(/[\t\n\r]/g, ''));
}

/** The children of `parent` as markup data, sanitised. */
export function readMarkup(parent: ParentNode): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === 3) {
      const text = node.textContent ?? '';
      if (text) nodes.push(text);
    } else if (node.nodeType === 1) {
      const el = node as Element;
      const tag = el.localName;
      if (DROPPED.has(tag)) continue;
      const attrs: Record<string, string> = {};
      for (const attr of Array.from(el.attributes)) if (safeAttr(attr.name.toLowerCase(), attr.value)) attrs[attr.name] = attr.value;
      nodes.push({ tag, attrs, children: readMarkup(el) });
    }
  }
  return nodes;
}

/** Parses an HTML string (a fragment's markup) in an inert template: nothing loads or runs. */
export function parseMarkup(html: string, doc: Document = document): MarkupNode[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return readMarkup(template.content);
}

/**
 * Markup data as a root's props carry it (readMarkup's result; what the roots' zod schemas took as
 * z.array(z.custom(string | {tag}))): a props check by hand needs no zod at load (issue 36).
 */
export function isMarkupData(value: unknown): value is MarkupNode[] {
  return Array.isArray(value) && value.every((node: unknown) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node));
}

export function isElement(node: MarkupNode): node is MarkupElement {
  return typeof node !== 'string';
}

export function hasClass(node: MarkupNode, name: string): boolean {
  return isElement(node) && (node.attrs.class ?? '').split(/\s+/).includes(name);
}

/** Depth-first search. */
export function findAll(nodes: readonly MarkupNode[], test: (el: MarkupElement) => boolean, into: MarkupElement[] = []): MarkupElement[] {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) into.push(node);
    findAll(node.children, test, into);
  }
  return into;
}

export function textOf(nodes: readonly MarkupNode[]): string {
  return nodes.map((node) => (isElement(node) ? textOf(node.children) : node)).join('');
}
