// Server markup rendered by React: the attributes the server printed come out as printed, so a
// hydrated root adopts them and theme CSS or other scripts keep finding them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { parseMarkup } from './markup';
import { ServerMarkup } from './ServerMarkup';

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
});
