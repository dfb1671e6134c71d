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
  it('a radio group with a checked radio is one stop, that radio, and Tab from it goes past the group', () => {
    const box = container(
      '<a href="/a" id="a">a</a>' +
        '<input type="radio" name="list" value="1" id="l1"><input type="radio" name="list" value="2" id="l2" checked><input type="radio" name="list" value="3" id="l3">' +
        '<button id="b">b</button>',
    );
    expect(tabbables(box).map((el) => el.id)).toEqual(['a', 'l2', 'b']);
    document.getElementById('l2')?.focus();
    expect(stepFocus(box, false)?.id).toBe('b');
    expect(stepFocus(box, true)?.id).toBe('l2');
    expect(stepFocus(box, true)?.id).toBe('a');
  });
});
