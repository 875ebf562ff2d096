import { setUpEmbeddedClient } from './helpers';

const mongo = setUpEmbeddedClient('partial');

const firstAdmin = { role: 'admin', firstAdmin: true };

test('a unique partial index allows a single first administrator and any number of others', async () => {
  const users = mongo.db.collection('users');
  await users.createIndex(
    { role: 1 },
    { unique: true, partialFilterExpression: firstAdmin, name: 'first_admin' },
  );
  const [index] = (await users.indexes()).filter((i) => i.name === 'first_admin');
  expect(index).toMatchObject({ unique: true, partialFilterExpression: firstAdmin });

  await users.insertMany([
    { name: 'Wanjiru', role: 'admin', firstAdmin: true },
    { name: 'Otieno', role: 'admin' },
    { name: 'Akinyi', role: 'admin', firstAdmin: false },
    { name: 'Kamau', role: 'editor', firstAdmin: true },
  ]);
  await expect(users.insertOne({ name: 'Njeri', ...firstAdmin })).rejects.toMatchObject({
    code: 11000,
    keyPattern: { role: 1 },
    keyValue: { role: 'admin' },
  });
  // Queries outside the filter still see every document (the index is not complete).
  expect(await users.countDocuments({ role: 'admin' })).toBe(3);
});

test('updates moving documents into the filter are checked; moving out frees the key', async () => {
  const users = mongo.db.collection('handover');
  await users.createIndex({ role: 1 }, { unique: true, partialFilterExpression: firstAdmin });
  await users.insertMany([
    { _id: 1, role: 'admin', firstAdmin: true },
    { _id: 2, role: 'admin' },
  ] as never[]);
  await expect(users.updateOne({ _id: 2 } as never, { $set: { firstAdmin: true } })).rejects.toMatchObject({
    code: 11000,
  });
  // A replacement and a findAndModify into the filter are refused the same way.
  await expect(users.replaceOne({ _id: 2 } as never, firstAdmin)).rejects.toMatchObject({ code: 11000 });
  await expect(
    users.findOneAndUpdate({ _id: 2 } as never, { $set: { firstAdmin: true } }),
  ).rejects.toMatchObject({ code: 11000 });
  // Handing over: the first leaves the filter, then the second may enter it.
  await users.updateOne({ _id: 1 } as never, { $unset: { firstAdmin: '' } });
  await users.updateOne({ _id: 2 } as never, { $set: { firstAdmin: true } });
  expect(await users.find({ firstAdmin: true }).toArray()).toEqual([{ _id: 2, ...firstAdmin }]);
  // Leaving the filter by changing the indexed field itself works too.
  await users.updateOne({ _id: 2 } as never, { $set: { role: 'owner' } });
  await users.updateOne({ _id: 1 } as never, { $set: { firstAdmin: true } });
  expect(await users.countDocuments({ firstAdmin: true })).toBe(2);
});

test('creating a unique partial index over conflicting documents fails and leaves no index', async () => {
  const users = mongo.db.collection('conflicts');
  await users.insertMany([firstAdmin, firstAdmin, { role: 'admin' }].map((d) => ({ ...d })));
  await expect(
    users.createIndex({ role: 1 }, { unique: true, partialFilterExpression: firstAdmin }),
  ).rejects.toMatchObject({ code: 11000 });
  expect((await users.indexes()).map((i) => i.name)).toEqual(['_id_']);
  // Conflicts outside the filter do not matter.
  await users.deleteOne({ firstAdmin: true });
  await users.insertOne({ role: 'admin', firstAdmin: false });
  await users.createIndex({ role: 1 }, { unique: true, partialFilterExpression: firstAdmin });
});

test('partial filters with range, $exists, $type, $in and $or work; other operators are refused with 67', async () => {
  const orders = mongo.db.collection('orders');
  await orders.createIndex(
    { ref: 1 },
    {
      unique: true,
      partialFilterExpression: { total: { $gte: 100 }, ref: { $exists: true, $type: 'string' } },
    },
  );
  await orders.insertMany([{ ref: 'A', total: 5 }, { ref: 'A', total: 150 }, { ref: 'A' }]);
  await expect(orders.insertOne({ ref: 'A', total: 100 })).rejects.toMatchObject({ code: 11000 });
  await orders.createIndex(
    { code: 1 },
    { unique: true, partialFilterExpression: { $or: [{ state: { $in: ['open', 'held'] } }] } },
  );
  await orders.insertMany([
    { code: 1, state: 'closed' },
    { code: 1, state: 'open' },
  ]);
  await expect(orders.insertOne({ code: 1, state: 'held' })).rejects.toMatchObject({ code: 11000 });

  for (const partialFilterExpression of [
    { a: { $ne: 1 } },
    { a: { $exists: false } },
    { $nor: [{ a: 1 }] },
    { a: /x/ },
    { $expr: { $eq: ['$a', 1] } },
  ]) {
    await expect(orders.createIndex({ z: 1 }, { partialFilterExpression })).rejects.toMatchObject({
      code: 67,
    });
  }
  await expect(
    orders.createIndex({ z: 1 }, { sparse: true, partialFilterExpression: { a: 1 } }),
  ).rejects.toMatchObject({ code: 67 });
});
