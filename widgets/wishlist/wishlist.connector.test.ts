// @vitest-environment node
// Wishlist decisions, DOM-free.
import { describe, expect, it } from 'vitest';
import { transportError } from '../../adapters/http/errors';
import { allSelected, bulkVisible, decideClick, failureKey, guestAdd, guestRemove, needsRecheck, toggleAll, toggleSelected, type ClickContext, type Selection } from './wishlist.connector';

const base: ClickContext = { added: false, loading: false, loggedIn: false, expanded: false, showPopup: 'enable', groupCount: 0, hasPopup: false };

describe('decideClick', () => {
  it('follows an added button, ignores a busy one, keeps guests on cookies', () => {
    expect(decideClick({ ...base, added: true })).toEqual({ kind: 'follow' });
    expect(decideClick({ ...base, loading: true })).toEqual({ kind: 'ignore' });
    expect(decideClick(base)).toEqual({ kind: 'guest' });
    // A guest never sees the group popup, even in expanded mode.
    expect(decideClick({ ...base, expanded: true, hasPopup: true, groupCount: 3 })).toEqual({ kind: 'guest' });
  });

  it('asks members for a group only in expanded mode with the popup on', () => {
    const member = { ...base, loggedIn: true, expanded: true, hasPopup: true, groupCount: 1 };
    expect(decideClick(member)).toEqual({ kind: 'group-popup' });
    expect(decideClick({ ...member, showPopup: 'disable' })).toEqual({ kind: 'member' });
    expect(decideClick({ ...member, showPopup: 'more_one' })).toEqual({ kind: 'member' });
    expect(decideClick({ ...member, showPopup: 'more_one', groupCount: 2 })).toEqual({ kind: 'group-popup' });
    expect(decideClick({ ...member, expanded: false })).toEqual({ kind: 'member' });
  });
});

describe('guest list', () => {
  it('adds once and removes several', () => {
    expect(guestAdd([1, 2], 2)).toEqual([1, 2]);
    expect(guestAdd([1, 2], 3)).toEqual([1, 2, 3]);
    expect(guestRemove([1, 2, 3], [1, 3])).toEqual([2]);
  });
});

describe('failures', () => {
  it('re-asks only when the answer was lost or unreadable', () => {
    expect(needsRecheck(transportError({ kind: 'timeout', url: '/', timeoutMs: 1 }))).toBe(true);
    expect(needsRecheck(transportError({ kind: 'invalid_json', url: '/', status: 200, body: '<br>' }))).toBe(true);
    expect(needsRecheck(transportError({ kind: 'fetch_error', url: '/' }))).toBe(false);
    expect(needsRecheck(transportError({ kind: 'http', url: '/', status: 403, body: '-1', headers: new Headers() }))).toBe(false);
  });

  it('names the message the shopper gets', () => {
    expect(failureKey(transportError({ kind: 'http', url: '/', status: 403, body: '-1', headers: new Headers() }))).toBe('expired');
    expect(failureKey(transportError({ kind: 'fetch_error', url: '/' }))).toBe('offline');
    expect(failureKey(transportError({ kind: 'timeout', url: '/', timeoutMs: 1 }))).toBe('unconfirmed');
    expect(failureKey(transportError({ kind: 'http', url: '/', status: 500, body: '', headers: new Headers() }))).toBe('failed');
  });
});

describe('page selection', () => {
  it('select all toggles, the bar shows while anything is selected', () => {
    let s: Selection = { all: [1, 2, 3], selected: new Set<number>() };
    expect(bulkVisible(s)).toBe(false);
    s = toggleSelected(s, 2, true);
    expect(bulkVisible(s)).toBe(true);
    expect(allSelected(s)).toBe(false);
    s = toggleAll(s);
    expect([...s.selected]).toEqual([1, 2, 3]);
    s = toggleAll(s);
    expect(s.selected.size).toBe(0);
  });
});
