// Static server for the demo shop (demo-dist/), plain Node, no dependencies. It plays the part of
// the web server in front of WordPress: content types, directory index.html, a 404 page, no
// caching, the service-worker scope header, a strict CSP under /csp/, and the sort order of
// archive pages picked from ?orderby= (pre-rendered variants, since PHP is not here to sort).
//   node scripts/serve.mjs [--port 5173] [--host 127.0.0.1] [--root demo-dist]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

const ORDERBY = new Set(['popularity', 'rating', 'date', 'price', 'price-desc']);

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** URL path → file under root, or null. Slugs arrive percent-encoded; files are named decoded. */
async function resolveFile(rootDir, pathname, searchParams) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const full = normalize(join(rootDir, decoded));
  if (full !== rootDir && !full.startsWith(rootDir + sep)) return null; // no escaping the root
  if (decoded.endsWith('/')) {
    const orderby = searchParams.get('orderby');
    if (orderby && ORDERBY.has(orderby)) {
      const variant = join(full, `index.orderby-${orderby}.html`);
      if (await isFile(variant)) return variant;
    }
    const index = join(full, 'index.html');
    return (await isFile(index)) ? index : null;
  }
  if (await isFile(full)) return full;
  // /shop → /shop/ like WordPress's canonical redirect would end up.
  if (await isFile(join(full, 'index.html'))) return { redirect: `${pathname}/` };
  return null;
}

function headersFor(pathname, file) {
  const headers = {
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  // The worker lives at /mockServiceWorker.js and must control the whole site.
  if (pathname.endsWith('/mockServiceWorker.js')) headers['Service-Worker-Allowed'] = '/';
  if (pathname.startsWith('/csp/')) headers['Content-Security-Policy'] = CSP;
  return headers;
}

export function startServer({ port = 5173, host = '127.0.0.1', root = 'demo-dist' } = {}) {
  const rootDir = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      if (!['GET', 'HEAD', 'POST'].includes(method)) {
        res.writeHead(405, { Allow: 'GET, HEAD, POST', 'Cache-Control': 'no-store' });
        res.end();
        return;
      }
      const found = await resolveFile(rootDir, url.pathname, url.searchParams);
      if (found && typeof found === 'object') {
        res.writeHead(301, { Location: found.redirect + url.search, 'Cache-Control': 'no-store' });
        res.end();
        return;
      }
      // A page form posted to itself (add to cart without JS, login) gets the page back, as
      // WordPress re-renders it; only pages accept POST.
      if (!found || (method === 'POST' && !found.endsWith('.html'))) {
        const notFound = join(rootDir, '404.html');
        const body = (await isFile(notFound)) ? await readFile(notFound) : Buffer.from('Not found');
        res.writeHead(404, headersFor(url.pathname, (await isFile(notFound)) ? notFound : 'x.txt'));
        res.end(method === 'HEAD' ? undefined : body);
        return;
      }
      const body = await readFile(found);
      res.writeHead(200, { ...headersFor(url.pathname, found), 'Content-Length': body.length });
      res.end(method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(String(error));
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `http://${shownHost}:${actualPort}`,
        close: () => new Promise((done) => {
          server.closeAllConnections?.();
          server.close(() => done(undefined));
        }),
      });
    });
  });
}

const invokedDirectly = process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url;
if (invokedDirectly) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
  };
  const here = fileURLToPath(new URL('..', import.meta.url));
  const { url } = await startServer({
    port: Number(arg('port', process.env.PORT ?? 5173)),
    host: arg('host', '127.0.0.1'),
    root: arg('root', join(here, 'demo-dist')),
  });
  console.log(`Vitrin demo shop: ${url}/`);
}
