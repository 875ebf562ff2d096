// Test-only: renders an admin screen signed in as one of the mock users (MSW is set up by the jest project).
import type { ReactElement } from 'react';
import { ToastProvider } from '@mwangaza/shared/console';
import { userFixtures } from '@mwangaza/shared/mocks/db';
import { renderWithProviders } from '@mwangaza/shared/test-utils';

export type MockRole = 'admin' | 'editor' | 'user';

export function userWithRole(role: MockRole) {
  const found = userFixtures.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`No mock user with role ${role}`);
  const { password: _password, ...user } = found;
  return user;
}

/** `route` is the URL to open (e.g. '/admin/services?new=true'); the screen is mounted at its pathname. */
export function renderAdmin(ui: ReactElement, route: string, role: MockRole = 'admin') {
  const path = route.split('?')[0];
  return renderWithProviders(<ToastProvider>{ui}</ToastProvider>, {
    route,
    path,
    auth: { user: userWithRole(role) },
  });
}
