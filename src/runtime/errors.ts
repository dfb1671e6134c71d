// Coded console errors: site owners search for the code (README "Error codes").
export const ErrorCode = {
  /** Props JSON could not be parsed. */
  PropsJson: 'V010',
  /** The element carries no props where the widget needs some. */
  PropsMissing: 'V011',
  /** Props do not match the widget's schema. */
  PropsInvalid: 'V012',
  /** The plugin markup could not be read into props. */
  MarkupUnreadable: 'V013',
  /** data-vitrin names no known widget. */
  UnknownWidget: 'V014',
  /** The widget threw while rendering; its fallback markup is back. */
  RenderFailed: 'V020',
  /** A markup enhancement or page behaviour threw while starting. */
  EnhanceFailed: 'V021',
  /** A widget's markup selector is not valid in this browser (e.g. `:has()` where it is missing): that selector is skipped. */
  SelectorUnsupported: 'V015',
  /** A step between finding a mount point and mounting it threw: that one widget failed, its controls work as printed. */
  MountStepFailed: 'V022',
  /** A widget's or behaviour's code (its chunk) could not be loaded: missing, timeout or error. */
  ChunkFailed: 'V040',
  /** #vitrin-settings is not valid; defaults are used. */
  SettingsInvalid: 'V030',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** "props.attributes[2].value: expected string" from a zod issue list (first issue). */
export function describeIssue(issues: ReadonlyArray<Issue>, root: string): string {
  const first = issues[0];
  if (!first) return `${root}: invalid`;
  let path = root;
  for (const key of first.path) path += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  return `${path}: ${first.message}`;
}

export function describeElement(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
  return `<${el.tagName.toLowerCase()}${id}${cls}>`;
}

export function reportError(code: ErrorCodeValue, widget: string, el: Element | null, message: string, cause?: unknown): void {
  const where = el ? ` on ${describeElement(el)}` : '';
  if (cause === undefined) console.error(`[vitrin] ${code} ${widget}: ${message}${where}`);
  else console.error(`[vitrin] ${code} ${widget}: ${message}${where}`, cause);
}
