import type { Pool } from '../../src/db/pool';

// Words for generated page text: tender boilerplate, with a few rarer terms that a bidder would
// search for (each page draws from all of them, the rare ones less often).
const COMMON = (
  'contractor shall provide services works tender council requirements contract price quality ' +
  'submission evaluation criteria specification schedule delivery insurance liability staff ' +
  'maintenance inspection report records network county highway drainage'
).split(' ');
const RARE = 'hydroseeding arboricultural culvert crawler gabion bioswale'.split(' ');

/**
 * `documents` generated files of `pagesPerFile` pages (~250 words each), each linked to a
 * random opportunity, in bulk SQL. Idempotent by count: kept when already there.
 */
export async function seedBenchDocuments(
  pool: Pool,
  options: { documents: number; pagesPerFile: number; log: (message: string) => void },
) {
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM document_files WHERE content_hash LIKE 'bench-%'`,
  );
  if (rows[0]?.count === options.documents) return;
  options.log(`Seeding ${options.documents} documents of ${options.pagesPerFile} pages...`);
  await pool.query(`DELETE FROM opportunity_documents WHERE url LIKE 'https://bench.invalid/%'`);
  await pool.query(`DELETE FROM document_files WHERE content_hash LIKE 'bench-%'`);
  await pool.query(
    `INSERT INTO document_files (content_hash, byte_size, extraction_status, page_count)
     SELECT 'bench-' || n, 100000, 'extracted', $2 FROM generate_series(1, $1) n`,
    [options.documents, options.pagesPerFile],
  );
  await pool.query(
    `INSERT INTO document_pages (content_hash, page_no, text)
     SELECT 'bench-' || n, p,
            (SELECT string_agg(CASE WHEN random() < 0.002 THEN ($4::text[])[1 + floor(random() * $5)::int]
                                    ELSE ($3::text[])[1 + floor(random() * $6)::int] END, ' ')
               FROM generate_series(1, 250) w WHERE w > 0 * n * p)
       FROM generate_series(1, $1) n, generate_series(1, $2) p`,
    [options.documents, options.pagesPerFile, COMMON, RARE, RARE.length, COMMON.length],
  );
  await pool.query(
    `INSERT INTO opportunity_documents (opportunity_id, url, file_name, content_hash, fetch_status)
     SELECT o.id, 'https://bench.invalid/' || n, 'Volume ' || n || '.pdf', 'bench-' || n, 'fetched'
       FROM generate_series(1, $1) n
       JOIN LATERAL (SELECT id FROM opportunities
                      OFFSET floor(random() * (SELECT count(*) FROM opportunities) * 0.999 + 0 * n)
                      LIMIT 1) o ON true
     ON CONFLICT DO NOTHING`,
    [options.documents],
  );
  await pool.query('ANALYZE document_pages, opportunity_documents, document_file_members');
}
