import { lazy, Suspense } from 'react';
import { Route, Routes } from '@mwangaza/shared/router';
import { COLLECTIONS, registerBuild } from '@mwangaza/shared';
import { ToastProvider } from '@mwangaza/shared/console';
import type { BuildInfo } from '@mwangaza/shared/schemas';
import { LoginScreen } from './features/auth/components/login-screen';
import { RequireAuth } from './features/auth/components/require-auth';
import { PageSpinner } from './layout/page-spinner';

// Everything behind the guard is split off, so the login page downloads only the login screen.
const AdminLayout = lazy(() => import('./layout/admin-layout').then((m) => ({ default: m.AdminLayout })));
const RegisterScreen = lazy(() =>
  import('./features/auth/components/register-screen').then((m) => ({ default: m.RegisterScreen })),
);
const ForgotPasswordScreen = lazy(() =>
  import('./features/auth/components/forgot-password-screen').then((m) => ({
    default: m.ForgotPasswordScreen,
  })),
);
const ResetPasswordScreen = lazy(() =>
  import('./features/auth/components/reset-password-screen').then((m) => ({
    default: m.ResetPasswordScreen,
  })),
);
const AcceptInvitationScreen = lazy(() =>
  import('./features/auth/components/accept-invitation-screen').then((m) => ({
    default: m.AcceptInvitationScreen,
  })),
);
const DashboardScreen = lazy(() =>
  import('./features/dashboard/components/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
);
// Every content collection's screen (list and form), from its description in resource/collections.
const ResourceRoute = lazy(() =>
  import('./resource/resource-route').then((m) => ({ default: m.ResourceRoute })),
);
const EnquiriesScreen = lazy(() =>
  import('./features/enquiries/components/enquiries-screen').then((m) => ({ default: m.EnquiriesScreen })),
);
const EnquiryScreen = lazy(() =>
  import('./features/enquiries/components/enquiry-screen').then((m) => ({ default: m.EnquiryScreen })),
);
const MediaScreen = lazy(() =>
  import('./features/media/components/media-screen').then((m) => ({ default: m.MediaScreen })),
);
// Its own chunk with the chart library: only this screen loads it.
const TrafficScreen = lazy(() =>
  import('./features/traffic/components/traffic-screen').then((m) => ({ default: m.TrafficScreen })),
);
const UsersScreen = lazy(() =>
  import('./features/users/components/users-screen').then((m) => ({ default: m.UsersScreen })),
);
const ActivityScreen = lazy(() =>
  import('./features/activity/components/activity-screen').then((m) => ({ default: m.ActivityScreen })),
);
const PrivacyScreen = lazy(() =>
  import('./features/privacy/components/privacy-screen').then((m) => ({ default: m.PrivacyScreen })),
);
const SettingsScreen = lazy(() =>
  import('./features/settings/components/settings-screen').then((m) => ({ default: m.SettingsScreen })),
);
const TwoFactorScreen = lazy(() =>
  import('./features/account/components/two-factor-screen').then((m) => ({ default: m.TwoFactorScreen })),
);
const DevicesScreen = lazy(() =>
  import('./features/account/components/devices-screen').then((m) => ({ default: m.DevicesScreen })),
);
const WeeklyReportScreen = lazy(() =>
  import('./features/account/components/weekly-report-screen').then((m) => ({
    default: m.WeeklyReportScreen,
  })),
);
const NotFoundScreen = lazy(() =>
  import('./layout/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);

/**
 * The admin console's routes, relative to where it is mounted (`/admin/*` in the shell and standalone).
 * The shell (or the standalone bootstrap) provides the router, the store and AuthProvider; the console holds
 * its own toasts ("Service saved"), which no visitor's page needs.
 */
declare const __MWANGAZA_BUILD__: BuildInfo | undefined;
// Set by the build (webpack DefinePlugin); absent in jest.
registerBuild('adminConsole', typeof __MWANGAZA_BUILD__ === 'undefined' ? null : __MWANGAZA_BUILD__);

export default function AdminConsoleRoutes() {
  return (
    <ToastProvider>
      <Suspense fallback={<PageSpinner fullPage label="Loading..." />}>
        <Routes>
          <Route path="login" element={<LoginScreen />} />
          <Route path="register" element={<RegisterScreen />} />
          <Route path="forgot-password" element={<ForgotPasswordScreen />} />
          <Route path="reset-password" element={<ResetPasswordScreen />} />
          <Route path="accept-invitation" element={<AcceptInvitationScreen />} />
          <Route
            element={
              <RequireAuth>
                <AdminLayout />
              </RequireAuth>
            }
          >
            <Route index element={<DashboardScreen />} />
            {COLLECTIONS.map(({ name }) => (
              // Keyed: moving between collections starts the screen afresh.
              <Route key={name} path={name} element={<ResourceRoute key={name} name={name} />} />
            ))}
            <Route path="media" element={<MediaScreen />} />
            <Route path="enquiries" element={<EnquiriesScreen />} />
            <Route path="enquiries/:id" element={<EnquiryScreen />} />
            <Route path="traffic" element={<TrafficScreen />} />
            <Route path="users" element={<UsersScreen />} />
            <Route path="activity" element={<ActivityScreen />} />
            <Route path="privacy" element={<PrivacyScreen />} />
            <Route path="settings" element={<SettingsScreen />} />
            <Route path="account/two-factor" element={<TwoFactorScreen />} />
            <Route path="account/devices" element={<DevicesScreen />} />
            <Route path="account/weekly-report" element={<WeeklyReportScreen />} />
            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        </Routes>
      </Suspense>
    </ToastProvider>
  );
}
