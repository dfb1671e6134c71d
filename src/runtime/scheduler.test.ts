// Interaction deferral (issue 34): the pointer's arrival wakes a mount point in a task of its own,
// so a press queued behind the hover is not kept waiting; a press wakes it at once; a mount point
// removed before that task runs is not woken.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onTouch, schedule } from './scheduler';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

function mountPoint(): HTMLElement {
  document.body.innerHTML = '<div class="mount"><button type="button">بیشتر</button></div><a class="opener" href="#">سبد</a>';
  const el = document.querySelector<HTMLElement>('.mount');
  if (!el) throw new Error('fixture missing');
  return el;
}

describe('interaction deferral', () => {
  it('wakes on the pointer arriving, in the next task, once (a press before that task asks nothing more)', async () => {
    const el = mountPoint();
    const run = vi.fn();
    schedule('interaction', el, run);
    el.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    el.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    await nextTask();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('wakes at once on a press (pointerdown, key, focus)', () => {
    for (const type of ['pointerdown', 'keydown', 'focusin']) {
      const el = mountPoint();
      const run = vi.fn();
      schedule('interaction', el, run);
      el.querySelector('button')?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(run, type).toHaveBeenCalledTimes(1);
    }
  });

  it('does not wake a mount point removed between the arrival and its task', async () => {
    const el = mountPoint();
    const run = vi.fn();
    const cancel = schedule('interaction', el, run);
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    cancel();
    await nextTask();
    expect(run).not.toHaveBeenCalled();
  });

  it('wakes through a control elsewhere on the page (a closed panel\'s opener) the same way', async () => {
    const el = mountPoint();
    const run = vi.fn();
    schedule('interaction', el, run, { controls: '.opener' });
    document.querySelector('.opener')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    await nextTask();
    expect(run).toHaveBeenCalledTimes(1);
    // Heard once: a later touch of the mount point itself wakes nothing more.
    el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await nextTask();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('onTouch: a cancel between the arrival and its task runs nothing', async () => {
    mountPoint();
    const run = vi.fn();
    const cancel = onTouch(document, '.opener', run);
    document.querySelector('.opener')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    cancel();
    await nextTask();
    expect(run).not.toHaveBeenCalled();
  });

  it('onTouch: a press on its own runs at once; each registration wakes for its own controls, once', () => {
    mountPoint();
    const opener = vi.fn();
    const button = vi.fn();
    onTouch(document, '.opener', opener);
    onTouch(document, '.mount button', button);
    document.querySelector('.opener')?.dispatchEvent(new Event('click', { bubbles: true }));
    expect(opener).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveBeenCalled();
    document.querySelector('.opener')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.querySelector('.mount button')?.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(opener).toHaveBeenCalledTimes(1);
    expect(button).toHaveBeenCalledTimes(1);
  });

  it('onTouch: a press right after the arrival waits for the arrival\'s task, and runs once there', async () => {
    mountPoint();
    const run = vi.fn();
    onTouch(document, '.opener', run);
    const opener = document.querySelector('.opener');
    opener?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    opener?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    opener?.dispatchEvent(new Event('click', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    await nextTask();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('onTouch: listens again for a registration made after the last one was done', async () => {
    mountPoint();
    const first = vi.fn();
    onTouch(document, '.opener', first);
    document.querySelector('.opener')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(first).toHaveBeenCalledTimes(1);
    const second = vi.fn();
    onTouch(document, '.mount button', second);
    document.querySelector('.mount button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await nextTask();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('onTouch: two registrations woken by one arrival run in tasks of their own (a press\'s paint waits for neither)', async () => {
    mountPoint();
    const first = vi.fn();
    const second = vi.fn();
    onTouch(document, '.opener', first);
    onTouch(document, 'a', second);
    document.querySelector('.opener')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await nextTask();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    await nextTask();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
