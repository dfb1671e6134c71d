// `npm test`: every check, in the order that fails fastest, on a fresh machine too.
// Ends with one summary line: "vitrin: N passed, N failed" (tests), plus the steps' verdicts.
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { ensureNodeModules, ensureChromium } from './setup.mjs';

const started = Date.now();
const solo = JSON.parse(readFileSync('scripts/e2e/solo.json', 'utf8')).files;
ensureNodeModules();
ensureChromium();
mkdirSync('.cache', { recursive: true });

const steps = [
  { name: 'typecheck', cmd: 'npx tsc --noEmit' },
  { name: 'lint', cmd: 'npx eslint . --max-warnings=0' },
  { name: 'unit', cmd: 'npx vitest run --reporter=default --reporter=json --outputFile.json=.cache/unit.json', report: '.cache/unit.json' },
  { name: 'build', cmd: 'npx vite build --logLevel warn' },
  { name: 'size', cmd: 'node scripts/size.mjs' },
  { name: 'demo', cmd: 'npx vite-node scripts/build-demo.ts' },
  { name: 'weight', cmd: 'npx vite-node scripts/page-weight.ts' },
  { name: 'bench', cmd: 'npx vite-node scripts/bench.ts', optionalFile: 'scripts/bench.ts', env: { BENCH_RUNS: '5' } },
  {
    name: 'e2e',
    cmd: `npx vitest run --config vitest.e2e.config.ts ${solo.map((f) => `--exclude ${f}`).join(' ')} --reporter=default --reporter=json --outputFile.json=.cache/e2e.json`,
    report: '.cache/e2e.json',
  },
  {
    // Timing and paint measurements, one file at a time on a machine nothing else is using.
    name: 'e2e-solo',
    cmd: `npx vitest run --config vitest.e2e.config.ts --no-file-parallelism ${solo.join(' ')} --reporter=default --reporter=json --outputFile.json=.cache/e2e-solo.json`,
    report: '.cache/e2e-solo.json',
  },
  {
    // The WordPress plugin on a real WordPress 6.1 (PHP, MariaDB and WordPress from Debian's
    // packages, installed on first run by scripts/wordpress/stack.mjs): page checks and one Chromium run.
    name: 'wordpress',
    cmd: 'npx vitest run --config scripts/wordpress/vitest.config.ts --reporter=default --reporter=json --outputFile.json=.cache/wordpress.json',
    report: '.cache/wordpress.json',
  },
];

const results = [];
let passed = 0;
let failed = 0;
const failures = [];

// CI shows only the tail of this output: each failed test is named again after the summary, with the
// first line of its message, so a failure in CI can be read without the whole log.
function failedTests(stepName, report) {
  const out = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      out.push(`${stepName}: ${relative(process.cwd(), file.name)} › ${test.fullName}\n      ${message}`);
    }
  }
  return out;
}
for (const step of steps) {
  if (step.optionalFile && !existsSync(step.optionalFile)) {
    results.push({ name: step.name, ok: true, note: 'not present' });
    continue;
  }
  if (step.report) rmSync(step.report, { force: true });
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}: ${step.cmd}`);
  const run = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...(step.env ?? {}) } });
  const ok = run.status === 0;
  let note = '';
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    note = `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
    failures.push(...failedTests(step.name, report));
  } else if (step.report && !ok) {
    failed += 1;
    note = 'runner failed before reporting';
  }
  results.push({ name: step.name, ok, note, seconds: Math.round((Date.now() - t0) / 1000) });
}

console.log('\n──── summary ────');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds ?? 0}s ${r.note ?? ''}`);
const allOk = results.every((r) => r.ok);
console.log(`total time ${Math.round((Date.now() - started) / 1000)}s; steps ${allOk ? 'all green' : 'with failures: ' + results.filter((r) => !r.ok).map((r) => r.name).join(', ')}`);
if (failures.length > 0) {
  console.log('failed tests:');
  for (const f of failures) console.log(`  ${f}`);
}
console.log(`vitrin: ${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
