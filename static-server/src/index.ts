export {
  APP_NAMES,
  createStaticServer,
  type AppName,
  type StaticServerOptions,
} from './create-static-server';
export { cacheControlFor, isContentHashed } from './cache-policy';
export { createRuntimeConfig, renderRuntimeConfigScript, type BrowserRuntimeConfig } from './runtime-config';
export { createSeo, resolvePublicBaseUrl, type Seo, type SeoOptions } from './seo';
