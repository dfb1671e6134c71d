import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { esbuildTargets } from './scripts/browser-targets.mjs';
import { RETRY_IMPORT_HELPER } from './scripts/retry-import';
import { PRELOAD_HELPER } from './scripts/preload-helper';
import { build as esbuild } from 'esbuild';
import type { EarlyRule, withCaptures } from './src/runtime/early-rules';
import type { captureRules } from './src/runtime/early-table';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const version = process.env.npm_package_version ?? '0.1.0';
/** From package.json's browserslist (README "Supported browsers"): syntax newer than these is lowered. */
const targets = esbuildTargets();

/**
 * The early event contract's table, read from the widget registry itself: widgets/index.ts (and
 * its `capture` lines, widgets/captures.ts) is bundled on its own with every widget's import() left
 * out (never evaluated here), evaluated, and turned into rules by the same function the runtime uses.
 */
async function registryRules(): Promise<EarlyRule[]> {
  const result = await esbuild({
    stdin: {
      contents:
        "export { widgets, behaviours } from './widgets/index.ts'; export { captures } from './widgets/captures.ts'; export { withCaptures } from './src/runtime/early-rules.ts'; export { captureRules } from './src/runtime/early-table.ts';",
      resolveDir: here('.'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    plugins: [
      {
        name: 'widget-chunks-stay-out',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
        },
      },
    ],
  });
  const code = result.outputFiles[0]?.text ?? '';
  const registry = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    widgets: Parameters<typeof captureRules>[0];
    behaviours: Parameters<typeof captureRules>[1];
    captures: Parameters<typeof withCaptures>[1];
    captureRules: typeof captureRules;
    withCaptures: typeof withCaptures;
  };
  return registry.captureRules(registry.withCaptures(registry.widgets, registry.captures), registry.withCaptures(registry.behaviours, registry.captures));
}

/**
 * dist/vitrin.js: the one classic script a theme enqueues (src/runtime/loader.ts): the early event
 * contract with the registry's capture table, then the hashed core, imported relative to the
 * loader's own URL. Its own esbuild pass (not a Rollup entry): it must stay one classic script.
 */
