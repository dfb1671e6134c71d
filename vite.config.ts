import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { esbuildTargets } from './scripts/browser-targets.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const version = process.env.npm_package_version ?? '0.1.0';
/** From package.json's browserslist (README "Supported browsers"): syntax newer than these is lowered. */
const targets = esbuildTargets();

/**
 * dist/vitrin.js: the one classic script a theme enqueues. It imports the hashed core module
 * relative to its own URL (so the dist/ folder works wherever the theme puts it); the core then
 * imports each widget's chunk when a mount point needs it. Dynamic import() runs under
 * `script-src 'self'`: no eval, no inline script.
 */
function loaderScript(): Plugin {
  return {
    name: 'vitrin-loader',
    generateBundle(_options, bundle) {
      const core = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!core) this.error('vitrin-loader: no entry chunk');
      const source = `/*! Vitrin ${version} */
(function () {
  var script = document.currentScript;
  var base = script && script.src ? script.src : document.baseURI;
  var w = window;
  if (w.Vitrin) { w.Vitrin.rescan(); return; }
  import(new URL(${JSON.stringify(core.fileName)}, base).href).catch(function (error) {
    console.error('[vitrin] V040 core: ChunkLoadError: Vitrin could not load; the page keeps working without it', error);
  });
})();
`;
      this.emitFile({ type: 'asset', fileName: 'vitrin.js', source });
    },
  };
}

/**
 * A chunk that failed once must load when tried again (the next interaction, or back online). The
 * browser keeps a failed module fetch in its module map for the page's life, so importing the same
 * URL again fails at once without asking the server: each retry imports the URL with `?retry=n`.
 * Rewrites the relative dynamic imports Rollup emits and appends the helper (hoisted, so the
 * boot's first imports during evaluation can use it; appended, so source maps keep their lines).
 */
function retryableImports(): Plugin {
  const pattern = /\bimport\((["'])(\.{1,2}\/[^"']+\.js)\1\)/g;
  return {
    name: 'vitrin-retryable-imports',
    enforce: 'post',
    renderChunk(code) {
      if (!pattern.test(code)) return null;
      pattern.lastIndex = 0;
      const helper = 'function __vitrinImport(s){var t=__vitrinImport.t||(__vitrinImport.t=new Map),n=t.get(s)||0;'
        + 'return import(new URL(s,import.meta.url).href+(n?"?retry="+n:"")).catch(function(e){t.set(s,n+1);throw e})}';
      return { code: `${code.replace(pattern, (_m, quote: string, spec: string) => `__vitrinImport(${quote}${spec}${quote})`)}\n${helper}\n`, map: null };
    },
  };
}

// One loader script, a core module and one chunk per widget; content hashes on everything the
// loader fetches, so a theme can cache them for a year.
export default defineConfig({
  base: './',
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __VITRIN_VERSION__: JSON.stringify(version),
  },
  resolve: {
    alias: {
      // react-shadow imports react-dom/server for its SSR mode only; we never use that mode,
      // and the server renderer would add ~63 KB gzip.
      'react-dom/server': here('src/runtime/no-server-render.ts'),
    },
  },
  esbuild: { jsx: 'automatic', legalComments: 'none' },
  plugins: [loaderScript(), retryableImports()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: targets,
    cssTarget: targets,
    sourcemap: true,
    // One stylesheet the theme enqueues next to the script: no style arrives late and shifts the page.
    cssCodeSplit: false,
    minify: 'esbuild',
    // The dependency preloads Vite adds to each dynamic import: a widget's shared chunks are
    // fetched in parallel with its own, not one round trip after it.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { core: here('src/main.ts') },
      preserveEntrySignatures: false,
      output: {
        format: 'es',
        entryFileNames: 'vitrin-core.[hash].js',
        chunkFileNames: 'chunks/[name].[hash].js',
        assetFileNames: (asset) => (asset.names.some((n) => n.endsWith('.css')) ? 'vitrin.css' : 'assets/[name].[hash][extname]'),
      },
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; harmless, and noisy on every build.
        if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
      },
    },
  },
});
