import { RESOURCES, resourceLink } from '../resource/collections';

/** The console's sections, in header order. Users, Activity, Privacy and Settings are for admins only (the API refuses others). */
export interface NavItem {
  to: string;
  label: string;
  /** Active only on the exact path (the dashboard would otherwise match every screen). */
  end?: boolean;
  adminOnly?: boolean;
  /** For editors and admins (content writers). */
  writersOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  // Each content collection, in the console's order.
  ...RESOURCES.map(resourceLink),
  { to: '/admin/media', label: 'Media', writersOnly: true },
  { to: '/admin/enquiries', label: 'Enquiries' },
  { to: '/admin/bookings', label: 'Bookings', writersOnly: true },
  { to: '/admin/traffic', label: 'Traffic', writersOnly: true },
  { to: '/admin/subscribers', label: 'Subscribers', writersOnly: true },
  { to: '/admin/users', label: 'Users', adminOnly: true },
  { to: '/admin/activity', label: 'Activity', adminOnly: true },
  { to: '/admin/privacy', label: 'Privacy', adminOnly: true },
  { to: '/admin/settings', label: 'Settings', adminOnly: true },
];
