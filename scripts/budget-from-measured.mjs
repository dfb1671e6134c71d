// Sets scripts/size-budget.json to what was just measured plus a margin (default 0.5 %), from the
// reports `node scripts/size.mjs` and `npx vite-node scripts/page-weight.ts` write into .cache/.
// For a change whose cost is known and accepted: say the measured figures and why in the commit.
//   node scripts/budget-from-measured.mjs [--margin 0.5]
import { readFileSync, writeFileSync } from 'node:fs';

const marginArg = process.argv.indexOf('--margin');
const margin = 1 + (marginArg > 0 ? Number(process.argv[marginArg + 1]) : 0.5) / 100;
const budget = JSON.parse(readFileSync('scripts/size-budget.json', 'utf8'));
const size = JSON.parse(readFileSync('.cache/size.json', 'utf8'));
const pages = JSON.parse(readFileSync('.cache/page-weight.json', 'utf8'));
const core = { min: 0, gzip: 0, brotli: 0 };
for (const file of Object.values(size.core)) for (const key of Object.keys(core)) core[key] += file[key];
for (const key of Object.keys(core)) budget.core[key] = Math.ceil((core[key] * margin) / 50) * 50;
budget.requests ??= {};
for (const [type, result] of Object.entries(pages)) {
  budget.pages[type] = Math.ceil((result.gzip * margin) / 50) * 50;
  // Script requests are whole files: held at what was measured, no margin.
  budget.requests[type] = Object.keys(result.files).length;
}
writeFileSync('scripts/size-budget.json', `${JSON.stringify(budget, null, 2)}\n`);
console.log(`budget-from-measured: core ${JSON.stringify(core)}; pages ${JSON.stringify(Object.fromEntries(Object.entries(pages).map(([k, v]) => [k, v.gzip])))} (+${((margin - 1) * 100).toFixed(1)} %)`);
