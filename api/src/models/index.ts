import type { Connection } from 'mongoose';
import { createContentModels } from './content-model';
import { createContentVersionModel } from './content-version.model';
import { createAnalyticsDayModel } from './analytics-day.model';
import { createAnalyticsEventModel } from './analytics-event.model';
import { createAnalyticsJobModel } from './analytics-job.model';
import { createAnalyticsSaltModel } from './analytics-salt.model';
import { createAuditEntryModel } from './audit-entry.model';
import { createBackupScheduleModel } from './backup-schedule.model';
import { createEnquiryModel } from './enquiry.model';
import { createBookingModel, createCallAvailabilityModel, createPublicHolidayModel } from './booking.model';
import { createPasswordResetModel } from './password-reset.model';
import { createRateCounterModel } from './rate-counter.model';
import { createInvitationModel } from './invitation.model';
import { createMediaModel } from './media.model';
import { createRevisionModel } from './revision.model';
import { createPreviewModel } from './preview.model';
import { createOutboxMessageModel } from './outbox-message.model';
import { createSessionModel } from './session.model';
import { createNewsletterSendModel, createSubscriberModel } from './subscriber.model';
import { createUserModel } from './user.model';
import { createSettingModel } from './setting.model';
import { createTwoFactorChallengeModel } from './two-factor-challenge.model';

/** Models are bound to one connection so several app instances (tests, restarts) never share state. */
export function createModels(connection: Connection) {
  return {
    // Service, CaseStudy, CultureItem...: one per content collection, derived from its descriptor.
    ...createContentModels(connection),
    ContentVersion: createContentVersionModel(connection),
    Enquiry: createEnquiryModel(connection),
    Revision: createRevisionModel(connection),
    User: createUserModel(connection),
    Session: createSessionModel(connection),
    RateCounter: createRateCounterModel(connection),
    Media: createMediaModel(connection),
    Preview: createPreviewModel(connection),
    OutboxMessage: createOutboxMessageModel(connection),
    AuditEntry: createAuditEntryModel(connection),
    PasswordReset: createPasswordResetModel(connection),
    Invitation: createInvitationModel(connection),
    TwoFactorChallenge: createTwoFactorChallengeModel(connection),
    Setting: createSettingModel(connection),
    BackupSchedule: createBackupScheduleModel(connection),
    AnalyticsEvent: createAnalyticsEventModel(connection),
    AnalyticsSalt: createAnalyticsSaltModel(connection),
    AnalyticsDay: createAnalyticsDayModel(connection),
    AnalyticsJob: createAnalyticsJobModel(connection),
    Booking: createBookingModel(connection),
    CallAvailability: createCallAvailabilityModel(connection),
    PublicHoliday: createPublicHolidayModel(connection),
    Subscriber: createSubscriberModel(connection),
    NewsletterSend: createNewsletterSendModel(connection),
  };
}

export type Models = ReturnType<typeof createModels>;
