// Woodmart's wishlist button (`.wd-wishlist-btn` with its link) as React renders it: the markup the
// theme printed, adopted by hydration, then drawn from the shared wishlist signals — `added` and the
// added text once the product is in the wishlist (from any button, any tab's cookie, the server),
// `loading` with aria-busy while an add for it runs. The clicks stay with the wishlist behaviour
// (index.ts), which writes those signals.
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { wishlistBusy, wishlistIds } from '../../src/state/wishlist';
import { isElement, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { propsOf, renderChildren, ServerMarkup, type MarkupOverride } from '../../src/ui/ServerMarkup';

export interface WishlistButtonProps {
  /** The wrapper's own children as the page showed them when it mounted. */
  markup: readonly MarkupNode[];
}

function productIdOf(link: MarkupElement): number | null {
  const raw = link.attrs['data-product-id'] ?? '';
  return /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}

/** The added text replaces the label (inside its span when there is one), as Woodmart's script does. */
function withAddedText(children: readonly MarkupNode[], text: string): MarkupNode[] {
  const span = children.findIndex((node) => isElement(node) && node.tag === 'span');
  if (span < 0) return [text];
  return children.map((node, i) => (i === span && isElement(node) ? { ...node, children: [text] } : node));
}

export function WishlistButton({ markup }: WishlistButtonProps) {
  useSignals();
  // The first render is the page's own markup (hydration); the signals take over after it.
  const [atMount] = useState(() => ({ ids: wishlistIds.peek(), busy: wishlistBusy.peek() }));
  const ids = wishlistIds.value;
  const busy = wishlistBusy.value;
  const fresh = ids !== atMount.ids || busy !== atMount.busy;

  const link: MarkupOverride = (el, index) => {
    if (!fresh || el.tag !== 'a') return undefined;
    const id = productIdOf(el);
    if (id === null) return undefined;
    const { className, role, ...props } = propsOf(el);
    const classes = new Set(String(className ?? '').split(/\s+/).filter(Boolean));
    const added = ids.has(id) || classes.has('added');
    const loading = busy.has(id);
    if (added) classes.add('added');
    classes.delete('loading');
    if (loading) classes.add('loading');
    const addedText = el.attrs['data-added-text'];
    const children = added && addedText ? withAddedText(el.children, addedText) : el.children;
    return (
      // Not yet added, the link acts as a button (Space presses it); added, it is a plain link to the wishlist page.
      <a key={index} {...props} className={[...classes].join(' ')} role={added ? undefined : (role as string | undefined) ?? 'button'} aria-busy={loading ? true : undefined}>
        {renderChildren(children)}
      </a>
    );
  };
  return <ServerMarkup nodes={markup} override={link} />;
}
