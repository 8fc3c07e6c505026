import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import prettierConfig from 'eslint-config-prettier';

// The import direction (src/ARCHITECTURE.md): routes and app → features → ui and lib → generated. A feature reaches
// another feature only through its index.ts; ui is data-free; lib knows no feature and no app module.
const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const importZones = [
  {
    target: './src/ui',
    from: ['./generated', './src/features', './src/app', './src/routes'],
    message: 'src/ui holds generic, data-free primitives.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/app', './src/routes'],
    message: 'src/lib is plumbing: it imports no feature and no app module.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features do not import the app or routes.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: 'Import another feature only through its index.ts.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-demo/',
      'dist-e2e/',
      'dist-conformance/',
      'generated/',
      'src/routeTree.gen.ts',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The start of the demo's service worker (scripts/demo-worker-plugin.ts): a classic worker script.
    files: ['mocks/worker/*.js'],
    languageOptions: { sourceType: 'script', globals: { self: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Tests compose the whole app, so they may import from anywhere.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importZones }] },
  },
  {
    // Toasts go through lib/toast.ts, which loads the library after the first paint.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/toast.ts', 'src/ui/SonnerToaster.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', message: 'Show toasts through src/lib/toast.ts.' }] },
      ],
    },
  },
  {
    // The error-reporting SDK loads after the first paint, and only with a DSN (decision 0111): only its chunks import it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/sentry.ts', 'src/lib/sentry-replay.ts', 'src/lib/sentry-scrub.ts', '**/*.test.{ts,tsx}'],
    // typescript-eslint's copy of the rule, so that it adds to the toasts' rule above rather than replacing it.
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@sentry/*'], message: 'Report errors through src/lib/error-reporting.ts.' }] },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through a generated hook or function.' },
      ],
    },
  },
  {
    // The mutator is the one place that calls fetch; tests and the mock server talk HTTP directly.
    files: ['src/lib/api-client.ts', '**/*.test.ts', '**/*.test.tsx', 'mocks/**', 'e2e/**', 'scripts/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Tests read arbitrary JSON responses.
    files: ['**/*.test.ts', '**/*.test.tsx', 'mocks/test-utils.ts', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Last: turns off the rules that would fight Prettier's layout.
  prettierConfig,
);
