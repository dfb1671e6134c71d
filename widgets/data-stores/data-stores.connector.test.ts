// @vitest-environment node
// Data-store decisions, DOM-free: JetEngine's switchDataStoreStatus as data.
import { describe, expect, it } from 'vitest';
import type { StoreArgs } from '../../adapters/jet-engine/data-stores';
import { decideStoreClick, linkClasses, lookFor } from './data-stores.connector';

const args = (over: Partial<StoreArgs> = {}): StoreArgs => ({
  store: { slug: 'compare', type: 'local-storage', is_front: true, size: 4 },
  post_id: '16',
  label: '<span class="jet-data-store-link__label">افزودن</span>',
  added_label: '<span class="jet-data-store-link__label">حذف</span>',
  icon: '',
  added_icon: '',
  added_url: '/compare/',
  isJetEngine: false,
  remove_from_listing: false,
  ...over,
});

describe('lookFor', () => {
  it('remove_from_store turns the link into its remove button and back, keeping its href', () => {
    const a = args({ action_after_added: 'remove_from_store' });
    expect(lookFor(a, true, true)).toEqual({ add: ['in-store', 'jet-remove-from-store'], remove: ['jet-add-to-store'], label: a.added_label, icon: '' });
    expect(lookFor(a, false, true)).toEqual({ add: ['jet-add-to-store'], remove: ['in-store', 'jet-remove-from-store'], label: a.label, icon: '' });
  });

  it('hide hides the link, and nothing else', () => {
    expect(lookFor(args({ action_after_added: 'hide' }), true, true)).toEqual({ add: ['is-hidden'], remove: [] });
  });

  it('otherwise the link goes to the added URL when in the store, "#" when not', () => {
    expect(lookFor(args(), true, true).href).toBe('/compare/');
    expect(lookFor(args({ added_url: '' }), true, true).href).toBe('#');
    expect(lookFor(args(), false, false).href).toBe('#');
  });
});

describe('decideStoreClick', () => {
  it('in store: open; remove links remove; busy links do nothing', () => {
    expect(decideStoreClick({ inStore: true, isAdd: true, isRemove: false, busy: false })).toEqual({ kind: 'open' });
    expect(decideStoreClick({ inStore: false, isAdd: true, isRemove: false, busy: false })).toEqual({ kind: 'add' });
    expect(decideStoreClick({ inStore: true, isAdd: false, isRemove: true, busy: false })).toEqual({ kind: 'remove' });
    expect(decideStoreClick({ inStore: false, isAdd: true, isRemove: false, busy: true })).toEqual({ kind: 'ignore' });
  });
});

describe('linkClasses (issue 34)', () => {
  it('the link as the store says it is, the same whether its root has drawn the change yet or not', () => {
    const printed = ['jet-data-store-link', 'jet-add-to-store', 'is-front-store'];
    const a = args({ action_after_added: 'remove_from_store' });
    const inStore = linkClasses(printed, a, true);
    expect([...inStore].sort()).toEqual(['in-store', 'is-front-store', 'jet-data-store-link', 'jet-remove-from-store']);
    expect(linkClasses([...inStore], a, true)).toEqual(inStore);
    expect([...linkClasses([...inStore], a, false)].sort()).toEqual([...printed].sort());
    // Unknown: as printed.
    expect(linkClasses(printed, a, undefined)).toEqual(new Set(printed));
    // A plain remove link shows only while the post is in the store.
    expect(linkClasses(['jet-remove-from-store'], a, false).has('is-hidden')).toBe(true);
    expect(linkClasses(['jet-remove-from-store', 'is-hidden'], a, true).has('is-hidden')).toBe(false);
  });
});
