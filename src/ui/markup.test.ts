// Server markup read as data: what is kept is exactly what may be rendered.
import { describe, expect, it } from 'vitest';
import { parseMarkup, textOf } from './markup';

describe('server markup as data', () => {
  it('keeps elements, attributes and text (whitespace too, so hydration matches node for node)', () => {
    const nodes = parseMarkup('<p class="total">\n\t<strong>جمع جزء:</strong> <span data-x="1">۵۰</span></p>');
    expect(nodes).toEqual([
      {
        tag: 'p',
        attrs: { class: 'total' },
        children: ['\n\t', { tag: 'strong', attrs: {}, children: ['جمع جزء:'] }, ' ', { tag: 'span', attrs: { 'data-x': '1' }, children: ['۵۰'] }],
      },
    ]);
    expect(textOf(nodes)).toBe('\n\tجمع جزء: ۵۰');
  });

  it('drops what could run code: scripts, styles, frames, inline handlers and script addresses', () => {
    const nodes = parseMarkup(
      '<a href=" javascript:alert(1)" onclick="x()" class="a">x</a><script>alert(1)</script><style>*{}</style><iframe src="/"></iframe>' +
        '<img src="data:image/png;base64,AA" onerror="x()"><a href="data:text/html,x">y</a><!-- note -->',
    );
    expect(nodes).toEqual([
      { tag: 'a', attrs: { class: 'a' }, children: ['x'] },
      { tag: 'img', attrs: { src: 'data:image/png;base64,AA' }, children: [] },
      { tag: 'a', attrs: {}, children: ['y'] },
    ]);
  });
});
