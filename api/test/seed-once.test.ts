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

  it('seeds the sample team, and the sample insights signed by them, each on its own date, at the length of a real article', async () => {
    await withTestApp({}, async (t) => {
      const { insights } = (await t.call('GET', '/insights?limit=100')).body.data as {
        insights: { id: string; authorName?: string; createdAt: string; body: string; readingTime: number }[];
      };
      expect(insights.map((insight) => insight.id)).toEqual([
        'mobile-money-fraud-signals',
        'dashboards-people-use',
        'clean-data-before-ai',
      ]);
      expect(insights.map((insight) => insight.authorName)).toEqual([
        'Wanjiku Kariuki',
        'Chinedu Okafor',
        'Aline Uwase',
      ]);
      expect(new Set(insights.map((insight) => insight.createdAt.slice(0, 10))).size).toBe(3);
      for (const insight of insights) {
        const words = insight.body.split(/\s+/).filter(Boolean).length;
        expect(words).toBeGreaterThanOrEqual(600);
        expect(words).toBeLessThanOrEqual(1200);
        expect(insight.readingTime).toBeGreaterThanOrEqual(3);
      }
      const { people } = (await t.call('GET', '/people?limit=100')).body.data as {
        people: { name: string; image?: string; imageMedia?: { alt: string } }[];
      };
      expect(people).toHaveLength(8);
      for (const person of people) {
        expect(person.image).toMatch(/^\/api\/media\//);
        expect(person.imageMedia?.alt).toContain(person.name);
      }
      // The demo administrator signs nothing on a public page.
      const pages = JSON.stringify([insights, people]);
      expect(pages).not.toContain('Demo Administrator');
    });
    // Production: no sample team or insights by default.
    await withTestApp({ env: PRODUCTION }, async (t) => {
      expect((await t.call('GET', '/insights')).body.data.pagination.total).toBe(0);
      expect((await t.call('GET', '/people')).body.data.pagination.total).toBe(0);
    });
  });

  it("puts the site's pictures in the media library with alt text, and the seeded content names them there", async () => {
    await withTestApp({ env: PRODUCTION }, async (t) => {
      // Production has no demo account to sign in with: the library is read as its screen reads it.
      const media = { media: (await t.app.media.list({ page: 1, limit: 100 })).items };
      // Production: the services' and culture pictures, not the sample case studies' or team's.
      expect(media.media.map((item) => item.filename).sort()).toEqual(
        [
          'automated-data-entry',
          'big-data-analytics',
          'cleansing-validation',
          'curiosity-first',
          'data-lakes',
          'data-pipelines',
          'data-visualization',
          'desk',
          'growth-and-learning',
          'impact-that-matters',
          'training',
          'ubuntu-collaboration',
        ].map((name) => `${name}.webp`),
      );
      for (const item of media.media) {
        expect(item.alt.length).toBeGreaterThan(20);
        expect(item.usedBy?.length).toBeGreaterThan(0);
      }
      const service = (await t.call('GET', '/services/data-lakes')).body.data.service;
      expect(service.image).toBe(media.media.find((item) => item.filename === 'data-lakes.webp')!.url);
      expect(service.imageMedia.variants.map((variant: { width: number }) => variant.width)).toEqual([
        400, 400, 680, 680, 800, 800,
      ]);
      const picture = await fetch(`${t.baseUrl}${service.image}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
    });
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
