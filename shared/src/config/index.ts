export { getRuntimeConfig, resolveApiBase, DEFAULT_API_BASE, type RuntimeConfig } from './runtime-config';
export { getBuild, registerBuild, type AppName } from './builds';
