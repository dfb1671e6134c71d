// Woodmart's wishlist cookies as the PHP reads them, hostile cookies, and the settings object.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageSettings } from '../../src/host/settings';
import { phpWishlistIds } from '../../fixtures/msw/woodmart';
import {
  adoptStrayCopies,
  defaultCookiePath,
  parseProductsCookie,
  readGuestWishlist,
  readWishlistSettings,
  serializeProductsCookie,
  writeGuestWishlist,
  MAX_WISHLIST_ITEMS,
} from './wishlist';

function settingsWith(woodmart: Record<string, unknown>) {
  (window as unknown as Record<string, unknown>).woodmart_settings = woodmart;
  return readWishlistSettings(readPageSettings());
}

/**
 * document.cookie as a browser keeps it for a page under /shop/: cookies at / and /shop both
 * visible (the more specific path first), one per name and path, and a cookie whose name and
 * value pass 4096 bytes silently refused.
 */
class LimitedJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  install(): void {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => [...this.cookies.values()].sort((a, b) => b.path.length - a.path.length).map((c) => `${c.name}=${c.value}`).join('; '),
      set: (text: string) => this.write(text),
    });
  }

  static uninstall(): void {
    delete (document as unknown as Record<string, unknown>).cookie;
  }

  private write(text: string): void {
    const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) || '/shop';
    const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
    const key = `${name};${path}`;
    if (expires && Date.parse(expires.slice(8)) <= Date.now()) {
      this.cookies.delete(key);
      return;
    }
    if (name.length + value.length > 4096) return;
    this.cookies.set(key, { name, value, path });
  }

  paths(name: string): string[] {
    return [...this.cookies.values()].filter((c) => c.name === name).map((c) => c.path);
  }
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).woodmart_settings;
  vi.restoreAllMocks();
});

describe('guest wishlist cookies', () => {
  it('writes the value js-cookie wrote on the recorded Woodmart site, which the PHP parses back', () => {
    const s = settingsWith({ home_url: 'http://127.0.0.1:8080/' });
    writeGuestWishlist(s, [44, 52]);
    // recorded/woodmart-7.2.5/guest.cookies-after-2-adds.json, raw text of both cookies.
    expect(document.cookie).toContain('woodmart_wishlist_products={%2244%22:{%22product_id%22:44}%2C%2252%22:{%22product_id%22:52}}');
    expect(document.cookie).toContain('woodmart_wishlist_count=2');
    expect(phpWishlistIds(document.cookie)).toEqual([44, 52]);
  });

  it('serializes the map with numeric product_id, like jQuery .data() gives it', () => {
    expect(serializeProductsCookie([7])).toBe('{"7":{"product_id":7}}');
  });

  it('adds the blog id on multisite and takes the cookie path from the home URL', () => {
    const s = settingsWith({ is_multisite: '1', current_blog_id: '3', home_url: 'https://shop.example/fa/' });
    expect(s.productsCookie).toBe('woodmart_wishlist_products_3');
    expect(s.countCookie).toBe('woodmart_wishlist_count_3');
    expect(s.cookiePath).toBe('/fa/');
    expect(settingsWith({ is_multisite: '' }).productsCookie).toBe('woodmart_wishlist_products');
  });

  it('survives a missing or malformed woodmart_settings', () => {
    (window as unknown as Record<string, unknown>).woodmart_settings = 'nonsense';
    const s = readWishlistSettings(readPageSettings());
    expect(s.cookiePath).toBe('/');
    expect(s.ajaxUrl).toBe('/wp-admin/admin-ajax.php');
  });

  it('drops markup, wrong types and mismatched entries, keeping the rest', () => {
    const raw = JSON.stringify({
      '44': { product_id: 44 },
      '<img src=x onerror=alert(1)>': { product_id: '<b>1</b>' },
      '52': { product_id: '52' },
      '60': { product_id: 61 },
      '70': 'seventy',
      '-3': { product_id: -3 },
      '80': { product_id: 1e30 },
    });
    expect(parseProductsCookie(raw)).toEqual({ ids: [44, 52], dropped: 5 });
  });

  it('reads nothing, without throwing, from non-JSON, arrays and scalars', () => {
    for (const raw of ['{not json', '[44,52]', '44', 'null', '"x"', '']) {
      expect(() => parseProductsCookie(raw)).not.toThrow();
      expect(parseProductsCookie(raw).ids).toEqual([]);
    }
  });

  it('cuts a huge map at the limit', () => {
    const map: Record<string, { product_id: number }> = {};
    for (let i = 1; i <= MAX_WISHLIST_ITEMS + 50; i++) map[String(i)] = { product_id: i };
    const parsed = parseProductsCookie(JSON.stringify(map));
    expect(parsed.ids).toHaveLength(MAX_WISHLIST_ITEMS);
    expect(parsed.dropped).toBe(50);
  });

  it("merges the original's stray copy with ours and warns about unreadable entries", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = settingsWith({});
    const text = 'woodmart_wishlist_products={%2244%22:{%22product_id%22:44}}; other=1; woodmart_wishlist_products={%2252%22:{%22product_id%22:52}%2C%22x%22:1}';
    expect(readGuestWishlist(s, text)).toEqual({ ids: [44, 52], duplicated: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 unreadable entry'));
  });

  it('leaves a page that holds only our copy alone (its expiry is not pushed back)', () => {
    const s = settingsWith({});
    document.cookie = 'woodmart_wishlist_products={%2244%22:{%22product_id%22:44}}; path=/';
    const before = document.cookie;
    expect(adoptStrayCopies(s, '/shop/')).toEqual([44]);
    expect(document.cookie).toBe(before);
  });

  it('never loses products merging the stray copy: a merged list past 4 KB keeps both copies (issue 26)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const jar = new LimitedJar();
    jar.install();
    try {
      const s = settingsWith({});
      const ours = Array.from({ length: 60 }, (_, i) => 1000 + i);
      const strays = Array.from({ length: 60 }, (_, i) => 5000 + i);
      // Ours at the site path, the original's path-less copy at /shop (both fit 4 KB alone).
      writeGuestWishlist(s, ours);
      document.cookie = `woodmart_wishlist_products=${encodeURIComponent(serializeProductsCookie(strays))}; path=/shop`;
      expect(readGuestWishlist(s).ids).toHaveLength(120);
      const adopted = adoptStrayCopies(s, '/shop/');
      expect(adopted).toHaveLength(120);
      // The jar, after: every product is still stored somewhere the PHP and the next page read.
      expect([...readGuestWishlist(s).ids].sort()).toEqual([...ours, ...strays].sort());
      // A list that fits is merged and the stray copy is gone.
      const small = new LimitedJar();
      small.install();
      writeGuestWishlist(s, [44]);
      document.cookie = `woodmart_wishlist_products=${encodeURIComponent(serializeProductsCookie([52]))}; path=/shop`;
      expect(adoptStrayCopies(s, '/shop/').sort()).toEqual([44, 52]);
      expect(small.paths('woodmart_wishlist_products')).toEqual(['/']);
      expect(readGuestWishlist(s).ids.sort()).toEqual([44, 52]);
    } finally {
      LimitedJar.uninstall();
    }
  });

  it('knows where a path-less cookie lands (RFC 6265 default-path)', () => {
    expect(defaultCookiePath('/shop/')).toBe('/shop');
    expect(defaultCookiePath('/product/a/')).toBe('/product/a');
    expect(defaultCookiePath('/')).toBe('/');
    expect(defaultCookiePath('/wishlist')).toBe('/');
  });
});
