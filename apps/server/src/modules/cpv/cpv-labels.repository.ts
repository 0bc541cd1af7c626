import type { Queryable } from '../../db/pool';
import { toJsonbText } from '../ingest/jsonb-text';
import type { CpvLabel } from './cpv-code';

/**
 * Labels seen in ingested classifications (source 'ingest'). An 'official' label, imported from
 * the CPV list, is never overwritten; an unchanged label is not rewritten.
 */
export async function upsertIngestedCpvLabels(db: Queryable, labels: CpvLabel[]): Promise<void> {
  const usable = labels.filter((label) => label.label !== '');
  if (usable.length === 0) return;
  await db.query(
    `INSERT INTO cpv_labels (code, label, source)
     SELECT DISTINCT ON (x.code) x.code, x.label, 'ingest'
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, label text)
     ON CONFLICT (code) DO UPDATE SET label = EXCLUDED.label
       WHERE cpv_labels.source = 'ingest' AND cpv_labels.label IS DISTINCT FROM EXCLUDED.label`,
    [toJsonbText(usable)],
  );
}

/** Labels from the official CPV list (source 'official'); they replace any ingested label. */
export async function upsertOfficialCpvLabels(db: Queryable, labels: CpvLabel[]): Promise<number> {
  if (labels.length === 0) return 0;
  const { rowCount } = await db.query(
    `INSERT INTO cpv_labels (code, label, source)
     SELECT DISTINCT ON (x.code) x.code, x.label, 'official'
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, label text)
     ON CONFLICT (code) DO UPDATE SET label = EXCLUDED.label, source = 'official'
       WHERE cpv_labels.source <> 'official' OR cpv_labels.label IS DISTINCT FROM EXCLUDED.label`,
    [toJsonbText(labels)],
  );
  return rowCount ?? 0;
}
