import type { Pool } from '../../db/pool';
import { readVocabularyBatch, readVocabularyEdits } from './search-vocabulary.repository';

/** Notices read per transaction: about a tenth of a second of work each. */
export const VOCABULARY_BATCH_NOTICES = 2_000;
/**
 * Notices read per run at most (runs are a minute apart): a large first import is read over
 * several minutes in the background rather than in one long burst beside visitors' requests.
 */
export const VOCABULARY_NOTICES_PER_RUN = 50_000;

/**
 * Reads the notices added since the last run into the search vocabulary (ADR 0156), then the
 * words new to it of notices edited since (ADR 0309). Costs a few index probes when nothing is
 * new. Returns how many new notices were read.
 */
export async function refreshSearchVocabulary(
  pool: Pool,
  limit = VOCABULARY_NOTICES_PER_RUN,
): Promise<number> {
  let read = 0;
  while (read < limit) {
    const notices = await readVocabularyBatch(
      pool,
      Math.min(VOCABULARY_BATCH_NOTICES, limit - read),
    );
    if (notices === 0) break;
    read += notices;
  }
  let edits = 0;
  while (edits < limit) {
    const taken = await readVocabularyEdits(
      pool,
      Math.min(VOCABULARY_BATCH_NOTICES, limit - edits),
    );
    if (taken === 0) break;
    edits += taken;
  }
  return read;
}
