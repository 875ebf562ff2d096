export * from './locales';
