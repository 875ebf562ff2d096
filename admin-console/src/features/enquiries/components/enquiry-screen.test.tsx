import { screen, waitFor, within } from '@testing-library/react';
import { browserTimeZone, zoneFormat } from '@mwangaza/shared';
import { db } from '@mwangaza/shared/mocks/db';
import { renderApp } from '../../../layout/render-app';
import { apiFails } from '../../../components/test-queries';

it('opens an enquiry from the inbox and shows every field', async () => {
  const { user } = renderApp('/admin/enquiries?stage=new', 'editor');
  await user.click(await screen.findByRole('link', { name: 'Amina Hassan' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Enquiry from Amina Hassan' }),
  ).toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'amina@sokoni.co.ke' })).toHaveAttribute(
    'href',
    'mailto:amina@sokoni.co.ke',
  );
  for (const text of [
    'Sokoni Traders',
    'We need a sales dashboard across our five shops.',
    'Sales data lives in separate spreadsheets.',
    'One weekly report without manual work.',
    'Morning',
  ]) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  const contact = screen.getByRole('region', { name: 'Contact' });
  expect(within(contact).getByText('Language').nextElementSibling).toHaveTextContent('English');
  const record = screen.getByRole('region', { name: 'Record' });
  expect(within(record).getByText('Delivery attempts').nextElementSibling).toHaveTextContent('1');
  expect(within(record).getByText('E-mail delivery').nextElementSibling).toHaveTextContent('Sent');

  // Back returns to the filtered inbox.
  await user.click(screen.getByRole('link', { name: /Back to enquiries/ }));
  expect(await screen.findByRole('button', { name: /^New/ })).toHaveAttribute('aria-pressed', 'true');
});

it('says which optional fields were left empty, and the language the enquiry was sent in', async () => {
  renderApp('/admin/enquiries/enq-afya', 'editor');
  await screen.findByRole('heading', { level: 1, name: 'Enquiry from Peter Mwangi' });
  expect(screen.getByText('Language').nextElementSibling).toHaveTextContent('Kiswahili');
  expect(screen.getByText('Challenge').nextElementSibling).toHaveTextContent('Not provided');
});

it('moves an enquiry through the stages, assigns it and sets a next step, confirming each in a toast', async () => {
  const { user } = renderApp('/admin/enquiries/enq-sokoni', 'editor');
  const pipeline = await screen.findByRole('region', { name: 'Pipeline' });
  await user.selectOptions(within(pipeline).getByRole('combobox', { name: 'Stage' }), 'Qualified');
  expect(await screen.findByText('Moved to Qualified')).toBeInTheDocument();
  expect(db.enquiries.find((e) => e.id === 'enq-sokoni')?.stage).toBe('qualified');

  await within(pipeline).findByRole('option', { name: 'Wanjiru Kamau' });
  await user.selectOptions(within(pipeline).getByRole('combobox', { name: 'Assignee' }), 'Wanjiru Kamau');
  expect(await screen.findByText('Assignee saved')).toBeInTheDocument();
  expect(db.enquiries.find((e) => e.id === 'enq-sokoni')?.assignee).toBe('u-editor');

  // The controls are disabled while a save is in flight; a person waits for them, and so does the test.
  // In Nairobi time, whatever the browser's zone, like every time staff see.
  const nextStep = within(pipeline).getByLabelText('Next step (Nairobi time, EAT)');
  await waitFor(() => expect(nextStep).toBeEnabled());
  await user.type(nextStep, '2030-01-15T10:30');
  await user.tab();
  expect(await screen.findByText('Next step saved')).toBeInTheDocument();
  expect(db.enquiries.find((e) => e.id === 'enq-sokoni')?.nextStepAt).toBe('2030-01-15T07:30:00.000Z');
});

it('adds an internal note with its author', async () => {
  const { user } = renderApp('/admin/enquiries/enq-sokoni', 'editor');
  const notes = await screen.findByRole('region', { name: 'Internal notes' });
  expect(within(notes).getByText('No notes yet.')).toBeInTheDocument();
  await user.type(within(notes).getByRole('textbox', { name: 'Add a note' }), 'Called Amina, demo on Friday');
  await user.click(within(notes).getByRole('button', { name: 'Add note' }));
  expect(await within(notes).findByText('Called Amina, demo on Friday')).toBeInTheDocument();
  expect(within(notes).getByText(/editor@mwangaza-analytics\.co\.ke/)).toBeInTheDocument();
  expect(within(notes).getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
});

it("shows the API's message when the stage cannot be changed", async () => {
  apiFails('patch', '/contact/enquiries/:id', 403, 'You do not have permission to do this');
  const { user } = renderApp('/admin/enquiries/enq-sokoni', 'editor');
  const pipeline = await screen.findByRole('region', { name: 'Pipeline' });
  await user.selectOptions(within(pipeline).getByRole('combobox', { name: 'Stage' }), 'Won');
  expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
});

it('says when the enquiry does not exist', async () => {
  renderApp('/admin/enquiries/nope', 'editor');
  expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to enquiries/ })).toHaveAttribute('href', '/admin/enquiries');
});

it("resends the enquiry's notification e-mail and shows the new delivery", async () => {
  const { user } = renderApp('/admin/enquiries/enq-sokoni', 'editor');
  const record = await screen.findByRole('region', { name: 'Record' });
  await user.click(within(record).getByRole('button', { name: 'Resend notification' }));
  expect(await screen.findByText('Notification queued for sending')).toBeInTheDocument();
  expect(
    await within(record).findByText((_, element) => element?.tagName === 'DD' && element.textContent === '2'),
  ).toBeInTheDocument();
});

it("shows the API's message when the notification cannot be resent", async () => {
  apiFails(
    'post',
    '/contact/enquiries/:id/resend',
    503,
    'Service temporarily unavailable. Please try again shortly.',
  );
  const { user } = renderApp('/admin/enquiries/enq-sokoni', 'editor');
  await user.click(await screen.findByRole('button', { name: 'Resend notification' }));
  expect(
    await screen.findByText('Service temporarily unavailable. Please try again shortly.'),
  ).toBeInTheDocument();
});

it('shows the discovery call booked for the enquiry, in the reader’s zone, and none when it has no call', async () => {
  const call = db.bookings.find((b) => b.id === 'bk-tomorrow-early')!;
  renderApp('/admin/enquiries/enq-sokoni', 'editor');
  const card = await screen.findByRole('region', { name: 'Discovery call' });
  const when = zoneFormat(browserTimeZone());
  expect(within(card).getByText('When').nextElementSibling).toHaveTextContent(
    `${when.heading(call.start)}, ${when.time(call.start)}`,
  );
  expect(within(card).getByText('Consultant').nextElementSibling).toHaveTextContent('Achieng Otieno');
  expect(within(card).getByText('Status').nextElementSibling).toHaveTextContent('Booked');
  expect(within(card).getByRole('link', { name: 'All bookings' })).toHaveAttribute('href', '/admin/bookings');
});

it('shows no discovery call card for an enquiry without a booking', async () => {
  db.bookings = db.bookings.filter((b) => b.enquiry !== 'enq-sokoni');
  renderApp('/admin/enquiries/enq-sokoni', 'editor');
  await screen.findByRole('heading', { level: 1, name: 'Enquiry from Amina Hassan' });
  await screen.findByRole('region', { name: 'Record' });
  expect(screen.queryByRole('region', { name: 'Discovery call' })).not.toBeInTheDocument();
});
