import { z } from 'zod';
import { inputTextOrList } from './input-text';

/**
 * Comma-joined tag lists (account-area.md section 5: keywords, CPV codes and locations "are
 * entered as tags ... stored comma-joined"), shared by the alert wizard, the alerts API and the
 * search API's `location` filter so all three split and join text the same way.
 */

/** The separator tags are stored with; a tag itself never contains a comma. */
export const TAG_SEPARATOR = ', ';

/** Clients that serialise a missing value as text; read as absent. */
const ABSENT_TEXTS = new Set(['null', 'undefined']);

/** Splits comma-joined text into trimmed tags, dropping blanks and case-insensitive repeats. */
export function splitTags(text: string | null | undefined): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const item of (text ?? '').split(',')) {
    const tag = item.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || ABSENT_TEXTS.has(key) || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** Joins tags for storage (the inverse of splitTags for tags without commas). */
export function joinTags(tags: readonly string[]): string {
  return splitTags(tags.join(',')).join(TAG_SEPARATOR);
}

export const MAX_LOCATION_KEYWORDS = 20;
export const MAX_LOCATION_KEYWORD_LENGTH = 100;

/**
 * The search API's `location` query parameter (added for alert profiles, issue 7): free-text
 * places (towns, counties, postcodes, region names, NUTS codes), any of which may match. Unlike
 * `region`, any text is accepted, so an alert's location keywords can be previewed as typed.
 */
export const locationQueryParameter = inputTextOrList()
  .optional()
  .transform((value) => splitTags(Array.isArray(value) ? value.join(',') : value))
  .pipe(
    z
      .array(
        z.string().max(MAX_LOCATION_KEYWORD_LENGTH, {
          message: `A location must be at most ${MAX_LOCATION_KEYWORD_LENGTH} characters.`,
        }),
      )
      .max(MAX_LOCATION_KEYWORDS, { message: `Use at most ${MAX_LOCATION_KEYWORDS} locations.` }),
  );
