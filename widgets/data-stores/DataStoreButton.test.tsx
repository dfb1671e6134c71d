// Issue 34: a data-store button and a store counter as React draws them from the shared store, found
// as a shopper finds them: every button of the same post and every counter of the store agree.
import { describe, expect, it, beforeEach } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setInStore, setStoreBusy, setStoreCount, setStoreNote, storeBusy, storeCounts, storeMembership, storeNotes } from '../../src/state/data-stores';
import { parseMarkup } from '../../src/ui/markup';
import type { StoreArgs } from '../../adapters/jet-engine/data-stores';
import { DataStoreButton } from './DataStoreButton';
import { DataStoreCount } from './DataStoreCount';

const args: StoreArgs = {
  store: { slug: 'compare', type: 'local-storage', is_front: true, size: 4 },
  post_id: '25',
  action_after_added: 'remove_from_store',
  label: '<span class="jet-data-store-link__label">افزودن به مقایسه</span>',
  added_label: '<span class="jet-data-store-link__label">حذف از مقایسه</span>',
  icon: '',
  added_icon: '',
  added_url: '',
  isJetEngine: false,
  remove_from_listing: false,
};
const printed = parseMarkup('<a href="#" class="jet-data-store-link jet-add-to-store is-front-store" data-post="25" data-store="compare"><span class="jet-data-store-link__label">افزودن به مقایسه</span></a>');
const labels = { label: parseMarkup(args.label ?? ''), added_label: parseMarkup(args.added_label ?? ''), icon: [], added_icon: [] };

beforeEach(() => {
  storeMembership.value = new Map();
  storeCounts.value = new Map();
  storeBusy.value = new Set();
  storeNotes.value = new Map();
});

describe('DataStoreButton (issue 34)', () => {
  it('two buttons of the same post agree: added, both say remove; busy, both are; a refusal is told beside the one pressed', () => {
    const first = {};
    const second = {};
    render(
      <>
        <div data-testid="a"><DataStoreButton markup={printed} args={args} labels={labels} at={first} /></div>
        <div data-testid="b"><DataStoreButton markup={printed} args={args} labels={labels} at={second} /></div>
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'افزودن به مقایسه' })).toHaveLength(2);
    act(() => setInStore('compare', ['25'], true));
    const buttons = screen.getAllByRole('button', { name: 'حذف از مقایسه' });
    expect(buttons).toHaveLength(2);
    for (const b of buttons) expect(b.className).toBe('jet-data-store-link is-front-store in-store jet-remove-from-store');
    act(() => setStoreBusy('compare', '25', true));
    for (const b of screen.getAllByRole('button', { name: 'حذف از مقایسه' })) expect(b.getAttribute('aria-busy')).toBe('true');
    act(() => {
      setStoreBusy('compare', '25', false);
      setStoreNote(second, { kind: 'told', text: 'این فهرست پر است.' });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('این فهرست پر است.');
    expect(screen.getByTestId('b').contains(alert)).toBe(true);
    act(() => setStoreNote(second, { kind: 'slow', text: 'کمی طول می‌کشد' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('کمی طول می‌کشد').className).toBe('vitrin-wait-slow vitrin-store-slow');
  });
});

describe('DataStoreCount (issue 34)', () => {
  it('shows the printed count until the store knows it, then the store\'s in Persian digits; every counter agrees', () => {
    render(
      <>
        <span data-testid="header"><DataStoreCount slug="compare" markup={['۰']} /></span>
        <span data-testid="page"><DataStoreCount slug="compare" markup={['۰']} /></span>
      </>,
    );
    expect(screen.getByTestId('header').textContent).toBe('۰');
    act(() => setStoreCount('compare', 12));
    expect(screen.getByTestId('header').textContent).toBe('۱۲');
    expect(screen.getByTestId('page').textContent).toBe('۱۲');
  });
});
