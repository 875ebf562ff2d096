import { seedInsights } from '../src/seed/data/insights';
import { createUser, login, startTestApp, setUpDatabase, type TestApp } from './helpers/test-app';

jest.setTimeout(120_000);

/** The migrations of this change, which an older database has not recorded. */
const NEW_STEPS = ['culture-icon-names', 'shipped-pictures-in-library', 'people-and-bylines'];
const OLD_BODY = 'Models learn what the data says.\n\n## What we do first\n\nDe-duplicate.';

/**
 * Turns a database seeded today back into one seeded before people, named icons and the media library's
 * pictures: the old sample insights by a staff account with a typed role, emoji icons, pictures by their
 * site address, no team and none of these migrations recorded.
 */
async function asSeededBefore(t: TestApp, author: string) {
  const { models, connection } = t.app.db;
  const raw = (name: string) => connection.collection(name);
  await raw('people').deleteMany({});
  await raw('media').deleteMany({});
  await raw('media.files').deleteMany({});
  await raw('media.chunks').deleteMany({});
  for (const collection of ['services', 'caseStudies', 'cultureItems', 'insights']) {
    for (const doc of await raw(collection).find({}).toArray()) {
      const image = String(doc.image ?? '');
      const file = image.startsWith('/api/media/')
        ? `/images/${collection === 'services' ? 'services' : collection === 'caseStudies' ? 'case-studies' : 'culture'}/${String(doc.id)}.webp`
        : image;
      await raw(collection).updateOne({ id: doc.id }, { $set: { image: file }, $unset: { teamMembers: '' } });
    }
  }
  await raw('cultureItems').updateOne({ id: 'curiosity-first' }, { $set: { icon: '🔍' } });
  await raw('cultureItems').updateOne({ id: 'balance-and-wellbeing' }, { $set: { icon: '🧪', image: '' } });
  await raw('insights').updateMany({}, { $set: { author, authorRole: 'Lead Data Scientist' } });
  await raw('insights').updateOne(
    { id: 'clean-data-before-ai' },
    { $set: { body: OLD_BODY, image: '/images/services/cleansing-validation.webp' } },
  );
  await raw('insights').updateOne(
    { id: 'mobile-money-fraud-signals' },
    { $set: { image: '/images/case-studies/microfinance-credit-scoring.webp' } },
  );
  await raw('insights').updateOne(
    { id: 'dashboards-people-use' },
    { $set: { image: '/images/services/data-visualization.webp' } },
  );
  await raw('migrations').deleteMany({ _id: { $in: NEW_STEPS as never[] } });
  return models;
}

describe('a database seeded before People', () => {
  const db = setUpDatabase();

  it('gains the team, bylines by people, named icons and its pictures in the library, keeping staff edits', async () => {
    let t = await startTestApp(db);
    let staffInsight = '';
    let demoInsight = '';
    try {
      const admin = await login(t);
      const editor = await createUser(t, 'editor', admin.accessToken);
      const editorId = (await t.call('GET', '/auth/me', { token: editor.accessToken })).body.data.user.id;
      const demoId = (await t.call('GET', '/auth/me', { token: admin.accessToken })).body.data.user.id;
      await asSeededBefore(t, demoId);
      const raw = t.app.db.connection.collection('insights');
      const base = { summary: 'S', image: '/images/services/training.webp', tags: [], relatedServices: [] };
      const stamp = { status: 'published', publishAt: null, version: 1, updatedBy: '' };
      const at = new Date(Date.now() - 86_400_000);
      staffInsight = 'staff-written';
      demoInsight = 'demo-written';
      await raw.insertMany([
        {
          ...base,
          ...stamp,
          id: staffInsight,
          slug: staffInsight,
          title: 'By the editor',
          body: 'Mine.',
          author: editorId,
          authorRole: 'Data Analyst',
          createdAt: at,
          updatedAt: at,
        },
        {
          ...base,
          ...stamp,
          id: demoInsight,
          slug: demoInsight,
          title: 'By the demo account',
          body: 'Demo.',
          author: demoId,
          authorRole: 'Administrator',
          createdAt: at,
          updatedAt: at,
        },
      ]);
      // A staff edit of a sample insight: it keeps its text, and is signed by the team.
      await raw.updateOne(
        { id: 'dashboards-people-use' },
        { $set: { body: 'Edited by staff.', updatedAt: new Date() } },
      );
    } finally {
      await t.close();
    }

    t = await startTestApp(db);
    try {
      const read = async (id: string) => (await t.call('GET', `/insights/${id}`)).body.data.insight;
      const people = (await t.call('GET', '/people?limit=100')).body.data.people as { id: string }[];
      expect(people.map((person) => person.id)).toEqual(
        expect.arrayContaining(['wanjiku-kariuki', 'aline-uwase']),
      );

      const untouched = await read('clean-data-before-ai');
      expect(untouched.authorProfile).toMatchObject({
        name: 'Aline Uwase',
        role: 'Data Quality Lead, Kigali',
      });
      expect(untouched.body).toBe(seedInsights[2]!.body);
      expect(untouched.image).toMatch(/^\/api\/media\//);
      expect(untouched).not.toHaveProperty('authorRole');

      const edited = await read('dashboards-people-use');
      expect(edited.body).toBe('Edited by staff.');
      expect(edited.authorName).toBe('Chinedu Okafor');

      const byEditor = await read(staffInsight);
      expect(byEditor.authorProfile).toMatchObject({ name: 'Test editor', role: 'Data Analyst' });
      const byDemo = await read(demoInsight);
      expect(byDemo).not.toHaveProperty('author');
      expect(byDemo).not.toHaveProperty('authorName');

      const hospital = (await t.call('GET', '/case-studies/county-hospital-readmissions')).body.data
        .caseStudy;
      expect(hospital.teamProfiles.map((person: { name: string }) => person.name)).toContain(
        'Wanjiku Kariuki',
      );
      expect(hospital.image).toMatch(/^\/api\/media\//);

      const culture = (await t.call('GET', '/culture?limit=100')).body.data.cultureItems as {
        id: string;
        icon: string;
        image: string;
      }[];
      expect(culture.find((item) => item.id === 'curiosity-first')?.icon).toBe('search');
      expect(culture.find((item) => item.id === 'balance-and-wellbeing')).toMatchObject({
        icon: 'lightbulb',
        image: '',
      });

      const pages = JSON.stringify(
        await Promise.all(['mobile-money-fraud-signals', staffInsight, demoInsight].map(read)),
      );
      expect(pages).not.toContain('Demo Administrator');
    } finally {
      await t.close();
    }
  });
});
