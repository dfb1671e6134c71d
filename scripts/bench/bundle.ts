// Builds a bench entry into one IIFE string (production React, every lazy chunk inlined), so a
// bench page is served from memory and measures code, not the network.
import { build, type Rollup } from 'vite';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** `entry` is a path relative to scripts/bench/; `name` the IIFE's global. */
export async function bundleIife(entry: string, name: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), __VITRIN_VERSION__: JSON.stringify('bench') },
    resolve: { alias: { 'react-dom/server': here('../../src/runtime/no-server-render.ts') } },
    esbuild: { jsx: 'automatic', legalComments: 'none' },
    build: {
      write: false,
      target: 'es2020',
      minify: 'esbuild',
      reportCompressedSize: false,
      lib: { entry: here(entry), formats: ['iife'], name, fileName: () => 'bench.js' },
      rollupOptions: {
        output: { inlineDynamicImports: true },
        // zod's sources carry comments rollup cannot place; harmless, and noise in the test log.
        onwarn(warning, warn) {
          if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
        },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  for (const out of outputs) for (const item of out.output ?? []) if (item.type === 'chunk' && item.isEntry) return item.code;
  throw new Error(`bench: vite build of ${entry} produced no entry chunk`);
}
