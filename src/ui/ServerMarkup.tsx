// Renders markup data (src/ui/markup.ts) as React elements: the same tags, attributes and text the
// server printed, so hydrating over that markup adopts it node for node and a later render of new
// server markup only changes what changed (focus and images stay). `override` lets a widget take
// over one element (a cart row with its busy state) and render it itself.
import { createElement, Fragment, type ReactNode } from 'react';
import { isElement, type MarkupElement, type MarkupNode } from './markup';

/** HTML attributes whose React prop name differs by more than the hyphen rule. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
  contenteditable: 'contentEditable',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  enctype: 'encType',
  novalidate: 'noValidate',
  formnovalidate: 'formNoValidate',
  datetime: 'dateTime',
  usemap: 'useMap',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  playsinline: 'playsInline',
  allowfullscreen: 'allowFullScreen',
  'xlink:href': 'xlinkHref',
};
const BOOLEAN = new Set(['disabled', 'checked', 'selected', 'readonly', 'required', 'hidden', 'multiple', 'autofocus', 'novalidate', 'formnovalidate', 'open', 'inert', 'loop', 'muted', 'controls', 'autoplay', 'playsinline', 'reversed', 'default', 'allowfullscreen', 'itemscope']);
/**
 * Where React wants hyphenated attributes camel-cased: SVG presentation attributes (stroke-width →
 * strokeWidth) and two HTML ones. Anywhere else a hyphenated name is a custom attribute (JetSmartFilters
 * prints a bare `min-range` on the range inputs) and is rendered as printed: camel-cased it would be
 * an unknown prop, warned about and written under another name.
 */
const SVG_TAGS = new Set(['svg', 'path', 'g', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse', 'use', 'symbol', 'defs', 'lineargradient', 'radialgradient', 'stop', 'text', 'tspan', 'mask', 'clippath', 'pattern', 'image', 'marker', 'filter']);
const CAMEL_HTML = new Set(['accept-charset', 'http-equiv']);
const VOID = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** `a: b; c-d: e` → { a: 'b', cD: 'e' } (custom properties keep their name). */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 1) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (name && value) style[name.startsWith('--') ? name : camel(name.toLowerCase())] = value;
  }
  return style;
}

// Markup data is read once and never changed (markup.ts): what is derived from an element is kept
// with it. A widget re-rendering its server markup (a swatch press, a cart row) then neither parses
// its attributes again nor hands React new elements for the parts that cannot change, which React
// skips without diffing them (issue 34: this was a third of a swatch press's script time).
const propsCache = new WeakMap<MarkupElement, Readonly<Record<string, unknown>>>();
const elementCache = new WeakMap<MarkupElement, { key: number; element: ReactNode }>();

/**
 * React props for an element's attributes (values as printed; booleans as React wants them). A
 * fresh object each call (callers take props out of it); its `style` object is shared, read-only.
 */
export function propsOf(el: MarkupElement): Record<string, unknown> {
  let props = propsCache.get(el);
  if (!props) {
    props = readProps(el);
    propsCache.set(el, props);
  }
  return { ...props };
}

function readProps(el: MarkupElement): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(el.attrs)) {
    const lower = name.toLowerCase();
    if (lower === 'style') props.style = styleObject(value);
    else if (BOOLEAN.has(lower)) {
      // Form state is the shopper's once rendered: React's uncontrolled defaults.
      if (lower === 'checked' && el.tag === 'input') props.defaultChecked = true;
      else props[PROP_NAMES[lower] ?? lower] = true;
    } else if (lower === 'value' && (el.tag === 'input' || el.tag === 'select' || el.tag === 'textarea')) props.defaultValue = value;
    else if (lower.startsWith('data-') || lower.startsWith('aria-')) props[lower] = value;
    else if (PROP_NAMES[lower]) props[PROP_NAMES[lower]] = value;
    else if ((name.includes('-') || name.includes(':')) && (SVG_TAGS.has(el.tag.toLowerCase()) || CAMEL_HTML.has(lower))) props[camel(name.replace(':', '-'))] = value;
    else props[name] = value;
  }
  return props;
}

export type MarkupOverride = (el: MarkupElement, key: number) => ReactNode | undefined;

export function renderNode(node: MarkupNode, key: number, override?: MarkupOverride): ReactNode {
  if (!isElement(node)) return node;
  if (override) {
    const own = override(node, key);
    if (own !== undefined) return own;
    return createNode(node, key, override);
  }
  // No override below: the subtree is the printed markup, the same each render.
  const cached = elementCache.get(node);
  if (cached?.key === key) return cached.element;
  const element = createNode(node, key, undefined);
  elementCache.set(node, { key, element });
  return element;
}

function createNode(node: MarkupElement, key: number, override: MarkupOverride | undefined): ReactNode {
  return renderElement(node, key, propsOf(node), override);
}

/**
 * A printed element drawn with `props` (its printed ones, changed as the caller needs), its children
 * drawn with `override` and passed one by one, as this module draws every printed element. A widget
 * that takes over an element once live draws it through here: the same element shape as the
 * hydrating render, so React keeps the nodes it adopted (a lone text child, a button's label, stays
 * the same text node; as an array it would be replaced).
 */
export function renderElement(el: MarkupElement, key: number | undefined, props: Record<string, unknown>, override?: MarkupOverride): ReactNode {
  const withKey = { ...props, key };
  if (VOID.has(el.tag)) return createElement(el.tag, withKey);
  return createElement(el.tag, withKey, ...renderChildren(el.children, override));
}

export function renderChildren(nodes: readonly MarkupNode[], override?: MarkupOverride): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, override));
}

/** Server markup (already read and sanitised) as React output. */
export function ServerMarkup({ nodes, override }: { nodes: readonly MarkupNode[]; override?: MarkupOverride }) {
  return createElement(Fragment, null, ...renderChildren(nodes, override));
}