function loaderScript(): Plugin {
  return {
    name: 'vitrin-loader',
    async generateBundle(_options, bundle) {
      const core = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!core) this.error('vitrin-loader: no entry chunk');
      const rules = await registryRules();
      const built = await esbuild({
        entryPoints: [here('src/runtime/loader.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        // The loader runs first on every page: the same browser floor as the rest.
        target: targets,
        minify: true,
        legalComments: 'none',
        define: { __VITRIN_CORE__: JSON.stringify(core.fileName), __VITRIN_RULES__: JSON.stringify(rules) },
      });
      const source = `/*! Vitrin ${version} */\n${built.outputFiles[0]?.text ?? ''}`;
      this.emitFile({ type: 'asset', fileName: 'vitrin.js', source });
    },
  };
}

/**
 * A chunk that failed once must load when tried again (the next interaction, or back online), and
 * as the one module instance every other chunk shares. A retry first asks the network for the
 * failed URL with fetch() (an offline browser fails there, leaving the module map alone), then
 * imports the ORIGINAL URL: browsers that no longer keep a failed fetch in the module map
 * (whatwg/html#10327, whatwg/html#6768; implemented by Firefox and WebKit, and the Chromium the e2e
 * drives re-fetches too: chunks.e2e.ts «issue 34») fetch it and its failed static imports again. A browser of our floor that
 * still keeps the failure refuses at once although the network answered; only then is the URL
 * imported with `?retry=n`, and only for a chunk that nothing else imports (statically, or from a
 * second chunk): a twin of a chunk other chunks import by its plain URL (React's, issue 34) would
 * be a second instance beside theirs, so such a chunk fails instead (V040, the server's markup
 * stays, a reload brings it). Rewrites the relative dynamic imports Rollup emits and appends the
 * helper to the core (scripts/retry-import.ts; hoisted, so the boot's first imports during evaluation can use it; appended,
 * so source maps keep their lines), which hands it to the other chunks as a global.
 */
function retryableImports(): Plugin {
  const pattern = /\bimport\((["'])(\.{1,2}\/[^"']+\.js)\1\)/g;
  return {
    name: 'vitrin-retryable-imports',
    // Last of all: Vite fills each dynamic import's preload list (the widget's shared chunks,
    // fetched beside it) in its own generateBundle by finding the import() calls; rewritten any
    // earlier, every list came out empty and each shared chunk cost one more round trip.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        // A chunk with a static importer, or dynamic importers in two chunks, must stay one instance.
        const dynamicImporters = new Map<string, number>();
        const staticTargets = new Set<string>();
        for (const file of chunks) {
          for (const name of file.imports) staticTargets.add(name);
          for (const name of new Set(file.dynamicImports)) dynamicImporters.set(name, (dynamicImporters.get(name) ?? 0) + 1);
        }
        const single = (name: string) => staticTargets.has(name) || (dynamicImporters.get(name) ?? 0) > 1;
        // The helper is written once, in the core, and handed to the other chunks as a global: a
        // copy per chunk cost ~0.2 KB gzip each, four times on the home page (issue 36), and each
        // copy kept its own count of failures. Every other chunk runs after the core has run (it
        // imports the core, or is imported by a chunk that does), and names its targets by their
        // full URL, as the core's helper resolves a relative one against the core's own.
        const core = chunks.find((file) => file.isEntry);
        for (const file of chunks) {
          const own = file === core;
          if (!pattern.test(file.code) && !own) continue;
          pattern.lastIndex = 0;
          const dir = path.posix.dirname(file.fileName);
          const rewritten = file.code.replace(pattern, (_m, quote: string, spec: string) => {
            const target = path.posix.normalize(path.posix.join(dir, spec));
            const specifier = own ? `${quote}${spec}${quote}` : `new URL(${quote}${spec}${quote},import.meta.url).href`;
            return `__vitrinImport(${specifier}${single(target) ? ',1' : ''})`;
          });
          file.code = own ? `${shortSites(rewritten)}\n${RETRY_IMPORT_HELPER}\nglobalThis.__vitrinImport=__vitrinImport;\n` : rewritten;
        }
      },
    },
  };
}

/**
 * The core's dynamic imports, one per registry line, each spelled out by Vite as
 * `preload(()=>__vitrinImport("./chunks/x.HASH.js"),__vite__mapDeps([i,…]),import.meta.url)`, where
 * the first index of the list is that same chunk: each becomes `__vitrinLoad([i,…])`, a helper
 * appended beside the retry helper that reads the chunk's URL from the list. The same imports,
 * preloads and retries, without every chunk's hashed name a second time in the file every page
 * downloads (issue 36: ~0.2 KB gzip). A site in any other shape is left as Vite wrote it.
 */
function shortSites(code: string): string {
  const list = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);/.exec(code)?.[1];
  if (!list) return code;
  const files = JSON.parse(list) as string[];
  // (A chunk's export picked inside, `.then(e=>e.x)`, is picked after the preload instead: the same value.)
  const site = /\b([\w$]+)\(\(\)=>__vitrinImport\("([^"]+)"(,1)?\)(\.then\(([\w$]+)=>\5\.[\w$]+\))?,__vite__mapDeps\(\[(\d+)((?:,\d+)*)\]\),import\.meta\.url\)/g;
  const helpers = new Set<string>();
  for (const [, helper] of code.matchAll(site)) if (helper) helpers.add(helper);
  const [helper] = helpers;
  // One preloader (the core's own): else some site is not what this expects, and nothing is changed.
  if (helpers.size !== 1 || !helper) return code;
  const short = code
    .replace(site, (whole, _h: string, url: string, one: string | undefined, pick: string | undefined, _p: string, first: string, rest: string) =>
      files[Number(first)] === url ? `__vitrinLoad([${first}${rest}]${one ?? ''})${pick ?? ''}` : whole,
    )
    // A chunk with nothing to preload beside it: the preloader only calls the import (`if (!deps.length) return load()`).
    .replace(new RegExp(`\\b${helper.replace(/\$/g, '\\$')}\\(\\(\\)=>(__vitrinImport\\("[^"]+"(?:,1)?\\)(?:\\.then\\(([\\w$]+)=>\\2\\.[\\w$]+\\))?),\\[\\],import\\.meta\\.url\\)`, 'g'), '$1');
  return `${short}\nfunction __vitrinLoad(d,o){return ${helper}(()=>__vitrinImport(__vite__mapDeps([d[0]])[0],o),__vite__mapDeps(d),import.meta.url)}`;
}

/**
 * Vite's dependency preloader (the `__vitePreload` wrapped around every dynamic import, in the core
 * that every page downloads) replaced by scripts/preload-helper.ts: the same preloads, without
 * Vite's `vite:preloadError` event that nothing here listens to (issue 36: ~0.3 KB gzip of the core).
 * Vite asks for the helper by this module id; this plugin runs before Vite's own and answers first.
 */
function smallPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'vitrin-preload-helper',
    enforce: 'pre',
    resolveId: (source) => (source === id ? id : undefined),
    load: (source) => (source === id ? { code: PRELOAD_HELPER, moduleSideEffects: false } : undefined),
  };
}

