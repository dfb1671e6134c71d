// Show/hide toggle for WooCommerce's password fields: each password row a React root
// (PasswordField.tsx) drawing WooCommerce's `span.password-input` + `button.show-password-input`.
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import { PASSWORD_INPUT_IN_ROW, PASSWORD_ROW_SELECTOR } from '../../adapters/woocommerce/notices';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
import { PasswordField } from './PasswordField';
import './password-toggle.css';

export { PASSWORD_ROW_SELECTOR };

/** The row's password input (a direct child, or in the wrapper a theme printed), or null. */
export function passwordInputIn(row: Element): HTMLInputElement | null {
  return row.querySelector<HTMLInputElement>(PASSWORD_INPUT_IN_ROW);
}

// Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
const markupNode = z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node));
const caret = z.nullable(z.number());
export const passwordToggleSchema = z.object({
  markup: z.array(markupNode),
  live: z.object({ value: z.string(), focus: z.nullable(z.object({ start: caret, end: caret })) }),
});
type Props = z.infer<typeof passwordToggleSchema>;

function readRow(row: HTMLElement): Props {
  const input = passwordInputIn(row);
  // Read in the task that mounts the root: the shopper's text, focus and caret carry over.
  const focused = input !== null && row.ownerDocument.activeElement === input;
  return {
    markup: readMarkup(row),
    live: { value: input?.value ?? '', focus: focused && input ? { start: input.selectionStart, end: input.selectionEnd } : null },
  };
}

function View({ props }: ViewProps<Props>) {
  return <PasswordField markup={props.markup} live={props.live} />;
}

export const passwordToggle = defineWidget<Props>({
  name: 'password-toggle',
  kind: 'root',
  // Created, not hydrated: the wrapper and the button are new. It mounts as the shopper first
  // touches the row (interaction deferral), in one synchronous commit (no frame without the field).
  schema: passwordToggleSchema,
  markup: [{ selector: PASSWORD_ROW_SELECTOR, read: readRow }],
  View,
});
