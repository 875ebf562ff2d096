import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderApp } from '../../../layout/render-app';

async function find(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByRole('textbox', { name: /E-mail address/ }), email);
  await user.click(screen.getByRole('button', { name: 'Find data' }));
}

it('finds what is held about an address, and erases it after confirmation', async () => {
  const { user } = renderApp('/admin/privacy', 'admin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Privacy requests' })).toBeInTheDocument();
  await find(user, 'amina@sokoni.co.ke');
  const held = await screen.findByRole('region', { name: 'Held about amina@sokoni.co.ke' });
  expect(held).toHaveTextContent('1 enquiry (1 with personal data)');
  expect(within(held).getByRole('link', { name: 'Amina Hassan' })).toHaveAttribute(
    'href',
    '/admin/enquiries/enq-sokoni',
  );
  expect(within(held).getByRole('button', { name: 'Download JSON' })).toBeEnabled();

  await user.click(within(held).getByRole('button', { name: 'Erase personal data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Erase personal data?' });
  expect(dialog).toHaveTextContent('This cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
  expect(
    await screen.findByText('Personal data erased: 1 enquiry anonymised, 0 notes removed'),
  ).toBeInTheDocument();
  expect(db.enquiries.find((e) => e.id === 'enq-sokoni')).toMatchObject({ name: 'Anonymised', email: '' });
  await waitFor(() => expect(screen.getByText('Nothing is held about this address.')).toBeInTheDocument());
});

it('says when nothing is held about an address', async () => {
  const { user } = renderApp('/admin/privacy', 'admin');
  await find(user, 'nobody@example.com');
  expect(await screen.findByText('Nothing is held about this address.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
});

it('is for administrators only', async () => {
  renderApp('/admin/privacy', 'editor');
  expect(await screen.findByText('Privacy requests are handled by administrators.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Find data' })).not.toBeInTheDocument();
});
