import { SCHEMA_COLLECTIONS } from '../../collections/schemas';
import { analyticsHandlers } from './analytics';
import { auditHandlers } from './audit';
import { bookingHandlers } from './bookings';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { configHandlers } from './config';
import { contactHandlers } from './contact';
import { collectionHandlers } from './content';
import { mediaHandlers } from './media';
import { newsletterHandlers } from './newsletter';
import { privacyHandlers } from './privacy';
import { revisionHandlers } from './revisions';
import { settingsHandlers } from './settings';

/** Every endpoint of the API contract (src/api/README.md), backed by the in-memory db. */
export const handlers = [
  ...SCHEMA_COLLECTIONS.flatMap(collectionHandlers),
  ...mediaHandlers,
  ...revisionHandlers,
  ...contactHandlers,
  ...bookingHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...auditHandlers,
  ...privacyHandlers,
  ...configHandlers,
  ...settingsHandlers,
  ...analyticsHandlers,
  ...newsletterHandlers,
];

export { resetMockDb } from '../db';
export { mockBookings, mockSlots } from './bookings';
