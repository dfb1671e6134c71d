// JetSmartFilters' client templates (JetSmartFilterSettings.templates): HTML with a `/% $value %/`
// slot. The slot is filled with escaped text: labels and values are never markup.
import { LABEL_MARKUP, sanitizeFragment } from '../../src/host/sanitize';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
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

/**
 * The same template as markup data for a React view: rebuilt by the same allowlist, then read as
 * the kit's sanitised markup (src/ui/markup), so `ServerMarkup` renders it as elements, never HTML.
 */
export function templateNodes(template: string | undefined, fallback: string, text: string): MarkupNode[] {
  return readMarkup(fromTemplate(template, fallback, text));
}
