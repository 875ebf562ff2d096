import { auditHandlers } from './audit';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { caseStudyHandlers } from './case-studies';
import { configHandlers } from './config';
import { contactHandlers } from './contact';
import { cultureHandlers } from './culture';
import { mediaHandlers } from './media';
import { privacyHandlers } from './privacy';
import { revisionHandlers } from './revisions';
import { serviceHandlers } from './services';

/** Every endpoint of the API contract (src/api/README.md), backed by the in-memory db. */
export const handlers = [
  ...serviceHandlers,
  ...caseStudyHandlers,
  ...cultureHandlers,
  ...mediaHandlers,
  ...revisionHandlers,
  ...contactHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...auditHandlers,
  ...privacyHandlers,
  ...configHandlers,
];

export { resetMockDb } from '../db';
