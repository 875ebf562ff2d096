import { Suspense } from 'react';
import { Route, Routes } from '@mwangaza/shared/router';
import { COLLECTIONS, registerBuild } from '@mwangaza/shared';
import { ToastProvider } from '@mwangaza/shared/console';
import type { BuildInfo } from '@mwangaza/shared/schemas';
import { lazyNamed } from './components/lazy-named';
import { LoginScreen } from './features/auth/components/login-screen';
import { RequireAuth } from './features/auth/components/require-auth';
import { PageSpinner } from './layout/page-spinner';

// Everything behind the guard is split off, so the login page downloads only the login screen.
const AdminLayout = lazyNamed(() => import('./layout/admin-layout'), 'AdminLayout');
const RegisterScreen = lazyNamed(
  () => import('./features/auth/components/register-screen'),
  'RegisterScreen',
);
const ForgotPasswordScreen = lazyNamed(
  () => import('./features/auth/components/forgot-password-screen'),
  'ForgotPasswordScreen',
);
const ResetPasswordScreen = lazyNamed(
  () => import('./features/auth/components/reset-password-screen'),
  'ResetPasswordScreen',
);
const AcceptInvitationScreen = lazyNamed(
  () => import('./features/auth/components/accept-invitation-screen'),
  'AcceptInvitationScreen',
);
const DashboardScreen = lazyNamed(
  () => import('./features/dashboard/components/dashboard-screen'),
  'DashboardScreen',
);
// Every content collection's screen (list and form), from its description in resource/collections.
const ResourceRoute = lazyNamed(() => import('./resource/resource-route'), 'ResourceRoute');
const EnquiriesScreen = lazyNamed(
  () => import('./features/enquiries/components/enquiries-screen'),
  'EnquiriesScreen',
);
const EnquiryScreen = lazyNamed(
  () => import('./features/enquiries/components/enquiry-screen'),
  'EnquiryScreen',
);
const BookingsScreen = lazyNamed(
  () => import('./features/bookings/components/bookings-screen'),
  'BookingsScreen',
);
const AvailabilityScreen = lazyNamed(
  () => import('./features/bookings/components/availability-screen'),
  'AvailabilityScreen',
);
const MediaScreen = lazyNamed(() => import('./features/media/components/media-screen'), 'MediaScreen');
// Its own chunk with the chart library: only this screen loads it.
const TrafficScreen = lazyNamed(
  () => import('./features/traffic/components/traffic-screen'),
  'TrafficScreen',
);
const SubscribersScreen = lazyNamed(
  () => import('./features/subscribers/components/subscribers-screen'),
  'SubscribersScreen',
);
const UsersScreen = lazyNamed(() => import('./features/users/components/users-screen'), 'UsersScreen');
const ActivityScreen = lazyNamed(
  () => import('./features/activity/components/activity-screen'),
  'ActivityScreen',
);
const PrivacyScreen = lazyNamed(
  () => import('./features/privacy/components/privacy-screen'),
  'PrivacyScreen',
);
const SettingsScreen = lazyNamed(
  () => import('./features/settings/components/settings-screen'),
  'SettingsScreen',
);
const TwoFactorScreen = lazyNamed(
  () => import('./features/account/components/two-factor-screen'),
  'TwoFactorScreen',
);
const DevicesScreen = lazyNamed(
  () => import('./features/account/components/devices-screen'),
  'DevicesScreen',
);
const WeeklyReportScreen = lazyNamed(
  () => import('./features/account/components/weekly-report-screen'),
  'WeeklyReportScreen',
);
const NotFoundScreen = lazyNamed(() => import('./layout/not-found-screen'), 'NotFoundScreen');

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
            <Route path="bookings" element={<BookingsScreen />} />
            <Route path="bookings/availability" element={<AvailabilityScreen />} />
            <Route path="traffic" element={<TrafficScreen />} />
            <Route path="subscribers" element={<SubscribersScreen />} />
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
