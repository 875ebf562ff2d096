import { Type, type Static } from 'typebox';
import { PageQuery, Text, Pagination } from './common';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, ROLES } from './constants';

export const Email = Type.String({ minLength: 3, maxLength: 254, pattern: EMAIL_PATTERN });

export const RoleSchema = Type.Enum(ROLES);

export const User = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  createdAt: Type.String({ format: 'date-time' }),
});
export type User = Static<typeof User>;

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object(
  {
    fullName: Text(120),
    email: Email,
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ minLength: 1, maxLength: 1_000 }) },
  { additionalProperties: false },
);
export type RefreshBody = Static<typeof RefreshBody>;

export const LogoutBody = Type.Object(
  { refreshToken: Type.Optional(Type.String({ maxLength: 1_000 })) },
  { additionalProperties: false },
);
export type LogoutBody = Static<typeof LogoutBody>;

export const RoleBody = Type.Object({ role: RoleSchema }, { additionalProperties: false });
export type RoleBody = Static<typeof RoleBody>;

export const UserListQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
export type UserListQuery = Static<typeof UserListQuery>;

export const Session = Type.Object({ accessToken: Type.String(), refreshToken: Type.String(), user: User });
export type Session = Static<typeof Session>;
export const TokenPair = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export type TokenPair = Static<typeof TokenPair>;

export const UserList = Type.Object({ users: Type.Array(User), pagination: Pagination });
export type UserList = Static<typeof UserList>;

/** GET /config: what the frontends may know of the server's mode. */
export const PublicConfig = Type.Object({
  demoMode: Type.Boolean(),
  demoAccount: Type.Optional(Type.Object({ email: Type.String(), password: Type.String() })),
});
export type PublicConfig = Static<typeof PublicConfig>;
