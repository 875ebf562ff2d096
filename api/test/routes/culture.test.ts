import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

const newItem = {
  title: 'Open Source Fridays',
  description: 'We give back to the tools we use.',
  fullDescription: 'First paragraph.\n\nSecond paragraph.',
  icon: '💻',
  values: ['Give back'],
};

const t = setUpTestApp({ sessions: true });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ids = (body: { data?: any }) => (body.data.cultureItems as { id: string }[]).map((c) => c.id);

describe('culture', () => {
  it('lists items sorted by order, with icon, values and an empty image allowed', async () => {
    const { body } = await t.call('GET', '/culture');
    expect(body.message).toBe('Culture items retrieved successfully');
    const orders = body.data.cultureItems.map((c: { order: number }) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(body.data.cultureItems.length).toBeGreaterThanOrEqual(4);
    expect(body.data.cultureItems.some((c: { image: string }) => c.image === '')).toBe(true);
    expect(body.data.cultureItems[0].values.length).toBeGreaterThan(0);
  });

  it('searches and reads one item, 404 "Culture item not found" otherwise', async () => {
    expect(ids((await t.call('GET', '/culture?search=UBUNTU')).body)).toEqual(['ubuntu-collaboration']);
    expect((await t.call('GET', '/culture/curiosity-first')).body.data.cultureItem.icon).toBe('🔍');
    expect((await t.call('GET', '/culture/nope')).body).toEqual({
      success: false,
      message: 'Culture item not found',
    });
    expect((await t.call('GET', '/culture/admin/all', { token: t.tokens.editor })).status).toBe(200);
    expect((await t.call('GET', '/culture/admin/all', { token: t.tokens.user })).status).toBe(403);
    expect((await t.call('GET', '/culture/admin/all')).status).toBe(401);
  });

  it('enforces roles on writes', async () => {
    for (const [token, status] of [
      [undefined, 401],
      [t.tokens.user, 403],
    ] as const) {
      expect((await t.call('POST', '/culture', { token, body: newItem })).status).toBe(status);
      expect((await t.call('PUT', '/culture/curiosity-first', { token, body: newItem })).status).toBe(status);
      expect(
        (await t.call('PATCH', '/culture/curiosity-first/order', { token, body: { order: 9 } })).status,
      ).toBe(status);
      expect((await t.call('DELETE', '/culture/curiosity-first', { token })).status).toBe(status);
    }
    expect((await t.call('GET', '/culture/curiosity-first')).body.data.cultureItem.order).toBe(1);
  });

  it('creates with defaults, reorders, replaces and deletes', async () => {
    const created = await t.call('POST', '/culture', { token: t.tokens.editor, body: newItem });
    expect(created.status).toBe(201);
    const item = created.body.data.cultureItem;
    expect(item).toMatchObject({ order: 0, image: '', icon: '💻', values: ['Give back'] });
    expect(ids((await t.call('GET', '/culture')).body)[0]).toBe(item.id);

    const moved = await t.call('PATCH', `/culture/${item.id}/order`, {
      token: t.tokens.editor,
      body: { order: 99 },
    });
    expect(moved.body.message).toBe('Culture item order updated');
    expect(moved.body.data.cultureItem.order).toBe(99);
    expect(ids((await t.call('GET', '/culture?limit=100')).body).at(-1)).toBe(item.id);

    const badOrder = await t.call('PATCH', `/culture/${item.id}/order`, {
      token: t.tokens.editor,
      body: { order: 'first' },
    });
    expect(badOrder.body).toEqual({ success: false, message: 'order must be an integer' });
    expect(
      (await t.call('PATCH', `/culture/${item.id}/order`, { token: t.tokens.editor, body: {} })).body.message,
    ).toBe('order is required');

    const replaced = await t.call('PUT', `/culture/${item.id}`, {
      token: t.tokens.admin,
      body: { ...newItem, image: '/images/culture/x.webp', order: 3 },
    });
    expect(replaced.body.data.cultureItem).toMatchObject({ image: '/images/culture/x.webp', order: 3 });
    expect((await t.call('DELETE', `/culture/${item.id}`, { token: t.tokens.admin })).body.message).toBe(
      'Culture item deleted successfully',
    );
    expect(
      (await t.call('PATCH', `/culture/${item.id}/order`, { token: t.tokens.admin, body: { order: 1 } }))
        .status,
    ).toBe(404);
  });

  it('requires at least one value', async () => {
    const { status, body } = await t.call('POST', '/culture', {
      token: t.tokens.editor,
      body: { ...newItem, values: [] },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('values must have at least 1 item');
  });
});
