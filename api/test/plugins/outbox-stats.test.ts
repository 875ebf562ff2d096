import type { Document } from 'bson';
import { outboxStats } from '../../src/plugins/app/outbox/outbox-stats';
import { startDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';

/**
 * The outbox's figures for the metrics (read at every scrape, by every instance): pending and failed counts
 * and the oldest pending message, found through indexes however many sent messages the outbox keeps.
 */

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await startDatabase();
  t = await startTestApp(db);
});

afterAll(async () => {
  await t.close();
  await db.stop();
});

/** Every stage of a query plan, outermost first. */
function stages(plan: Document): string[] {
  const children = [plan.inputStage, ...(plan.inputStages ?? [])].filter(Boolean) as Document[];
  return [plan.stage as string, ...children.flatMap(stages)];
}

it('finds the oldest pending e-mail in an index on state and creation time, with no sort in memory', async () => {
  const model = t.app.db.models.OutboxMessage;
  const indexes = await model.collection.indexes();
  // In this order: the state's equality first, then the creation time the query sorts by.
  expect(indexes.map((index) => JSON.stringify(index.key))).toContain('{"state":1,"createdAt":1}');

  const base = { kind: 'test', to: 'a@example.com', subject: 's', text: 't', about: { type: 'x', id: '1' } };
  const day = 86_400_000;
  await model.create([
    {
      ...base,
      id: 'sent-old',
      state: 'sent',
      retryUntil: new Date(),
      createdAt: new Date(Date.now() - 9 * day),
    },
    {
      ...base,
      id: 'pending-old',
      state: 'pending',
      retryUntil: new Date(),
      createdAt: new Date(Date.now() - 2 * day),
    },
    { ...base, id: 'pending-new', state: 'pending', retryUntil: new Date(), createdAt: new Date() },
    {
      ...base,
      id: 'failed',
      state: 'failed',
      retryUntil: new Date(),
      createdAt: new Date(Date.now() - 5 * day),
    },
  ]);
  const stats = await outboxStats(model);
  expect(stats).toMatchObject({ pending: 2, failed: 1 });
  expect(Date.now() - stats.oldestPendingAt!.getTime()).toBeGreaterThan(2 * day - 60_000);

  // The embedded database has no `explain` (it refuses the option); a real MongoDB shows the plan.
  if (process.env.MONGODB_URI) {
    const explained = (await model
      .findOne({ state: 'pending' }, { createdAt: 1 })
      .sort({ createdAt: 1 })
      .explain('queryPlanner')) as Document;
    // mongoose answers one explanation, or a list of them for some drivers' versions.
    const explanation = (Array.isArray(explained) ? explained[0] : explained) as Document;
    const winning = explanation.queryPlanner.winningPlan as Document;
    const plan = stages(winning.queryPlan ?? winning);
    expect(plan).toContain('IXSCAN');
    expect(plan).not.toContain('SORT');
  }
});
