// Server strings from the chat settings, made safe. Names, labels and titles are plain text: any
// markup is dropped and only its text kept. The GDPR note and descriptions may carry simple
// formatting: a small allowlist of tags is rebuilt from scratch (no attribute survives except a
// checked href on links), everything else is dropped or unwrapped. Parsing happens in a
// <template>'s content, which is inert: it never runs scripts nor loads images or frames.
const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'select', 'title', 'head']);
const SIMPLE_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'small', 'a', 'ul', 'ol', 'li']);

function parse(html: string): DocumentFragment | null {
  if (typeof document === 'undefined') return null;
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function textOf(node: Node): string {
  if (node.nodeType === 3) return node.nodeValue ?? '';
  if (node.nodeType !== 1) return '';
  if (DROP_WITH_CONTENT.has((node as Element).localName)) return '';
  const sep = (node as Element).localName === 'br' ? ' ' : '';
  return sep + Array.from(node.childNodes, textOf).join('');
}

/** Plain text of a server string that may carry markup (entities decoded, tags and scripts gone). */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return value.trim();
  const body = parse(value);
  if (!body) return value.replace(/<[^>]*>/g, '').trim();
  return Array.from(body.childNodes, textOf).join('').replace(/\s+/g, ' ').trim();
}

function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (/^[/#?]/.test(value) && !value.startsWith('//')) return value;
  return null;
}

function rebuild(node: Node): string {
  if (node.nodeType === 3) return escapeHtml(node.nodeValue ?? '');
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const tag = el.localName;
  if (DROP_WITH_CONTENT.has(tag)) return '';
  const inner = Array.from(el.childNodes, rebuild).join('');
  if (!SIMPLE_TAGS.has(tag)) return inner;
  if (tag === 'br') return '<br>';
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href') ?? '');
    return href ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${inner}</a>` : inner;
  }
  return `<${tag}>${inner}</${tag}>`;
}

/** Simple formatting only (b, strong, i, em, u, br, p, span, small, lists, http/mailto/tel links). */
export function simpleHtml(value: string): string {
  if (!/[<&]/.test(value)) return escapeHtml(value);
  const body = parse(value);
  if (!body) return escapeHtml(value.replace(/<[^>]*>/g, ''));
  return Array.from(body.childNodes, rebuild).join('').trim();
}

/** An avatar URL we are willing to put in <img src>: http(s) or site-relative, else none. */
export function safeImageUrl(value: string): string {
  const v = value.trim();
  return /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//')) ? v : '';
}

/** A colour we are willing to put in a CSS custom property, else the fallback. */
export function safeColor(value: string, fallback: string): string {
  const v = value.trim();
  return /^#[0-9a-f]{3,8}$/i.test(v) || /^(rgb|rgba|hsl|hsla)\(\s*[\d.%,\s/]+\)$/i.test(v) || /^[a-z]{3,20}$/i.test(v) ? v : fallback;
}
