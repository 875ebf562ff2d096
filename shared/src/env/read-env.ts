import envSchema from 'env-schema';
import type { EnvValues, Variable, Variables } from './variables';

export type Env = Readonly<Record<string, string | undefined>>;

/** Where a variable's value came from. */
export type Source = 'environment' | 'default' | 'unset';

export interface EnvReading<S extends Variables> {
  nodeEnv: string;
  values: EnvValues<S>;
  /** The value as validated (before `parse`: '15m', not 900) and where it came from, per variable. */
  effective: Record<keyof S & string, { value: unknown; source: Source }>;
  /** One sentence per refused value; a refused value reads as its default. */
  problems: string[];
  /** The variables whose value was refused. */
  refused: Set<string>;
}

/** env-schema's own Ajv (v8), as its `customOptions` hands it over. */
type AjvOption = NonNullable<NonNullable<Parameters<typeof envSchema>[0]>['ajv']>;
type Ajv = AjvOption extends infer O
  ? O extends { customOptions(ajv: infer A): unknown }
    ? A
    : never
  : never;
interface AjvError {
  instancePath: string;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** The environment's value of each declared variable: trimmed, empty as unset, yes/on/no/off as booleans. */
function normalise(variables: Variables, env: Env): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [name, variable] of Object.entries(variables)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const lower = raw.toLowerCase();
    const isFlag = variable.schema.type === 'boolean';
    data[name] = isFlag && TRUE_WORDS.has(lower) ? 'true' : isFlag && FALSE_WORDS.has(lower) ? 'false' : raw;
  }
  return data;
}

export function defaultOf(variable: Variable<unknown>, nodeEnv: string) {
  return variable.defaultFor && nodeEnv in variable.defaultFor
    ? variable.defaultFor[nodeEnv]
    : variable.default;
}

// One JSON Schema per (set of variables, NODE_ENV): defaults may depend on NODE_ENV.
const schemas = new WeakMap<Variables, Map<string, Record<string, unknown>>>();
const ajvs = new WeakMap<Variables, Ajv>();

function schemaFor(variables: Variables, nodeEnv: string): Record<string, unknown> {
  let byEnv = schemas.get(variables);
  if (!byEnv) schemas.set(variables, (byEnv = new Map()));
  let schema = byEnv.get(nodeEnv);
  if (!schema) {
    const properties = Object.fromEntries(
      Object.entries(variables).map(([name, variable]) => {
        const fallback = defaultOf(variable, nodeEnv);
        return [
          name,
          {
            ...variable.schema,
            description: variable.description,
            ...(variable.valid ? { format: name } : {}),
            ...(fallback === undefined ? {} : { default: fallback }),
          },
        ];
      }),
    );
    schema = { type: 'object', properties };
    byEnv.set(nodeEnv, schema);
  }
  return schema;
}

/**
 * env-schema's own Ajv, with each variable's extra check as a format: made through `customOptions` the first
 * time, then handed over as the instance itself (a fresh Ajv per call would cost tens of milliseconds).
 */
function ajvOption(variables: Variables): AjvOption {
  const ready = ajvs.get(variables);
  if (ready) return ready;
  return {
    customOptions(ajv: Ajv): Ajv {
      for (const [name, variable] of Object.entries(variables))
        if (variable.valid) ajv.addFormat(name, variable.valid);
      ajvs.set(variables, ajv);
      return ajv;
    },
  };
}

function validate(variables: Variables, nodeEnv: string, data: Record<string, string>) {
  return envSchema<Record<string, unknown>>({
    schema: schemaFor(variables, nodeEnv),
    data,
    env: false,
    ajv: ajvOption(variables),
  });
}

function message(name: string, variable: Variable<unknown>, raw: string): string {
  return `${name} must be ${variable.expected}${variable.secret ? '' : ` (got "${raw}")`}`;
}

/**
 * Reads the declared variables from `env` with env-schema: each value validated against its entry, defaults
 * (for this NODE_ENV) filled in, then turned into the typed value. Every refused value is reported, not just
 * the first, and reads as its default so that the caller can go on checking the rest.
 */
export function readEnv<S extends Variables>(variables: S, env: Env): EnvReading<S> {
  const nodeEnv = env.NODE_ENV?.trim() || String(variables.NODE_ENV?.default ?? 'development');
  const data = normalise(variables, env);
  const problems: string[] = [];
  const refused = new Set<string>();
  let validated: Record<string, unknown>;
  try {
    validated = validate(variables, nodeEnv, data);
  } catch (error) {
    for (const { instancePath } of (error as { errors?: AjvError[] }).errors ?? []) {
      const name = instancePath.split('/')[1] ?? '';
      const variable = variables[name];
      if (!variable || refused.has(name)) continue;
      refused.add(name);
      problems.push(message(name, variable, data[name] ?? ''));
      delete data[name];
    }
    if (!refused.size) throw error;
    validated = validate(variables, nodeEnv, data);
  }
  const values: Record<string, unknown> = {};
  const effective: Record<string, { value: unknown; source: Source }> = {};
  for (const [name, variable] of Object.entries(variables)) {
    const value = validated[name];
    values[name] = variable.parse(value);
    effective[name] = {
      value,
      source: name in data ? 'environment' : value === undefined ? 'unset' : 'default',
    };
  }
  return { nodeEnv, values: values as EnvValues<S>, effective, problems, refused };
}
