// Lint: typescript-eslint's recommended rules plus the house rules (no any, no non-null assertions).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import compat from 'eslint-plugin-compat';
import esx from 'eslint-plugin-es-x';

/** What ships to shoppers' browsers (tests, e2e and tooling run in Node or our own Chromium). */
const SHIPPED = ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'adapters/**/*.{ts,tsx}'];
const NOT_SHIPPED = ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'src/test-setup.ts', '**/testing.ts'];

// Built-ins newer than the support floor (package.json browserslist: Chrome 91, Firefox 91, Safari 15).
// esbuild lowers syntax to the floor but adds no polyfills, so a newer method is a crash there.
// Syntax esbuild lowers (class fields, static blocks, #x in) stays allowed; a regex lookbehind it
// cannot lower (Safari before 16.4 refuses the whole module) is not.
// ES2022 and ES2023 methods are flagged on any receiver (`x.at(-1)` whatever x is: the linter has no
// types); later ones only where the receiver is known, since tsconfig's lib (ES2023) already
// refuses them and their names (`map`, `union`, `filter`) are everywhere.
const takesAggressive = (rule) => Boolean(esx.rules[rule.replace('es-x/', '')]?.meta.schema?.[0]?.properties?.aggressive);
const rulesOf = (names, options) =>
  names.flatMap((name) => Object.keys(esx.configs[name].rules)).map((rule) => [rule, Array.isArray(options) && !takesAggressive(rule) ? 'error' : options]);
const esxRules = Object.fromEntries([
  ...rulesOf(['flat/no-new-in-es2022', 'flat/no-new-in-es2023'], ['error', { aggressive: true, allowTestedProperty: true }]),
  ...rulesOf(['flat/no-new-in-es2024', 'flat/no-new-in-es2025', 'flat/no-new-in-esnext'], 'error'),
]);
for (const lowered of ['no-class-instance-fields', 'no-class-private-fields', 'no-class-private-methods', 'no-class-static-block', 'no-class-static-fields', 'no-private-in', 'no-top-level-await', 'no-regexp-d-flag', 'no-error-cause', 'no-hashbang', 'no-arbitrary-module-namespace-names', 'no-trailing-dynamic-import-commas']) {
  esxRules[`es-x/${lowered}`] = 'off';
}
esxRules['es-x/no-regexp-lookbehind-assertions'] = 'error';

// The layers, downhill only (README "Architecture", issue 29): src/ is the foundation and names no
// adapter or widget; adapters/ speak to servers and the host page and name no widget; a widget
// folder names src/, adapters/ and its own files, never another widget folder. Only the files at
// the top of widgets/ (the registry, the family map, the entry) compose everything.
const LAYERS = {
  src: { regex: String.raw`^(\.\./)+(adapters|widgets)(/|$)`, message: 'src/ is the foundation: it imports nothing from adapters/ or widgets/. Declare the interface you need in src/ and let the family wire the adapter in (README "Architecture").' },
  adapters: { regex: String.raw`^(\.\./)+widgets(/|$)`, message: 'adapters/ import only src/ (and other adapters): never a widget.' },
  widget: { regex: String.raw`^\.\./[^./]`, message: 'A widget folder imports src/, adapters/ and its own files, never another widget folder: shared state goes to src/state (README "Architecture").' },
};
/** no-restricted-imports for `files`, with extra paths/patterns (one rule entry per file: flat config replaces, it does not merge). */
const restrictImports = (files, layer, extra = { paths: [], patterns: [] }) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths: extra.paths, patterns: [{ regex: layer.regex, message: layer.message }, ...extra.patterns] }] },
});
const REACT_FREE_STATE = {
  paths: [
    { name: 'react', message: 'src/state holds plain signals: no React here (issue 34).' },
    { name: 'react-dom', message: 'src/state holds plain signals: no React here (issue 34).' },
    { name: '@preact/signals-react', message: 'Use @preact/signals-core in src/state; components read the stores through @preact/signals-react.' },
  ],
  patterns: [{ group: ['react/*', 'react-dom/*', '@preact/signals-react/*'], message: 'src/state holds plain signals: no React here (issue 34).' }],
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'demo-dist/', '.cache/', 'demo/public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Web APIs outside the declared browsers (package.json browserslist), and newer built-ins.
    files: SHIPPED,
    ignores: NOT_SHIPPED,
    plugins: { compat, 'es-x': esx },
    settings: {
      // Used only behind a feature check, with a fallback (README "Supported browsers").
      polyfills: ['requestIdleCallback', 'scheduler.yield', 'HTMLElement.inert'],
    },
    rules: { 'compat/compat': 'error', ...esxRules },
  },
  restrictImports(['src/**'], LAYERS.src),
  // The shared stores are plain signals (issue 34): a page whose widgets draw no React UI then
  // downloads no React. Components read them through @preact/signals-react; the stores never do.
  restrictImports(['src/state/**'], LAYERS.src, REACT_FREE_STATE),
  restrictImports(['adapters/**'], LAYERS.adapters),
  // A test may drive two widgets together (the add button and the fragment cache); shipped code may not.
  { ...restrictImports(['widgets/*/**'], LAYERS.widget), ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'] },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
  {
    // The demo's stand-ins for the theme and plugin scripts that stay beside Vitrin: plain browser
    // scripts in the jQuery style of the originals, served as they are.
    files: ['demo/classic/*.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', document: 'readonly' } },
  },
);
