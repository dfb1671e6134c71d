import { describe, expect, it } from 'vitest';
import { filterAddress, readTaxonomyFilterSettings, refreshLoopBody, termsFromParam } from './loop-filter';

function widget(settings: unknown): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-settings', typeof settings === 'string' ? settings : JSON.stringify(settings));
  return el;
}

describe('Elementor loop filter contract', () => {
  it('accepts AND or OR only with multiple selection, else single selection', () => {
    expect(readTaxonomyFilterSettings(widget({ selected_element: 'a1b2c3d', taxonomy: 'product_cat', multiple_selection: 'yes', logical_combination: 'OR' }))?.join).toBe('OR');
    expect(readTaxonomyFilterSettings(widget({ selected_element: 'a1b2c3d', taxonomy: 'product_cat', multiple_selection: 'yes', logical_combination: 'XOR' }))?.join).toBe('DISABLED');
    expect(readTaxonomyFilterSettings(widget({ selected_element: 'a1b2c3d', taxonomy: 'product_cat', logical_combination: 'AND' }))?.join).toBe('DISABLED');
    expect(readTaxonomyFilterSettings(widget('{"selected_element":"<img>","taxonomy":"x"}'))).toBeUndefined();
    expect(readTaxonomyFilterSettings(widget('not json'))).toBeUndefined();
  });

  it('writes e-filter with + for AND and ~ (encoded %7E, as the original leaves it) for OR, keeps other parameters first, drops e-page of that loop', () => {
    const url = new URL('https://shop.test/loop-filter/?utm_source=x&e-page-a1b2c3d=3&e-filter-a1b2c3d-product_cat=old&e-page-zzzzzzz=2');
    const address = filterAddress(url, 'a1b2c3d', { a1b2c3d: { taxonomy: { product_cat: { terms: ['کفش', 'پوشاک'], logicalJoin: 'OR' } } } }, { pageNum: 1, baseUrl: '' });
    expect(address).toBe(`?utm_source=x&e-page-zzzzzzz=2&e-filter-a1b2c3d-product_cat=${encodeURIComponent('کفش')}%7E${encodeURIComponent('پوشاک')}`);
    expect(filterAddress(url, 'a1b2c3d', { a1b2c3d: { taxonomy: { product_cat: { terms: ['a', 'b'], logicalJoin: 'AND' } } } }, { pageNum: 1, baseUrl: '' })).toContain('e-filter-a1b2c3d-product_cat=a+b');
    expect(filterAddress(new URL('https://shop.test/loop-filter/?e-filter-a1b2c3d-product_cat=a'), 'a1b2c3d', { a1b2c3d: {} }, { pageNum: 1, baseUrl: '' })).toBe('/loop-filter/');
    // Past page 1 the filter's base URL is the address, page/paged dropped.
    expect(filterAddress(new URL('https://shop.test/loop-filter/page/2/?paged=2'), 'a1b2c3d', { a1b2c3d: { taxonomy: { product_cat: { terms: ['a'] } } } }, { pageNum: 2, baseUrl: 'https://shop.test/loop-filter/' })).toBe('https://shop.test/loop-filter/?e-filter-a1b2c3d-product_cat=a');
  });

  it('reads terms back as the browser gives them (+ became a space)', () => {
    expect(termsFromParam('a b')).toEqual(['a', 'b']);
    expect(termsFromParam('a~b')).toEqual(['a', 'b']);
    expect(termsFromParam('a')).toEqual(['a']);
  });

  it('the REST body; the editor adds the model and the flag', () => {
    expect(refreshLoopBody({ postId: 7, loopId: 'a1b2c3d', filters: {}, paginationBaseUrl: '/x/' })).toEqual({ post_id: 7, widget_filters: {}, widget_id: 'a1b2c3d', pagination_base_url: '/x/' });
    expect(refreshLoopBody({ postId: 7, loopId: 'a1b2c3d', filters: {}, paginationBaseUrl: '/x/', editor: { model: { id: 'a1b2c3d' } } })).toMatchObject({ widget_model: { id: 'a1b2c3d' }, is_edit_mode: true });
  });
});
