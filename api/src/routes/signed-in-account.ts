// What routes need to know about the signed-in account behind a request: the OpenAPI requirement for its
// bearer token, and who it is when it writes.
import type { FastifyContextConfig, FastifyRequest, FastifySchema } from 'fastify';
import { HttpError, MESSAGES } from '../lib/http-error';
import type { Actor, WriteContext } from '../plugins/app/content/content-types';

/** OpenAPI security requirement for routes that need a bearer access token. */
export const bearer = [{ bearerAuth: [] }];

/**
 * The options of a route behind a guard from `app.authorize`: the guard runs on each request, and the
 * OpenAPI schema says a bearer access token is needed.
 */
export function guardedRoute<S extends FastifySchema>(
  guard: (request: FastifyRequest) => Promise<void>,
  schema: S,
  config: FastifyContextConfig = {},
) {
  return { onRequest: guard, config, schema: { ...schema, security: bearer } };
}

/** Who is saving: the account the route's guard has signed in (recorded with each revision). */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.account?.user;
  if (!user) throw new HttpError(401, MESSAGES.authRequired);
  return { id: user.id, name: user.fullName, email: user.email };
}

/** Who makes a content write: the name shown with the version and the account kept with the revision. */
export function writeContext(request: FastifyRequest, ifMatch?: number): WriteContext {
  const actor = actorOf(request);
  return ifMatch === undefined ? { editor: actor.name, actor } : { editor: actor.name, actor, ifMatch };
}
