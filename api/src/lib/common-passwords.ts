import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose one that is harder to guess.';

let common: Set<string> | undefined;

/**
 * OWASP ASVS 5.0 V6.2.4: new passwords are checked against a list of common ones, here the 49,000 of
 * zxcvbn-ts's common-language package (maintained with zxcvbn-ts), plus one character repeated
 * ("aaaaaaaa", eight spaces), which no list holds in every length.
 */
export function isCommonPassword(password: string): boolean {
  if (/^(.)\1*$/su.test(password)) return true;
  common ??= new Set(dictionary['passwords-common']);
  const lower = password.toLowerCase();
  return common.has(lower) || common.has(lower.trim());
}
