// Per widget family, at a git revision: lines of code (tests excluded) and hand DOM writes, the
// figures issue 34's closing note compares before and after. Usage:
//   node scripts/family-report.mjs [rev] [--base rev]
// A hand DOM write is what the before-stop review counts (createElement(, .innerHTML =,
// insertAdjacentHTML(, .setAttribute() in .ts/.tsx under widgets/, tests excluded, except React's
// own createElement: a component that renders server-printed elements calls it bare (imported from
// react), while the DOM's is always called on a document (`doc.createElement(`).
import { execFileSync } from 'node:child_process';

const HAND_DOM = /\.createElement\(|\.innerHTML\s*=|insertAdjacentHTML\(|\.setAttribute\(/g;
const isSource = (path) => /\.(ts|tsx)$/.test(path) && !/\.(test|e2e|wp)\.tsx?$/.test(path) && !/\.d\.ts$/.test(path);

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function families(rev) {
  const files = git('ls-tree', '-r', '--name-only', rev, 'widgets').split('\n').filter((f) => f && isSource(f));
  const out = new Map();
  for (const file of files) {
    const parts = file.split('/');
    const family = parts.length > 2 ? parts[1] : '(registry)';
    const text = git('show', `${rev}:${file}`);
    const row = out.get(family) ?? { lines: 0, writes: 0, where: new Map() };
    row.lines += text.split('\n').length;
    const writes = (text.match(HAND_DOM) ?? []).length;
    row.writes += writes;
    if (writes) row.where.set(file, writes);
    out.set(family, row);
  }
  return out;
}

const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args.splice(baseAt, 2)[1] : undefined;
const rev = args[0] ?? 'HEAD';
const now = families(rev);
const before = base ? families(base) : undefined;
const names = [...new Set([...now.keys(), ...(before?.keys() ?? [])])].sort();
let total = { lines: 0, writes: 0, lines0: 0, writes0: 0 };
console.log(base ? `family            lines ${base} → ${rev}   hand DOM writes` : `family            lines   hand DOM writes   where`);
for (const name of names) {
  const a = now.get(name) ?? { lines: 0, writes: 0, where: new Map() };
  const b = before?.get(name) ?? { lines: 0, writes: 0 };
  total = { lines: total.lines + a.lines, writes: total.writes + a.writes, lines0: total.lines0 + b.lines, writes0: total.writes0 + b.writes };
  const where = [...a.where].map(([f, n]) => `${f.replace(`widgets/${name}/`, '')} ${n}`).join(', ');
  if (before) console.log(`${name.padEnd(18)}${String(b.lines).padStart(6)} → ${String(a.lines).padEnd(8)}${String(b.writes).padStart(4)} → ${a.writes}`);
  else console.log(`${name.padEnd(18)}${String(a.lines).padStart(6)}   ${String(a.writes).padStart(4)}   ${where}`);
}
console.log(before ? `total             ${total.lines0} → ${total.lines}   ${total.writes0} → ${total.writes}` : `total             ${total.lines}   ${total.writes}`);
