import type { FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../lib/http-error';
import type { Actor } from '../plugins/app/content/content-repository';

/** OpenAPI security requirement for routes that need a bearer access token. */
export const bearer = [{ bearerAuth: [] }];

/** Who is saving: the account the route's guard has signed in (recorded with each revision). */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.account?.user;
  if (!user) throw new HttpError(401, MESSAGES.authRequired);
  return { id: user.id, name: user.fullName, email: user.email };
}
