import type { FastifyPluginAsync } from 'fastify';
import analyticsRoutes from './analytics';
import auditRoutes from './audit';
import bookingRoutes from './bookings';
import authRoutes from './auth';
import clientErrorRoutes from './client-errors';
import configRoutes from './config';
import contactRoutes from './contact';
import contentRoutes from './content';
import contentVersionRoutes from './content-version';
import eventRoutes from './events';
import healthRoutes from './health';
import mediaRoutes from './media';
import { newsletterSendRoutes, subscriberRoutes } from './newsletter';
import privacyRoutes from './privacy';
import settingsRoutes from './settings';
import testClockRoutes from './test-clock';

/** Every resource under /api, one folder each (the content collections share one). */
const routes: FastifyPluginAsync = async (app) => {
  // /services, /case-studies, /culture...: one plugin for every content collection.
  await app.register(contentRoutes);
  await app.register(contentVersionRoutes, { prefix: '/content-version' });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(contactRoutes, { prefix: '/contact' });
  await app.register(bookingRoutes, { prefix: '/bookings' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(privacyRoutes, { prefix: '/privacy' });
  await app.register(configRoutes, { prefix: '/config' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(clientErrorRoutes, { prefix: '/client-errors' });
  await app.register(eventRoutes, { prefix: '/events' });
  await app.register(analyticsRoutes, { prefix: '/analytics' });
  await app.register(subscriberRoutes, { prefix: '/subscribers' });
  await app.register(newsletterSendRoutes, { prefix: '/newsletter/sends' });
  if (app.config.testClockRoute) await app.register(testClockRoutes, { prefix: '/test' });
};

export default routes;
