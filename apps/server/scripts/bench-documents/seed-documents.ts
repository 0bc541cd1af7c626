import type { Pool, PoolClient } from '../../src/db/pool';

// Words for generated page text: tender boilerplate, with a few rarer terms that a bidder would
// search for (each page draws from all of them, the rare ones less often).
const COMMON = (
  'contractor shall provide services works tender council requirements contract price quality ' +
  'submission evaluation criteria specification schedule delivery insurance liability staff ' +
  'maintenance inspection report records network county highway drainage'
).split(' ');
const RARE = 'hydroseeding arboricultural culvert crawler gabion bioswale'.split(' ');

/** Documents seeded per transaction: an interrupted seed keeps every finished batch. */
const BATCH = 1_000;

/**
 * `documents` generated files of `pagesPerFile` pages (~250 words each), each linked to a
 * random opportunity, in bulk SQL, in batches of BENCH_DOCUMENTS_BATCH (default 1,000) documents
 * per transaction. Resumable: a run continues after the last finished batch (`bench-1` ..
 * `bench-N` are always whole); more documents than asked start again from none.
 */
export async function seedBenchDocuments(
  pool: Pool,
  options: { documents: number; pagesPerFile: number; log: (message: string) => void },
) {
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM document_files WHERE content_hash LIKE 'bench-%'`,
  );
  let done = rows[0]?.count ?? 0;
  if (done === options.documents) return;
  if (done > options.documents) {
    await pool.query(`DELETE FROM opportunity_documents WHERE url LIKE 'https://bench.invalid/%'`);
    await pool.query(`DELETE FROM document_files WHERE content_hash LIKE 'bench-%'`);
    done = 0;
  }
  const batch = Number(process.env.BENCH_DOCUMENTS_BATCH ?? BATCH);
  options.log(
    `Seeding documents ${done + 1}-${options.documents} of ${options.pagesPerFile} pages...`,
  );
  const started = performance.now();
  while (done < options.documents) {
    const to = Math.min(options.documents, done + batch);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await seedBatch(client, done + 1, to, options.pagesPerFile);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    done = to;
    options.log(`  ${done} documents (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  await pool.query('ANALYZE document_pages, opportunity_documents, document_file_members');
}

async function seedBatch(client: PoolClient, from: number, to: number, pagesPerFile: number) {
  await client.query(
    `INSERT INTO document_files (content_hash, byte_size, extraction_status, page_count)
     SELECT 'bench-' || n, 100000, 'extracted', $3 FROM generate_series($1::int, $2::int) n`,
    [from, to, pagesPerFile],
  );
  await client.query(
    `INSERT INTO document_pages (content_hash, page_no, text)
     SELECT 'bench-' || n, p,
            (SELECT string_agg(CASE WHEN random() < 0.002 THEN ($5::text[])[1 + floor(random() * $6)::int]
                                    ELSE ($4::text[])[1 + floor(random() * $7)::int] END, ' ')
               FROM generate_series(1, 250) w WHERE w > 0 * n * p)
       FROM generate_series($1::int, $2::int) n, generate_series(1, $3::int) p`,
    [from, to, pagesPerFile, COMMON, RARE, RARE.length, COMMON.length],
  );
  await client.query(
    `INSERT INTO opportunity_documents (opportunity_id, url, file_name, content_hash, fetch_status)
     SELECT o.id, 'https://bench.invalid/' || g.n, 'Volume ' || g.n || '.pdf', 'bench-' || g.n,
            'fetched'
       FROM (SELECT n, floor(random() * (r.high - r.low + 1))::bigint + r.low AS target
               FROM generate_series($1::int, $2::int) n,
                    (SELECT min(id) AS low, max(id) AS high FROM opportunities) r) g
       -- A random id by the key's index (an OFFSET walk costs a scan per document at 1M rows);
       -- the target is drawn per document in the subquery, so the index condition is a constant.
       JOIN LATERAL (SELECT id FROM opportunities WHERE id >= g.target
                      ORDER BY id LIMIT 1) o ON true
     ON CONFLICT DO NOTHING`,
    [from, to],
  );
}
