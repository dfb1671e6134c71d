// The kit's hydration hooks: the container's own state written while the root lives and given back
// at unmount (the calendar's loading class and aria-busy, the filters' hidden state).
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useContainerState, useHydrated } from './useHydrated';

function Probe({ element, busy }: { element: HTMLElement; busy: boolean }) {
  const hydrated = useHydrated();
  useContainerState(element, { classes: { loading: busy }, attributes: { 'aria-busy': busy ? 'true' : null, 'data-kept': 'ours' } });
  return <span>{hydrated ? 'second' : 'first'}</span>;
}

describe('useContainerState', () => {
  it('writes the classes and attributes asked for, follows changes, and gives the printed ones back at unmount', () => {
    const element = document.createElement('div');
    element.className = 'printed';
    element.setAttribute('data-kept', 'printed');
    document.body.append(element);
    const { rerender, unmount, container } = render(<Probe element={element} busy={true} />);
    // The layout effect's second render is committed before anything reads the DOM.
    expect(container.textContent).toBe('second');
    expect(element.className).toBe('printed loading');
    expect(element.getAttribute('aria-busy')).toBe('true');
    expect(element.getAttribute('data-kept')).toBe('ours');
    rerender(<Probe element={element} busy={false} />);
    expect(element.className).toBe('printed');
    expect(element.hasAttribute('aria-busy')).toBe(false);
    unmount();
    expect(element.className).toBe('printed');
    expect(element.getAttribute('data-kept')).toBe('printed');
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });
});
