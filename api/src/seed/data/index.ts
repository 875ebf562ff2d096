export { seedCaseStudies } from './case-studies';
export { seedCultureItems } from './culture';
export { seedInsights } from './insights';
export { seedServices } from './services';
