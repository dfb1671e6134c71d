// A WooCommerce password row (`p.form-row` with its label and password input) as React renders it:
// the row as printed, the input wrapped in `span.password-input` with the show/hide button after it
// (`button.show-password-input`, WooCommerce's own classes, so theme CSS applies) — named, pressed
// state, controlling the input. Created, not hydrated: the wrapper and the button are new nodes.
// Hand DOM, where React cannot: the root mounts on the shopper's first touch of the field, and the
// new input takes the focus, caret and text the printed one had (read as the root mounted).
import { createElement, useLayoutEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { t } from '../../src/i18n';
import { propsOf, renderChildren, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { hasClass, isElement, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { toggleLabelKey, togglePassword } from './password-toggle.connector';

/** What the printed input held when the root mounted: the shopper may already be typing in it. */
export interface LiveField {
  value: string;
  /** Where the caret was, when the field had focus; null when it had not. */
  focus: { start: number | null; end: number | null } | null;
}

export interface PasswordFieldProps {
  /** The row's children as the page showed them. */
  markup: readonly MarkupNode[];
  live: LiveField;
}

const isPassword = (node: MarkupNode): node is MarkupElement => isElement(node) && node.tag === 'input' && node.attrs.type?.toLowerCase() === 'password';
const isWrapper = (node: MarkupNode): node is MarkupElement => isElement(node) && node.tag === 'span' && hasClass(node, 'password-input');

/** The row's password input: a direct child, or inside the `span.password-input` a theme printed. */
export function passwordInputOf(markup: readonly MarkupNode[]): { input: MarkupElement; wrapper: MarkupElement | null } | null {
  for (const node of markup) {
    if (isPassword(node)) return { input: node, wrapper: null };
    if (isWrapper(node)) {
      const input = node.children.find(isPassword);
      if (input) return { input, wrapper: node };
    }
  }
  return null;
}

function EyeIcon({ struck }: { struck: boolean }) {
  const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round' as const };
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12Z" {...stroke} />
      <circle cx="12" cy="12" r="3.2" {...stroke} />
      {struck ? <path d="M3 21 21 3" {...stroke} /> : null}
    </svg>
  );
}

export function PasswordField({ markup, live }: PasswordFieldProps) {
  const [shown, toggle] = useReducer(togglePassword, false);
  const field = useMemo(() => passwordInputOf(markup), [markup]);
  const inputRef = useRef<HTMLInputElement>(null);

  // Once, in the mount's own commit: the focus and caret the printed input had.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !live.focus) return;
    input.focus({ preventScroll: true });
    const { start, end } = live.focus;
    if (start !== null && end !== null) input.setSelectionRange(start, end);
  }, []);

  if (!field) return <>{renderChildren(markup)}</>;
  const { input, wrapper } = field;
  const inputId = input.attrs.id;

  const renderInput = (key: number): ReactNode =>
    createElement('input', { ...propsOf(input), key, ref: inputRef, type: shown ? 'text' : 'password', defaultValue: live.value });
  const button = (
    <button
      key="vitrin-toggle"
      type="button"
      className={`show-password-input vitrin-password-toggle${shown ? ' display-password' : ''}`}
      aria-pressed={shown}
      aria-label={t(toggleLabelKey(shown))}
      aria-controls={inputId}
      onClick={toggle}
    >
      <EyeIcon struck={shown} />
    </button>
  );

  const override: MarkupOverride = (el, key) => {
    if (wrapper && el === wrapper) {
      // A button a theme printed for WooCommerce's script is replaced by ours (one toggle).
      const children = el.children.filter((c) => !(isElement(c) && hasClass(c, 'show-password-input')));
      return createElement('span', { ...propsOf(el), key }, ...renderChildren(children, (child, k) => (child === input ? renderInput(k) : undefined)), button);
    }
    if (!wrapper && el === input) {
      return (
        <span key={key} className="password-input">
          {renderInput(0)}
          {button}
        </span>
      );
    }
    return undefined;
  };
  return <>{renderChildren(markup, override)}</>;
}
