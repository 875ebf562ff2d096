/** The frontends' shared API: types, site details, the RTK Query slice, session, content, store and design library. */
// Only the schemas' types and plain values: the TypeBox schemas themselves are for the API (and the mocks),
// and would otherwise ship TypeBox to every visitor.
export * from './schemas/constants';
export * from './schemas/site-settings-defaults';
export type * from './schemas';
export * from './collections';
export * from './site';
export * from './i18n';
export * from './time/nairobi-time';
export * from './time/zone-time';
export * from './config';
export * from './api';
export * from './auth';
export * from './content';
export * from './store';
export * from './ui';
export * from './analytics';
export { readFromTab, tabStorage, writeToTab } from './tab-storage';
