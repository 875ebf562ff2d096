export { ConfigError, checkApiConfig, loadConfig, parseDuration, type AppConfig } from './load-config';
export { API_SECTIONS, API_VARIABLES, type TrustProxy } from './api-variables';
