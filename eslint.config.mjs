import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dist-standalone/**',
      'releases/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/mockServiceWorker.js',
      '.e2e-artifacts/**',
      '.lighthouse/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // One router per page: browser code reaches react-router only through the shared singleton entry.
    files: ['{shell,public-site,admin-console,shared}/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/router.ts',
      '**/*.test.{ts,tsx}',
      'shared/src/test-utils.tsx',
      'public-site/src/server/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message:
              "Import router APIs from @mwangaza/shared/router: a second copy of the router would not see the shell's location.",
          })),
        },
      ],
    },
  },
);
