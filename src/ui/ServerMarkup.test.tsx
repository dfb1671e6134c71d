// Server markup rendered by React: the attributes the server printed come out as printed, so a
// hydrated root adopts them and theme CSS or other scripts keep finding them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { parseMarkup } from './markup';
import { propsOf, renderChildren, ServerMarkup } from './ServerMarkup';
import { isElement } from './markup';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ServerMarkup attributes', () => {
  it('a custom hyphenated attribute (JetSmartFilters\' bare `min-range`) is rendered under its own name, with no React warning', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<ServerMarkup nodes={parseMarkup('<input type="number" class="jet-range__inputs__min" min-range value="1">')} />);
    const input = container.querySelector('input');
    expect(input?.hasAttribute('min-range')).toBe(true);
    expect(input?.hasAttribute('minrange')).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  it('SVG presentation attributes and HTML\'s accept-charset still reach the DOM as printed', () => {
    const { container } = render(<ServerMarkup nodes={parseMarkup('<svg viewBox="0 0 10 10"><path stroke-width="2" d="M0 0L10 10"></path></svg><form accept-charset="UTF-8"></form>')} />);
    expect(container.querySelector('path')?.getAttribute('stroke-width')).toBe('2');
    expect(container.querySelector('form')?.getAttribute('accept-charset')).toBe('UTF-8');
  });

  it('issue 34: a re-render of the same printed markup hands React the same elements (React skips them), and props stay the caller\'s own copy', () => {
    const nodes = parseMarkup('<li class="variable-item" style="background-color: #f00"><span class="inner"><img src="/a.svg" alt="قرمز"></span></li>');
    const [first] = renderChildren(nodes);
    const [again] = renderChildren(nodes);
    expect(again).toBe(first);
    // Through an override the subtree is rebuilt (the override may draw it differently each time).
    const [overridden] = renderChildren(nodes, () => undefined);
    expect(overridden).not.toBe(first);
    const li = nodes[0];
    if (!li || !isElement(li)) throw new Error('no li');
    const props = propsOf(li);
    delete props.className;
    expect(propsOf(li)).toMatchObject({ className: 'variable-item', style: { backgroundColor: '#f00' } });
    const { container, rerender } = render(<ul><ServerMarkup nodes={nodes} /></ul>);
    const img = container.querySelector('img');
    rerender(<ul><ServerMarkup nodes={nodes} /></ul>);
    expect(container.querySelector('img')).toBe(img);
    expect(container.querySelector('li')?.style.backgroundColor).toMatch(/#f00|rgb\(255, 0, 0\)/);
  });
});
