import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/db/pool';

export type AwardInput = {
  status?: string;
  value_amount?: number | null;
  value_currency?: string;
  award_decision_date?: string | null;
  contract_start_date?: string | null;
  contract_end_date?: string | null;
  /** Bids the contract drew, as the notice published it. */
  bid_count?: number | null;
  suppliers?: {
    name: string;
    scheme?: string | null;
    identifier?: string | null;
    /** Declared size (`sme`, `large`). */
    scale?: string | null;
  }[];
};

export type DocumentInput = {
  document_type: 'attachment' | 'other';
  url: string;
  true_filename?: string | null;
  title?: string | null;
  format?: string | null;
};

export type OpportunityInput = {
  wac_id?: string;
  ocid?: string;
  source_system?: string;
  sources?: string[];
  title?: string;
  description?: string | null;
  stage?: string;
  main_procurement_category?: string | null;
  procurement_method?: string | null;
  tender_status?: string | null;
  sme_suitable?: boolean | null;
  vcse_suitable?: boolean | null;
  tender_value_amount?: number | null;
  tender_value_currency?: string | null;
  award_value_amount?: number | null;
  release_date?: string | null;
  tender_deadline_date?: string | null;
  enquiry_deadline_date?: string | null;
  cpv_codes?: string[];
  region_codes?: string[];
  notice_url?: string | null;
  buyer_name?: string | null;
  buyer_id_from_source?: string | null;
  first_seen_at?: string;
  is_sample?: boolean;
  awards?: AwardInput[];
  documents?: DocumentInput[];
  extra?: Record<string, unknown>;
};

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\b(limited|ltd|plc)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const cpvPrefixes = (codes: string[]) => [
  ...new Set(codes.flatMap((code) => [2, 3, 4, 5, 6, 7, 8].map((n) => code.slice(0, n)))),
];

let counter = 0;

/**
 * Inserts one opportunity (with awards, suppliers and documents) straight into the tables, for
 * tests that need data without running the ingest pipeline. Returns the internal id and WAC ID.
 */
export async function createOpportunity(
  db: Queryable,
  overrides: OpportunityInput = {},
): Promise<{ id: number; wac_id: string }> {
  counter += 1;
  const awards = overrides.awards ?? [];
  const suppliers = awards.flatMap((award) => award.suppliers ?? []).map((s) => s.name);
  const row = {
    wac_id: overrides.wac_id ?? `WAC-T${String(counter).padStart(9, '0')}`,
    ocid: overrides.ocid ?? `ocds-test-${randomUUID()}`,
    source_system: overrides.source_system ?? 'ContractsFinder',
    sources: overrides.sources ?? [overrides.source_system ?? 'ContractsFinder'],
    title: overrides.title ?? `Test opportunity ${counter}`,
    description: overrides.description ?? 'A test opportunity.',
    stage: overrides.stage ?? (awards.length > 0 ? 'award' : 'tender'),
    main_procurement_category: overrides.main_procurement_category ?? 'services',
    procurement_method: overrides.procurement_method ?? 'open',
    tender_status: overrides.tender_status ?? 'active',
    sme_suitable: overrides.sme_suitable ?? null,
    vcse_suitable: overrides.vcse_suitable ?? null,
    tender_value_amount: overrides.tender_value_amount ?? null,
    tender_value_currency: overrides.tender_value_currency ?? 'GBP',
    award_value_amount: overrides.award_value_amount ?? awards[0]?.value_amount ?? null,
    release_date: overrides.release_date ?? new Date().toISOString(),
    tender_deadline_date: overrides.tender_deadline_date ?? null,
    enquiry_deadline_date: overrides.enquiry_deadline_date ?? null,
    cpv_codes: overrides.cpv_codes ?? [],
    region_codes: overrides.region_codes ?? [],
    notice_url: overrides.notice_url ?? null,
    buyer_name: overrides.buyer_name ?? 'Test Council',
    buyer_id_from_source: overrides.buyer_id_from_source ?? null,
    first_seen_at: overrides.first_seen_at ?? new Date().toISOString(),
    is_sample: overrides.is_sample ?? false,
    ...overrides.extra,
  } as Record<string, unknown>;
  row.cpv_prefixes = cpvPrefixes(row.cpv_codes as string[]);
  row.buyer_name_normalised = row.buyer_name ? normalise(String(row.buyer_name)) : null;
  row.supplier_names = suppliers;
  row.supplier_text = suppliers.join(' ');

  const columns = Object.keys(row);
  const { rows } = await db.query<{ id: number; wac_id: string }>(
    `INSERT INTO opportunities (${columns.join(', ')})
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, wac_id`,
    columns.map((column) => row[column]),
  );
  const created = rows[0]!;
  await db.query(
    'INSERT INTO opportunity_sources (ocid, opportunity_id, source_system) VALUES ($1, $2, $3)',
    [row.ocid, created.id, row.source_system],
  );
  for (const [position, award] of awards.entries()) {
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO awards (opportunity_id, position, status, value_amount, value_currency,
         award_decision_date, contract_start_date, contract_end_date, bid_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        created.id,
        position,
        award.status ?? 'active',
        award.value_amount ?? null,
        award.value_currency ?? 'GBP',
        award.award_decision_date ?? null,
        award.contract_start_date ?? null,
        award.contract_end_date ?? null,
        award.bid_count ?? null,
      ],
    );
    for (const [index, supplier] of (award.suppliers ?? []).entries()) {
      await db.query(
        `INSERT INTO award_suppliers (award_id, position, name, name_normalised, scheme, identifier,
           scale)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          inserted.rows[0]!.id,
          index,
          supplier.name,
          normalise(supplier.name),
          supplier.scheme ?? null,
          supplier.identifier ?? null,
          supplier.scale ?? null,
        ],
      );
    }
  }
  for (const [position, document] of (overrides.documents ?? []).entries()) {
    await db.query(
      `INSERT INTO documents (opportunity_id, position, document_type, url, true_filename, title, format)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        created.id,
        position,
        document.document_type,
        document.url,
        document.true_filename ?? null,
        document.title ?? null,
        document.format ?? null,
      ],
    );
  }
  return created;
}
