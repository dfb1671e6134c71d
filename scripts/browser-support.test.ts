// @vitest-environment node
// The declared browser support is checked, not only written down: the build targets come from
// package.json's browserslist, and lint refuses what the floor lacks in code that ships.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { esbuildTargets } from './browser-targets.mjs';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

describe('browser support', () => {
  it('builds for the floor the browserslist declares (Chrome 91, Firefox 91, Safari 15)', () => {
    const targets = esbuildTargets();
    expect(targets).toEqual(['chrome91', 'edge91', 'firefox91', 'ios15', 'opera77', 'safari15']);
    // The Vite config takes both its JS and CSS targets from that list (importing the config here
    // would need Node's URL, not the test DOM's).
    const vite = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'vite.config.ts'), 'utf8');
    expect(vite).toMatch(/const targets = esbuildTargets\(\);/);
    expect(vite).toMatch(/target: targets,\s*cssTarget: targets,/);
  });

  it('lint fails on an API or syntax outside the floor in shipped code, and not behind a feature check', async () => {
    const eslint = new ESLint();
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: 'widgets/probe/probe.ts' });
      return (result?.messages ?? []).map((m) => m.ruleId);
    };
    expect(await lint('export const last = (list: number[]) => list.at(-1);\n')).toContain('es-x/no-array-prototype-at');
    expect(await lint("export const cut = (s: string) => s.replace(/(?<=a)b/g, '');\n")).toContain('es-x/no-regexp-lookbehind-assertions');
    expect(await lint('export const sheets = () => document.adoptedStyleSheets.length;\n')).toContain('compat/compat');
    expect(await lint("export function sheets(): number {\n  if ('adoptedStyleSheets' in Document.prototype) return document.adoptedStyleSheets.length;\n  return 0;\n}\n")).toEqual([]);
  }, 60000);
});
