// Lint: typescript-eslint's recommended rules plus the house rules (no any, no non-null assertions).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // The shared stores are plain signals (issue 34): a page whose widgets draw no React UI then
    // downloads no React. Components read them through @preact/signals-react; the stores never do.
    files: ['src/state/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'src/state holds plain signals: no React here (issue 34).' },
            { name: 'react-dom', message: 'src/state holds plain signals: no React here (issue 34).' },
            { name: '@preact/signals-react', message: 'Use @preact/signals-core in src/state; components read the stores through @preact/signals-react.' },
          ],
          patterns: [{ group: ['react/*', 'react-dom/*', '@preact/signals-react/*'], message: 'src/state holds plain signals: no React here (issue 34).' }],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
);
