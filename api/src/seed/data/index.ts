export { seedCaseStudies } from './case-studies';
export { seedCultureItems } from './culture';
export { seedInsights } from './insights';
export { seedPeople } from './people';
export { SHIPPED_PICTURES } from './pictures';
export { seedServices } from './services';
