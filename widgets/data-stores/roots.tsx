// The data-store buttons and counters as React roots (issue 34), one per mount point, over the shared
// store in src/state/data-stores.ts. Hydrated: each View reproduces the printed wrapper or counter
// node for node, then draws the store's truth before paint. Eager: a front store's truth is in this
// browser's storage, which only the script reads, so the buttons must say it at load (a button left
// for later would say "add" for a post already stored).
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import { isElement, readMarkup, type MarkupNode } from '../../src/ui/markup';
import { LABEL_MARKUP, sanitizeFragment } from '../../src/host/sanitize';
import type { StoreArgs } from '../../adapters/jet-engine/data-stores';
// Through the behaviour's module: its chunk is on the page already (see index.ts).
import { holdsStoreLink, readStoreArgs, STORE_BUTTON_SELECTORS, STORE_COUNT_SELECTOR } from '.';
import { DataStoreButton } from './DataStoreButton';
import { DataStoreCount } from './DataStoreCount';

const markupSchema = z.array(z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node)));
// Markup data comes from readMarkup (sanitised as it is read); args from the adapter's own zod schema.
const buttonSchema = z.object({
  markup: markupSchema,
  args: z.custom<StoreArgs>((v) => typeof v === 'object' && v !== null && 'store' in v && 'post_id' in v),
  labels: z.object({ label: z.optional(markupSchema), added_label: z.optional(markupSchema), icon: z.optional(markupSchema), added_icon: z.optional(markupSchema) }),
});
type ButtonProps = z.infer<typeof buttonSchema>;

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

const countSchema = z.object({ slug: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)), markup: markupSchema });
type CountProps = z.infer<typeof countSchema>;

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
