import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

// Unknown fields are rejected (not silently removed); defaults fill in (page=1).
const common = { removeAdditional: false, useDefaults: true, allErrors: false } as const;
const factory = AjvCompiler();
// Query strings and path parameters arrive as text, so "2" may become the number 2 there ...
const coercing = factory({}, { customOptions: { ...common, coerceTypes: 'array' } });
// ... but a JSON body already has types: ["admin@…"] is not an e-mail address and 5 is not a string.
const strict = factory({}, { customOptions: { ...common, coerceTypes: false } });

/**
 * Ajv turns "Infinity" and "1e309" into Infinity and then lets it pass as an integer within any maximum;
 * no number in a URL may be infinite.
 */
function finiteNumbers(validate: Validate): Validate {
  const checked: Validate = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const infinite =
      data && typeof data === 'object'
        ? Object.entries(data).find(([, value]) => typeof value === 'number' && !Number.isFinite(value))
        : undefined;
    checked.errors = infinite
      ? [
          {
            instancePath: `/${infinite[0]}`,
            keyword: 'type',
            params: { type: 'integer' },
            message: 'must be integer',
          },
        ]
      : null;
    return !infinite;
  };
  return checked;
}

/** Fastify's validator compiler, coercing types only in the parts of a request that are text. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  if (route.httpPart === 'body') return strict(route as never) as never;
  return finiteNumbers(coercing(route as never) as unknown as Validate) as never;
};
