// JetSmartFilters' client templates (JetSmartFilterSettings.templates): HTML with a `/% $value %/`
// slot. The slot is filled with escaped text: labels and values are never markup.
import { LABEL_MARKUP, sanitizeFragment } from '../../src/host/sanitize';
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
