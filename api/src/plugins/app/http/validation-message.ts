import type { FastifyError } from 'fastify';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const CONTEXT_LABEL: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL parameter',
  headers: 'Request headers',
};

function fieldName(issue: ValidationIssue, context: string, child?: unknown): string {
  const path = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof child === 'string') path.push(child);
  return path.length ? path.join('.') : (CONTEXT_LABEL[context] ?? context);
}

function allowedValues(issues: readonly ValidationIssue[], instancePath: string): string[] {
  return issues
    .filter((issue) => issue.instancePath === instancePath && issue.keyword === 'const')
    .map((issue) => String((issue.params as { allowedValue?: unknown }).allowedValue));
}

/** One readable sentence naming the offending field, from the first schema violation. */
export function validationMessage(error: FastifyError): string {
  const issues = error.validation ?? [];
  const context = error.validationContext ?? 'body';
  const first = issues.find((issue) => issue.keyword === 'anyOf') ?? issues[0];
  if (!first) return 'Invalid request';
  const params = first.params as Record<string, unknown>;
  const field = fieldName(first, context);
  const limit = params.limit as number;
  switch (first.keyword) {
    case 'required':
      return `${fieldName(first, context, params.missingProperty)} is required`;
    case 'additionalProperties':
      return `Unknown field: ${fieldName(first, context, params.additionalProperty)}`;
    case 'type': {
      const type = String(params.type);
      return `${field} must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
    }
    case 'minLength':
      return limit <= 1 ? `${field} must not be empty` : `${field} must be at least ${limit} characters`;
    case 'maxLength':
      return `${field} must be at most ${limit} characters`;
    case 'pattern':
      if (/email/i.test(field)) return `${field} must be a valid email address`;
      if (params.pattern === '\\S') return `${field} must not be blank`;
      return `${field} has an invalid format`;
    case 'minimum':
      return `${field} must be at least ${limit}`;
    case 'maximum':
      return `${field} must be at most ${limit}`;
    case 'minItems':
      return `${field} must have at least ${limit} item${limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${field} must have at most ${limit} items`;
    case 'anyOf':
    case 'const':
    case 'enum': {
      const allowed =
        first.keyword === 'enum'
          ? (params.allowedValues as unknown[]).map(String)
          : allowedValues(issues, first.instancePath);
      return allowed.length
        ? `${field} must be one of: ${allowed.join(', ')}`
        : `${field} has an invalid value`;
    }
    default:
      return `${field} ${first.message ?? 'is invalid'}`;
  }
}
