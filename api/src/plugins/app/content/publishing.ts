import mongoose from 'mongoose';
import type { PublicationState, PublicationStatus } from '@mwangaza/shared/schemas';
import type { ContentModel } from '../../../models/content-model';
import type { PublishingDoc } from '../../../models/publishing';

/** Who reads: visitors see only published, due content; staff see everything. */
export type Audience = 'public' | 'staff';

/** Published and due: evaluated in the query, so scheduled content appears when due without any job. */
export function visibleFilter(now: Date): Record<string, unknown> {
  return { status: 'published', $or: [{ publishAt: null }, { publishAt: mongoose.trusted({ $lte: now }) }] };
}

/** The staff list's status filter: scheduled is published with a publish time still to come. */
export function stateFilter(state: PublicationState, now: Date): Record<string, unknown> {
  if (state === 'draft') return { status: 'draft' };
  if (state === 'scheduled') return { status: 'published', publishAt: mongoose.trusted({ $gt: now }) };
  return visibleFilter(now);
}

export interface PublishingChange {
  status: PublicationStatus;
  publishAt: Date | null;
}

/** The publishing state a body asks for; undefined fields keep what the item has. */
export function publishingChange(
  body: { status?: PublicationStatus; publishAt?: string | null },
  fallback: PublicationStatus | undefined,
): Partial<PublishingChange> {
  const change: Partial<PublishingChange> = {};
  if (body.status !== undefined) change.status = body.status;
  else if (fallback !== undefined) change.status = fallback;
  if (body.publishAt !== undefined)
    change.publishAt = body.publishAt === null ? null : new Date(body.publishAt);
  // A draft has no publish time: publishing it later is a new decision.
  if (change.status === 'draft') change.publishAt = null;
  return change;
}

/** The audit action a change of publishing state is recorded as, or null when it did not change. */
export function publishingAction(
  before: { status: PublicationStatus; publishAt: Date | null } | null,
  after: { status: PublicationStatus; publishAt: Date | null },
  now: Date,
): 'content.published' | 'content.unpublished' | 'content.scheduled' | null {
  const state = (s: { status: PublicationStatus; publishAt: Date | null }) =>
    s.status === 'draft'
      ? 'draft'
      : s.publishAt && s.publishAt > now
        ? `scheduled:${s.publishAt.toISOString()}`
        : 'published';
  const from = before ? state(before) : null;
  const to = state(after);
  if (from === to) return null;
  if (to === 'draft') return before ? 'content.unpublished' : null;
  return to === 'published' ? 'content.published' : 'content.scheduled';
}

/** The soonest publish time still to come in a collection, so caches can be dropped when it passes. */
export async function nextScheduled(model: ContentModel, now: Date): Promise<Date | null> {
  const doc = await model
    .findOne({ status: 'published', publishAt: mongoose.trusted({ $gt: now }) } as never, { publishAt: 1 })
    .sort({ publishAt: 1 })
    .lean<PublishingDoc>()
    .exec();
  return doc?.publishAt ?? null;
}
