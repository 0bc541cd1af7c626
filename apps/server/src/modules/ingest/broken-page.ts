import { parseJsonWithRepair } from './repair-json';

/** A page whose body cannot be used even after repair (truncated, HTML, not a package). */
export class BrokenPageError extends Error {
  override name = 'BrokenPageError';
}

/** A well-formed body of another shape than a release package (an error object, a record). */
export class NotAPackageError extends BrokenPageError {}

/** Parsed JSON (the portals' invalid numbers repaired), or BrokenPageError. */
export function parseValue(text: string): unknown {
  try {
    return parseJsonWithRepair(text);
  } catch (error) {
    throw new BrokenPageError(`invalid JSON: ${(error as Error).message}`, { cause: error });
  }
}
