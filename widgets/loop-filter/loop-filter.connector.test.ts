// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consolidate, press, pressed } from './loop-filter.connector';

describe('loop taxonomy filter', () => {
  it('single selection replaces the term; a second press or "all" clears it; "all" when clear does nothing', () => {
    const s = { taxonomy: 'product_cat', terms: [] as string[], join: 'DISABLED' as const };
    expect(press(s, 'کفش')).toEqual(['کفش']);
    expect(press({ ...s, terms: ['کفش'] }, 'پوشاک')).toEqual(['پوشاک']);
    expect(press({ ...s, terms: ['کفش'] }, 'کفش')).toEqual([]);
    expect(press({ ...s, terms: ['کفش'] }, '__all')).toEqual([]);
    expect(press(s, '__all')).toBeUndefined();
    expect([...pressed([])]).toEqual(['__all']);
  });

  it('multiple selection adds terms and keeps the join; consolidation carries the join, an empty filter is left out', () => {
    const s = { taxonomy: 'product_cat', terms: ['کفش'], join: 'OR' as const };
    expect(press(s, 'پوشاک')).toEqual(['کفش', 'پوشاک']);
    expect(consolidate([{ ...s, terms: ['کفش', 'پوشاک'] }, { taxonomy: 'product_tag', terms: [], join: 'AND' }])).toEqual({ taxonomy: { product_cat: { terms: ['کفش', 'پوشاک'], logicalJoin: 'OR' } } });
    expect(consolidate([])).toEqual({});
  });
});
