// Nested synchronous commits (issue 34): two roots written inside one press are drawn once each, at
// the end of the outermost commit; commitPending draws what is written so far in the middle.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { commitNow, commitPending } from './commit-now';

function mountCounter(label: string, value: { value: number }, draws: string[]): HTMLElement {
  function Counter() {
    useSignals();
    draws.push(label);
    return <output>{`${label}:${value.value}`}</output>;
  }
  return render(<Counter />).container;
}

describe('commitNow', () => {
  it('alone, has React draw the write before it returns', () => {
    const count = signal(0);
    const draws: string[] = [];
    const host = mountCounter('a', count, draws);
    draws.length = 0;
    commitNow(() => (count.value = 1));
    expect(host.textContent).toBe('a:1');
    expect(draws).toEqual(['a']);
  });

  it('nested, draws each root once, when the outermost returns, with every write', () => {
    const swatch = signal(0);
    const display = signal(0);
    const draws: string[] = [];
    const swatchHost = mountCounter('swatch', swatch, draws);
    const displayHost = mountCounter('display', display, draws);
    draws.length = 0;
    let seenInside = '';
    commitNow(() => {
      swatch.value = 1;
      // The form hearing the press writes its display: joins the press's commit.
      commitNow(() => (display.value = 1));
      commitNow(() => (display.value = 2));
      seenInside = `${swatchHost.textContent ?? ''} ${displayHost.textContent ?? ''}`;
      swatch.value = 2;
    });
    expect(seenInside).toBe('swatch:0 display:0');
    expect(`${swatchHost.textContent ?? ''} ${displayHost.textContent ?? ''}`).toBe('swatch:2 display:2');
    expect(draws.sort()).toEqual(['display', 'swatch']);
  });

  it('commitPending inside a press draws what is written so far (a listener reads it next)', () => {
    const display = signal(0);
    const draws: string[] = [];
    const host = mountCounter('display', display, draws);
    draws.length = 0;
    let seen = '';
    commitNow(() => {
      commitNow(() => (display.value = 5));
      commitPending();
      seen = host.textContent ?? '';
    });
    expect(seen).toBe('display:5');
    expect(draws).toEqual(['display']);
  });
});
