import '../test/setup-msw';
import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { useAuth } from './auth/use-auth';
import { contentApi } from './api/content-api';
import { db, publicUser } from './mocks/db';
import { renderWithProviders } from './test-utils';

function Probe() {
  const { user } = useAuth();
  const { data } = contentApi.useGetAdminServicesQuery({ limit: 100 });
  return (
    <div>
      <p>{user ? `Signed in as ${user.fullName}` : 'Signed out'}</p>
      <p>{data ? `${data.services.length} services` : 'Loading'}</p>
      <Link to="/admin/services?page=2">Next</Link>
    </div>
  );
}

describe('renderWithProviders', () => {
  it('signs in as the given user against the mock API', async () => {
    const user = {
      id: 'u-new-editor',
      fullName: 'New Editor',
      email: 'new@example.com',
      role: 'editor' as const,
      createdAt: '2024-05-01T08:00:00.000Z',
    };
    renderWithProviders(<Probe />, { auth: { user } });
    expect(screen.getByText('Signed in as New Editor')).toBeInTheDocument();
    expect(await screen.findByText('7 services')).toBeInTheDocument();
  });

  it('shows where the UI navigated to', async () => {
    const { user } = renderWithProviders(<Probe />, {
      route: '/admin',
      path: '/admin',
      auth: { user: publicUser(db.users[0]!) },
    });
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/services?page=2');
  });
});
