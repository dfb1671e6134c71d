import { afterEach, describe, expect, it } from 'vitest';
import { watchInserted } from './inserted';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchInserted', () => {
  it('reports each outermost inserted subtree holding a target once, and ignores leaves that are not targets', async () => {
    document.body.innerHTML = '<main></main>';
    const seen: string[] = [];
    stop = watchInserted(document.body, '.buy', (scope) => seen.push(scope.className));
    const main = document.querySelector('main');
    const card = document.createElement('div');
    card.className = 'card';
    main?.append(card);
    // Appended into the card in the same batch: merged into the card's scope.
    for (let i = 0; i < 5; i++) card.insertAdjacentHTML('beforeend', '<a class="buy" href="#">۱</a>');
    for (let i = 0; i < 100; i++) main?.append(document.createElement('span'));
    await flush();
    expect(seen).toEqual(['card']);
  });
});
