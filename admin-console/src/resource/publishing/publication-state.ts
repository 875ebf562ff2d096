import { formatNairobiTime, type PublicationState, type PublicationStatus } from '@mwangaza/shared';

export interface Publishable {
  status: PublicationStatus;
  publishAt: string | null;
}

/** Draft, scheduled (published with a publish time to come) or published. */
export function publicationState(item: Publishable, now = new Date()): PublicationState {
  if (item.status === 'draft') return 'draft';
  return item.publishAt && new Date(item.publishAt) > now ? 'scheduled' : 'published';
}

/** "Draft", "Scheduled for 24 Nov 2026, 09:00 EAT", "Published". */
export function publicationLabel(item: Publishable, now = new Date()): string {
  const state = publicationState(item, now);
  if (state === 'scheduled') return `Scheduled for ${formatNairobiTime(item.publishAt!)}`;
  return state === 'draft' ? 'Draft' : 'Published';
}
