// The demo's stand-in server off the page's main thread, for benches (issue 36). On the demo, msw's
// worker hands each request to the page, and the handler that plays the server (the filter
// answer: the catalogue queried, the listing printed) runs on the page's main thread, where it
// competes with Vitrin's own work for the same milliseconds, as no real server does. This serves
// the built demo (scripts/serve.mjs) and answers the paths given from Node with the same handlers
// (msw's getResponse); the page's worker passes those paths through (fixtures/msw/browser.ts, told
// by offPageInit before the page's scripts run), and the worker is served here behind a listener
// that leaves them to the browser.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '../../fixtures/msw/index';
import { STATIC_BYPASS } from '../demo-worker';
// @ts-expect-error plain-JS server without type declarations
import { startServer } from '../serve.mjs';
import type { Served } from './cli';

/**
 * Put before msw's worker: requests to the off-page `paths` go to the network without msw handing
 * them to the page first (the page's passthrough handler would otherwise still parse each request,
 * its cookies among them, on the main thread). Static files too (STATIC_BYPASS), which the demo's
 * own worker has done since it was built with it; a --base build from before then gets the same.
 */
function bypass(paths: readonly string[]): string {
  return `${STATIC_BYPASS}var OFF_PAGE = ${JSON.stringify(paths)};
addEventListener('fetch', function (event) {
  var url = new URL(event.request.url);
  if (OFF_PAGE.some(function (p) { return p.charAt(0) === '?' ? url.searchParams.has(p.slice(1)) : url.pathname.slice(-p.length) === p; })) event.stopImmediatePropagation();
});
`;
}

/** The flag the page's worker reads (fixtures/msw/browser.ts), for context.addInitScript. */
export function offPageInit(paths: readonly string[]): string {
  return `window.__vitrinServerOffPage = ${JSON.stringify(paths)};`;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

async function answer(req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean> {
  const url = new URL(req.url ?? '/', origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
  const response = await getResponse(handlers, new Request(url, { method, headers, ...(body ? { body } : {}) }));
  if (!response) return false;
  if (process.env.OFF_PAGE_LOG) console.log(`off-page: ${method} ${url.pathname} ${response.status}`);
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
  return true;
}

/**
 * The demo under `root`, with requests to `paths` (path endings, or query keys written `?key`) answered from Node, after `thinkMs` (a
 * WordPress admin-ajax call boots WordPress and queries: its time to first byte is rarely under
 * 150 ms; 0, the default, answers as fast as Node computes).
 */
export async function startOffPageServer(root: string, paths: readonly string[], thinkMs = 0): Promise<Served> {
  const statics = (await startServer({ port: 0, root })) as Served;
  const staticUrl = new URL(statics.url);
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const path = new URL(req.url ?? '/', origin).pathname;
    const forward = () => {
      const proxied = httpRequest({ host: staticUrl.hostname, port: staticUrl.port, path: req.url, method: req.method, headers: req.headers }, (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(res);
      });
      req.pipe(proxied);
    };
    if (path === '/mockServiceWorker.js') {
      readFile(join(root, 'mockServiceWorker.js'), 'utf8').then((worker) => {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', 'service-worker-allowed': '/' });
        res.end(bypass(paths) + worker);
      }, () => forward());
      return;
    }
    const query = new URL(req.url ?? '/', origin).searchParams;
    // A path ending, or a query key ('?wc-ajax': WooCommerce's endpoints ride on any page's URL).
    if (!paths.some((p) => (p.startsWith('?') ? query.has(p.slice(1)) : path.endsWith(p)))) {
      forward();
      return;
    }
    const think = new Promise((resolve) => setTimeout(resolve, thinkMs));
    think.then(() => answer(req, res, origin)).then((answered) => {
      if (!answered) {
        res.writeHead(404);
        res.end();
      }
    }, (error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await statics.close();
    },
  };
}
