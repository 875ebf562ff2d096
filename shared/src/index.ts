/** The frontends' shared API: types, site details, the RTK Query slice, session, content, store and design library. */
export * from './schemas';
export * from './site';
export * from './config';
export * from './api';
export * from './auth';
export * from './content';
export * from './store';
export * from './ui';
