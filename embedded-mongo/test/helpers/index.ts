export * from './crash';
export * from './data-dir-damage';
export * from './embedded-client';
