import { useAuth } from '@mwangaza/shared';

/** The signed-in person's own settings, in the account menu (and the narrow-screen menu). */
export const ACCOUNT_LINKS = [
  { to: '/admin/account/two-factor', label: 'Two-factor sign-in' },
  { to: '/admin/account/devices', label: 'Signed-in devices' },
  { to: '/admin/account/weekly-report', label: 'Weekly traffic report', adminOnly: true },
] as const;

/** The account links the signed-in person sees (the weekly report is for administrators). */
export function useAccountLinks() {
  const { isAdmin } = useAuth();
  return ACCOUNT_LINKS.filter((link) => isAdmin || !('adminOnly' in link));
}
