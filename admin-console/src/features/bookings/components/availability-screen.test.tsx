import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import type { Availability, PublicHoliday } from '@mwangaza/shared';
import { renderAdmin, type MockRole } from '../../../components/test-render';
import { AvailabilityScreen } from './availability-screen';

const API = '*/api/bookings';
const open = (role: MockRole = 'editor') =>
  renderAdmin(<AvailabilityScreen />, '/admin/bookings/availability', role);
const rulesForm = () => screen.findByRole('form', { name: /^Rules of/ });
const holidaysForm = () => screen.findByRole('form', { name: 'Public holidays' });

/** The bodies the screen sent to PUT /bookings/availability/:id, by person id. */
function recordSaves() {
  const saves: { id: string; body: Availability }[] = [];
  server.events.on('request:start', ({ request }) => {
    const match = /\/bookings\/availability\/([^/?]+)$/.exec(new URL(request.url).pathname);
    if (request.method === 'PUT' && match)
      void request
        .clone()
        .json()
        .then((body: Availability) => saves.push({ id: match[1]!, body }));
  });
  return saves;
}

afterEach(() => server.events.removeAllListeners());

it('tells users without write access that editors and administrators set availability', () => {
  open('user');
  expect(screen.getByText('Availability is set by editors and administrators.')).toBeInTheDocument();
});

it('opens on the signed-in consultant’s own rules, saves them and says so', async () => {
  const saves = recordSaves();
  const { user } = open('editor');
  const form = await rulesForm();
  // The demo editor's account is Achieng's: the screen starts on her rules.
  expect(screen.getByRole('combobox', { name: 'Consultant' })).toHaveDisplayValue('Achieng Otieno (you)');
  expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Africa/Nairobi');
  expect(within(form).getByLabelText('Monday from')).toHaveValue('09:00');
  expect(within(form).queryByLabelText('Saturday from')).not.toBeInTheDocument();

  await user.selectOptions(within(form).getByRole('combobox', { name: 'Call length' }), '45');
  const buffer = within(form).getByRole('spinbutton', { name: 'Buffer between calls (minutes)' });
  await user.clear(buffer);
  await user.type(buffer, '10');
  // Saturday mornings too, and a day off.
  await user.click(within(form).getByRole('button', { name: 'Add hours on Saturday' }));
  const saturdayTo = within(form).getByLabelText('Saturday to');
  await user.clear(saturdayTo);
  await user.type(saturdayTo, '12:00');
  await user.type(within(form).getByLabelText('Day off'), '2026-12-24');
  await user.click(within(form).getByRole('button', { name: 'Add day off' }));
  expect(within(form).getByRole('list', { name: 'Days off of Achieng Otieno' })).toHaveTextContent(
    'Thursday, 24 December 2026',
  );
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Place' }), 'phone');
  const phone = within(form).getByRole('textbox', { name: 'Phone number' });
  await user.clear(phone);
  await user.type(phone, '+254 700 000 000');
  await user.click(within(form).getByRole('button', { name: 'Save availability' }));

  expect(await screen.findByText('Availability of Achieng Otieno saved')).toBeInTheDocument();
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]).toEqual({
    id: 'achieng-otieno',
    body: expect.objectContaining({
      callMinutes: 45,
      bufferMinutes: 10,
      daysOff: ['2026-12-24'],
      place: 'phone',
      placeDetail: '+254 700 000 000',
      blocks: [],
    }),
  });
  expect(saves[0]!.body.weekly).toContainEqual({ day: 6, from: '09:00', to: '12:00' });
  expect(db.availability.get('achieng-otieno')?.callMinutes).toBe(45);
});

