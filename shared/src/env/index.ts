export * from './variables';
export * from './read-env';
export * from './secret-strength';
