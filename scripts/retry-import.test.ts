// @vitest-environment node
// The chunk retry helper (scripts/retry-import.ts) run against a fake module map per kind of
// browser: one that keeps a failed fetch for the page's life (the floor's older Chrome, Safari and
// Firefox) and one that fetches a failed module again (whatwg/html#10327). What a shopper's page
// would notice: which URLs are evaluated (one instance, or a `?retry` copy), and what is fetched.
import { describe, expect, it } from 'vitest';
import { RETRY_IMPORT_HELPER } from './retry-import';

const BASE = 'https://shop.example/vitrin/vitrin-core.js';
const REACT = 'https://shop.example/vitrin/chunks/react.js';
const WIDGET = 'https://shop.example/vitrin/chunks/widget.js';

type Importer = (specifier: string, one?: 1) => Promise<unknown>;

/**
 * A page: `network` says whether a request gets through (or its status), `keepsFailures` whether the
 * module map keeps a failed fetch. Returns the helper bound to it and what it did.
 */
function browser(keepsFailures: boolean) {
  const state = { online: true, status: 200 };
  const map = new Map<string, Promise<string>>();
  const evaluated: string[] = [];
  const requests: string[] = [];
  const load = (url: string): Promise<string> => {
    const cached = map.get(url);
    if (cached) return cached;
    requests.push(`import ${url}`);
    const ok = state.online && state.status === 200;
    const result = ok ? Promise.resolve(url).then((u) => (evaluated.push(u), u)) : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    if (ok || keepsFailures) map.set(url, result);
    return result;
  };
  const fakeFetch = (url: string): Promise<{ ok: boolean }> => {
    requests.push(`fetch ${url}`);
    return state.online ? Promise.resolve({ ok: state.status === 200 }) : Promise.reject(new TypeError('Failed to fetch'));
  };
  const source = RETRY_IMPORT_HELPER.replace(/import\.meta\.url/g, 'BASE').replace(/\bimport\(/g, 'load(');
  const helper = new Function('BASE', 'load', 'fetch', `${source}; return __vitrinImport;`)(BASE, load, fakeFetch) as Importer;
  return { helper, state, evaluated, requests };
}

describe('chunk retry helper (issue 34)', () => {
  it('first import: the URL itself, no fetch before it', async () => {
    const page = browser(true);
    await page.helper('./chunks/widget.js');
    expect(page.requests).toEqual([`import ${WIDGET}`]);
    expect(page.evaluated).toEqual([WIDGET]);
  });

  it('a browser that fetches a failed module again: the retry evaluates the original URL, the one React', async () => {
    const page = browser(false);
    page.state.online = false;
    await expect(page.helper('./chunks/react.js', 1)).rejects.toThrow(REACT);
    page.state.online = true;
    await page.helper('./chunks/react.js', 1);
    expect(page.evaluated).toEqual([REACT]);
    expect(page.requests).toEqual([`import ${REACT}`, `fetch ${REACT}`, `import ${REACT}`]);
  });

  it('still offline at the retry: it fails at the fetch, naming the URL, and leaves the module map alone', async () => {
    const page = browser(true);
    page.state.online = false;
    await expect(page.helper('./chunks/widget.js')).rejects.toThrow(WIDGET);
    await expect(page.helper('./chunks/widget.js')).rejects.toThrow(`Failed to fetch ${WIDGET}`);
    expect(page.requests).toEqual([`import ${WIDGET}`, `fetch ${WIDGET}`]);
    expect(page.evaluated).toEqual([]);
  });

  it('a 404 at the retry fails without importing', async () => {
    const page = browser(false);
    page.state.status = 404;
    await expect(page.helper('./chunks/widget.js')).rejects.toThrow();
    await expect(page.helper('./chunks/widget.js')).rejects.toThrow(`Failed to fetch ${WIDGET}`);
    expect(page.requests).toEqual([`import ${WIDGET}`, `fetch ${WIDGET}`]);
  });

  it('a browser that keeps the failure: a chunk nothing else imports comes as a ?retry copy', async () => {
    const page = browser(true);
    page.state.online = false;
    await expect(page.helper('./chunks/widget.js')).rejects.toThrow();
    page.state.online = true;
    await page.helper('./chunks/widget.js');
    expect(page.evaluated).toEqual([`${WIDGET}?retry=1`]);
  });

  it('a browser that keeps the failure: a chunk others import (React) is never copied, it fails instead', async () => {
    const page = browser(true);
    page.state.online = false;
    await expect(page.helper('./chunks/react.js', 1)).rejects.toThrow();
    page.state.online = true;
    await expect(page.helper('./chunks/react.js', 1)).rejects.toThrow(REACT);
    await expect(page.helper('./chunks/react.js', 1)).rejects.toThrow(REACT);
    expect(page.evaluated).toEqual([]);
    expect(page.requests.filter((r) => r.includes('?retry'))).toEqual([]);
  });

  it('counts per URL: a second failure of the copy asks for the next copy', async () => {
    const page = browser(true);
    page.state.online = false;
    await expect(page.helper('./chunks/widget.js')).rejects.toThrow();
    page.state.status = 500;
    page.state.online = true;
    await expect(page.helper('./chunks/widget.js')).rejects.toThrow();
    page.state.status = 200;
    await page.helper('./chunks/widget.js');
    expect(page.evaluated).toEqual([`${WIDGET}?retry=2`]);
  });
});
