// A store counter (`span.jet-engine-data-store-count[data-store]`) as React draws it (issue 34): the
// printed number adopted by hydration, then the shared store's count for that slug in Persian digits
// (every counter of the store agrees: the header's, the page's).
import { useLayoutEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
// Through the behaviour's module: its chunk is on the page already (see index.ts).
import { storeCounts } from '.';
import type { MarkupNode } from '../../src/ui/markup';
import { ServerMarkup } from '../../src/ui/ServerMarkup';
import { formatNumber } from '../../src/i18n';

export function DataStoreCount({ slug, markup }: { slug: string; markup: readonly MarkupNode[] }) {
  useSignals();
  const [live, setLive] = useState(false);
  useLayoutEffect(() => setLive(true), []);
  // Subscribed only once live (a change while React still hydrates would make it render afresh).
  const count = live ? storeCounts.value.get(slug) : undefined;
  // One text node either way: the printed one is changed in place.
  return <ServerMarkup nodes={live && count !== undefined ? [formatNumber(count)] : markup} />;
}
