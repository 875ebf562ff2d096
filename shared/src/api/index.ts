export * from './api-error';
export { REQUEST_TIMEOUT_MS, createBaseQuery } from './base-query';
export { apiSlice, prerenderedApiState, TAG_TYPES } from './base-api';
export * from './content-api';
export * from './contact-api';
export * from './booking-api';
export * from './newsletter-api';
export * from './auth-api';
export * from './settings-api';
