import mongoose from 'mongoose';
import type { TrafficReport } from '@mwangaza/shared/schemas';
import { isDuplicateKeyError } from '../../../lib/ids';
import type { AnalyticsJobModel } from '../../../models/analytics-job.model';
import { ENABLED, type UserModel } from '../../../models/user.model';
import type { OutboxService } from '../outbox/outbox-service';
import { quoted } from '../outbox/untrusted-text';
import { addDays, dayOf } from './days';
import type { TrafficReports } from './traffic-report';

const JOB = 'weekly-traffic-report';
const TOP = 5;

/** Monday of the UTC week `day` is in. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

const change = ({ value, previous }: { value: number; previous: number }) =>
  previous
    ? `${value} (${value >= previous ? '+' : ''}${Math.round(((value - previous) / previous) * 100)} % on the week before)`
    : `${value}`;

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A top list's rows: our count on a line of its own, then the value as the visitor's browser sent it,
 * quoted (untrusted-text.ts): a path or a referrer is a stranger's words, never a paragraph or a link of ours.
 */
function topLines<T>(rows: T[], count: (row: T) => string, value: (row: T) => string): string[] {
  if (!rows.length) return ['- none'];
  return rows.slice(0, TOP).flatMap((row) => [`- ${count(row)}:`, quoted(value(row))]);
}

/** The report's figures as lines a person reads in an e-mail. */
export function weeklyReportText(report: TrafficReport, link: string | undefined): string {
  const overall = report.funnel[0]?.steps ?? [];
  return [
    `Traffic of the week ${report.from} to ${report.to} (UTC).`,
    '',
    `Visitors: ${change(report.visitors)}`,
    `Page views: ${change(report.pageViews)}`,
    '',
    "Top pages, each as visitors' browsers sent it (quoted):",
    ...topLines(
      report.pages,
      (page) => counted(page.pageViews, 'page view', 'page views'),
      (page) => page.path,
    ),
    '',
    'Top referrers, the sites visitors came from (quoted):',
    ...topLines(
      report.referrers,
      (referrer) => counted(referrer.visitors, 'visitor', 'visitors'),
      (referrer) => referrer.referrer,
    ),
    '',
    'Funnel:',
    ...overall.map(({ step, count }) => `- ${step.replace('_', ' ')}: ${count}`),
    ...(link ? ['', `The Traffic screen: ${link}`] : []),
    '',
    'You receive this because you chose the weekly traffic report on your account; turn it off there.',
  ].join('\n');
}

/**
 * Mondays (UTC), last week's traffic to every administrator who chose it, through the outbox. An instance
 * sends only after claiming the week in the shared job document (an update that only matches an earlier
 * week, or the first insert): several instances send it once.
 */
export interface WeeklyReportOptions {
  jobs: AnalyticsJobModel;
  users: UserModel;
  outbox: OutboxService;
  reports: TrafficReports;
  now: () => Date;
  /** Where the console is (CONSOLE_URL), for the link to the Traffic screen; empty: no link. */
  consoleUrl: string;
}

export class WeeklyReports {
  constructor(private readonly options: WeeklyReportOptions) {}

  /** Sends last week's report unless some instance already has; the number of messages queued. */
  async sendIfDue(): Promise<number> {
    const { users, outbox, reports, now, consoleUrl } = this.options;
    const week = addDays(mondayOf(dayOf(now())), -7);
    if (!(await this.claim(week))) return 0;
    const admins = await users
      .find({ role: 'admin', weeklyTrafficReport: true, ...ENABLED }, { id: 1, email: 1 })
      .lean()
      .exec();
    if (!admins.length) return 0;
    const report = await reports.report({ from: week, to: addDays(week, 6) });
    const link = consoleUrl ? `${consoleUrl}/traffic` : undefined;
    for (const admin of admins) {
      await outbox.enqueue({
        kind: JOB,
        to: admin.email,
        subject: `Website traffic, week of ${week}: ${report.visitors.value} visitors`,
        text: weeklyReportText(report, link),
        links: link ? [link] : [],
        about: { type: 'user', id: admin.id },
      });
    }
    return admins.length;
  }

  private async claim(week: string): Promise<boolean> {
    try {
      const claimed = await this.options.jobs
        .updateOne(
          { _id: JOB, lastDone: mongoose.trusted({ $lt: week }) },
          { $set: { lastDone: week, doneAt: this.options.now() } },
          { upsert: true },
        )
        .exec();
      return claimed.modifiedCount + claimed.upsertedCount === 1;
    } catch (error) {
      // The document exists with this week already: the upsert's insert collided with it.
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}
