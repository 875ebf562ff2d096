import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { ErrorEnvelope } from '../src/schemas';
import type { ContractResponse } from './target';

type JsonSchema = Record<string, unknown>;

/**
 * A copy of `schema` in which every object is closed (no properties beyond those declared), so a field one
 * implementation adds or renames is caught, not only a missing or mistyped one. Records (`patternProperties`)
 * and objects that already say what else they allow are left as they are.
 */
export function closed(schema: TSchema): TSchema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const copy: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) copy[key] = visit(value);
    if (
      copy.type === 'object' &&
      copy.properties &&
      copy.additionalProperties === undefined &&
      !copy.patternProperties
    ) {
      copy.additionalProperties = false;
    }
    return copy;
  };
  return visit(JSON.parse(JSON.stringify(schema))) as TSchema;
}

function describeErrors(schema: TSchema, value: unknown): string {
  return [...Value.Errors(schema, value)]
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message}`)
    .join('; ');
}

/** Fails with the schema errors (and the body) when `value` does not match the closed schema. */
export function expectMatches(schema: TSchema, value: unknown, what = 'data'): void {
  const strict = closed(schema);
  if (!Value.Check(strict, value)) {
    throw new Error(
      `${what} does not match the shared schema: ${describeErrors(strict, value)}\n${JSON.stringify(value, null, 2).slice(0, 1500)}`,
    );
  }
}

interface Success<T> {
  success: true;
  message: string;
  data: T;
}

/**
 * A success envelope with `status`, whose `data` matches `dataSchema` (or no `data` when none is given).
 * Returns the typed data.
 */
export function expectSuccess<T = unknown>(
  response: ContractResponse,
  status: number,
  dataSchema?: TSchema,
): T {
  const body = response.body as Success<T>;
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  }
  expect(body.success).toBe(true);
  expect(typeof body.message).toBe('string');
  if (dataSchema) expectMatches(dataSchema, body.data);
  else expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  return body.data;
}

/** The error envelope `{ success: false, message }` with `status` (and `message` when given). */
export function expectFailure(response: ContractResponse, status: number, message?: string | RegExp): void {
  if (response.status !== status) {
    throw new Error(
      `expected ${status}, got ${response.status}: ${JSON.stringify(response.body).slice(0, 500)}`,
    );
  }
  expectMatches(ErrorEnvelope, response.body, 'error body');
  const actual = (response.body as { message: string }).message;
  if (typeof message === 'string') expect(actual).toBe(message);
  else if (message) expect(actual).toMatch(message);
}
