export { checkStaticConfig } from './load-static-config';
export { STATIC_VARIABLES } from './static-variables';
