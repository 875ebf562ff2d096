import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Standalone remotes: `await worker.start()` before the first render. */
export const worker = setupWorker(...handlers);
