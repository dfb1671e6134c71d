import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// One classic IIFE for the theme's <script> tag: everything bundled, no chunks, no eval.
export default defineConfig({
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __VITRIN_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
  },
  resolve: {
    alias: {
      // react-shadow imports react-dom/server for its SSR mode only; we never use that mode,
      // and the server renderer would add ~63 KB gzip to the bundle.
      'react-dom/server': here('src/runtime/no-server-render.ts'),
    },
  },
  esbuild: { jsx: 'automatic', legalComments: 'none' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: true,
    cssCodeSplit: false,
    minify: 'esbuild',
    lib: {
      entry: here('src/main.ts'),
      formats: ['iife'],
      name: 'VitrinBundle',
      fileName: () => 'vitrin.js',
      cssFileName: 'vitrin',
    },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});
