/** Entity types and validation schemas: one definition for the API's routes and the frontends. */
export * from './constants';
export * from './common';
export * from './publishing';
export * from './service';
export * from './case-study';
export * from './culture-item';
export * from './insight';
export * from './enquiry';
export * from './user';
export * from './account';
export * from './media';
export * from './image-type';
export * from './revision';
export * from './audit';
export * from './privacy';
export * from './health';
export * from './client-error';
