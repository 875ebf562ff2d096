/**
 * `npm run bench:analytics-flood -w api`: one client flooding the analytics for an hour at the allowed rate,
 * against the real API over HTTP (the embedded database in a throwaway folder, a local SMTP server), and what is left
 * working after it. The hour is the API's injectable clock, compressed: each request moves it on by just
 * over 60 s / ANALYTICS_RATE_LIMIT_MAX (120 a minute), so the run takes minutes, not an hour.
 *
 * Every request comes from the same address with a new user agent and as many page views as fit the body
 * limit, each with its own longest path, referrer host and campaign values (test/helpers/analytics.ts
 * `floodRequest`, what the audit sent). The job (roll-ups, then the weekly report) runs every
 * BENCH_FLOOD_ROLLUP_MINUTES simulated minutes (default 5; the API runs it every minute). Then it prints the
 * day's roll-up size and rows, the visitors counted for the address, the next day's counts for three
 * ordinary visitors, and whether Monday's weekly report was sent. BENCH_FLOOD_MINUTES (default 60).
 */
import { BSON } from 'bson';
import { addDays, dayOf } from '../src/plugins/app/analytics/days';
import { browser, floodRequest, pageview, recentWednesday } from '../test/helpers/analytics';
import { startSmtp } from '../test/helpers/smtp';
import { login, manualClock, startDatabase, startTestApp } from '../test/helpers/test-app';
import { loadAverage } from './alternate';

const MINUTES = Number(process.env.BENCH_FLOOD_MINUTES ?? 60);
const ROLLUP_EVERY = Number(process.env.BENCH_FLOOD_ROLLUP_MINUTES ?? 5);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// This week's Wednesday, not a fixed date: the database's TTL monitor deletes raw events older than
// ANALYTICS_RAW_DAYS by the real clock while the run goes on.
const START = recentWednesday();
const FLOODED_DAY = dayOf(START);
const NEXT_DAY = addDays(FLOODED_DAY, 1);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const clock = manualClock(START);
  const db = await startDatabase();
  const smtp = await startSmtp();
  const t = await startTestApp(
    db,
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CONSOLE_URL: 'https://console.example/admin' },
    { clock: clock.now },
  );
  const started = performance.now();
  try {
    const { accessToken } = await login(t);
    await t.call('PUT', '/analytics/weekly-report', {
      token: accessToken,
      body: { weeklyTrafficReport: true },
    });
    const { analyticsRateLimitMax: perWindow, analyticsRateLimitWindowMs: windowMs } = t.config;
    // Just under the allowance: one request per window / max, plus a millisecond.
    const stepMs = Math.floor(windowMs / perWindow) + 1;
    const requests = Math.floor((MINUTES * MINUTE) / stepMs);
    const statuses = new Map<number, number>();
    const jobTimes: number[] = [];
    let hits = 0;
    let nextJob = START + ROLLUP_EVERY * MINUTE;
    const runJobs = async () => {
      const began = performance.now();
      await t.app.analytics.runJobs();
      jobTimes.push(performance.now() - began);
    };
    for (let request = 0; request < requests; request++) {
      const flood = floodRequest(request);
      const sent = await t.call('POST', '/events', {
        body: { hits: flood.hits },
        headers: { 'user-agent': flood.userAgent },
      });
      statuses.set(sent.status, (statuses.get(sent.status) ?? 0) + 1);
      if (sent.status === 202) hits += flood.hits.length;
      clock.advance(stepMs);
      if (clock.now() >= nextJob) {
        await runJobs();
        nextJob += ROLLUP_EVERY * MINUTE;
      }
    }
    await runJobs();
    const floodSeconds = (performance.now() - started) / 1000;
    const day = await t.app.db.models.AnalyticsDay.collection.findOne({ _id: FLOODED_DAY } as never);
    if (!day) throw new Error(`no roll-up of ${FLOODED_DAY}`);

    // The next day: three ordinary visitors, five page views.
    clock.advance(DAY);
    const ordinary = [['/', '/services'], ['/'], ['/about', '/contact']];
    for (const [index, paths] of ordinary.entries())
      await t.call('POST', '/events', {
        body: { hits: paths!.map((path) => pageview(path)) },
        headers: { 'user-agent': browser(900 + index) },
      });
    await runJobs();
    // Signed in again: the first session's access token has expired on the moved clock.
    const next = await t.call('GET', `/analytics/traffic?from=${NEXT_DAY}&to=${NEXT_DAY}`, {
      token: (await login(t)).accessToken,
    });
    if (next.status !== 200) throw new Error(`the report answered ${next.status}: ${next.body.message}`);
    const nextReport = next.body.data.report as { visitors: { value: number }; pageViews: { value: number } };

    // Monday: the job sends last week's report.
    clock.advance(4 * DAY);
    await runJobs();
    await t.app.outbox.settle();
    const weekly = smtp.messages.filter((message) => message.includes('Website traffic'));
    const subject = /^Subject: (.*)$/m.exec(weekly[0] ?? '')?.[1]?.trim();

    const rows = (list: string) => (day[list] as unknown[]).length;
    console.log(
      `One client, ${MINUTES} min of the API's clock at the allowed rate (${perWindow} per ${windowMs / 1000} s), ` +
        `compressed into ${floodSeconds.toFixed(0)} s of real time (the clock is injected; nothing waits)`,
    );
    console.log(`load average ${loadAverage()}`);
    console.table({
      requests: requests,
      'answered 202': statuses.get(202) ?? 0,
      'refused 429 (over the allowance)': statuses.get(429) ?? 0,
      'page views recorded': hits,
      [`${FLOODED_DAY} roll-up: BSON size`]: kb(BSON.calculateObjectSize(day)),
      [`${FLOODED_DAY} roll-up: rows (pages / referrers / campaigns / funnel)`]: `${rows('pages')} / ${rows('referrers')} / ${rows('campaigns')} / ${rows('funnel')}`,
      [`${FLOODED_DAY} roll-up: page views`]: day.pageViews,
      [`${FLOODED_DAY} visitors counted for the one address`]: day.visitors,
      'job runs (roll-ups + weekly report)': jobTimes.length,
      'slowest job run': `${Math.max(...jobTimes).toFixed(0)} ms`,
      [`${NEXT_DAY} visitors / page views (expected 3 / 5)`]: `${nextReport.visitors.value} / ${nextReport.pageViews.value}`,
      'weekly report e-mails sent on Monday': weekly.length,
      'weekly report subject': subject ?? '(none)',
    });
    const ok =
      (statuses.get(429) ?? 0) === 0 &&
      BSON.calculateObjectSize(day) < 16 * 1024 * 1024 &&
      day.pageViews === hits &&
      nextReport.visitors.value === 3 &&
      nextReport.pageViews.value === 5 &&
      weekly.length === 1;
    console.log(ok ? 'All held: the roll-up works, the next day counts right, the report went.' : 'FAILED');
    if (!ok) process.exitCode = 1;
  } finally {
    await t.close();
    await smtp.stop();
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