it('names what is wrong next to the field and sends nothing; the API’s own refusal shows too', async () => {
  const saves = recordSaves();
  const { user } = open('admin');
  const form = await rulesForm();
  const buffer = within(form).getByRole('spinbutton', { name: 'Buffer between calls (minutes)' });
  await user.clear(buffer);
  await user.type(buffer, '200');
  const mondayTo = within(form).getByLabelText('Monday to');
  await user.clear(mondayTo);
  await user.type(mondayTo, '08:00');
  await user.click(within(form).getByRole('button', { name: 'Save availability' }));

  expect(within(form).getByRole('alert')).toHaveTextContent(
    'Please correct the highlighted fields. Buffer between calls must be a whole number of minutes from 0 to 120.',
  );
  expect(buffer).toHaveAttribute('aria-invalid', 'true');
  expect(buffer).toHaveAccessibleDescription(
    expect.stringContaining('Buffer between calls must be a whole number of minutes from 0 to 120'),
  );
  expect(mondayTo).toHaveAccessibleDescription('The hours must end after they start');
  await waitFor(() => expect(buffer).toHaveFocus());
  expect(saves).toHaveLength(0);

  // Corrected, the API refuses for a reason of its own: its message is shown, the input kept.
  server.use(
    http.put(`${API}/availability/:id`, () =>
      HttpResponse.json({ success: false, message: 'Unknown time zone: Africa/Nairobi' }, { status: 400 }),
    ),
  );
  await user.clear(buffer);
  await user.type(buffer, '20');
  await user.clear(mondayTo);
  await user.type(mondayTo, '13:00');
  await user.click(within(form).getByRole('button', { name: 'Save availability' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Unknown time zone: Africa/Nairobi');
  expect(buffer).toHaveValue(20);
  expect(screen.queryByText(/saved$/)).not.toBeInTheDocument();
});

it('lets an administrator choose another consultant, asking first when the form holds changes', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const { user } = open('admin');
  const form = await rulesForm();
  const consultant = screen.getByRole('combobox', { name: 'Consultant' });
  await user.type(within(form).getByRole('spinbutton', { name: 'Minimum notice (hours)' }), '8');
  await user.selectOptions(consultant, 'Chinedu Okafor');
  expect(confirm).toHaveBeenCalledTimes(1);
  expect(consultant).toHaveDisplayValue('Achieng Otieno');
  await user.selectOptions(consultant, 'Chinedu Okafor');
  expect(await screen.findByRole('form', { name: 'Rules of Chinedu Okafor' })).toBeInTheDocument();
  confirm.mockRestore();
});

it('blocks time at once in the consultant’s zone and lists it to remove', async () => {
  const saves = recordSaves();
  const { user } = open('editor');
  await rulesForm();
  const panel = screen.getByRole('region', { name: 'Block time' });
  expect(within(panel).getByText('No blocked times to come.')).toBeInTheDocument();
  const start = within(panel).getByLabelText('Start (EAT)');
  const end = within(panel).getByLabelText('End (EAT)');
  await user.clear(start);
  await user.type(start, '2030-03-04T10:00');
  await user.clear(end);
  await user.type(end, '2030-03-04T09:00');
  await user.click(within(panel).getByRole('button', { name: 'Block time' }));
  expect(end).toHaveAccessibleDescription('The blocked time must end after it starts');
  expect(saves).toHaveLength(0);

  await user.clear(end);
  await user.type(end, '2030-03-04T12:30');
  await user.click(within(panel).getByRole('button', { name: 'Block time' }));
  const list = await within(panel).findByRole('list', { name: 'Blocked times to come' });
  // Nairobi is UTC+3: the API stores UTC.
  await waitFor(() =>
    expect(saves.at(-1)?.body.blocks).toEqual([
      { start: '2030-03-04T07:00:00Z', end: '2030-03-04T09:30:00Z' },
    ]),
  );
  expect(list).toHaveTextContent('Monday, 4 March 2030, 10:00 EAT until 12:30 EAT');

  await user.click(within(list).getByRole('button', { name: /^Remove the block from Monday, 4 March 2030/ }));
  expect(await within(panel).findByText('No blocked times to come.')).toBeInTheDocument();
  expect(saves.at(-1)?.body.blocks).toEqual([]);
});

it('lists the year’s public holidays; adds, renames and removes them, and saves the list', async () => {
  let saved: PublicHoliday[] | undefined;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/bookings/holidays'))
      void request
        .clone()
        .json()
        .then((body: { holidays: PublicHoliday[] }) => (saved = body.holidays));
  });
  const { user } = open('editor');
  const form = await holidaysForm();
  await user.click(await within(form).findByRole('button', { name: '2026' }));
  const list = within(form).getByRole('list', { name: 'Public holidays in 2026' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(within(list).getByLabelText('Name of Jamhuri Day')).toHaveValue('Jamhuri Day');

  // A new row needs its date and name.
  await user.click(within(form).getByRole('button', { name: 'Add holiday in 2026' }));
  await user.click(within(form).getByRole('button', { name: 'Save holidays' }));
  expect(within(form).getByRole('alert')).toHaveTextContent(
    'Please correct the highlighted fields. Holiday 4: enter its date.',
  );
  expect(saved).toBeUndefined();

  const newDate = within(form).getByLabelText('Date of Holiday 4');
  await waitFor(() => expect(newDate).toHaveFocus());
  await user.type(newDate, '2026-12-31');
  await user.type(within(form).getByLabelText('Name of Holiday 4'), 'Year-end closure');
  const christmas = within(form).getByLabelText('Name of Christmas Day');
  await user.clear(christmas);
  await user.type(christmas, 'Christmas');
  await user.click(within(form).getByRole('button', { name: 'Remove Boxing Day' }));
  await user.click(within(form).getByRole('button', { name: 'Save holidays' }));

  expect(await screen.findByText('Public holidays saved')).toBeInTheDocument();
  expect(saved).toEqual([
    { date: '2026-12-12', name: 'Jamhuri Day' },
    { date: '2026-12-25', name: 'Christmas' },
    { date: '2026-12-31', name: 'Year-end closure' },
  ]);
  expect(db.holidays).toEqual(saved);
});
