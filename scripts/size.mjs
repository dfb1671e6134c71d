// Bundle size against the budget: min, gzip and brotli bytes of dist/vitrin.js + dist/vitrin.css.
// The budget (scripts/size-budget.json) sits just above today's figure; lower it as we shrink.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const files = ['dist/vitrin.js', 'dist/vitrin.css'].filter((f) => existsSync(f));
if (!files.includes('dist/vitrin.js')) {
  console.error('size: dist/vitrin.js is missing; run `npm run build` first');
  process.exit(1);
}
const budget = JSON.parse(readFileSync('scripts/size-budget.json', 'utf8'));
const measure = (buf) => ({
  min: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const total = { min: 0, gzip: 0, brotli: 0 };
const rows = {};
for (const file of files) {
  const m = measure(readFileSync(file));
  rows[file] = m;
  for (const k of Object.keys(total)) total[k] += m[k];
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const [file, m] of Object.entries(rows)) console.log(`size: ${file.padEnd(16)} min ${kb(m.min)}  gzip ${kb(m.gzip)}  brotli ${kb(m.brotli)}`);
console.log(`size: total            min ${kb(total.min)}  gzip ${kb(total.gzip)}  brotli ${kb(total.brotli)}`);
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/size.json', JSON.stringify({ files: rows, total, budget }, null, 2));
const over = Object.keys(budget).filter((k) => total[k] > budget[k]);
if (over.length) {
  for (const k of over) console.error(`size: ${k} ${total[k]} B is over the budget of ${budget[k]} B`);
  process.exit(1);
}
console.log(`size: within budget (gzip ${total.gzip}/${budget.gzip} B)`);
