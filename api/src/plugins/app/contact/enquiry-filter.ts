import mongoose from 'mongoose';
import { OPEN_ENQUIRY_STAGES, type EnquiryExportQuery } from '@mwangaza/shared/schemas';
import { DEFAULT_LOCALE } from '@mwangaza/shared/i18n';
import { wholeValue } from '../../../lib/lead-source';

/**
 * The enquiry list's filters as a MongoDB filter (the list, its counts and the CSV export share it).
 * `withStage: false` leaves the stage out (for per-stage counts); `spam` picks the Spam tab or the pipeline
 * (`suspectedSpam` true or false, an equality every list index starts with: enquiry.model.ts).
 */
export function enquiryFilter(
  query: EnquiryExportQuery,
  now: Date,
  { withStage = true, spam = query.spam === true }: { withStage?: boolean; spam?: boolean } = {},
): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const and: Record<string, unknown>[] = [{ suspectedSpam: spam }];
  if (withStage && query.stage) filter.stage = query.stage;
  if (query.assignee) filter.assignee = query.assignee === 'none' ? null : query.assignee;
  if (query.from || query.to) {
    filter.createdAt = mongoose.trusted({
      ...(query.from ? { $gte: new Date(query.from) } : {}),
      ...(query.to ? { $lt: new Date(query.to) } : {}),
    });
  }
  const q = query.q?.trim();
  if (q) {
    // Escaped: the visitor-typed text is matched literally, never as a pattern.
    const pattern = new RegExp(q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    and.push({ $or: [{ name: pattern }, { company: pattern }, { email: pattern }] });
  }
  if (query.source) {
    // The referrer is stored as the full address: its host sits between "//" and the next "/", ":" or end.
    const host = wholeValue(query.source).source.slice(1, -1);
    and.push({
      $or: [
        { 'source.utm.source': wholeValue(query.source) },
        { 'source.referrer': new RegExp(`^[a-z][a-z0-9+.-]*://${host}(?:[/:?#]|$)`, 'i') },
      ],
    });
  }
  // Enquiries stored before languages were recorded have none: they were sent in English.
  if (query.locale)
    and.push({
      locale:
        query.locale === DEFAULT_LOCALE ? mongoose.trusted({ $in: [query.locale, null] }) : query.locale,
    });
  if (query.campaign) and.push({ 'source.utm.campaign': wholeValue(query.campaign) });
  if (query.overdue) {
    // A date never compares less than null (type bracketing), so enquiries without a next step are never overdue.
    and.push(
      { stage: mongoose.trusted({ $in: [...OPEN_ENQUIRY_STAGES] }) },
      { nextStepAt: mongoose.trusted({ $lt: now }) },
    );
  }
  filter.$and = and;
  return filter;
}
