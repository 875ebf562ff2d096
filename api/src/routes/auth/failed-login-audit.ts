import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { normalizeEmail } from '../../plugins/app/auth/auth-service';
import { auditUser } from './about-a-user';

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
  const summary = error.statusCode === 429 ? `Sign-in refused: ${error.message}` : 'Wrong e-mail or password';
  const actor = { id: account?.id ?? null, email: email.slice(0, 254) };
  await auditUser(request, 'auth.login_failed', account?.id ?? '', summary, actor);
}
