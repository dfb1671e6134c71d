// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
// @ts-expect-error plain ESM script without type declarations
import { startServer, CSP } from './serve.mjs';

// node:http, not fetch: the test environment's fetch is happy-dom's, which applies browser CORS.
function get(url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject).end();
  });
}

let root = '';
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vitrin-serve-'));
  const put = (path: string, body: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  put('index.html', 'home');
  put('shop/index.html', 'default order');
  put('shop/index.orderby-price.html', 'by price');
  put('product/تیشرت/index.html', 'tee');
  put('csp/shop/index.html', 'strict');
  put('mockServiceWorker.js', '//');
  put('fonts/a.woff2', 'x');
  put('404.html', 'missing');
  server = (await startServer({ port: 0, root })) as typeof server;
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('demo static server', () => {
  it('serves directory indexes and percent-encoded Persian paths', async () => {
    const res = await get(`${server.url}/product/${encodeURIComponent('تیشرت').toLowerCase()}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('tee');
  });

  it('picks the pre-rendered sort order from ?orderby=', async () => {
    expect((await get(`${server.url}/shop/?orderby=price`)).body).toBe('by price');
    expect((await get(`${server.url}/shop/?orderby=bogus`)).body).toBe('default order');
  });

  it('lets the msw worker control the whole site and types fonts', async () => {
    const sw = await get(`${server.url}/mockServiceWorker.js`);
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get(`${server.url}/fonts/a.woff2`)).headers['content-type']).toBe('font/woff2');
  });

  it('sends the strict CSP under /csp/ only', async () => {
    expect((await get(`${server.url}/csp/shop/`)).headers['content-security-policy']).toBe(CSP);
    expect((await get(`${server.url}/shop/`)).headers['content-security-policy']).toBeUndefined();
  });

  it('answers unknown paths with the 404 page and refuses to leave the root', async () => {
    const res = await get(`${server.url}/nope/`);
    expect(res.status).toBe(404);
    expect(res.body).toBe('missing');
    expect((await get(`${server.url}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });
});
