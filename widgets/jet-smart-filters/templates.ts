// JetSmartFilters' client templates (JetSmartFilterSettings.templates): HTML with a `/% $value %/`
// slot. The slot is filled with escaped text: labels and values are never markup.
import { LABEL_MARKUP, sanitizeFragment } from '../../src/host/sanitize';
import { isElement, readMarkup, type MarkupNode } from '../../src/ui/markup';
const SLOT = /\/%\s*\$value\s*%\//g;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An element from a template with the text in its slot; the fallback markup when no template. */
export function fromTemplate(template: string | undefined, fallback: string, text: string): DocumentFragment {
  const html = (template ?? fallback).replace(SLOT, () => escapeHtml(text));
  // The templates are settings text: rebuilt by the shared allowlist (labels and icons), never
  // inserted as they are.
  return sanitizeFragment(document, html, LABEL_MARKUP);
}

/** Markup read from a template and its text, kept: the same chip or page link is drawn again on every render. */
const read = new Map<string, readonly MarkupNode[]>();
const KEPT = 200;

/** Stands for the slot while a template is read once for every text (a private-use character). */
const MARK = '\uE000';

/**
 * A template read once with a mark in its slot; null when the slot is not only text (inside an
 * attribute, where the allowlist judges the value: an href must be judged with the real text).
 */
const shapes = new Map<string, readonly MarkupNode[] | null>();

function shapeOf(html: string): readonly MarkupNode[] | null {
  const known = shapes.get(html);
  if (known !== undefined) return known;
  const nodes = readMarkup(fromTemplate(html, '', MARK));
  const inAttribute = (list: readonly MarkupNode[]): boolean =>
    list.some((node) => isElement(node) && (Object.values(node.attrs).some((value) => value.includes(MARK)) || inAttribute(node.children)));
  const shape = inAttribute(nodes) ? null : nodes;
  shapes.set(html, shape);
  return shape;
}

function fill(nodes: readonly MarkupNode[], text: string): MarkupNode[] {
  const out: MarkupNode[] = [];
  for (const node of nodes) {
    if (!isElement(node)) {
      const filled = node.split(MARK).join(text);
      if (filled) out.push(filled);
    } else out.push({ ...node, children: fill(node.children, text) });
  }
  return out;
}

/**
 * The same template as markup data for a React view: rebuilt by the same allowlist, then read as
 * the kit's sanitised markup (src/ui/markup), so `ServerMarkup` renders it as elements, never HTML.
 * Parsing and rebuilding take about a millisecond (issue 27: the active item's first render is on
 * the path of the click), so a template is read once with a mark in its slot and each text put in
 * its text nodes; the result is kept and shared (never changed by its readers).
 */
export function templateNodes(template: string | undefined, fallback: string, text: string): readonly MarkupNode[] {
  const html = template ?? fallback;
  const key = `${html}\u0000${text}`;
  const known = read.get(key);
  if (known) return known;
  const shape = shapeOf(html);
  const nodes = shape ? fill(shape, text) : readMarkup(fromTemplate(html, '', text));
  if (read.size >= KEPT) read.delete(read.keys().next().value ?? '');
  read.set(key, nodes);
  return nodes;
}
