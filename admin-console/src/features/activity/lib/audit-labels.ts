import {
  COLLECTIONS,
  auditTypeOf,
  nounsOf,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type CollectionAuditType,
} from '@mwangaza/shared';

/** How each action reads in the filter and the table (a new action in AUDIT_ACTIONS needs its label here). */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'content.created': 'Content created',
  'content.updated': 'Content edited',
  'content.deleted': 'Content deleted',
  'content.featured': 'Featured changed',
  'content.reordered': 'Order changed',
  'content.published': 'Published',
  'content.restored': 'Revision restored',
  'content.unpublished': 'Unpublished',
  'content.scheduled': 'Scheduled',
  'enquiry.status_changed': 'Enquiry status changed',
  'enquiry.stage_changed': 'Enquiry stage changed',
  'booking.cancelled': 'Discovery call cancelled',
  'booking.outcome': 'Discovery call marked held or no-show',
  'booking.availability_changed': 'Discovery-call availability changed',
  'booking.holidays_changed': 'Public holidays for discovery calls changed',
  'enquiry.assigned': 'Enquiry assigned',
  'enquiry.notification_resent': 'Enquiry e-mail resent',
  'enquiry.marked_not_spam': 'Enquiry marked not spam',
  'enquiry.exported': 'Enquiries exported',
  'newsletter.sent': 'Insight sent to subscribers',
  'newsletter.subscriber_deleted': 'Subscriber deleted',
  'newsletter.subscribers_exported': 'Subscribers exported',
  'privacy.subject_exported': 'Personal data exported',
  'privacy.subject_erased': 'Personal data erased',
  'privacy.retention_anonymised': 'Old enquiries anonymised',
  'user.role_changed': 'Role changed',
  'user.invited': 'Invitation sent',
  'user.invitation_revoked': 'Invitation revoked',
  'auth.registered': 'Registered',
  'auth.password_reset_sent': 'Reset link sent',
  'auth.password_reset': 'Password reset',
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'auth.2fa_enabled': 'Two-factor turned on',
  'auth.2fa_disabled': 'Two-factor turned off',
  'auth.2fa_reset': 'Two-factor reset by an administrator',
  'auth.2fa_recovery_used': 'Recovery code used',
  'auth.2fa_recovery_regenerated': 'Recovery codes renewed',
  'auth.session_revoked': 'Device signed out',
  'auth.sessions_revoked': 'Other devices signed out',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled',
  'user.signed_out': 'Signed out everywhere',
  'settings.two_factor_policy': 'Two-factor policy changed',
  'settings.updated': 'Site settings edited',
  'settings.restored': 'Site settings restored',
};

export const ENTITY_LABELS: Record<AuditEntityType, string> = {
  // An item of each content collection: 'Case study'.
  ...(Object.fromEntries(
    COLLECTIONS.map((collection) => [auditTypeOf(collection), nounsOf(collection).Singular]),
  ) as Record<CollectionAuditType, string>),
  enquiry: 'Enquiry',
  user: 'User',
  'data-subject': 'Data subject',
  'site-settings': 'Site settings',
  subscriber: 'Subscriber',
};

const SCREENS: Record<AuditEntityType, (id: string) => string> = {
  // An item's edit form in its collection's screen.
  ...(Object.fromEntries(
    COLLECTIONS.map((collection) => [
      auditTypeOf(collection),
      (id: string) => `/admin/${collection.name}?edit=${encodeURIComponent(id)}`,
    ]),
  ) as Record<CollectionAuditType, (id: string) => string>),
  enquiry: (id) => `/admin/enquiries/${encodeURIComponent(id)}`,
  user: () => '/admin/users',
  'data-subject': () => '/admin/privacy',
  'site-settings': () => '/admin/settings',
  subscriber: () => '/admin/subscribers',
};

/** Where the entry's record is edited or read; none once it is deleted, or without a record. */
export function entityLink(entry: AuditEntry): string | undefined {
  if (!entry.entityId || entry.action === 'content.deleted') return undefined;
  return SCREENS[entry.entityType](entry.entityId);
}
