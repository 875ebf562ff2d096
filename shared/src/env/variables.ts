/**
 * How a process declares the environment variables it reads: one entry per variable, made with the helpers
 * below. Each entry carries the JSON Schema that env-schema validates the value with (type, bounds), its
 * default as it would be written in the environment, a one-line description, and how the validated value
 * becomes the typed one the code reads. The tables of docs/configuration.md and `api/.env.example` are generated from
 * these entries (`npm run config:docs`).
 */
export interface Variable<T> {
  /** JSON Schema of the value as env-schema sees it (after the string is coerced): type and bounds. */
  readonly schema: Readonly<Record<string, unknown>>;
  /** One line: what the variable changes. */
  readonly description: string;
  /** The default, written as in the environment (undefined: none). */
  readonly default?: string | number | boolean;
  /** Defaults that replace `default` for one value of NODE_ENV (a key with undefined: no default there). */
  readonly defaultFor?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** The default in words, when the process works it out itself (a random secret, one per app). */
  readonly defaultText?: string;
  /** Never printed: check-config shows only its length. */
  readonly secret?: boolean;
  /** What a valid value looks like, for the message that refuses another one. */
  readonly expected: string;
  /** A check beyond the JSON Schema (a URL's protocol, a duration), run by env-schema as a format. */
  readonly valid?: (value: string) => boolean;
  /** The static server only: which of its apps read the variable (all when unset). */
  readonly readBy?: readonly string[];
  /** The validated value (undefined when unset with no default) as the code reads it. */
  readonly parse: (value: unknown) => T;
}

export type Variables = Readonly<Record<string, Variable<unknown>>>;

/** The typed values of a set of variables, as `readEnv` returns them. */
export type EnvValues<S extends Variables> = { [K in keyof S]: S[K] extends Variable<infer T> ? T : never };

type Scalar = string | number | boolean;

interface Common<D extends Scalar> {
  description: string;
  default?: D;
  defaultFor?: Readonly<Record<string, D | undefined>>;
  defaultText?: string;
  readBy?: readonly string[];
}

/** Optional<T, O>: T when the options give a default, else T | undefined. */
type Optional<T, O> = O extends { default: Scalar } ? T : T | undefined;

const same = <T>(value: unknown) => value as T;

export interface IntegerOptions extends Common<number> {
  min?: number;
  max?: number;
}

/** A whole number within bounds (0 to Number.MAX_SAFE_INTEGER unless given). */
export function integer<O extends IntegerOptions>(options: O): Variable<Optional<number, O>> {
  const { min = 0, max = Number.MAX_SAFE_INTEGER, ...common } = options;
  return {
    ...common,
    schema: { type: 'integer', minimum: min, maximum: max },
    expected:
      max === Number.MAX_SAFE_INTEGER
        ? `an integer of at least ${min}`
        : `an integer between ${min} and ${max}`,
    parse: same,
  };
}

/** true/false (also accepted: 1/0, yes/no, on/off). */
export function flag<O extends Common<boolean>>(options: O): Variable<Optional<boolean, O>> {
  return { ...options, schema: { type: 'boolean' }, expected: 'true or false', parse: same };
}

export interface TextOptions extends Common<string> {
  /** A check beyond "any text" and the words for what it wants ("a mongodb:// or mongodb+srv:// URL"). */
  valid?: (value: string) => boolean;
  expected?: string;
  secret?: boolean;
}

/** Any text (trimmed; empty counts as unset), optionally checked by `valid`. */
export function text<O extends TextOptions>(options: O): Variable<Optional<string, O>> {
  return { expected: 'text', ...options, schema: { type: 'string' }, parse: same };
}

/** One of a few words. */
export function oneOf<const W extends readonly string[], O extends Common<W[number]>>(
  words: W,
  options: O,
): Variable<Optional<W[number], O>> {
  return {
    ...options,
    schema: { type: 'string', enum: words },
    expected: words.length === 2 ? `${words[0]} or ${words[1]}` : `one of ${words.join(', ')}`,
    parse: same,
  };
}

/** Comma-separated values, each trimmed, empty ones dropped. */
export function list<O extends Common<string> & { secret?: boolean }>(options: O): Variable<string[]> {
  return {
    ...options,
    schema: { type: 'string' },
    expected: 'a comma-separated list',
    parse: (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : [],
  };
}

/** An absolute URL with one of the given protocols, its trailing slashes removed. */
export function url<O extends Common<string> & { protocols?: readonly string[] }>(
  options: O,
): Variable<Optional<string, O>> {
  const { protocols = ['http', 'https'], ...common } = options;
  return {
    ...common,
    schema: { type: 'string' },
    expected: `an absolute ${protocols.join(' or ')} URL`,
    valid: (value) => protocols.some((protocol) => protocolOf(value) === `${protocol}:`),
    parse: (value) => (typeof value === 'string' ? value.replace(/\/+$/, '') : undefined) as never,
  };
}

export function protocolOf(value: string): string | undefined {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
}

const DURATION = /^(\d+)\s*([smhd]?)$/;
const UNIT_SECONDS = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** "900", "900s", "15m", "12h", "7d" → seconds (undefined when it is not one, or under a second). */
export function durationSeconds(raw: string): number | undefined {
  const match = DURATION.exec(raw.trim());
  if (!match) return undefined;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
  return seconds >= 1 ? seconds : undefined;
}

/** A duration of at least a second: 900 (seconds), 900s, 15m, 12h or 7d; the code reads seconds. */
export function duration<O extends Common<string>>(options: O): Variable<Optional<number, O>> {
  return {
    ...options,
    schema: { type: 'string' },
    expected: 'a duration of at least a second like 900, 15m, 12h or 7d',
    valid: (value) => durationSeconds(value) !== undefined,
    parse: (value) => (typeof value === 'string' ? durationSeconds(value) : undefined) as never,
  };
}

/** A signing or sealing key: never printed; its strength is checked by the process that reads it. */
export function secret(
  options: Omit<Common<string>, 'default' | 'defaultFor'>,
): Variable<string | undefined> {
  return { ...options, schema: { type: 'string' }, expected: 'a secret', secret: true, parse: same };
}
