import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTENT_WRITER_ROLES,
  Envelope,
  ErrorEnvelope,
  IdParams,
  NEWSLETTER_CONSENT,
  NewsletterSend,
  NewsletterSendBody,
  SUBSCRIBE_ANSWER,
  SubscribeBody,
  SubscriberExportQuery,
  SubscriberList,
  SubscriberListQuery,
  SubscriberTokenBody,
  UnsubscribeQuery,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { DoneEnvelope, done, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { notCounted } from '../../plugins/app/analytics/collector';
import { LinkError } from '../../plugins/app/newsletter/subscriber-service';
import { subjectRef } from '../../plugins/app/privacy/privacy-service';
import { guardedRoute } from '../signed-in-account';

const linkRefused = (error: unknown): never => {
  if (error instanceof LinkError) throw new HttpError(400, error.message);
  throw error;
};

/** /subscribers: the newsletter's subscriptions (public: subscribe, confirm, unsubscribe; staff: the list). */
export const subscriberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { subscribers } = app;
  const staff = app.authorize(CONTENT_WRITER_ROLES);
  const tags = ['newsletter'];

  // RFC 8058: a mail client's one-click POST carries `List-Unsubscribe=One-Click` as a form; the token is
  // in the URL, so the body only has to be accepted (urlencoded or multipart alike).
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, finish) => finish(null, { form: String(body) }),
  );

  app.post(
    '/',
    {
      preHandler: app.clientLimit({
        name: 'subscribe',
        max: app.config.subscribeRateLimitMax,
        windowMs: app.config.subscribeRateLimitWindowMs,
        message: 'Too many requests. Please try again in {wait}.',
      }),
      schema: {
        tags,
        summary: 'Subscribe to the Insights newsletter (double opt-in)',
        description:
          'The same answer whether the address is new, pending or confirmed. A confirmation e-mail with a single-use link (valid NEWSLETTER_CONFIRM_TTL_MS) goes to an address not yet confirmed, at most one per address per hour; SUBSCRIBE_RATE_LIMIT_MAX requests per client per window (429 with Retry-After). The consent (its text version, the page, the language, when) is kept as evidence; `source` (where the visit began, unless the browser asks not to be tracked) credits the subscription, once confirmed, in the Traffic funnel\'s "subscribed" step.',
        body: SubscribeBody,
        response: { 202: DoneEnvelope, 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      if (request.body.consentVersion !== NEWSLETTER_CONSENT.version)
        throw new HttpError(400, 'This form is out of date. Please reload the page and try again.');
      // As an enquiry's: a visitor who asked not to be tracked (or a crawler) keeps no lead source.
      const { source, ...subscription } = request.body;
      await subscribers.subscribe(notCounted(request) ? subscription : { ...subscription, source });
      return reply.code(202).send(done(SUBSCRIBE_ANSWER));
    },
  );

  app.post(
    '/confirm',
    {
      schema: {
        tags,
        summary: "Confirm a subscription with the e-mailed link's token (single use)",
        body: SubscriberTokenBody,
        response: { 200: DoneEnvelope, 400: ErrorEnvelope },
      },
    },
    async (request) => {
      await subscribers.confirm(request.body.token).catch(linkRefused);
      return done('Your subscription is confirmed. New insights will come to your inbox.');
    },
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: "What an unsubscribe link is about (the page's address and state), without changing it",
        querystring: UnsubscribeQuery,
        response: {
          200: Envelope(Type.Object({ email: Type.String(), subscribed: Type.Boolean() })),
          400: ErrorEnvelope,
        },
      },
    },
    async (request) =>
      ok('Subscription found', await subscribers.describe(request.query.token).catch(linkRefused)),
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: "Unsubscribe (one click: the page's button, or a mail client's RFC 8058 POST)",
        description:
          "No sign-in or cookie: the signed token in the URL (from the newsletter's List-Unsubscribe header or its unsubscribe page) is the authority. Any body is accepted (`List-Unsubscribe=One-Click`).",
        querystring: UnsubscribeQuery,
        response: { 200: DoneEnvelope, 400: ErrorEnvelope },
      },
    },
    async (request) => {
      await subscribers.unsubscribe(request.query.token).catch(linkRefused);
      return done('You are unsubscribed. No more newsletters will be sent to this address.');
    },
  );

  app.get(
    '/',
    guardedRoute(staff, {
      tags,
      summary: 'List subscribers, newest first (editors and admins)',
      querystring: SubscriberListQuery,
      response: { 200: Envelope(SubscriberList) },
    }),
    async (request) => ok('Subscribers retrieved successfully', await subscribers.list(request.query)),
  );

  app.get(
    '/export.csv',
    guardedRoute(staff, {
      tags,
      summary: "The subscribers matching the list's filters as CSV",
      description: 'UTF-8 with a BOM, every field quoted, formula-like values prefixed with an apostrophe.',
      querystring: SubscriberExportQuery,
      produces: ['text/csv'],
    }),
    async (request, reply) => {
      await app.audit.record(request, {
        action: 'newsletter.subscribers_exported',
        entityType: 'subscriber',
        entityId: '',
        summary: 'Exported the subscribers as CSV',
      });
      const day = new Date(app.clock()).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .send(subscribers.exportCsv(request.query));
    },
  );

  app.delete(
    '/:id',
    guardedRoute(staff, {
      tags,
      summary: 'Delete a subscriber and their consent records',
      params: IdParams,
      response: { 200: DoneEnvelope, 404: ErrorEnvelope },
    }),
    async (request) => {
      const doc = await subscribers.remove(request.params.id);
      if (!doc) throw new HttpError(404, 'Subscriber not found');
      await app.audit.record(request, {
        action: 'newsletter.subscriber_deleted',
        entityType: 'subscriber',
        entityId: doc.id,
        // Never the address: the log outlives the subscription.
        summary: `Deleted subscriber ${subjectRef(doc.email)}`,
      });
      return done('Subscriber deleted');
    },
  );
};

/** /newsletter/sends: an insight's one send to its subscribers, and its progress. */
export const newsletterSendRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.authorize(CONTENT_WRITER_ROLES);
  const tags = ['newsletter'];
  const SendEnvelope = Envelope(Type.Object({ send: NewsletterSend }));

  app.post(
    '/',
    guardedRoute(staff, {
      tags,
      summary: 'Send a published insight to its subscribers (once per insight)',
      description:
        'One message per confirmed subscriber (topic subscribers: only insights naming one of their services, or none) through the outbox, idempotency key (insight, subscriber); 409 if the insight is not published or was sent before.',
      body: NewsletterSendBody,
      response: { 202: SendEnvelope, 409: ErrorEnvelope },
    }),
    async (request, reply) => {
      const by = request.account?.user.email ?? '';
      const send = await app.newsletter.start(request.body.insight, by);
      await app.audit.record(request, {
        action: 'newsletter.sent',
        entityType: 'insight',
        entityId: send.insight,
        summary: 'Sent the insight to subscribers',
      });
      return reply.code(202).send(ok('Sending to subscribers', { send }));
    },
  );

  app.get(
    '/:id',
    guardedRoute(staff, {
      tags,
      summary: "An insight's send: when, by whom, to how many; sent, pending and failed so far",
      params: IdParams,
      response: { 200: SendEnvelope, 404: ErrorEnvelope },
    }),
    async (request) => {
      const send = await app.newsletter.progress(request.params.id);
      if (!send) throw new HttpError(404, 'This insight has not been sent to subscribers.');
      return ok('Send retrieved', { send });
    },
  );
};
