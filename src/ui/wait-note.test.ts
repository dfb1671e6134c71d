import { afterEach, describe, expect, it, vi } from 'vitest';
import { showFailedNote, showSlowNote } from './wait-note';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('issue 30: the kit wait notes for enhanced markup', () => {
  it('the slow note shows where the shopper looks, is said once in the polite region, and goes', () => {
    vi.useFakeTimers();
    const list = document.body.appendChild(document.createElement('div'));
    const hide = showSlowNote(list, 'کمی بیشتر طول می‌کشد', 'append', 'mine');
    vi.advanceTimersByTime(0);
    expect(list.querySelector('.vitrin-wait-slow.mine')?.textContent).toBe('کمی بیشتر طول می‌کشد');
    const region = document.querySelector('.vitrin-wait-region');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('کمی بیشتر طول می‌کشد');
    hide();
    expect(list.querySelector('.vitrin-wait-slow')).toBeNull();
  });

  it('one failure note per place, an alert with a named retry button that removes it and retries', () => {
    const list = document.body.appendChild(document.createElement('div'));
    const retry = vi.fn();
    showFailedNote(list, { text: 'اول', retryText: 'تلاش دوباره', retry });
    showFailedNote(list, { text: 'دوم', retryText: 'تلاش دوباره', retry, className: 'x', retryClassName: 'y' });
    const notes = list.querySelectorAll('[role="alert"]');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.textContent).toContain('دوم');
    const button = list.querySelector<HTMLButtonElement>('button.vitrin-wait-retry.y');
    expect(button?.textContent).toBe('تلاش دوباره');
    button?.click();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(list.querySelector('[role="alert"]')).toBeNull();
  });

  it('"after" places the note right after its anchor and replaces only the one there', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const anchor = host.appendChild(document.createElement('p'));
    showFailedNote(anchor, { text: 'a', retryText: 'r', retry: () => undefined, where: 'after' });
    showFailedNote(anchor, { text: 'b', retryText: 'r', retry: () => undefined, where: 'after' });
    expect(host.children).toHaveLength(2);
    expect(anchor.nextElementSibling?.textContent).toContain('b');
  });
});
