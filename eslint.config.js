import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import prettierConfig from 'eslint-config-prettier';
import testingLibrary from 'eslint-plugin-testing-library';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';

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

// The offline backend is a server: it shares plumbing with the app (src/lib), nothing that renders. The scripts build,
// measure and check the app: they read its plumbing and rules, not its components or pages.
const toolZones = [
  {
    target: './mocks',
    from: ['./src/app', './src/features', './src/routes', './src/ui', './e2e', './scripts'],
    message: 'The mock backend imports only src/lib (and the generated contract) from the app.',
  },
  {
    target: './scripts',
    from: ['./src/app', './src/routes', './src/ui', './e2e'],
    message: "Scripts read the app's plumbing and rules, not its components or pages.",
  },
];
// The header painted into index.html at build time (scripts/painted-header.tsx) is the app's own header bar: it alone
// renders components of src/ui.
const paintedHeaderZones = [
  {
    target: './scripts/painted-header.tsx',
    from: ['./src/app', './src/routes', './e2e'],
    message: 'The painted header renders the header bar of src/ui, nothing of the app or its pages.',
  },
];
// The signed-out pages rendered at build time (scripts/prerender-page.tsx, decision 0158) are the whole app: it alone
// composes the app's router and providers, not single pages or components.
const prerenderPageZones = [
  {
    target: './scripts/prerender-page.tsx',
    from: ['./src/routes', './src/ui', './e2e'],
    message: 'The prerendered page renders the app as a whole (its App and router), nothing of its pages or parts.',
  },
];

const sonnerPath = { name: 'sonner', message: 'Show toasts through src/lib/toast.ts.' };

// Components do not branch on a query's state (decision 0013).
const loadStateSelectors = ['MemberExpression[property.name=', 'ObjectPattern > Property[key.name='].map((node) => ({
  selector: `${node}/^(isPending|isError|isLoading)$/]`,
  message: 'Load through the route loader and useSuspenseQuery, or QueryBoundary (decision 0013).',
}));

// A feature's texts come from its own catalogue (decision 0020).
const messageSelectors = [
  {
    selector: "CallExpression[callee.property.name='formatMessage']",
    message: "Show the feature's messages with useT(messages) from its messages.ts (decision 0020).",
  },
  {
    selector: "JSXIdentifier[name='FormattedMessage']",
    message: "Show the feature's messages with useT(messages) from its messages.ts (decision 0020).",
  },
  // A helper is handed the caller's `t`, never intl to make its own: one style for components and helpers alike.
  {
    selector: "CallExpression[callee.name='translator']",
    message:
      "Take the feature's t (TranslateOf<typeof messages>) from the caller's useT(messages); translator is for tests.",
  },
  {
    selector: "TSLiteralType > Literal[value='formatMessage']",
    message: "Take the feature's t (TranslateOf<typeof messages>) instead of intl's formatMessage.",
  },
  {
    selector: "TSTypeAnnotation > TSTypeReference[typeName.name='IntlShape']",
    message: "Take t for messages; for dates and numbers Pick<IntlShape, 'formatDate' | 'formatNumber'> or the locale.",
  },
];

export default tseslint.config(
  // A disable comment that no longer silences anything fails the lint, as any warning does (`--max-warnings 0`).
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
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
    // Type-aware rules on every TypeScript file (src, mocks, scripts, e2e and the tool configs): tsconfig.json includes
    // them all, so one program serves the lot.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-deprecated': 'error',
      // Off: an async function without await is how a stub or a store keeps a Promise-returning interface (the mock
      // database's exclusive(), storage stand-ins, mutationFn stubs); the rule would have them wrap values by hand.
      '@typescript-eslint/require-await': 'off',
      // The router's redirect() and notFound() and MSW's answers are thrown by design; anything else must be an Error.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] },
            { from: 'package', package: 'msw', name: ['HttpResponse', 'StrictResponse'] },
          ],
        },
      ],
    },
  },
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
    // No import cycles: a module is read before what it needs otherwise, and a cycle hides which way the layers go.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'scripts/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['mocks/**/*.ts', 'scripts/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: toolZones }] },
  },
  {
    files: ['scripts/painted-header.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: paintedHeaderZones }] },
  },
  {
    files: ['scripts/prerender-page.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: prerenderPageZones }] },
  },
  {
    // Toasts go through lib/toast.ts, which loads the library after the first paint.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/toast.ts', 'src/ui/SonnerToaster.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [sonnerPath] }],
    },
  },
  {
    // The app and routes import a feature through its index.ts (decision 0015). A lazy `import()` of one of its files
    // is a chunk boundary the feature's index cannot give without bringing its whole face into the first chunk: this
    // rule sees only static imports, and of those lets through a route's page (`*Page`).
    files: ['src/app/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sonnerPath],
          patterns: [
            {
              regex: String.raw`(^|/)features/[^/]+/(?!index$|[A-Za-z]+Page$)[^/]+$`,
              message: 'Import a feature through its index.ts (a *Page file directly, any file lazily).',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to load and fail (decision 0013): a page's data comes through its loader and `useSuspenseQuery`, a
    // card's through `QueryBoundary`, a modal's through `LoadStateDialog`; nothing outside `src/lib` (where those
    // live) branches on a query's state, hooks in `.ts` files included.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...loadStateSelectors] },
  },
  {
    // One way to show a message (decision 0020): a feature shows its own catalogue's through `useT(messages)` (the
    // demo's screens the demo tools' through `useDemoT()`). The block repeats the load selectors, as a file's last
    // matching block sets the whole rule.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...messageSelectors, ...loadStateSelectors] },
  },
  {
    // The error-reporting SDK loads after the first paint, and only with a DSN (decision 0027): only its chunks import it.
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
    // Tests read arbitrary JSON responses; the unsafe-* rules would flag every property read on them.
    files: ['**/*.test.ts', '**/*.test.tsx', 'mocks/test-utils.ts', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...vitest.configs.recommended,
    // Vitest's expect takes a message as its second argument.
    rules: { ...vitest.configs.recommended.rules, 'vitest/valid-expect': ['error', { maxArgs: 2 }] },
  },
  {
    files: ['src/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['e2e/**'],
    ...playwright.configs['flat/recommended'],
    rules: {
      // Lint is an error or nothing: the set's warnings (fixed sleeps, forced clicks, skips) are errors here.
      ...Object.fromEntries(
        Object.entries(playwright.configs['flat/recommended'].rules).map(([rule, level]) => [
          rule,
          level === 'warn' ? 'error' : level,
        ]),
      ),
      // A test's assertions may be in a helper that scans a page.
      'playwright/expect-expect': ['error', { assertFunctionNames: ['scan', 'expectNoAxeViolations'] }],
      // A skip with a condition and its reason (a check that the dev server cannot give) is fine; a bare skip is not.
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
      // Off: the specs are tables (language, viewer, motion setting, path) and one body serves each row by branching on
      // the row's value, which is fixed before the test runs; a branch on what the page shows is for review to catch.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
    },
  },
  // Last: turns off the rules that would fight Prettier's layout.
  prettierConfig,
);
