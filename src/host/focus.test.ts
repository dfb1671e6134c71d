// Tab steps inside a container, as panels and dialogs use them.
import { afterEach, describe, expect, it } from 'vitest';
import { nextIndex, stepFocus, tabbables } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
});

function container(html: string): HTMLElement {
  document.body.innerHTML = `<div id="box" tabindex="-1">${html}</div><button id="outside">بیرون</button>`;
  const box = document.getElementById('box');
  if (!box) throw new Error('no box');
  return box;
}

describe('focus helpers', () => {
  it('lists what Tab visits, in document order, without disabled, tabindex=-1, inert or aria-hidden elements', () => {
    const box = container(
      '<a href="/a">a</a><a>no href</a><button disabled>off</button><span tabindex="-1">minus</span>' +
        '<div inert><a href="/in">inert</a></div><div aria-hidden="true"><a href="/h">hidden</a></div>' +
        '<input type="hidden" name="x"><input name="q"><span tabindex="0">span</span>',
    );
    expect(tabbables(box).map((el) => el.textContent || el.tagName)).toEqual(['a', 'INPUT', 'span']);
  });

  it('wraps at both ends and starts from the right end when focus is outside', () => {
    expect(nextIndex(3, 2, false)).toBe(0);
    expect(nextIndex(3, 0, true)).toBe(2);
    expect(nextIndex(3, -1, false)).toBe(0);
    expect(nextIndex(3, -1, true)).toBe(2);
    expect(nextIndex(0, -1, false)).toBe(-1);
  });

  it('steps over an element that refuses focus and gives the container focus when nothing takes it', () => {
    const box = container('<a href="/1" id="one">1</a><a href="/2" id="two">2</a><a href="/3" id="three">3</a>');
    const two = document.getElementById('two');
    if (two) two.focus = () => undefined;
    document.getElementById('one')?.focus();
    expect(stepFocus(box, false)?.id).toBe('three');
    expect(stepFocus(box, false)?.id).toBe('one');
    expect(stepFocus(box, true)?.id).toBe('three');
    document.getElementById('outside')?.focus();
    for (const el of tabbables(box)) el.focus = () => undefined;
    expect(stepFocus(box, false)).toBeNull();
    expect(document.activeElement).toBe(box);
  });
});
