import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { normalizeEmail } from '../../plugins/app/auth/auth-service';

/** Records a refused sign-in (wrong credentials or throttled) under the address typed, with its account if any. */
export async function auditFailedLogin(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: { email: string } }>,
  error: unknown,
) {
  if (!(error instanceof HttpError) || (error.statusCode !== 401 && error.statusCode !== 429)) return;
  const email = normalizeEmail(request.body.email);
  const account = await app.db.models.User.findOne({ email }, { id: 1 })
    .lean()
    .exec()
    .catch(() => null);
  await app.audit.record(request, {
    action: 'auth.login_failed',
    entityType: 'user',
    entityId: account?.id ?? '',
    summary: error.statusCode === 429 ? `Sign-in refused: ${error.message}` : 'Wrong e-mail or password',
    actor: { id: account?.id ?? null, email: email.slice(0, 254) },
  });
}
