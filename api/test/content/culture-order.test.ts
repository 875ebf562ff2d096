import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

const t = setUpTestApp({ sessions: true });

const sequence = async () =>
  ((await t.call('GET', '/culture?limit=100')).body.data.cultureItems as { id: string; order: number }[]).map(
    (c) => c.id,
  );

describe('PUT /culture/order', () => {
  it('applies a new sequence in one request', async () => {
    const before = await sequence();
    const reversed = [...before].reverse();
    const { status, body } = await t.call('PUT', '/culture/order', {
      token: t.tokens.editor,
      body: { ids: reversed },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Culture order updated' });
    expect(await sequence()).toEqual(reversed);
    const orders = (await t.call('GET', '/culture?limit=100')).body.data.cultureItems.map(
      (c: { order: number }) => c.order,
    );
    expect(orders).toEqual(reversed.map((_id, index) => index));
  });

  it('changes nothing when an id is unknown', async () => {
    const before = await sequence();
    const { status, body } = await t.call('PUT', '/culture/order', {
      token: t.tokens.admin,
      body: { ids: [before[1], before[0], 'gone123'] },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      message: 'Some of these culture items do not exist: reload the list and try again',
    });
    expect(await sequence()).toEqual(before);
  });

  it('validates the body: ids required, unique, well formed', async () => {
    const before = await sequence();
    for (const body of [
      {},
      { ids: [] },
      { ids: [before[0], before[0]] },
      { ids: ['Bad Id'] },
      { ids: before, extra: 1 },
    ]) {
      const result = await t.call('PUT', '/culture/order', { token: t.tokens.editor, body });
      expect(result.status).toBe(400);
      expect(result.body.success).toBe(false);
    }
    expect(await sequence()).toEqual(before);
  });

  it('is for editors and admins only', async () => {
    const before = await sequence();
    expect((await t.call('PUT', '/culture/order', { body: { ids: before } })).status).toBe(401);
    expect(
      (await t.call('PUT', '/culture/order', { token: t.tokens.user, body: { ids: before } })).status,
    ).toBe(403);
  });

  it('keeps no revision for a move', async () => {
    const before = await sequence();
    await t.call('PUT', '/culture/order', { token: t.tokens.editor, body: { ids: [...before].reverse() } });
    const revisions = await t.call('GET', `/culture/${before[0]}/revisions`, { token: t.tokens.editor });
    expect(revisions.body.data.revisions).toEqual([]);
  });

  it('moves everything inside one transaction where the server has them (a replica set, the embedded server)', async () => {
    const hello = (await t.app.db.connection.db!.admin().command({ hello: 1 })) as { setName?: string };
    const transaction = jest.spyOn(t.app.db.connection, 'transaction');
    const before = await sequence();
    await t.call('PUT', '/culture/order', { token: t.tokens.editor, body: { ids: [...before].reverse() } });
    expect(transaction).toHaveBeenCalledTimes(hello.setName ? 1 : 0);
    expect(await sequence()).toEqual([...before].reverse());
    transaction.mockRestore();
  });
});
