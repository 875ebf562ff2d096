/** The signed-in person's own settings, in the account menu (and the narrow-screen menu). */
export const ACCOUNT_LINKS = [
  { to: '/admin/account/two-factor', label: 'Two-factor sign-in' },
  { to: '/admin/account/devices', label: 'Signed-in devices' },
] as const;
