// Issue 34: the listing's load-more button and its notes as React draws them, found as a shopper
// finds them (by role and name), and through the runtime on JetEngine's printed markup: the button's
// wrapper a hydrated root, the notes a created one, focus to the first new item after a page.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { computed, signal } from '@preact/signals-core';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import { boot } from '../../src/runtime/boot';
import type { Runtime } from '../../src/runtime/runtime';
import type { ListingPaging, ListingPagingState } from '../../src/state/listings';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/listing';
import { MoreButton } from './MoreButton';
import { ListingStatus } from './ListingStatus';
import { listingMore } from './more-root';
import { listingStatus } from './status-root';
import { listingGrid } from '.';
import { hasMore, isLoading } from './listing-grid.connector';

const BUTTON = { tag: 'button', attrs: { type: 'button', id: 'more', class: 'button' }, children: ['نمایش بیشتر'] };

function fakePaging(initial: Partial<ListingPagingState> = {}) {
  const state = signal<ListingPagingState>({ page: 1, pages: 3, load: 'idle', failure: null, added: null, ...initial });
  const loadMore = vi.fn();
  const paging: ListingPaging = { state, more: computed(() => hasMore(state.value)), loading: computed(() => isLoading(state.value)), loadMore };
  return { state, loadMore, paging };
}

