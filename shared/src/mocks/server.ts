import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** jest: started by shared/test/setup-msw.ts. */
export const server = setupServer(...handlers);
