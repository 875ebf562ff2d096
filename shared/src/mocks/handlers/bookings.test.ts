import '../../../test/setup-msw';

const EDITOR = 'mock-access-u-editor';
const api = (path: string, init: RequestInit & { token?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`http://localhost/api${path}`, { ...init, headers }).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));
};
const agenda = (from: number, to: number, token = EDITOR) =>
  api(`/bookings?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`, { token });
const DAY = 86_400_000;

describe("the mock's staff booking routes", () => {
  it('lists the agenda between two instants, earliest first, for staff only', async () => {
    const now = Date.now();
    expect((await agenda(now - DAY, now + 3 * DAY, 'mock-access-u-viewer')).status).toBe(403);
    const { body } = await agenda(now - 3 * DAY, now + 3 * DAY);
    expect(body.data.bookings.map((b: { id: string }) => b.id)).toEqual([
      'bk-past-open',
      'bk-now',
      'bk-tomorrow-early',
      'bk-tomorrow-late',
    ]);
    expect((await api('/bookings?from=yesterday&to=tomorrow', { token: EDITOR })).status).toBe(400);
  });

  it('cancels with the message and marks an outcome only once the call has started', async () => {
    const cancelled = await api('/bookings/bk-tomorrow-early/cancel', {
      method: 'POST',
      token: EDITOR,
      body: JSON.stringify({ message: 'Sorry, Achieng is ill.' }),
    });
    expect(cancelled.body.data.booking).toMatchObject({
      state: 'cancelled',
      cancelMessage: 'Sorry, Achieng is ill.',
    });
    const again = await api('/bookings/bk-tomorrow-early/cancel', {
      method: 'POST',
      token: EDITOR,
      body: '{}',
    });
    expect(again.status).toBe(404);
    const early = await api('/bookings/bk-tomorrow-late', {
      method: 'PATCH',
      token: EDITOR,
      body: JSON.stringify({ state: 'held' }),
    });
    expect(early).toEqual({
      status: 409,
      body: { success: false, message: 'A call can be marked held or no-show once it has started' },
    });
    const held = await api('/bookings/bk-now', {
      method: 'PATCH',
      token: EDITOR,
      body: JSON.stringify({ state: 'no-show' }),
    });
    expect(held.body.data.booking.state).toBe('no-show');
  });

  it('keeps availability per consultant and the holidays', async () => {
    const { body } = await api('/bookings/availability/chinedu-okafor', { token: EDITOR });
    const availability = { ...body.data.availability, maxPerDay: 2 };
    const saved = await api('/bookings/availability/chinedu-okafor', {
      method: 'PUT',
      token: EDITOR,
      body: JSON.stringify(availability),
    });
    expect(saved.body.data.availability.maxPerDay).toBe(2);
    const holidays = [{ date: '2027-01-01', name: "New Year's Day" }];
    await api('/bookings/holidays', { method: 'PUT', token: EDITOR, body: JSON.stringify({ holidays }) });
    expect((await api('/bookings/holidays', { token: EDITOR })).body.data.holidays).toEqual(holidays);
    const consultants = await api('/bookings/consultants', { token: EDITOR });
    expect(consultants.body.data.consultants[0]).toMatchObject({ id: 'achieng-otieno', account: 'u-editor' });
  });
});
