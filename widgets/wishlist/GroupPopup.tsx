// Expanded wishlist mode's group popup as React renders it: the markup Woodmart's PHP prints
// (`.wd-popup-wishlist`: one `li[data-group-id]` per list plus `add_new`, a name input, the save
// link) drawn from state — the chosen list (`wd-current`, its radio), the new-list form
// (`wd-create-group`), the name and its error — as a modal dialog through the kit's useModal.
// The popup element is the root's container: its own attributes (role, name, Woodmart's open and
// create classes) are the one thing React cannot render, so they are set here by hand.
import { createElement, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './i18n';
import { t } from '../../src/i18n';
import { findAll, hasClass, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { propsOf, renderChildren, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { useModal } from '../../src/ui/useModal';

export const OPEN_CLASS = 'vitrin-popup-open';
const CREATE_CLASS = 'wd-create-group';

export interface GroupRequest {
  opener: HTMLElement;
  /** The chosen list's id, a new list's name, or null when dismissed. */
  finish(value: string | null): void;
}

export interface GroupPopupProps {
  markup: readonly MarkupNode[];
  popup: HTMLElement;
  /** Open while a button waits for the shopper's choice. */
  request: GroupRequest | null;
}

const groupIdOf = (el: MarkupElement) => el.attrs['data-group-id'] ?? '';

export function GroupPopup({ markup, popup, request }: GroupPopupProps) {
  const groups = findAll(markup, (el) => el.tag === 'li' && el.attrs['data-group-id'] !== undefined).map(groupIdOf);
  const firstList = groups.find((id) => id !== 'add_new');
  const [current, setCurrent] = useState(firstList ?? '');
  const [creating, setCreating] = useState(firstList === undefined);
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLElement>(popup);
  const dismissed = useRef(false);
  const open = request !== null;

  const finish = (value: string | null) => {
    dismissed.current = value === null;
    request?.finish(value);
  };
  const save = () => {
    const group = creating ? name.trim() : current;
    if (!group) {
      setInvalid(true);
      return;
    }
    finish(group);
  };

  // Hand DOM on the container (the mount point React renders into, not one of its nodes).
  useLayoutEffect(() => {
    popup.setAttribute('role', 'dialog');
    popup.setAttribute('aria-modal', 'true');
    popup.setAttribute('aria-label', t('wishlist:groupDialog'));
    popup.tabIndex = -1;
  }, [popup]);
  useLayoutEffect(() => {
    popup.classList.toggle(OPEN_CLASS, open);
    popup.classList.toggle(CREATE_CLASS, open && creating);
  }, [popup, open, creating]);
  useModal(container, {
    active: open,
    onEscape: () => finish(null),
    initialFocus: () => popup.querySelector<HTMLElement>('li.wd-current input') ?? nameInput.current,
    opener: request?.opener ?? null,
    // Focus goes back to the button only when the shopper dismissed the popup; a choice keeps the add going.
    restoreFocus: () => dismissed.current,
  });
  // The new-list form takes focus when the shopper asks for it.
  const askedToCreate = useRef(false);
  useEffect(() => {
    if (creating && askedToCreate.current) nameInput.current?.focus();
  }, [creating]);
  // A press outside the popup dismisses it, as magnific-popup's background click does.
  useEffect(() => {
    if (!open) return;
    const doc = popup.ownerDocument;
    const onDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !popup.contains(event.target)) request?.finish(null);
    };
    doc.addEventListener('mousedown', onDown);
    return () => doc.removeEventListener('mousedown', onDown);
  }, [open, popup, request]);

  const select = (id: string) => {
    if (id === 'add_new') {
      askedToCreate.current = true;
      setCreating(true);
    } else setCurrent(id);
  };

  const override: MarkupOverride = (el, key) => {
    const own = (props: Record<string, unknown>, children: ReactNode[] = renderChildren(el.children, override)) => createElement(el.tag, { ...propsOf(el), ...props, key }, ...children);
    if (el.tag === 'li' && el.attrs['data-group-id'] !== undefined) {
      const id = groupIdOf(el);
      const chosen = id === current && id !== 'add_new';
      const inItem: MarkupOverride = (child, k) =>
        child.tag === 'input' && child.attrs.type === 'radio'
          ? createElement('input', { ...propsOf(child), key: k, checked: chosen, onChange: () => select(id) })
          : child.children.length > 0
            ? createElement(child.tag, { ...propsOf(child), key: k }, ...renderChildren(child.children, inItem))
            : undefined;
      const classes = new Set((el.attrs.class ?? '').split(/\s+/).filter(Boolean));
      if (chosen) classes.add('wd-current');
      else classes.delete('wd-current');
      return own(
        {
          className: classes.size > 0 ? [...classes].join(' ') : undefined,
          onClick: (event: { target: EventTarget; preventDefault(): void }) => {
            if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
            select(id);
          },
        },
        renderChildren(el.children, inItem),
      );
    }
    if (hasClass(el, 'wd-wishlist-back-btn')) {
      return own({
        onClick: (event: { preventDefault(): void }) => {
          event.preventDefault();
          setCreating(false);
        },
      });
    }
    if (el.tag === 'input' && hasClass(el, 'wd-wishlist-group-name')) {
      // Controlled from state: a printed value gives way.
      const props = propsOf(el);
      delete props.defaultValue;
      return createElement('input', {
        ...props,
        key,
        ref: nameInput,
        value: name,
        onChange: (event: { currentTarget: HTMLInputElement }) => {
          setName(event.currentTarget.value);
          setInvalid(false);
        },
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          save();
        },
        'aria-label': el.attrs['aria-label'] ?? t('wishlist:groupNameLabel'),
        'aria-invalid': invalid ? true : undefined,
        placeholder: invalid ? t('wishlist:groupRequired') : el.attrs.placeholder,
      });
    }
    if (hasClass(el, 'wd-wishlist-save-btn')) {
      return own({
        role: 'button',
        onClick: (event: { preventDefault(): void }) => {
          event.preventDefault();
          save();
        },
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          save();
        },
      });
    }
    return undefined;
  };
  return <>{renderChildren(markup, override)}</>;
}
