// Expanded wishlist mode: the group popup Woodmart's PHP prints (`.wd-popup-wishlist`), shown as an
// accessible modal dialog instead of magnific-popup. Resolves the chosen group id, a new group's
// name (the server creates it: woodmart_add_to_wishlist with group=<name>), or null when dismissed.
// Imported on the first group choice (it brings React): a React root created over the popup (it is
// hidden until then, so rendering it afresh from its markup data shows nothing different), each
// step committed with flushSync so the dialog and its focus are there at once.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
import { GroupPopup } from './GroupPopup';

const roots = new WeakMap<HTMLElement, { root: Root; markup: MarkupNode[]; opened: number }>();

export function openGroupPopup(popup: HTMLElement, opener: HTMLElement): Promise<string | null> {
  let entry = roots.get(popup);
  if (!entry) {
    entry = { root: createRoot(popup), markup: readMarkup(popup), opened: 0 };
    roots.set(popup, entry);
  }
  const { root, markup } = entry;
  // A fresh component per opening: the first list chosen, no name typed.
  const key = ++entry.opened;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: string | null) => {
      if (settled) return;
      settled = true;
      flushSync(() => root.render(<GroupPopup key={key} markup={markup} popup={popup} request={null} />));
      resolve(value);
    };
    flushSync(() => root.render(<GroupPopup key={key} markup={markup} popup={popup} request={{ opener, finish }} />));
  });
}
