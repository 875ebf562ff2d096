import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTENT_WRITER_ROLES,
  Envelope,
  ErrorEnvelope,
  TrafficQuery,
  TrafficReport,
  User,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { toUser } from '../../models/user.model';
import { trafficCsv } from '../../plugins/app/analytics/traffic-csv';
import { bearer, guardedRoute } from '../signed-in-account';

const PERIOD =
  'The last `days` (7, 30 or 90) days up to today, or `from`..`to` (UTC days, both included; `to` defaults to today, ' +
  '`from` to 30 days before `to`; at most 400 days), compared with the period of the same length before it.';

const WeeklyReportBody = Type.Object(
  { weeklyTrafficReport: Type.Boolean({ description: 'true: send me the weekly traffic report' }) },
  { additionalProperties: false },
);

/** The console's Traffic screen (administrators and editors): figures from the daily roll-ups. */
const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['analytics'];
  const staff = app.authorize(CONTENT_WRITER_ROLES);
  /** What both forms of the report share: the tag, the session and the period asked for. */
  const reportSchema = { tags, security: bearer, querystring: TrafficQuery };

  app.get(
    '/traffic',
    {
      onRequest: staff,
      schema: {
        ...reportSchema,
        summary: 'Visitors, page views, sources, funnel and web vitals for a period',
        description:
          `${PERIOD} Visitors are counted per day (at most ANALYTICS_VISITORS_PER_ADDRESS per client address) ` +
          "and summed. Today's figures are at most ANALYTICS_ROLLUP_INTERVAL_MS old. Each day keeps its top 100 " +
          'pages, referrers, campaigns and funnel rows and an "(other)" row for the rest. The funnel (visit → ' +
          'stack_completed → subscribed → contact_started → enquiry_sent → meeting_booked → qualified → won) ' +
          'comes first for the whole site (source "all"), then per source and campaign, then per language. ' +
          '"subscribed" counts the newsletter subscriptions confirmed in the period whose visit had that lead ' +
          'source (a side step: its rate is its share of the visits, and contact_started stays a share of ' +
          'stack_completed); the last four count, from the enquiries themselves (never the beacon), those ' +
          'received in the period with that lead source (not held as spam), those with a booked call or past it, ' +
          'those that reached qualified (qualified, proposal or won) and those won. Web vitals are 75th percentiles.',
        response: { 200: Envelope(Type.Object({ report: TrafficReport })), 400: ErrorEnvelope },
      },
    },
    async (request) => ok('Traffic report', { report: await app.analytics.reports.report(request.query) }),
  );

  app.get(
    '/traffic.csv',
    {
      onRequest: staff,
      schema: {
        ...reportSchema,
        summary: 'The traffic report as CSV',
        description:
          `${PERIOD} One figure per row: Section, Date, Item, Detail, Metric, Value (UTF-8 with a BOM, every field ` +
          'quoted, formula characters escaped).',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const report = await app.analytics.reports.report(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="traffic-${report.from}-${report.to}.csv"`)
        .send(trafficCsv(report));
    },
  );

  app.put(
    '/weekly-report',
    guardedRoute(app.authorize(['admin']), {
      tags,
      summary: 'Receive the weekly traffic report by e-mail, or not (the signed-in administrator)',
      description:
        "Mondays (UTC), last week's visitors, page views, top pages and referrers and the funnel, through the " +
        'outbox to each administrator who chose it. Answers the account with `weeklyTrafficReport`.',
      body: WeeklyReportBody,
      response: { 200: Envelope(Type.Object({ user: User })) },
    }),
    async (request) => {
      const { weeklyTrafficReport } = request.body;
      const doc = await app.db.models.User.findOneAndUpdate(
        { id: request.account!.user.id },
        { $set: { weeklyTrafficReport } },
        { returnDocument: 'after' },
      )
        .lean()
        .exec();
      const summary = `${weeklyTrafficReport ? 'Chose' : 'Stopped'} the weekly traffic report`;
      return ok(summary, { user: toUser(doc!) });
    },
  );
};

export default analyticsRoutes;
