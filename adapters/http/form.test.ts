// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendQuery, encodeForm, type FormFields, type FormValue } from './form';

// A reader written from PHP's documented rules (php.net parse_str, "Variables From External
// Sources"), standing in for the server: pairs split on '&' and the first '=', urldecoded ('+' is a
// space); in the top-level name leading spaces are dropped and '.' and ' ' become '_' (an unclosed
// '[' too); each '[key]' nests one level, '[]' appends with the next integer index; a later value
// for the same name wins; anything after a closing ']' that is not '[' is ignored.
type PhpValue = string | PhpArray;
interface PhpArray {
  [key: string]: PhpValue;
}

function urldecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

function nextIndex(arr: PhpArray): string {
  let max = -1;
  for (const key of Object.keys(arr)) if (/^(0|-?[1-9]\d*)$/.test(key)) max = Math.max(max, Number(key));
  return String(max + 1);
}

function parseStr(query: string): PhpArray {
  const result: PhpArray = {};
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = urldecode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : urldecode(pair.slice(eq + 1));
    const name = rawName.replace(/^ +/, '');
    let open = name.indexOf('[');
    let base = open === -1 ? name : name.slice(0, open);
    const keys: string[] = [];
    if (open !== -1) {
      let rest = name.slice(open);
      if (!rest.includes(']')) {
        // A first '[' without ']' is just a character, turned into '_'.
        base = name.replace('[', '_');
        open = -1;
        rest = '';
      }
      while (rest.startsWith('[')) {
        const close = rest.indexOf(']');
        if (close === -1) break;
        keys.push(rest.slice(1, close));
        rest = rest.slice(close + 1);
      }
    }
    base = base.replace(/[. ]/g, '_');
    if (base === '') continue;
    let target: PhpArray = result;
    let key = base;
    for (const segment of keys) {
      const existing = target[key];
      const container: PhpArray = typeof existing === 'object' ? existing : {};
      target[key] = container;
      target = container;
      key = segment === '' ? nextIndex(container) : segment;
    }
    target[key] = value;
  }
  return result;
}

/** What PHP should end up with for a JS value sent the jQuery way. */
function expectedPhp(value: FormValue): PhpValue | undefined {
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (Array.isArray(value)) {
    const out: PhpArray = {};
    (value as ReadonlyArray<FormValue>).forEach((item, index) => {
      const inner = expectedPhp(item);
      if (inner !== undefined) out[String(index)] = inner;
    });
    return Object.keys(out).length ? out : undefined;
  }
  if (typeof value === 'object') {
    const out: PhpArray = {};
    for (const [k, v] of Object.entries(value)) {
      const inner = expectedPhp(v);
      if (inner !== undefined) out[k] = inner;
    }
    return Object.keys(out).length ? out : undefined;
  }
  return String(value);
}

function expectedTop(fields: FormFields): PhpArray {
  const out: PhpArray = {};
  for (const [k, v] of Object.entries(fields)) {
    const inner = expectedPhp(v);
    if (inner !== undefined) out[k.replace(/^ +/, '').replace(/[. ]/g, '_')] = inner;
  }
  return out;
}

describe('encodeForm', () => {
  it('writes jQuery 3 $.param text exactly', () => {
    expect(encodeForm({ a: { b: ['x', 'y'] } })).toBe('a%5Bb%5D%5B%5D=x&a%5Bb%5D%5B%5D=y');
    expect(encodeForm({ list: [{ id: 1 }, { id: 2 }] })).toBe('list%5B0%5D%5Bid%5D=1&list%5B1%5D%5Bid%5D=2');
    expect(encodeForm({ q: 'کتاب و قلم', n: null, t: true, f: 0 })).toBe(
      `q=${encodeURIComponent('کتاب و قلم')}&n=&t=true&f=0`,
    );
  });

  it('sends nothing for empty objects, empty arrays and undefined members', () => {
    expect(encodeForm({ defaults: {}, settings: [], skipped: undefined })).toBe('');
    expect(encodeForm({ action: 'x', defaults: {} })).toBe('action=x');
  });

  it('round-trips a JetSmartFilters-shaped payload through a parse_str reader', () => {
    const payload: FormFields = {
      action: 'jet_smart_filters',
      provider: 'jet-engine/default',
      query: {
        _tax_query_product_cat: ['12', '15', 'operator_AND'],
        '_meta_query__price|range': '100_500',
        '__s_query|search': 'کفش ورزشی & جوراب = ?',
      },
      defaults: {},
      settings: { lisitng_id: '5', columns: 3, 'x.y z': 'kept', nested: { deep: { deeper: ['a', 'b'] } } },
      props: { found_posts: 20, max_num_pages: 2, page: 1 },
      indexing_filters: '[101,102]',
      rows: [{ id: 1, tags: ['a'] }, { id: 2, tags: [] }],
      flag: false,
      empty: null,
      'top.level name': 'mangled',
      plus: '1+1 = 2',
    };
    const parsed = parseStr(encodeForm(payload));
    expect(parsed).toEqual(expectedTop(payload));
    // Spot checks of what PHP's $_POST holds.
    expect(parsed['top_level_name']).toBe('mangled');
    expect(parsed['settings']).toMatchObject({ 'x.y z': 'kept' });
    expect(parsed['query']).toMatchObject({ _tax_query_product_cat: { 0: '12', 1: '15', 2: 'operator_AND' } });
    expect(parsed['defaults']).toBeUndefined();
    expect(parsed['plus']).toBe('1+1 = 2');
  });

  it('the parse_str reader itself follows PHP on hand-written input', () => {
    expect(parseStr('a[]=1&a[]=2&a[5]=x&a[]=3')).toEqual({ a: { 0: '1', 1: '2', 5: 'x', 6: '3' } });
    expect(parseStr('a.b=1&c d=2&e[f=3&+g=4')).toEqual({ a_b: '1', c_d: '2', e_f: '3', g: '4' });
    expect(parseStr('x=1&x=2&y[z]=a+b')).toEqual({ x: '2', y: { z: 'a b' } });
  });
});

describe('encodeForm with what the network or a paste supplies', () => {
  it('never throws: lone surrogates are sent as U+FFFD, pairs as they are (issue 26)', () => {
    expect(encodeForm({ s: 'x\ud83d' })).toBe('s=x%EF%BF%BD');
    expect(encodeForm({ s: '😀' })).toBe('s=%F0%9F%98%80');
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 10 }), (value, key) => {
      const text = encodeForm({ [key || 'k']: value });
      expect(() => decodeURIComponent(text)).not.toThrow();
    }), { numRuns: 1000 });
  });
});

describe('appendQuery', () => {
  it('keeps the URL query and hash', () => {
    expect(appendQuery('/?wc-ajax=x', { a: 1 })).toBe('/?wc-ajax=x&a=1');
    expect(appendQuery('/p#top', { a: [1, 2] })).toBe('/p?a%5B%5D=1&a%5B%5D=2#top');
    expect(appendQuery('/p?', { a: 'b' })).toBe('/p?a=b');
    expect(appendQuery('/p', {})).toBe('/p');
  });
});
