// What other workspaces' tests use of the API's test helpers (@mwangaza/api/testing): the real API on its
// embedded database, and reading its metrics.
export * from './test-app';
export * from './metrics';
