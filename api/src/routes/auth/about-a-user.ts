import type { FastifyRequest } from 'fastify';
import { Envelope, User, type AuditAction, type AuditActor } from '@mwangaza/shared/schemas';
import { Type } from 'typebox';

/** The answer of a route that changes one account. */
export const UserEnvelope = Envelope(Type.Object({ user: User }));

/**
 * Records what an auth route did to one account (entityId '' when it is not one yet, as an invitation).
 * The actor defaults to the signed-in account; give it where there is none yet (sign-in, registration).
 */
export function auditUser(
  request: FastifyRequest,
  action: AuditAction,
  entityId: string,
  summary: string,
  actor?: AuditActor,
): Promise<void> {
  const entry = { action, entityType: 'user' as const, entityId, summary };
  return request.server.audit.record(request, actor ? { ...entry, actor } : entry);
}
