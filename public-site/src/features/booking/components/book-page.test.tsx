import { screen, waitFor, within } from '@testing-library/react';
import { mockBookings, mockSlots } from '@mwangaza/shared/mocks/handlers';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { BookPage } from './book-page';
import { ManageBookingPage } from './manage-page';

jest.setTimeout(30_000);

const realResolved = Intl.DateTimeFormat.prototype.resolvedOptions;
beforeEach(() => {
  mockBookings.reset();
  window.sessionStorage.clear();
  // The visitor's browser is in Lagos (UTC+1, WAT): the page shows WAT with Nairobi's EAT beside.
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...realResolved.call(this), timeZone: 'Africa/Lagos' };
  });
});
afterEach(() => jest.restoreAllMocks());

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillDetails(user: User) {
  await user.click(screen.getByLabelText(/Full name/));
  await user.paste('Chinedu Okafor');
  await user.click(screen.getByLabelText(/Email address/));
  await user.paste('chinedu@lagos-retail.ng');
  await user.click(screen.getByLabelText(/What would you like to discuss/));
  await user.paste('Weekly sales dashboards for 30 stores');
}

test('shows the free times in the visitor’s zone with Nairobi beside, and books one', async () => {
  const { user } = renderWithProviders(<BookPage />, { route: '/book' });
  expect(await screen.findByRole('combobox', { name: /Your time zone/ })).toHaveValue('Africa/Lagos');
  const times = await screen.findByRole('group', { name: /Choose a time on/ });
  const first = within(times).getAllByRole('radio')[0]!;
  // 06:00 UTC is 07:00 in Lagos and 09:00 in Nairobi.
  expect(first.closest('label')).toHaveTextContent('07:00 WAT');
  expect(first.closest('label')).toHaveTextContent('09:00 EAT in Nairobi');
  await user.click(first);
  expect(await screen.findByRole('heading', { name: /Your call: .*07:00 WAT/ })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Book the call' }));
  expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription(/Please enter your name/);

  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Book the call' }));
  expect(await screen.findByRole('heading', { name: 'Your call is booked' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('chinedu@lagos-retail.ng');
  expect(screen.getByRole('status')).toHaveTextContent('with Wanjiru Kamau');
});

test('lists a week of days at a time; the next week shows its days and its first day’s times', async () => {
  const { user } = renderWithProviders(<BookPage />, { route: '/book' });
  const days = await screen.findByRole('group', { name: 'Choose a day' });
  const shown = () =>
    within(days)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.textContent);
  const firstWeek = shown();
  expect(firstWeek).toHaveLength(7);
  expect(screen.getByRole('button', { name: 'Earlier days' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Later days' }));
  const secondWeek = shown();
  // Ten weekdays offered: the three after the first week, none of them repeated.
  expect(secondWeek).toHaveLength(3);
  expect(secondWeek.filter((day) => firstWeek.includes(day))).toEqual([]);
  expect(within(days).getAllByRole('radio')[0]).toBeChecked();
  expect(screen.getByRole('button', { name: 'Later days' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Earlier days' }));
  expect(shown()).toEqual(firstWeek);
});

test('a time taken meanwhile says so and offers the next free times', async () => {
  const { user } = renderWithProviders(<BookPage />, { route: '/book' });
  const times = await screen.findByRole('group', { name: /Choose a time on/ });
  const first = within(times).getAllByRole('radio')[0]!;
  const start = (first as HTMLInputElement).value;
  await user.click(first);
  await fillDetails(user);
  mockBookings.take(start);
  await user.click(screen.getByRole('button', { name: 'Book the call' }));
  expect(await screen.findByText(/That time was just taken/)).toBeInTheDocument();
  // The times follow a moment later (rendered as a transition).
  const offered = () =>
    within(screen.getByRole('group', { name: /Choose a time on/ }))
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value);
  await waitFor(() => expect(offered()).not.toContain(start));
  expect(offered()[0]).toBe(mockSlots('Africa/Lagos').days[0]!.slots[0]!.start);
});

test('another zone regroups the times', async () => {
  const { user } = renderWithProviders(<BookPage />, { route: '/book' });
  await screen.findByRole('group', { name: /Choose a time on/ });
  await user.selectOptions(screen.getByRole('combobox', { name: /Your time zone/ }), 'Asia/Dubai');
  await waitFor(() =>
    expect(
      within(screen.getByRole('group', { name: /Choose a time on/ }))
        .getAllByRole('radio')[0]!
        .closest('label'),
    ).toHaveTextContent(/^10:00/),
  );
});

test('the page is in French under /fr', async () => {
  renderWithProviders(<BookPage />, { route: '/fr/book' });
  expect(
    await screen.findByRole('heading', { name: 'Réservez un appel découverte gratuit' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: /Votre fuseau horaire/ })).toBeInTheDocument();
});

test('the e-mailed link shows the call, moves it and cancels it', async () => {
  const { user } = renderWithProviders(<BookPage />, { route: '/book' });
  const times = await screen.findByRole('group', { name: /Choose a time on/ });
  await user.click(within(times).getAllByRole('radio')[0]!);
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Book the call' }));
  await screen.findByRole('heading', { name: 'Your call is booked' });

  window.location.hash = mockBookings.lastToken()!;
  const manage = renderWithProviders(<ManageBookingPage />, { route: '/book/manage' });
  const page = within(manage.container);
  expect(await page.findByRole('heading', { name: /Your call: .*07:00 WAT/ })).toBeInTheDocument();
  await user.click(page.getByRole('button', { name: 'Move to another time' }));
  const moveTimes = await page.findByRole('group', { name: /Choose a time on/ });
  await user.click(within(moveTimes).getAllByRole('radio')[1]!);
  await user.click(page.getByRole('button', { name: /Move to .*08:00 WAT/ }));
  expect(await page.findByText(/Your call is moved to .*08:00 WAT/)).toBeInTheDocument();
  expect(window.location.hash).toBe(`#${mockBookings.lastToken()}`);

  await user.click(page.getByRole('button', { name: 'Cancel the call' }));
  await user.click(page.getByRole('button', { name: 'Yes, cancel it' }));
  expect(await page.findByText(/Your call is cancelled/)).toBeInTheDocument();
  expect(page.getByRole('link', { name: 'Book a new call' })).toHaveAttribute('href', '/book');
});
