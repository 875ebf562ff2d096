import type { Config } from 'jest';

// ESM-only dependencies (msw 2's, micromark's) that jest must transform (toolchain notes).
const esmDependencies = [
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  '@bundled-es-modules',
  'typebox',
  'content-disposition',
  'cookie',
  'micromark[a-z-]*',
  'decode-named-character-reference',
  'character-entities',
  'devlop',
  // react-intl and its FormatJS packages ship as ES modules only.
  'react-intl',
  '@formatjs',
  'intl-messageformat',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmDependencies.join('|')})/)`];

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j|mj)sx?$': swc } as Config['transform'];

// Every project: refuse (and fail on) connections to the ports `npm start` uses.
const forbidDefaultPorts = '<rootDir>/shared/test/forbid-default-ports.ts';

const cssModules = { '\\.css$': '<rootDir>/shared/test/style-mock.cjs' };

function browserProject(name: string, setupFiles: string[] = []): NonNullable<Config['projects']>[number] {
  return {
    displayName: name,
    rootDir: '.',
    roots: [`<rootDir>/${name}/src`],
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    transform,
    transformIgnorePatterns,
    moduleNameMapper: cssModules,
    setupFilesAfterEnv: [
      forbidDefaultPorts,
      '<rootDir>/shared/test/setup-dom.ts',
      '<rootDir>/shared/test/setup-msw.ts',
      ...setupFiles,
    ],
  } as NonNullable<Config['projects']>[number];
}

const config: Config = {
  // The unit projects' workers grow with every file they load (the API's tests start whole servers): a worker
  // past this after a file is replaced, so one process never nears its heap limit.
  workerIdleMemoryLimit: '1GB',
  projects: [
    browserProject('shared'),
    browserProject('public-site', ['<rootDir>/public-site/test/setup-i18n.tsx']),
    browserProject('admin-console'),
    browserProject('shell'),
    {
      displayName: 'api',
      rootDir: '.',
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: [forbidDefaultPorts],
    },
    {
      // The embedded MongoDB-wire-compatible server, on its own and through the mongodb driver and mongoose.
      displayName: 'embedded-mongo',
      rootDir: '.',
      roots: ['<rootDir>/embedded-mongo'],
      testMatch: ['**/*.test.ts'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: [forbidDefaultPorts],
    },
    {
      // The repository's own tools (scripts/): the configuration docs written from the declarations.
      displayName: 'scripts',
      rootDir: '.',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: [forbidDefaultPorts],
    },
    {
      // The shared webpack configuration (@mwangaza/webpack-config): how it shares singletons between apps.
      displayName: 'webpack-config',
      rootDir: '.',
      roots: ['<rootDir>/webpack-config'],
      testMatch: ['**/*.test.ts'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: [forbidDefaultPorts],
    },
    {
      // The API contract against the MSW handlers (the real API's run is in the api project).
      displayName: 'contract',
      rootDir: '.',
      roots: ['<rootDir>/shared/contract'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: [forbidDefaultPorts],
    },
    {
      displayName: 'static-server',
      rootDir: '.',
      roots: ['<rootDir>/static-server'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: [forbidDefaultPorts],
    },
    ...(['public-site', 'admin-console'] as const).map((remote) => ({
      // A remote's browser tests against its standalone start with MSW (`npm test -w <remote>` builds it).
      displayName: `${remote}-standalone`,
      rootDir: '.',
      roots: [`<rootDir>/${remote}/e2e`],
      testMatch: ['**/*.e2e.ts'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: [forbidDefaultPorts],
      testTimeout: 60_000,
    })),
    {
      // The production files (images, compose.yaml, systemd units) against what the production test runs.
      displayName: 'deploy',
      rootDir: '.',
      roots: ['<rootDir>/deploy/test'],
      testMatch: ['<rootDir>/deploy/test/*.test.ts'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: [forbidDefaultPorts],
    },
    {
      // Production on real processes behind nginx with TLS (deploy/test/production; needs a build and nginx).
      displayName: 'production',
      rootDir: '.',
      roots: ['<rootDir>/deploy/test/production'],
      testMatch: ['**/*.test.ts'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: [forbidDefaultPorts],
      testTimeout: 120_000,
    },
    {
      displayName: 'e2e',
      rootDir: '.',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: [forbidDefaultPorts],
      globalSetup: '<rootDir>/browser-testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/browser-testing/src/global-teardown.ts',
      testTimeout: 60_000,
    },
  ],
};

export default config;
