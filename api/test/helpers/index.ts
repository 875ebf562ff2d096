// What other workspaces' tests and tools use of the API's test helpers (@mwangaza/api/testing): the real API on
// its embedded database, production's configuration, and reading its metrics.
export * from './test-app';
export * from './production-env';
export * from './metrics';
