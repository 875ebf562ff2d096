import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { Role } from '@mwangaza/shared/schemas';

export interface AccessClaims {
  sub: string;
  role: Role;
  /** Session (refresh-token family) id: logout revokes it and the access token stops working at once. */
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

/** Short-lived access tokens signed with JWT_SECRET (HS256). */
export default fp(
  async (app) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: `${app.config.accessTokenTtlSeconds}s` },
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'jwt', dependencies: ['config'] },
);
