// JetEngine's store formats: the local-storage comma list, hostile values, data-args.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToFrontStore, parseStoreList, readStoreArgs, removeFromFrontStore } from './data-stores';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('front store list', () => {
  it('appends in order and refuses at the size limit, as local-storage.php does', () => {
    for (const id of ['16', '15', '14', '13']) expect(addToFrontStore('local', 'compare', id, 4).kind).toBe('added');
    expect(addToFrontStore('local', 'compare', '12', 4)).toEqual({ kind: 'full', size: 4 });
    expect(addToFrontStore('local', 'compare', '15', 4)).toEqual({ kind: 'already', count: 4 });
    expect(localStorage.getItem('jet_engine_store_compare')).toBe('16,15,14,13');
    expect(removeFromFrontStore('local', 'compare', '16')).toEqual({ kind: 'removed', count: 3 });
    expect(localStorage.getItem('jet_engine_store_compare')).toBe('15,14,13');
  });

  it('session-storage keeps the same format in sessionStorage; size 0 is unlimited', () => {
    for (let i = 1; i <= 10; i++) addToFrontStore('session', 'seen', String(i), 0);
    expect(sessionStorage.getItem('jet_engine_store_seen')).toBe('1,2,3,4,5,6,7,8,9,10');
  });

  it('drops markup, junk and duplicates from a stored list without throwing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStoreList('16,<script>alert(1)</script>,16, 15 ,,"x"', 'compare')).toEqual(['16', '15']);
    expect(parseStoreList(null)).toEqual([]);
  });
});

describe('data-args', () => {
  const link = (args: string) => {
    const a = document.createElement('a');
    a.setAttribute('data-args', args);
    return a;
  };

  it('reads JetEngine\'s args (post_id as number or string)', () => {
    const parsed = readStoreArgs(link('{"store":{"slug":"compare","type":"local-storage","is_front":true,"size":"4"},"post_id":16}'));
    expect(parsed?.store).toEqual({ slug: 'compare', type: 'local-storage', is_front: true, size: 4 });
    expect(parsed?.post_id).toBe('16');
  });

  it('leaves a link with broken or hostile args alone', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readStoreArgs(link('{nope'))).toBeNull();
    expect(readStoreArgs(link('{"store":{"slug":"a\\"],*{x","type":"x"},"post_id":1}'))).toBeNull();
    expect(readStoreArgs(link('{"store":{"slug":"compare","type":"x"},"post_id":"<img>"}'))).toBeNull();
  });
});
