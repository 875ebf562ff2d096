export { seedCaseStudies } from './case-studies';
export { seedCultureItems } from './culture';
export { seedServices } from './services';
