import { Type, type Static } from 'typebox';

/** Which build of an app is running: its version, and the commit and time it was built from when known. */
export const BuildInfo = Type.Object({
  version: Type.String(),
  commit: Type.Union([Type.String(), Type.Null()]),
  builtAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type BuildInfo = Static<typeof BuildInfo>;

/** GET /health (and /health/live): liveness, with the API's own build. */
export const Liveness = Type.Object({ uptime: Type.Number(), build: BuildInfo });
export type Liveness = Static<typeof Liveness>;

/** GET /health/ready: 503 (same shape) while the database cannot be reached. */
export const Readiness = Type.Object({
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  uptime: Type.Number(),
});
export type Readiness = Static<typeof Readiness>;
