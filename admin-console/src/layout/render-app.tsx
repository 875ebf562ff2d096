// Test-only: the whole console as the shell mounts it (`/admin/*`), optionally signed in as a mock user.
import type { User } from '@mwangaza/shared';
import { renderWithProviders, type RenderWithProvidersOptions } from '@mwangaza/shared/test-utils';
import { userWithRole, type MockRole } from '../components/test-render';
import AdminConsoleRoutes from '../routes';

export function renderApp(
  route: string,
  role?: MockRole,
  options: Omit<RenderWithProvidersOptions, 'route' | 'path'> = {},
) {
  const auth: { user: User } | undefined = role ? { user: userWithRole(role) } : undefined;
  return renderWithProviders(<AdminConsoleRoutes />, { route, path: '/admin/*', auth, ...options });
}
