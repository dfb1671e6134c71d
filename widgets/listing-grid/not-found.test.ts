// Issue 35: the listing grid's not-found message (JetEngine prints "No data was found" unless the
// owner wrote a message): Persian on a Persian page, announced as a status; the owner's text kept.
import { afterEach, describe, expect, it } from 'vitest';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import type { Runtime } from '../../src/runtime/runtime';
import { listingGrid } from '.';

let runtime: Runtime | undefined;

afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  document.body.innerHTML = '';
});

async function mount(text: string): Promise<HTMLElement> {
  const nav = JSON.stringify({ enabled: false, type: '', more_el: null, query: {}, widget_settings: { lisitng_id: 165, posts_num: 12 } });
  document.body.innerHTML = `<div class="jet-listing-grid jet-listing"><div class="jet-listing-not-found jet-listing-grid__items" data-nav='${nav}'>${text}</div></div>`;
  runtime = boot([listingGrid], []).runtime;
  await whenQueueEmpty();
  const items = document.querySelector<HTMLElement>('.jet-listing-grid__items');
  if (!items) throw new Error('markup');
  return items;
}

describe('issue 35: the listing grid\'s not-found message', () => {
  it('JetEngine\'s default English text reads «موردی یافت نشد.», announced politely as a status', async () => {
    const items = await mount('No data was found');
    expect(items.textContent).toBe('موردی یافت نشد.');
    expect(items.getAttribute('role')).toBe('status');
  });

  it('a message the owner wrote stays as written', async () => {
    const items = await mount('هنوز محصولی به مقایسه نیفزوده‌اید.');
    expect(items.textContent).toBe('هنوز محصولی به مقایسه نیفزوده‌اید.');
    expect(items.getAttribute('role')).toBe('status');
  });
});
