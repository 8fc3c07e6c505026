import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-demo/', 'generated/', 'src/routeTree.gen.ts', 'mocks/public/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through a generated hook or function.' }],
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
);
