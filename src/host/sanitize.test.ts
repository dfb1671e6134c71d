// The shared allowlist sanitiser: what a hostile label, note or description can no longer do.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LABEL_MARKUP, RICH_TEXT, TEXT_FORMAT, plainText, safeUrl, sanitizeFragment, sanitizeHtml, type SanitizeProfile } from './sanitize';

const ALLOWED_SCHEMES = /^(https?|mailto|tel):$/;

function check(profile: SanitizeProfile, html: string): void {
  const holder = document.createElement('div');
  holder.appendChild(sanitizeFragment(document, html, profile));
  for (const el of holder.querySelectorAll('*')) {
    expect(profile.tags.has(el.localName), el.localName).toBe(true);
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name).not.toMatch(/^on|^style$|^srcdoc$|^formaction$|^xlink:/i);
      if (attr.name === 'href' || attr.name === 'src') {
        if (el.localName === 'use') expect(attr.value).toMatch(/^#/);
        else expect(new URL(attr.value, document.baseURI).protocol).toMatch(ALLOWED_SCHEMES);
      }
    }
  }
}

describe('the allowlist sanitiser', () => {
  it('refuses the links a denylist let through, and the elements that move the page away', () => {
    for (const href of ['java&#9;script:alert(1)', 'java\nscript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`, TEXT_FORMAT)).toBe('x');
    }
    expect(sanitizeHtml('<a href="https://shop.example/a">a</a>', TEXT_FORMAT)).toBe('<a href="https://shop.example/a" target="_blank" rel="noopener noreferrer">a</a>');
    const page = '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><form action="https://evil.example/"><button>b</button></form>';
    for (const profile of [TEXT_FORMAT, LABEL_MARKUP, RICH_TEXT]) expect(sanitizeHtml(page, profile)).toBe('b');
  });

  it('keeps what labels and prices need: classes, icon SVG, Persian text, the price markup', () => {
    expect(sanitizeHtml('<span class="jet-data-store-link__label">افزودن به مقایسه</span>', LABEL_MARKUP)).toBe('<span class="jet-data-store-link__label">افزودن به مقایسه</span>');
    expect(sanitizeHtml('<i class="fa fa-heart" aria-hidden="true"></i>', LABEL_MARKUP)).toBe('<i class="fa fa-heart" aria-hidden="true"></i>');
    const svg = sanitizeFragment(document, '<svg viewBox="0 0 24 24" onload="x()"><path d="M1 1h2" fill="currentColor"/><use href="https://evil.example/s.svg#i"/></svg>', LABEL_MARKUP);
    const path = svg.querySelector('path');
    expect(path?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.querySelector('svg')?.hasAttribute('onload')).toBe(false);
    expect(svg.querySelector('use')?.hasAttribute('href')).toBe(false);
    const price = '<span class="price"><del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>۱۲۰٬۰۰۰&nbsp;<span class="woocommerce-Price-currencySymbol">تومان</span></bdi></span></del></span>';
    expect(sanitizeHtml(price, RICH_TEXT)).toBe(price);
    expect(plainText('<b>سلام</b> <script>x()</script>دنیا')).toBe('سلام دنیا');
  });

  it('whatever the string, only allowlisted tags, no handler, no style, no other scheme survive (property)', () => {
    const pieces = fc.constantFrom(
      '<a href="java&#9;script:x">', '<a href="https://a.example/">', '</a>', '<img src="javascript:x" onerror="x()">', '<img src="/p.jpg">',
      '<svg onload="x()">', '<path d="M0 0">', '</svg>', '<math><mi xlink:href="javascript:x">', '<style>*{}</style>', '<script>x()</script>',
      '<meta http-equiv="refresh" content="0">', '<base href="//evil.example">', '<span class="c" style="x">', '</span>', '<b>', '</b>',
      '<div onclick="x()">', '<iframe srcdoc="<script>x()</script>">', '<!--', '-->', '<template><img src=x onerror=x()></template>',
      '<noscript><p title="</noscript><img src=x onerror=x()>">', '&lt;', '&#106;', '"', "'", '>', '<', 'سلام', ' ', '<use href="#i">',
      '<form><button formaction="javascript:x">', '<table><tr><td>', '<select><option>', '<textarea>', '</textarea>', '<a href=" &#14;javascript:x">',
    );
    fc.assert(fc.property(fc.array(pieces, { maxLength: 25 }).map((parts) => parts.join('')), (html) => {
      for (const profile of [TEXT_FORMAT, LABEL_MARKUP, RICH_TEXT]) {
        check(profile, html);
        // Serialised and parsed again (React's dangerouslySetInnerHTML), it stays as safe.
        check(profile, sanitizeHtml(html, profile));
      }
    }), { numRuns: 1500 });
  });

  it('judges URLs as the URL parser reads them', () => {
    expect(safeUrl('java\tscript:alert(1)', 'link')).toBeNull();
    expect(safeUrl('\u0001javascript:alert(1)', 'link')).toBeNull();
    expect(safeUrl('/shop/?a=1', 'link')).toBe('/shop/?a=1');
    expect(safeUrl('tel:+989121234567', 'link')).toBe('tel:+989121234567');
    expect(safeUrl('tel:+989121234567', 'image')).toBeNull();
  });
});
