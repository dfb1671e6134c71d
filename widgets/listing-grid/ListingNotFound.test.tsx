// The listing's not-found line as React draws it (issue 34): JetEngine's untranslated default reads
// in Persian; a site's own message stays as printed; through the runtime the line is a React root
// over the printed node, and the grid's paging widget leaves it alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { boot } from '../../src/runtime/boot';
import type { Runtime } from '../../src/runtime/runtime';
import { ListingNotFound } from './ListingNotFound';
import { listingNotFound } from './not-found-root';
import { listingGrid } from '.';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/listing';

describe('ListingNotFound (issue 34)', () => {
  it("JetEngine's English default reads in Persian", () => {
    render(<div data-testid="line"><ListingNotFound markup={['No data was found']} defaultText="No data was found" localisedText="چیزی پیدا نشد." /></div>);
    expect(screen.getByTestId('line').textContent).toBe('چیزی پیدا نشد.');
  });

  it("a site's own message stays as printed, markup included", () => {
    render(<div data-testid="line"><ListingNotFound markup={['هنوز ', { tag: 'strong', attrs: {}, children: ['کالایی'] }, ' انتخاب نکرده‌اید.']} defaultText="No data was found" localisedText="چیزی پیدا نشد." /></div>);
    expect(screen.getByTestId('line').innerHTML).toBe('هنوز <strong>کالایی</strong> انتخاب نکرده‌اید.');
  });
});

describe('issue 34: the not-found line through the runtime', () => {
  let runtime: Runtime | undefined;
  afterEach(() => {
    runtime?.disconnect();
    runtime = undefined;
  });

  it('is a React root over the printed node; the paging widget does not take it', async () => {
    document.body.innerHTML = `<div class="jet-listing-grid jet-listing"><div class="jet-listing-not-found jet-listing-grid__items" data-vitrin-defer="eager" data-nav='{"enabled":true,"type":"click","more_el":"#more","query":{},"widget_settings":{}}'>No data was found</div></div>`;
    const line = document.querySelector<HTMLElement>('.jet-listing-not-found');
    const printed = line?.firstChild;
    runtime = boot([listingGrid, listingNotFound], []).runtime;
    await vi.waitFor(() => expect(line?.getAttribute('data-vitrin-status')).toBe('mounted'), { timeout: 5000 });
    expect(line?.getAttribute('data-vitrin-root')).toBe('listing-not-found');
    expect(Object.keys(line ?? {}).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    expect(line?.textContent).toBe(t('listing:notFound'));
    expect(line?.textContent).not.toBe('No data was found');
    // The printed text node, adopted and changed in place.
    expect(line?.firstChild).toBe(printed);
  });
});
