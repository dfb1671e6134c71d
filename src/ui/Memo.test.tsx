// The kit's Memo: a part of a long list is drawn again only when a value it is drawn from changed,
// and a skipped part's handlers still act on the current state (through useLatest).
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Memo, useLatest } from './Memo';

function List({ ticked, draws }: { ticked: string; draws: string[] }) {
  const [count, setCount] = useState(0);
  // A handler that must see this render's count even in a row drawn before it changed.
  const latest = useLatest({ add: () => setCount(count + 1) });
  return (
    <ul>
      <li>{count}</li>
      {['a', 'b', 'c'].map((name) => (
        <Memo
          key={name}
          deps={[name, ticked === name]}
          render={() => {
            draws.push(name);
            return <li><button type="button" aria-pressed={ticked === name} onClick={() => latest.current.add()}>{name}</button></li>;
          }}
        />
      ))}
    </ul>
  );
}

describe('Memo', () => {
  it('draws again only the parts whose values changed', () => {
    const draws: string[] = [];
    const { rerender } = render(<List ticked="a" draws={draws} />);
    expect(draws).toEqual(['a', 'b', 'c']);
    draws.length = 0;
    rerender(<List ticked="b" draws={draws} />);
    // a (unticked) and b (ticked) changed; c did not.
    expect(draws).toEqual(['a', 'b']);
    expect(screen.getByRole('button', { name: 'b' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'c' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("a skipped part's handler acts on the last committed state, not the state it was drawn with", () => {
    const draws: string[] = [];
    render(<List ticked="a" draws={draws} />);
    const c = screen.getByRole('button', { name: 'c' });
    fireEvent.click(c);
    fireEvent.click(c);
    fireEvent.click(c);
    // c was never drawn again; with its first render's closure the count would stop at 1.
    expect(draws.filter((d) => d === 'c')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('3');
  });
});
