import { Type } from 'typebox';
import { Assignee, CASE_STUDY_CATEGORIES, Enquiry, Invitation, Media, User } from '../src/schemas';

/**
 * Response bodies the shared schemas have no name for (the API declares them inline in its routes), built
 * from the shared entity schemas.
 */
export const PreviewCreated = Type.Object({
  token: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export const CategoryList = Type.Object({ categories: Type.Array(Type.Enum(CASE_STUDY_CATEGORIES)) });
export const EnquiryCreated = Type.Object({ id: Type.String() });
export const OneEnquiry = Type.Object({ enquiry: Enquiry });
export const AssigneeList = Type.Object({ assignees: Type.Array(Assignee) });
export const OneUser = Type.Object({ user: User });
export const OneInvitation = Type.Object({ invitation: Invitation });
export const OneMedia = Type.Object({ media: Media });
export const Uploaded = Type.Object({ media: Media, uploaded: Type.Array(Media) });

/** Messages the frontends show as they are (src/api/README.md). */
export const AUTH_REQUIRED = 'Authentication required';
export const FORBIDDEN = 'You do not have permission to do this';
