import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { noLiteralText } from './scripts/lint/no-literal-text.mjs';
import { featureZones } from './scripts/lint/feature-zones.mjs';

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
    // Boundaries: no import cycle; a workspace reaches another only by its package name (the exports of its
    // package.json), never by a relative path; a feature reaches another only through that feature's index.ts;
    // no file over 350 lines.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A file a reader takes in whole: past 350 lines it is split by topic (tests too).
      'max-lines': ['error', { max: 350 }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones: featureZones(['public-site', 'admin-console']) }],
    },
  },
  {
    // One router per page: browser code reaches react-router only through the shared singleton entry. One store
    // binding too: react-redux lives inside the shared package (not a federation singleton), so its Provider and
    // hooks are reached through @mwangaza/shared (shared/src/store); its pure helpers may be imported directly.
    files: ['{shell,public-site,admin-console,shared}/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/router.ts',
      'shared/src/store/**',
      '**/*.test.{ts,tsx}',
      'shared/src/test-utils.tsx',
      'public-site/src/server/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message:
                "Import router APIs from @mwangaza/shared/router: a second copy of the router would not see the shell's location.",
            })),
            {
              name: 'react-redux',
              importNames: [
                'Provider',
                'ReactReduxContext',
                'connect',
                'useDispatch',
                'useSelector',
                'useStore',
              ],
              message:
                "Use StoreProvider and the hooks of @mwangaza/shared: a remote's own react-redux would not see the shell's store.",
            },
          ],
        },
      ],
    },
  },
  {
    // What visitors download: the TypeBox schemas are for the API, the mocks and the console's forms. A value
    // imported from them would ship TypeBox (15 KB gzipped) to every public page; types cost nothing.
    files: ['{shell,public-site}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'public-site/src/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['typebox', '@mwangaza/shared/schemas', '@mwangaza/shared/collections/schemas'].map(
            (name) => ({
              name,
              allowTypeImports: true,
              message:
                'Public pages must not load TypeBox: import values from @mwangaza/shared (schemas/constants, site-settings-defaults), types with `import type`.',
            }),
          ),
        },
      ],
    },
  },
  {
    // Every text a visitor reads comes from the language catalogs (public-site/src/i18n/messages): no literal
    // text in the public site's JSX, nor in the props that carry visible or spoken text.
    files: ['public-site/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.fixture.tsx', 'public-site/src/**/*-fixture.tsx'],
    plugins: { i18n: { rules: { 'no-literal-text': noLiteralText } } },
    rules: {
      'i18n/no-literal-text': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '{alt,label,title,eyebrow,intro,text,message,description,retryLabel,loadingLabel,emptyMessage,more,placeholder,hint,error,legend}',
              ],
            ],
          },
        },
      ],
    },
  },
  // The shipped content's translations are data (every seed text in one language), not code to split up.
  { files: ['api/src/seed/data/translations/*.ts'], rules: { 'max-lines': 'off' } },
);
