import { fromNairobiInput, toNairobiInput, type PublicationStatus } from '@mwangaza/shared';
import type { FieldErrors } from '../form/form-validation';
import { publicationState, type Publishable } from './publication-state';

/** The form's publishing choice; the time is a datetime-local value in Nairobi time. */
export interface PublishingValues {
  publishState: 'draft' | 'published' | 'scheduled';
  publishAt: string;
}

/** A new item starts as a draft: nothing reaches visitors until someone publishes it. */
export function toPublishingValues(item?: Publishable): PublishingValues {
  if (!item) return { publishState: 'draft', publishAt: '' };
  const state = publicationState(item);
  return {
    publishState: state,
    publishAt: state === 'scheduled' && item.publishAt ? toNairobiInput(item.publishAt) : '',
  };
}

/** The body's status and publishAt, or the error of the publish time field. */
export function publishingBody(
  values: PublishingValues,
  now = new Date(),
):
  | { ok: true; body: { status: PublicationStatus; publishAt: string | null } }
  | { ok: false; errors: FieldErrors<PublishingValues> } {
  if (values.publishState !== 'scheduled')
    return { ok: true, body: { status: values.publishState, publishAt: null } };
  const publishAt = fromNairobiInput(values.publishAt);
  if (!publishAt) return { ok: false, errors: { publishAt: 'Enter a publish date and time' } };
  if (new Date(publishAt) <= now)
    return { ok: false, errors: { publishAt: 'Choose a publish time in the future' } };
  return { ok: true, body: { status: 'published', publishAt } };
}
