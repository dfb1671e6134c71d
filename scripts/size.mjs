// Build size against the budget. Every page downloads the loader (dist/vitrin.js), the core
// module and the stylesheet: their min, gzip and brotli bytes are held to the "core" budget.
// Each chunk is listed with its gzip size (what a page pulls in depends on its widgets: see
// scripts/page-weight.ts for the per-page-type figures and budgets).
import { readFileSync, writeFileSync, mkdirSync, existsSync, readdirSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

if (!existsSync('dist/vitrin.js')) {
  console.error('size: dist/vitrin.js is missing; run `npm run build` first');
  process.exit(1);
}
const core = readdirSync('dist').filter((f) => /^vitrin-core\..+\.js$/.test(f));
if (core.length !== 1) {
  console.error(`size: expected one dist/vitrin-core.*.js, found ${core.length}`);
  process.exit(1);
}
const coreFiles = ['dist/vitrin.js', `dist/${core[0]}`, 'dist/vitrin.css'].filter((f) => existsSync(f));
const chunkFiles = existsSync('dist/chunks') ? readdirSync('dist/chunks').filter((f) => f.endsWith('.js')).map((f) => `dist/chunks/${f}`) : [];
const budget = JSON.parse(readFileSync('scripts/size-budget.json', 'utf8'));
const measure = (buf) => ({
  min: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const total = { min: 0, gzip: 0, brotli: 0 };
const rows = {};
for (const file of coreFiles) {
  const m = measure(readFileSync(file));
  rows[file] = m;
  for (const k of Object.keys(total)) total[k] += m[k];
  console.log(`size: ${file.padEnd(34)} min ${kb(m.min)}  gzip ${kb(m.gzip)}  brotli ${kb(m.brotli)}`);
}
console.log(`size: core (every page)                  min ${kb(total.min)}  gzip ${kb(total.gzip)}  brotli ${kb(total.brotli)}`);
const chunks = {};
for (const file of chunkFiles) chunks[file] = measure(readFileSync(file));
for (const [file, m] of Object.entries(chunks).sort((a, b) => b[1].gzip - a[1].gzip)) console.log(`size:   chunk ${kb(m.gzip).padStart(8)} gzip  ${file}`);
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/size.json', JSON.stringify({ core: rows, total, chunks, budget }, null, 2));
const over = Object.keys(budget.core).filter((k) => total[k] > budget.core[k]);
if (over.length) {
  for (const k of over) console.error(`size: core ${k} ${total[k]} B is over the budget of ${budget.core[k]} B`);
  process.exit(1);
}
console.log(`size: core within budget (gzip ${total.gzip}/${budget.core.gzip} B)`);
