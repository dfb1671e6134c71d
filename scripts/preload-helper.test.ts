// The dependency preloader the build puts in the core in place of Vite's (scripts/preload-helper.ts),
// run against the test document: what a page would notice is the links it adds to <head> and when
// the chunk's import runs.
import { afterEach, describe, expect, it } from 'vitest';
import { PRELOAD_HELPER } from './preload-helper';

type Preload = (load: () => Promise<string>, deps: string[] | undefined, importerUrl: string) => Promise<string>;

const BASE = 'https://shop.example/vitrin/vitrin-core.js';

/** A fresh copy of the helper (its own record of what it asked for), as a page's core would have. */
const helper = (): Preload => new Function(`${PRELOAD_HELPER.replace('export const', 'const')}; return __vitePreload;`)() as Preload;

const links = () => Array.from(document.head.querySelectorAll('link'), (link) => `${link.rel} ${link.getAttribute('as') ?? '-'} ${link.href}`);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the core\'s dependency preloader (issue 36)', () => {
  it('fetches a chunk\'s script dependencies beside it, each once per page, and imports the chunk at once', async () => {
    const preload = helper();
    const imported: string[] = [];
    const load = (name: string) => () => Promise.resolve(name).then((n) => (imported.push(n), n));
    await expect(preload(load('widget'), ['./chunks/widget.js', './chunks/shared.js'], BASE)).resolves.toBe('widget');
    await preload(load('other'), ['./chunks/other.js', './chunks/shared.js'], BASE);
    expect(imported).toEqual(['widget', 'other']);
    expect(links().map((l) => l.replace(/^(modulepreload|preload) /, 'script '))).toEqual([
      'script script https://shop.example/vitrin/chunks/widget.js',
      'script script https://shop.example/vitrin/chunks/shared.js',
      'script script https://shop.example/vitrin/chunks/other.js',
    ]);
    expect(Array.from(document.head.querySelectorAll('link'), (l) => l.crossOrigin)).toEqual(['', '', '']);
  });

  it('a stylesheet the page links already is not asked for again; a link of another kind to it does not count', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="https://shop.example/vitrin/assets/cart.css"><link rel="preload" as="style" href="https://shop.example/vitrin/assets/panel.css">';
    const loading = helper()(() => Promise.resolve('ok'), ['./assets/cart.css', './assets/panel.css', './chunks/cart.js'], BASE);
    expect(links()).toEqual([
      'stylesheet - https://shop.example/vitrin/assets/cart.css',
      'preload style https://shop.example/vitrin/assets/panel.css',
      'stylesheet - https://shop.example/vitrin/assets/panel.css',
      expect.stringMatching(/^(modulepreload|preload) script https:\/\/shop.example\/vitrin\/chunks\/cart.js$/),
    ]);
    document.head.querySelectorAll('link')[2]?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe('ok');
  });

  it('leaves a dependency the page already links alone', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="https://shop.example/vitrin/chunks/react.js">';
    await helper()(() => Promise.resolve('ok'), ['./chunks/react.js'], BASE);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('waits for a chunk\'s stylesheet before importing it, so nothing it renders paints unstyled; a stylesheet that fails fails the import', async () => {
    const preload = helper();
    let imported = false;
    const loading = preload(() => ((imported = true), Promise.resolve('styled')), ['./assets/widget.css'], BASE);
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.href).toBe('https://shop.example/vitrin/assets/widget.css');
    await Promise.resolve();
    expect(imported).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe('styled');

    const failing = preload(() => Promise.resolve('never'), ['./assets/broken.css'], BASE);
    document.head.querySelector<HTMLLinkElement>('link[href$="broken.css"]')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Unable to preload CSS for https://shop.example/vitrin/assets/broken.css');
  });

  it('a second import that needs a stylesheet still loading waits for it too; a failed one is asked for again by the next import', async () => {
    const preload = helper();
    const imported: string[] = [];
    const load = (name: string) => () => Promise.resolve(name).then((n) => (imported.push(n), n));
    const first = preload(load('cart'), ['./assets/shared.css'], BASE);
    const second = preload(load('sticky-header'), ['./assets/shared.css'], BASE);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(imported).toEqual([]);
    const sheets = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheets).toHaveLength(1);
    sheets[0]?.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(imported).toEqual(['cart', 'sticky-header']);

    const failing = preload(load('never'), ['./assets/broken.css'], BASE);
    document.head.querySelector<HTMLLinkElement>('link[href$="broken.css"]')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Unable to preload CSS');
    expect(document.head.querySelector('link[href$="broken.css"]')).toBeNull();
    const retried = preload(load('retried'), ['./assets/broken.css'], BASE);
    const again = document.head.querySelector<HTMLLinkElement>('link[href$="broken.css"]');
    expect(again).not.toBeNull();
    again?.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe('retried');
  });

  it('puts the page\'s CSP nonce on each link', async () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="abc123">';
    await helper()(() => Promise.resolve('ok'), ['./chunks/widget.js'], BASE);
    expect(document.head.querySelector('link')?.getAttribute('nonce')).toBe('abc123');
  });

  it('imports a chunk without dependencies at once', async () => {
    await expect(helper()(() => Promise.resolve('bare'), [], BASE)).resolves.toBe('bare');
    expect(links()).toEqual([]);
  });
});
