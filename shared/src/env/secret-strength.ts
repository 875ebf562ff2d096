import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const MIN_SECRET_LENGTH = 32;
export const MAKE_A_SECRET = 'make one with `openssl rand -base64 48`';

/**
 * zxcvbn's estimate of the guesses an attacker needs, as a power of ten. A machine secret is attacked
 * offline at speed, so the bar is far above zxcvbn's own "very unguessable" (10^10): 10^24 is about 80 bits,
 * where 32 random hex characters rate about 10^31 and `0123456789abcdef` twice about 10^4.5.
 */
const MIN_GUESSES_LOG10 = 24;
/**
 * Shannon entropy over the characters: catches what zxcvbn scores as random because it finds no pattern in
 * it, such as a random string over two letters. 32 random hex characters show about 110 bits.
 */
const MIN_ENTROPY_BITS = 96;

let estimator: ZxcvbnFactory | undefined;
/** The last few verdicts: a start checks each secret more than once, and an estimate takes up to 0.1 s. */
const verdicts = new Map<string, string | undefined>();

/** Bits of randomness a secret shows from how evenly its characters are spread. */
export function estimatedEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / secret.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * secret.length;
}

/** Why a signing or sealing secret is weak (short, a pattern, too few distinct characters), or undefined. */
export function secretWeakness(secret: string): string | undefined {
  if (secret.length < MIN_SECRET_LENGTH) return `shorter than ${MIN_SECRET_LENGTH} characters`;
  if (estimatedEntropyBits(secret) < MIN_ENTROPY_BITS) return 'too few distinct characters';
  if (verdicts.has(secret)) return verdicts.get(secret);
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const verdict =
    estimator.check(secret).guessesLog10 < MIN_GUESSES_LOG10
      ? 'a repeated sequence, a keyboard run or common words'
      : undefined;
  if (verdicts.size >= 8) verdicts.delete(verdicts.keys().next().value!);
  verdicts.set(secret, verdict);
  return verdict;
}

/** The refusal of a missing or weak secret, saying how to make a good one. */
export function weakSecretMessage(name: string, secret: string | undefined, context = ''): string {
  if (!secret)
    return `${name} must be set to at least ${MIN_SECRET_LENGTH} characters${context}: ${MAKE_A_SECRET}.`;
  const weakness = secretWeakness(secret);
  if (weakness?.startsWith('shorter'))
    return `${name} must be at least ${MIN_SECRET_LENGTH} characters${context}: ${MAKE_A_SECRET}.`;
  return `${name} is too easy to guess (${weakness}): ${MAKE_A_SECRET}.`;
}
