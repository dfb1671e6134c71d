// The data-store buttons and counters as React roots (issue 34), one per mount point, over the shared
// store in src/state/data-stores.ts. Hydrated: each View reproduces the printed wrapper or counter
// node for node, then draws the store's truth before paint. Eager: a front store's truth is in this
// browser's storage, which only the script reads, so the buttons must say it at load (a button left
// for later would say "add" for a post already stored).
import { defineWidget, type PropsSchema, type ViewProps } from '../../src/runtime/types';
import { isElement, isMarkupData, readMarkup, type MarkupNode } from '../../src/ui/markup';
import { LABEL_MARKUP, sanitizeFragment } from '../../src/host/sanitize';
import type { StoreArgs } from '../../adapters/jet-engine/data-stores';
// Through the behaviour's module: its chunk is on the page already (see index.ts).
import { holdsStoreLink, readStoreArgs, STORE_BUTTON_SELECTORS, STORE_COUNT_SELECTOR } from '.';
import { DataStoreButton } from './DataStoreButton';
import { DataStoreCount } from './DataStoreCount';

// The props are checked by hand, as the zod objects did (roots.test.ts holds them to those schemas):
// a page with a store button loads no zod (issue 36). Markup data comes from readMarkup (sanitised
// as it is read); args from the adapter's own check.
type Issue = { path: PropertyKey[]; message: string };
const failed = (issue: Issue) => ({ success: false as const, error: { issues: [issue] } });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const LABELS = ['label', 'added_label', 'icon', 'added_icon'] as const;
type Labels = Partial<Record<(typeof LABELS)[number], MarkupNode[]>>;
interface ButtonProps {
  markup: MarkupNode[];
  args: StoreArgs;
  labels: Labels;
}
export const buttonSchema: PropsSchema<ButtonProps> = {
  safeParse(raw) {
    if (!isObject(raw)) return failed({ path: [], message: 'expected object' });
    const { markup, args, labels } = raw;
    if (!isMarkupData(markup)) return failed({ path: ['markup'], message: 'expected markup data' });
    if (typeof args !== 'object' || args === null || !('store' in args) || !('post_id' in args)) return failed({ path: ['args'], message: 'expected data-args' });
    if (!isObject(labels)) return failed({ path: ['labels'], message: 'expected object' });
    const read: Labels = {};
    for (const key of LABELS) {
      const value = labels[key];
      if (value === undefined) continue;
      if (!isMarkupData(value)) return failed({ path: ['labels', key], message: 'expected markup data' });
      read[key] = value;
    }
    return { success: true, data: { markup, args: args as StoreArgs, labels: read } };
  },
};

/** data-args' label/icon markup (PHP-rendered) rebuilt by the label allowlist, then read as markup data. */
function labelMarkup(html: string | undefined): MarkupNode[] | undefined {
  return html === undefined ? undefined : readMarkup(sanitizeFragment(document, html, LABEL_MARKUP));
}

function readButton(wrapper: HTMLElement): ButtonProps {
  const link = wrapper.children[0];
  const args = link && holdsStoreLink(wrapper) ? readStoreArgs(link) : null;
  if (!args) throw new Error('no store link with readable data-args');
  return {
    markup: readMarkup(wrapper),
    args,
    labels: { label: labelMarkup(args.label), added_label: labelMarkup(args.added_label), icon: labelMarkup(args.icon), added_icon: labelMarkup(args.added_icon) },
  };
}

function ButtonView({ props, element }: ViewProps<ButtonProps>) {
  return <DataStoreButton markup={props.markup} args={props.args} labels={props.labels} at={element} />;
}

export const dataStoreButton = defineWidget<ButtonProps>({
  name: 'data-store-button',
  kind: 'root',
  hydrate: true,
  defer: 'eager',
  schema: buttonSchema,
  markup: STORE_BUTTON_SELECTORS.map((selector) => ({ selector, read: readButton })),
  View: ButtonView,
});

interface CountProps {
  slug: string;
  markup: MarkupNode[];
}
export const countSchema: PropsSchema<CountProps> = {
  safeParse(raw) {
    if (!isObject(raw)) return failed({ path: [], message: 'expected object' });
    const { slug, markup } = raw;
    if (typeof slug !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(slug)) return failed({ path: ['slug'], message: 'expected a store slug' });
    if (!isMarkupData(markup)) return failed({ path: ['markup'], message: 'expected markup data' });
    return { success: true, data: { slug, markup } };
  },
};

function CountView({ props }: ViewProps<CountProps>) {
  return <DataStoreCount slug={props.slug} markup={props.markup} />;
}

export const dataStoreCount = defineWidget<CountProps>({
  name: 'data-store-count',
  kind: 'root',
  hydrate: true,
  defer: 'eager',
  schema: countSchema,
  // Its text only: a counter holding markup (a theme's icon) is drawn as printed too.
  markup: [{ selector: STORE_COUNT_SELECTOR, read: (el) => ({ slug: el.getAttribute('data-store') ?? '', markup: readMarkup(el).filter((n) => !isElement(n) || n.tag !== 'script') }) }],
  View: CountView,
});
