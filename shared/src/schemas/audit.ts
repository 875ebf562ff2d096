import { Type, type Static } from 'typebox';
import { PageQuery, Pagination } from './common';
import { AUDIT_ENTITY_TYPES } from '../collections';
import { AUDIT_ACTIONS } from './constants';

export { AUDIT_ENTITY_TYPES, type AuditEntityType } from '../collections';

/** Who did it: the signed-in account, or for a failed sign-in the address typed (id null if unknown). */
export const AuditActor = Type.Object({
  id: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
});
export type AuditActor = Static<typeof AuditActor>;

export const AuditEntry = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  actor: AuditActor,
  action: Type.Enum(AUDIT_ACTIONS),
  entityType: Type.Enum(AUDIT_ENTITY_TYPES),
  entityId: Type.String(),
  /** What the record is called now (an item's title, an account's or an enquiry's name); absent once deleted. */
  entityName: Type.Optional(Type.String()),
  /** The client address as the API saw it (behind a proxy: the one it forwarded). */
  ip: Type.String(),
  summary: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** GET /audit. `actor` is a user id or an e-mail address; `from` is inclusive, `to` exclusive. */
export const AuditListQuery = Type.Object(
  {
    ...PageQuery,
    actor: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    action: Type.Optional(Type.Enum(AUDIT_ACTIONS)),
    entityType: Type.Optional(Type.Enum(AUDIT_ENTITY_TYPES)),
    entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type AuditListQuery = Static<typeof AuditListQuery>;

export const AuditList = Type.Object({ entries: Type.Array(AuditEntry), pagination: Pagination });
export type AuditList = Static<typeof AuditList>;