describe('MoreButton (issue 34)', () => {
  it('is the printed button, named by its text; dimmed and aria-disabled while a page loads; gone at the last page', () => {
    const { state, paging } = fakePaging();
    render(<MoreButton markup={[BUTTON]} paging={paging} />);
    const button = screen.getByRole('button', { name: 'نمایش بیشتر' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    act(() => {
      state.value = { ...state.value, load: 'busy' };
    });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.className).toBe('button vitrin-listing-more--loading');
    act(() => {
      state.value = { ...state.value, load: 'idle', page: 3 };
    });
    expect(screen.queryByRole('button', { name: 'نمایش بیشتر' })).toBeNull();
    expect(button.hidden).toBe(true);
    expect(button.style.display).toBe('none');
  });
});

describe('ListingStatus (issue 34)', () => {
  it('says each page in Persian digits, shows the slow note, and at a failure an alert whose retry loads again', () => {
    const { state, loadMore, paging } = fakePaging();
    const { container } = render(<ListingStatus paging={paging} />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    act(() => {
      state.value = { ...state.value, load: 'slow' };
    });
    expect(screen.getByText(t('listing:slow')).className).toContain('vitrin-listing-slow');
    act(() => {
      state.value = { page: 2, pages: 3, load: 'idle', failure: null, added: { count: 12, seq: 1 } };
    });
    expect(screen.queryByText(t('listing:slow'))).toBeNull();
    expect(live?.textContent).toBe('۱۲ مورد دیگر به فهرست افزوده شد');
    act(() => {
      state.value = { ...state.value, load: 'failed', failure: 'timeout' };
    });
    expect(screen.getByRole('alert').textContent).toContain(t('listing:timeout'));
    fireEvent.click(screen.getByRole('button', { name: t('listing:retry') }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});

describe('issue 34: load more through the runtime', () => {
  let runtime: Runtime | undefined;
  const win = window as unknown as Record<string, unknown>;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    runtime?.disconnect();
    runtime = undefined;
    server.resetHandlers();
    delete win.JetEngineSettings;
    delete win.Vitrin;
  });
  afterAll(() => server.close());

  const item = (id: number) => `<div class="jet-listing-grid__item" data-post-id="${id}"><a href="/p/${id}/">کالای ${id}</a></div>`;

  it('the button wrapper is a hydrated root, a press appends the page, says it, moves focus to the first new item, and the button goes at the last page', async () => {
    win.JetEngineSettings = { ajaxlisting: '/listing/?nocache=1' };
    server.use(http.post('*/listing/', async ({ request }) => {
      const page = new URLSearchParams(await request.text()).get('page_settings[page]');
      return HttpResponse.json({ success: true, data: { html: page === '2' ? item(3) + item(4) : item(5) } });
    }));
    const nav = { enabled: true, type: 'click', more_el: '#more', query: { posts_per_page: '2' }, widget_settings: {} };
    document.body.innerHTML = `<div class="jet-listing-grid jet-listing"><div class="jet-listing-grid__items" data-nav='${JSON.stringify(nav)}' data-page="1" data-pages="3">${item(1)}${item(2)}</div></div><div class="more-wrap"><button type="button" id="more" class="button">نمایش بیشتر</button></div>`;
    const wrap = document.querySelector<HTMLElement>('.more-wrap');
    const button = screen.getByRole('button', { name: 'نمایش بیشتر' });
    const booted = boot([listingGrid, listingMore, listingStatus], []);
    runtime = booted.runtime;
    win.Vitrin = booted.api;
    await vi.waitFor(() => expect(wrap?.getAttribute('data-vitrin-status')).toBe('pending'));
    // The first touch brings React; the press itself is the grid's (never lost meanwhile).
    fireEvent.pointerDown(button);
    await vi.waitFor(() => expect(wrap?.getAttribute('data-vitrin-status')).toBe('mounted'), { timeout: 5000 });
    expect(Object.keys(wrap ?? {}).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    // Adopted, not rebuilt.
    expect(wrap?.querySelector('button')).toBe(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(document.querySelectorAll('.jet-listing-grid__item')).toHaveLength(4), { timeout: 5000 });
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe('/p/3/'));
    const status = document.querySelector<HTMLElement>('.jet-listing-grid > .vitrin-listing-status');
    await vi.waitFor(() => expect(status?.getAttribute('data-vitrin-status')).toBe('mounted'), { timeout: 5000 });
    expect(Object.keys(status ?? {}).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    await vi.waitFor(() => expect(status?.querySelector('[aria-live="polite"]')?.textContent).toBe('۲ مورد دیگر به فهرست افزوده شد'));
    expect(document.querySelector('.jet-listing-grid__items')?.getAttribute('data-page')).toBe('2');
    fireEvent.click(button);
    await vi.waitFor(() => expect(document.querySelectorAll('.jet-listing-grid__item')).toHaveLength(5), { timeout: 5000 });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'نمایش بیشتر' })).toBeNull());
    expect(document.activeElement?.getAttribute('href')).toBe('/p/5/');
    await vi.waitFor(() => expect(status?.querySelector('[aria-live="polite"]')?.textContent).toBe('۱ مورد دیگر به فهرست افزوده شد'));
  });

  it('a failed page leaves the listing as it was with an alert; its retry loads the page and focus goes to the first new item', async () => {
    win.JetEngineSettings = { ajaxlisting: '/listing/?nocache=1' };
    let fail = true;
    server.use(http.post('*/listing/', () => (fail ? new HttpResponse('', { status: 500 }) : HttpResponse.json({ success: true, data: { html: item(3) } }))));
    const nav = { enabled: true, type: 'click', more_el: '#more', query: {}, widget_settings: {} };
    document.body.innerHTML = `<div class="jet-listing-grid jet-listing"><div class="jet-listing-grid__items" data-nav='${JSON.stringify(nav)}' data-page="1" data-pages="2">${item(1)}</div></div><div class="more-wrap"><button type="button" id="more">نمایش بیشتر</button></div>`;
    const booted = boot([listingGrid, listingMore, listingStatus], []);
    runtime = booted.runtime;
    win.Vitrin = booted.api;
    await vi.waitFor(() => expect(document.querySelector('.more-wrap')?.getAttribute('data-vitrin-status')).toBe('pending'));
    fireEvent.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain(t('listing:failed'));
    expect(document.querySelectorAll('.jet-listing-grid__item')).toHaveLength(1);
    expect(document.querySelector('.jet-listing-grid__items')?.getAttribute('data-page')).toBe('1');
    expect(document.querySelector('.jet-listing-grid__items')?.classList.contains('vitrin-listing-busy')).toBe(false);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t('listing:retry') }));
    await vi.waitFor(() => expect(document.querySelectorAll('.jet-listing-grid__item')).toHaveLength(2), { timeout: 5000 });
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe('/p/3/'));
  });
});
