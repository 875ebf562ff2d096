import { productionEnv } from './helpers/production-env';
import { login, startDatabase, startTestApp, withTestApp, type TestApp } from './helpers/test-app';

jest.setTimeout(90_000);

const PRODUCTION = productionEnv();

/** How many items the public lists show (published, first page of 100). */
async function counts(t: TestApp) {
  const total = async (path: string) => (await t.call('GET', `${path}?limit=100`)).body.data.pagination.total;
  return {
    services: await total('/services'),
    caseStudies: await total('/case-studies'),
    culture: await total('/culture'),
  };
}

describe('first-start content', () => {
  it('is seeded once: culture items an editor deleted stay deleted after a restart', async () => {
    const db = await startDatabase();
    try {
      await withTestApp({ db }, async (t) => {
        expect(await counts(t)).toEqual({ services: 7, caseStudies: expect.any(Number), culture: 5 });
        const token = (await login(t)).accessToken;
        const items = (await t.call('GET', '/culture?limit=100')).body.data.cultureItems as { id: string }[];
        for (const item of items) {
          expect((await t.call('DELETE', `/culture/${item.id}`, { token })).status).toBe(200);
        }
      });
      await withTestApp({ db }, async (restarted) => {
        expect((await counts(restarted)).culture).toBe(0);
        const record = await restarted.app.db.connection
          .collection('migrations')
          .findOne({ _id: 'seed:first-start-content' as never });
        expect(record).toMatchObject({
          kind: 'seed',
          changed: expect.any(Number),
          appliedAt: expect.any(Date),
        });
      });
    } finally {
      await db.stop();
    }
  });

  it('counts an older database that already has content as seeded', async () => {
    const db = await startDatabase();
    try {
      await withTestApp({ db }, async (t) => {
        // As a database from before seeding was recorded: content, and no record of the seed.
        await t.app.db.models.CultureItem.deleteMany({}).exec();
        await t.app.db.models.CaseStudy.deleteMany({}).exec();
        await t.app.db.connection.collection('migrations').deleteMany({});
      });
      await withTestApp({ db }, async (restarted) => {
        expect(await counts(restarted)).toEqual({ services: 7, caseStudies: 0, culture: 0 });
        const record = await restarted.app.db.connection
          .collection('migrations')
          .findOne({ _id: 'seed:first-start-content' as never });
        expect(record).toMatchObject({ changed: 0, note: expect.stringMatching(/already had content/) });
      });
    } finally {
      await db.stop();
    }
  });

  it('leaves the sample case studies (fictional clients) out in production unless SEED_SAMPLE_CONTENT=true', async () => {
    await withTestApp({ env: PRODUCTION }, async (t) => {
      expect(await counts(t)).toEqual({ services: 7, caseStudies: 0, culture: 5 });
    });
    await withTestApp({ env: { ...PRODUCTION, SEED_SAMPLE_CONTENT: 'true' } }, async (t) => {
      const seeded = await counts(t);
      expect(seeded.caseStudies).toBeGreaterThan(0);
      const list = (await t.call('GET', '/case-studies?limit=100')).body.data.caseStudies as {
        client: string;
      }[];
      expect(list.map((item) => item.client)).toContain('Nyeri Highlands Referral Hospital');
    });
  });

  it('seeds the sample insights by the demo administrator, and none where no staff account can author them', async () => {
    await withTestApp({}, async (t) => {
      const { insights } = (await t.call('GET', '/insights?limit=100')).body.data as {
        insights: { id: string; authorName?: string }[];
      };
      expect(insights.map((insight) => insight.id)).toEqual([
        'mobile-money-fraud-signals',
        'dashboards-people-use',
        'clean-data-before-ai',
      ]);
      expect(new Set(insights.map((insight) => insight.authorName))).toEqual(new Set(['Demo Administrator']));
    });
    // Production: no samples by default; with them, still no account yet to be their author.
    for (const env of [PRODUCTION, { ...PRODUCTION, SEED_SAMPLE_CONTENT: 'true' }]) {
      await withTestApp({ env }, async (t) => {
        expect((await t.call('GET', '/insights')).body.data.pagination.total).toBe(0);
      });
    }
  });

  it('is seeded once when several instances start together on one database', async () => {
    const db = await startDatabase();
    const apps: TestApp[] = [];
    try {
      apps.push(...(await Promise.all([1, 2, 3].map(() => startTestApp(db)))));
      for (const t of apps) expect(await counts(t)).toEqual({ services: 7, caseStudies: 9, culture: 5 });
      const records = await apps[0]!.app.db.connection.collection('migrations').find().toArray();
      expect(records.filter((record) => record._id === ('seed:first-start-content' as never))).toHaveLength(
        1,
      );
    } finally {
      await Promise.all(apps.map((t) => t.close()));
      await db.stop();
    }
  });
});
