// Masonry without Macy: items placed into the shortest of N columns with logical insets (the first
// column is on the right in RTL), only while the device shows two columns or more; laid out again
// when the width changes, items are appended or an image loads.
import { deviceOf, readMasonryColumns } from '../../adapters/jet-engine/listing';
import { masonryColumns, masonryLayout } from './listing-grid.connector';

const ITEM = ':scope > .jet-listing-grid__item';

export function enhanceMasonry(items: HTMLElement, signal: AbortSignal): () => void {
  const columns = readMasonryColumns(items);
  const view = items.ownerDocument.defaultView ?? window;
  let frame = 0;
  const clear = () => {
    items.classList.remove('vitrin-masonry');
    items.style.height = '';
    for (const item of items.querySelectorAll<HTMLElement>(ITEM)) {
      item.style.removeProperty('inset-inline-start');
      item.style.removeProperty('top');
      item.style.removeProperty('width');
    }
  };
  const layout = () => {
    frame = 0;
    const n = masonryColumns(columns, deviceOf(view.innerWidth));
    if (!n) {
      clear();
      return;
    }
    items.classList.add('vitrin-masonry');
    const gap = Number.parseFloat(getComputedStyle(items).getPropertyValue('--vitrin-masonry-gap')) || 20;
    const width = (items.clientWidth - gap * (n - 1)) / n;
    const list = Array.from(items.querySelectorAll<HTMLElement>(ITEM));
    for (const item of list) item.style.width = `${width}px`;
    const { placements, height } = masonryLayout(list.map((item) => item.offsetHeight), n, gap);
    list.forEach((item, i) => {
      const p = placements[i];
      if (!p) return;
      item.style.setProperty('inset-inline-start', `${p.column * (width + gap)}px`);
      item.style.top = `${p.top}px`;
    });
    items.style.height = `${height}px`;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(layout);
  };
  layout();
  const resize = new ResizeObserver(schedule);
  resize.observe(items);
  items.addEventListener('load', schedule, { capture: true, signal });
  items.addEventListener('vitrin:listing-appended', schedule, { signal });
  items.addEventListener('jet-engine/listing/recalculate-masonry-listing', schedule, { signal });
  return () => {
    cancelAnimationFrame(frame);
    resize.disconnect();
    clear();
  };
}
