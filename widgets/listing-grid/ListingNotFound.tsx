// JetEngine's not-found line (`.jet-listing-not-found.jet-listing-grid__items`) as React draws it
// (issue 34): the printed text adopted by hydration, then — in the same commit, before paint — the
// Persian text where JetEngine printed its untranslated English default. The site's own message
// stays as printed. The container (the mount point) keeps the plugin's classes and data-nav.
import { useLayoutEffect, useState } from 'react';
import { type MarkupNode, textOf } from '../../src/ui/markup';
import { ServerMarkup } from '../../src/ui/ServerMarkup';

export interface ListingNotFoundProps {
  /** The element's children as printed. */
  markup: readonly MarkupNode[];
  /** JetEngine's default English text (the adapter's constant). */
  defaultText: string;
  /** What to say instead of it. */
  localisedText: string;
}

export function ListingNotFound({ markup, defaultText, localisedText }: ListingNotFoundProps) {
  const [live, setLive] = useState(false);
  useLayoutEffect(() => setLive(true), []);
  // The same tree either way: the printed text node is changed in place, not replaced.
  return <ServerMarkup nodes={live && textOf(markup).trim() === defaultText ? [localisedText] : markup} />;
}
