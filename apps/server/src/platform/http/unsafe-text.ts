import { messages } from '@fhp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * A NUL character, or half of a UTF-16 surrogate pair without its other half. PostgreSQL
 * refuses NUL in text (the query fails: a 500), and a lone surrogate cannot be encoded as
 * UTF-8 (it would be stored as U+FFFD, silently changing what the user sent).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnsafeText = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/**
 * The path (`a.b.0.c`, as the validation errors name fields) of the first string or object
 * key in `value` that holds unsafe text, or null. Iterative, so a deeply nested body (a
 * 256 KB JSON body can nest 100,000 levels) cannot overflow the stack.
 */
export function findUnsafeText(value: unknown, root = ''): string | null {
  if (value === undefined || value === null) return null;
  // Most requests carry no parameters, query or body: no work, no allocation for them.
  if (typeof value === 'object' && isEmptyObject(value)) return null;
  const stack: Array<[unknown, string]> = [[value, root]];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const [item, path] = next;
    if (typeof item === 'string') {
      if (hasUnsafeText(item)) return path || '_';
      continue;
    }
    if (item === null || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    for (const [key, child] of Object.entries(item)) {
      // A bad key is reported at its parent: the key itself cannot be shown as a field name.
      if (hasUnsafeText(key)) return path || '_';
      stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** No enumerable key (own or inherited): nothing `Object.entries` would visit. */
function isEmptyObject(value: object): boolean {
  for (const _ in value) return false;
  return true;
}

/** The 400 for unsafe text, naming the field. */
export function unsafeTextError(field: string) {
  const message = messages.platform.invalidCharacters;
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

function check(request: FastifyRequest) {
  const field =
    findUnsafeText(request.params) ?? findUnsafeText(request.query) ?? findUnsafeText(request.body);
  if (field) throw unsafeTextError(field);
}

/**
 * One check for every route: before any schema or handler sees the input, path parameters,
 * the query string and the parsed body (JSON or text) must be free of unsafe text.
 * Multipart bodies are read by the handler; `readMultipart` applies the same rule to them.
 */
export function registerUnsafeTextCheck(app: FastifyInstance) {
  // A callback, not an async hook: it runs on every API request and awaits nothing.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      check(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
