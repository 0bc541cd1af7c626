import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../../config/env';
import type { Queryable } from '../../db/pool';
import { upsertOfficialCpvLabels } from './cpv-labels.repository';
import { parseCpvCsv } from './parse-cpv-csv';

/** The official CPV 2008 list shipped with the server (reference-data/SOURCES.md). */
// From the repository root, so the compiled bundle in apps/server/dist finds it too (ADR 0077).
export const OFFICIAL_CPV_LIST_PATH = path.join(
  REPO_ROOT,
  'apps/server/reference-data/cpv_2008_en.csv',
);

const REFERENCE_NAME = 'cpv_2008';
/** The whole list (about 9,500 codes, 400 kB of JSON) is one statement: a first start waits least. */
const BATCH_SIZE = 20_000;

export type CpvListLoad = { codes: number; changedLabels: number; isUpToDate: boolean };

/**
 * Loads an official CPV list (CSV `code,description`, codes with check digits) into cpv_labels as
 * source 'official', unless this very file (by SHA-256) was loaded before (so the shipped list is
 * loaded once, and does not undo another edition loaded later with the CLI). Official labels replace
 * labels learnt from notices, and ingest never overwrites them. Safe to run again and from
 * several processes at once (the upsert is idempotent). Run by `migrate()` with the shipped file,
 * and by `npm run cpv:import -- PATH` with another edition.
 */
export async function loadOfficialCpvList(
  db: Queryable,
  filePath = OFFICIAL_CPV_LIST_PATH,
): Promise<CpvListLoad> {
  const text = await readFile(filePath, 'utf8');
  const sha256 = createHash('sha256').update(text).digest('hex');
  const { rows } = await db.query<{ sha256: string; row_count: number }>(
    'SELECT sha256, row_count FROM reference_data_loads WHERE name = $1 AND sha256 = $2',
    [REFERENCE_NAME, sha256],
  );
  if (rows[0]) {
    return { codes: rows[0].row_count, changedLabels: 0, isUpToDate: true };
  }
  const labels = parseCpvCsv(text);
  if (labels.length === 0) throw new Error(`No CPV codes found in ${filePath}`);
  let changedLabels = 0;
  for (let start = 0; start < labels.length; start += BATCH_SIZE) {
    changedLabels += await upsertOfficialCpvLabels(db, labels.slice(start, start + BATCH_SIZE));
  }
  await db.query(
    `INSERT INTO reference_data_loads (name, sha256, row_count) VALUES ($1, $2, $3)
     ON CONFLICT (name, sha256) DO NOTHING`,
    [REFERENCE_NAME, sha256, labels.length],
  );
  return { codes: labels.length, changedLabels, isUpToDate: false };
}
