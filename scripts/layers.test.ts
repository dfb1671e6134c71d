// @vitest-environment node
// Issue 29: the layers are enforced by lint (eslint.config.js, no-restricted-imports) and the code
// has no import circle. These fail when the rule stops catching a layer-breaking import, or when a
// new circle appears.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function restricted(filePath: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('issue 29: lint holds the layers', () => {
  it('src/ may not import adapters/ or widgets/', async () => {
    expect(await restricted('src/state/filters/new.ts', "import { x } from '../../../adapters/jet-smart-filters/request';")).toHaveLength(1);
    expect(await restricted('src/runtime/new.ts', "import { x } from '../../widgets';")).toHaveLength(1);
    expect(await restricted('src/runtime/new.ts', "import { x } from '../host/settings';")).toEqual([]);
  }, 30_000);

  it('adapters/ may not import widgets/', async () => {
    expect(await restricted('adapters/woocommerce/new.ts', "import { x } from '../../widgets/mini-cart/index';")).toHaveLength(1);
    expect(await restricted('adapters/woocommerce/new.ts', "import { x } from '../../src/state/cart';")).toEqual([]);
  }, 30_000);

  it('a widget folder may not import another widget folder, only src/, adapters/ and its own files', async () => {
    expect(await restricted('widgets/mini-cart/new.ts', "import { x } from '../add-to-cart/index';")).toHaveLength(1);
    expect(await restricted('widgets/mini-cart/new.ts', "import { x } from '../index';")).toHaveLength(1);
    expect(await restricted('widgets/mini-cart/new.ts', "import { x } from './MiniCart';")).toEqual([]);
    expect(await restricted('widgets/mini-cart/new.ts', "import { x } from '../../adapters/woocommerce/cart';")).toEqual([]);
  }, 30_000);
});

/** Static imports of the shipped source (tests and e2e left out), resolved to files. */
function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.(test|e2e)\.tsx?$|testing\.ts$|\.d\.ts$/.test(name)) files.push(path);
    }
  };
  for (const top of ['src', 'adapters', 'widgets']) walk(join(root, top));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const match of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
      const base = resolve(dirname(file), match[1] ?? '');
      const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => known.has(p));
      if (hit) targets.push(hit);
    }
    graph.set(file, targets);
  }
  return graph;
}

function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)).map((f) => relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('issue 29: no import circle', () => {
  it('the shipped source imports without a circle (value imports: a type-only import is erased at build)', () => {
    expect(circles(importGraph())).toEqual([]);
  });
});

describe('issue 34: connector tests stay pure', () => {
  it('every connector test runs without a DOM, so a connector that reaches for one fails its own test', () => {
    const connectorTests = readdirSync(join(root, 'widgets'))
      .flatMap((family) => {
        const dir = join(root, 'widgets', family);
        return statSync(dir).isDirectory() ? readdirSync(dir).map((name) => join(dir, name)) : [];
      })
      .filter((file) => file.endsWith('.connector.test.ts'));
    expect(connectorTests.length).toBeGreaterThan(10);
    const withDom = connectorTests.filter((file) => !readFileSync(file, 'utf8').startsWith('// @vitest-environment node\n')).map((file) => relative(root, file));
    expect(withDom).toEqual([]);
  });
});
