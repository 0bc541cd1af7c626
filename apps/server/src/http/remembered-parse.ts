import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { parseInput } from './validate';

/** Characters of query strings remembered per parser (the keys; the parsed values are small). */
const MAX_KEY_CHARACTERS = 2 * 1024 * 1024;

/** Freezes a parsed value through and through, so one request cannot change another's. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * parseInput for a query string that arrives again and again (ADR 0135): the popular searches
 * repeat byte for byte, and zod's parse of the search query (a dozen fields with transforms) was
 * about a twentieth of such a request's CPU. The parse is a pure function of the query string
 * (Fastify parses `request.query` from it), so its result is remembered by that string, frozen
 * because every request with that string now shares it. Bad input is not remembered: it throws
 * the same 400 each time.
 */
export function rememberingParser<TSchema extends z.ZodType>(schema: TSchema) {
  const known = new LRUCache<string, { parsed: z.infer<TSchema> }>({
    maxSize: MAX_KEY_CHARACTERS,
    sizeCalculation: (_value, key) => key.length + 1,
  });
  return (queryString: string, input: unknown): z.infer<TSchema> => {
    const remembered = known.get(queryString);
    if (remembered) return remembered.parsed;
    const parsed = deepFreeze(parseInput(schema, input));
    known.set(queryString, { parsed });
    return parsed;
  };
}