/**
 * Shared code cut by what pages use together (issue 36): each library where it is used, and the
 * small shared modules (events, cookies, focus, live region…; each under ~1 KB gzip, one request
 * apiece on HTTP/1.1) gathered by family instead of one chunk each. A module not named here goes
 * where Rollup puts it (a widget's own chunk, or shared by the widgets that import it).
 */
const SHARED_CHUNKS: ReadonlyArray<readonly [string, RegExp]> = [
  // React, react-dom and what exists only for React (the root shell, signals' React binding, the
  // kit's components and hooks): one chunk, loaded with the first root on the page. With it the
  // Jalali calendar arithmetic (0.4 KB), whose only users are React roots (the events calendar, the
  // date filters): in `shared` it was on every page, in a chunk of its own one request more.
  ['react', /\/src\/i18n\/jalali\.ts$|\/node_modules\/(react|react-dom|scheduler|use-sync-external-store|@preact\/signals-react)\/|\/src\/runtime\/react-root\.tsx$|\/src\/ui\/(\w|-)+\.tsx$|\/src\/ui\/(useModal|useHydrated)\.ts$/],
  // i18next alone: loaded with the first request (adapters/http/client.ts), never at boot; strings
  // shown before then are looked up by src/i18n itself from the same resources.
  ['i18n', /\/node_modules\/i18next\/|\/src\/i18n\/engine\.ts$/],
  // ky alone: loaded with the first request, which does not wait for it (adapters/http/client.ts).
  ['ky', /\/node_modules\/ky\//],
  // zod/mini alone (~9 KB gzip): with the chunks that build answer schemas (or props schemas of
  // widgets that need it anyway), not on a page whose families check only page settings and
  // markup, which are checked by hand (issue 36).
  ['zod', /\/node_modules\/zod\//],
  // A variable product's form: the get_variation wire, the gallery and the form's own plain
  // TypeScript, for the form, the swatches and the jQuery bridge alike (one request, not two). Not
  // the display's React root: the jQuery bridge (quick view on archive pages) must not pull React.
  ['variations', /\/adapters\/woocommerce\/variations\.ts$|\/widgets\/variation-form\/(gallery|index|form-dom|variation-form\.connector)\.ts$/],
  // What a wishlist button's press does and the member calls: one chunk, asked for when a shopper
  // reaches a button (widgets/wishlist/index.ts), not with the buttons' drawing (issue 36). The
  // wishlist page's root shares the calls from it.
  ['wishlist-press', /\/widgets\/wishlist\/(press|answer-dom)\.ts$|\/adapters\/woodmart\/wishlist-requests\.ts$/],
  // The same for a data-store link's press: the change and its call (widgets/data-stores/index.ts).
  ['store-press', /\/widgets\/data-stores\/press\.ts$|\/adapters\/jet-engine\/data-store-changes\.ts$/],
  // The jQuery bridges (WooCommerce's $.fn.wc_variation_form and scroll_to_notices, which the
  // scripts that stay call): only on a page that has jQuery (the behaviours require it), so not in
  // `shared`, which pages without jQuery (a Woodmart home) load too (issue 36). One chunk for both.
  ['jquery', /\/src\/host\/jquery-api\.ts$|\/adapters\/woocommerce\/jquery-api\.ts$|\/widgets\/wc-forms\/scroll-to-notices\.ts$|\/widgets\/variation-form\/jquery-api\.ts$/],
  // What the families share beyond the cart's boot (chunkCutter's `cart`), in one request instead
  // of several (each 0.4–2 KB; HTTP/1.1 hosting pays a round trip per file): the other stores, the
  // host's small helpers, Vitrin's HTTP client (without ky or zod: it checks answers through the
  // schema's own Standard Schema validate) and the endpoints, the kit's DOM side (focus, inert, drawer, modal, wait
  // note, markup; React's kit components import it, so it must not sit in a chunk of one family),
  // the HTML sanitiser. A page whose families need none of it before a touch (the cart family
  // alone) does not load it until then.
  [
    'shared',
    new RegExp(
      [
        /\/node_modules\/@preact\/signals-core\//,
        /\/src\/state\/(cart|wishlist|variations|overlays)\.ts$/,
        /\/src\/state\/cart-session\/\w+\.ts$/,
        /\/src\/host\/(events|keyboard|storage|cookies|inserted|queue|inert|focus|sanitize)\.ts$/,
        /\/src\/ui\/(drawer|modal|live-region|wait-note|markup|loading)\.ts$/,
        /\/src\/i18n\/(index|format)\.ts$|\/src\/i18n\/locales\/\w+\/common\.json$/,
        /\/src\/i18n\/namespaces\/(transport|cart)\.ts$/,
        /\/adapters\/http\/\w+\.ts$|\/adapters\/(wordpress|woocommerce)\/endpoints\.ts$/,
      ]
        .map((part) => part.source)
        .join('|'),
    ),
  ],
  // The store notice's showing at load (0.4 KB, a page behaviour of WooCommerce's like the cart's
  // fragments): with the cart's boot chunk, not a request of its own. So is importOnce (a few
  // lines the translator in this chunk uses, and chunks that all import this one).
  ['cart', /\/widgets\/store-notice\/show\.ts$|\/adapters\/woocommerce\/notices\.ts$|\/src\/host\/import-once\.ts$/],
  // The runtime's mount step (reading props, enhancing or rendering; ~1 KB gzip), which nothing
  // runs before a widget's chunk has arrived: with the chunk that every widget chunk (and React's)
  // imports and that a WooCommerce page loads at boot anyway, not in the core every page downloads
  // before any widget code, nor a request of its own (issue 36). The runtime imports it beside the
  // first widget's chunk (src/runtime/mount.ts).
  ['cart', /\/src\/runtime\/(mount-step|props)\.ts$/],
  // The cart's actions, with the first touch of an add button or a mini-cart (the press held and
  // replayed) or the first read of the cart: delegated add to cart, the mini-cart's remove, and the
  // cart's wire (the three wc-ajax calls and their answers' schemas). No page runs them before a
  // touch, so they are not in `shared`, which many families load at boot (issue 36).
  ['cart-actions', /\/adapters\/woocommerce\/cart\.ts$|\/widgets\/add-to-cart\/[\w.-]+\.ts$|\/widgets\/mini-cart\/(index|row-state)\.ts$/],
  // The page behaviours a Woodmart page runs at load (sticky header, header dropdowns, scroll to
  // top, footer collapse, Elementor's stretched sections) and WooCommerce's order attribution: 0.7–3.3 KB each, one request
  // together. (Order attribution's page without Woodmart gets the Woodmart part too, ~4 KB: one
  // request fewer on every Woodmart page was the better trade.) Only their plain-TypeScript
  // modules: a family that becomes a React root keeps its root in its own chunk. In `shared`
  // (issue 36): every page that runs them at load runs the rest of `shared` too, so one request, not
  // two; they check their props and page settings by hand, not with zod, so a page whose families
  // check no answer at load (home, cart) loads no zod. The cart family alone loads neither.
  [
    'shared',
    /\/widgets\/(sticky-header|header-dropdowns|scroll-to-top|footer-collapse|order-attribution)\/(index|clone|[\w-]+\.connector)\.ts$|\/adapters\/woocommerce\/attribution\.ts$|\/widgets\/carousel\/stretched\.ts$|\/adapters\/elementor\/stretched\.ts$/,
  ],
  // JetEngine's data stores: the behaviour (storage, clicks, delete links) and the React roots of
  // its buttons and counts, one request (issue 36: the variable product page was at 13). A page
  // with a store button or count mounts the roots eagerly anyway; only a page with delete links
  // alone pays React's chunk for them.
  ['data-stores', /\/widgets\/data-stores\/[\w.-]+\.tsx?$|\/adapters\/jet-engine\/(data-stores|delete-link)\.ts$|\/src\/state\/data-stores\.ts$/],
  // The variation display's React root rides with the swatches' (both eager React roots of a
  // variable product's form, each importing the variations chunk): one request, not two (issue 36).
  // A variable product without swatches loads the swatches' code too (~6 KB), a swatch on an
  // archive card the display's (~1.3 KB).
  ['swatches', /\/widgets\/swatches\/[\w.-]+\.tsx?$|\/adapters\/variation-swatches\/swatches\.ts$|\/widgets\/variation-form\/(display-root|VariationDisplay)\.tsx$/],
  // The wishlist's behaviour with the code its React button shares (one file, not two).
  ['wishlist', /\/widgets\/wishlist\/(index|wishlist\.dom|wishlist\.connector|context|i18n)\.ts$|\/widgets\/wishlist\/locales\/\w+\.json$/],
];

/**
 * Rollup puts an unassigned module that a named chunk imports into that chunk, even when the core
 * imports it too (the core then had to import the chunk). So what the core imports, directly or
 * not, is named as the core's first: it stays in the one file every page downloads anyway.
 */
function chunkCutter(): (id: string, meta: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => string | undefined {
  let core: Set<string> | undefined;
  let cart: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    const reach = (from: string, skip?: Set<string>): Set<string> => {
      const seen = new Set<string>();
      const walk = (module: string) => {
        if (seen.has(module) || skip?.has(module)) return;
        seen.add(module);
        for (const next of getModuleInfo(module)?.importedIds ?? []) walk(next);
      };
      walk(from);
      return seen;
    };
    core ??= reach(here('widgets/main.ts'));
    // What the cart family runs at boot on every WooCommerce page (cart-fragments: the stored cart,
    // the cookies, the events, the cart's stores, the page globals read with zod/mini), everything
    // it imports and nothing else, in one chunk: a page where only the cart family runs and nothing
    // is touched downloads the loader, the core and this (issue 36). The add buttons', the remove
    // links' and the first request's code (the HTTP client, the answers' schemas, notes, the kit)
    // come in `shared` with the first touch or request.
    cart ??= reach(here('widgets/cart-fragments/index.ts'), core);
    if (core.has(id)) return 'core';
    const path = id.replace(/\\/g, '/');
    if (cart.has(id) && !/\.css$/.test(path)) return 'cart';
    return SHARED_CHUNKS.find(([, pattern]) => pattern.test(path))?.[0];
  };
}

// One loader script, a core module and one chunk per widget; content hashes on everything the
// loader fetches, so a theme can cache them for a year. A chunk's or stylesheet's hash is 6
// characters (36 bits: ample to tell one build's ~60 files from another's), not Rollup's 8: the
// core lists every chunk's file name and each chunk names the ones it imports, and those random
// characters are what gzip cannot shrink (issue 36: 108 B of the core, 120–220 B per demo page).
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
  plugins: [smallPreloadHelper(), loaderScript(), retryableImports()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: targets,
    cssTarget: targets,
    sourcemap: true,
    // The stylesheet the theme enqueues next to the script holds what the first paint needs (the
    // CSS the core imports, widgets/main.ts); a family's other CSS is its chunk's, linked by the
    // preload helper and loaded before the chunk runs, so nothing it styles paints unstyled.
    cssCodeSplit: true,
    minify: 'esbuild',
    // The dependency preloads Vite adds to each dynamic import: a widget's shared chunks are
    // fetched in parallel with its own, not one round trip after it.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { core: here('widgets/main.ts') },
      preserveEntrySignatures: false,
      output: {
        format: 'es',
        entryFileNames: 'vitrin-core.[hash].js',
        chunkFileNames: 'chunks/[name].[hash:6].js',
        manualChunks: chunkCutter(),
        assetFileNames: (asset) => (asset.names.includes('core.css') ? 'vitrin.css' : 'assets/[name].[hash:6][extname]'),
      },
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; harmless, and noisy on every build.
        if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
      },
    },
  },
});
