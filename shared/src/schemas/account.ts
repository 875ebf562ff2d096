import { Type, type Static } from 'typebox';
import { RECOVERY_CODE_PATTERN, PASSWORD_MAX_LENGTH, TOTP_DIGITS } from './constants';

/** Schemas of two-factor sign-in and signed-in devices (docs/security.md). */

export const TotpCode = Type.String({
  pattern: `^[0-9]{${TOTP_DIGITS}}$`,
  description: 'The six digits the authenticator app shows',
});
export const RecoveryCode = Type.String({
  pattern: RECOVERY_CODE_PATTERN,
  description: 'One of the ten recovery codes',
});

/** Login's answer for an account with two-factor sign-in: no tokens yet, a short-lived challenge instead. */
export const TwoFactorChallenge = Type.Object({
  twoFactorRequired: Type.Literal(true),
  challengeToken: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** POST /auth/login/2fa: the challenge and either a current code or a recovery code. */
export const LoginTwoFactorBody = Type.Object(
  {
    challengeToken: Type.String({ minLength: 1, maxLength: 200 }),
    code: Type.Optional(TotpCode),
    recoveryCode: Type.Optional(RecoveryCode),
  },
  { additionalProperties: false },
);
export type LoginTwoFactorBody = Static<typeof LoginTwoFactorBody>;

export const TwoFactorSetup = Type.Object({
  /** The key as text (base32), for apps that cannot scan the QR code. */
  secret: Type.String(),
  /** `otpauth://totp/…`: what the QR code holds. */
  otpauthUrl: Type.String(),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

export const TwoFactorEnableBody = Type.Object({ code: TotpCode }, { additionalProperties: false });
export type TwoFactorEnableBody = Static<typeof TwoFactorEnableBody>;

/** Turning two-factor off or renewing recovery codes asks the person again: the password or a current code. */
export const TwoFactorConfirmBody = Type.Object(
  {
    password: Type.Optional(Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
    code: Type.Optional(TotpCode),
  },
  { additionalProperties: false },
);
export type TwoFactorConfirmBody = Static<typeof TwoFactorConfirmBody>;

export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** Whether editors and administrators must use two-factor sign-in (docs/security.md, "Two-factor sign-in"). */
export const TwoFactorPolicy = Type.Object({
  requiredForStaff: Type.Boolean(),
  /** TWO_FACTOR_REQUIRED=true on the server: always required, the console cannot switch it off. */
  lockedByConfig: Type.Boolean(),
});
export type TwoFactorPolicy = Static<typeof TwoFactorPolicy>;

export const TwoFactorPolicyBody = Type.Object(
  { requiredForStaff: Type.Boolean() },
  { additionalProperties: false },
);
export type TwoFactorPolicyBody = Static<typeof TwoFactorPolicyBody>;

/** One signed-in device: a login session (all its rotated refresh tokens). */
export const DeviceSession = Type.Object({
  id: Type.String(),
  /** "Chrome 131 on Linux", from the user-agent at sign-in. */
  browser: Type.String(),
  ip: Type.String(),
  signedInAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.String({ format: 'date-time' }),
  /** The session making this request. */
  current: Type.Boolean(),
});
export type DeviceSession = Static<typeof DeviceSession>;

export const DeviceSessionList = Type.Object({ sessions: Type.Array(DeviceSession) });
export type DeviceSessionList = Static<typeof DeviceSessionList>;

/** PATCH /auth/users/:id (admin). */
export const UserUpdateBody = Type.Object({ disabled: Type.Boolean() }, { additionalProperties: false });
export type UserUpdateBody = Static<typeof UserUpdateBody>;
