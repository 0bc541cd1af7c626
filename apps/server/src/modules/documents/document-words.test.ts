import { searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { linkDocument, storeExtractedFile } from '../../../test/helpers/stored-documents';
import type { Queryable } from '../../db/pool';

/**
 * The documents' word sets (migration 0390, ADR 0265) answer "Include documents" as the pages
 * did: words that must meet on one page still must, and every change to pages, links or zip
 * members reaches the search at once (the caches are on, so a missed data version shows too).
 */
describe('documents word sets (issue 32)', () => {
  let testApp: TestApp;
  let db: Queryable;
  let headers: { authorization: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    db = testApp.database.pool;
    headers = (await createUser(db, { tier: 'professional' })).authHeader;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const found = async (words: string) => {
    const response = await testApp.app.inject({
      url: `/api/search/?q=${encodeURIComponent(words)}&include_documents=true`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = searchResponseSchema.parse(response.json());
    expect(body.total).toBe(body.results.length);
    return body.results.map((result) => result.id).sort();
  };

  it('needs all the words, or the phrase, on one page, as before', async () => {
    const apart = await createOpportunity(db, { title: 'Grounds care' });
    const together = await createOpportunity(db, { title: 'Grounds care' });
    await storeExtractedFile(db, 'words-apart', ['the quokka enclosure', 'xylophone lessons']);
    await storeExtractedFile(db, 'words-together', [
      'xylophone lessons beside the quokka enclosure',
    ]);
    await linkDocument(db, apart.id, 'words-apart', 'https://portal.invalid/apart.pdf');
    await linkDocument(db, together.id, 'words-together', 'https://portal.invalid/together.pdf');

    expect(await found('quokka')).toEqual([apart.wac_id, together.wac_id].sort());
    expect(await found('quokka xylophone')).toEqual([together.wac_id]);
    expect(await found('"quokka enclosure"')).toEqual([apart.wac_id, together.wac_id].sort());
    expect(await found('"enclosure quokka"')).toEqual([]);
    expect(await found('"xylophone lessons" quokka')).toEqual([together.wac_id]);
  });

  it('follows a file linked later, a link removed, and files inside a zip', async () => {
    const first = await createOpportunity(db, { title: 'Library refit' });
    const second = await createOpportunity(db, { title: 'Library refit' });
    await storeExtractedFile(db, 'shared-spec', ['zymurgy equipment schedule']);
    await linkDocument(db, first.id, 'shared-spec', 'https://portal.invalid/spec.pdf');
    expect(await found('zymurgy')).toEqual([first.wac_id]);

    // The second notice links the same file: fetched later, already extracted (no new pages).
    await linkDocument(db, second.id, null, 'https://portal.invalid/spec.pdf');
    await db.query(
      `UPDATE opportunity_documents SET content_hash = 'shared-spec', fetch_status = 'fetched'
        WHERE opportunity_id = $1`,
      [second.id],
    );
    expect(await found('zymurgy')).toEqual([first.wac_id, second.wac_id].sort());

    await db.query('DELETE FROM opportunity_documents WHERE opportunity_id = $1', [first.id]);
    expect(await found('zymurgy')).toEqual([second.wac_id]);

    // A zip linked first, its member's pages read later (as the extraction job does).
    await storeExtractedFile(db, 'pack-zip', []);
    await linkDocument(db, first.id, 'pack-zip', 'https://portal.invalid/pack.zip');
    await db.query(
      `INSERT INTO document_files (content_hash, byte_size) VALUES ('pack-member', 1);
       INSERT INTO document_file_members (zip_hash, inner_path, member_hash)
       VALUES ('pack-zip', 'inner.zip/Volume 3.pdf', 'pack-member')`,
    );
    expect(await found('bioswale')).toEqual([]);
    await db.query(
      `INSERT INTO document_pages (content_hash, page_no, text)
       VALUES ('pack-member', 1, 'bioswale planting plan')`,
    );
    expect(await found('bioswale')).toEqual([first.wac_id]);

    // Deleting the opportunity takes its links, and its words, with it.
    await db.query('DELETE FROM opportunities WHERE id = $1', [first.id]);
    expect(await found('bioswale')).toEqual([]);
    const { rows } = await db.query(
      'SELECT 1 FROM opportunity_document_words WHERE opportunity_id = $1',
      [first.id],
    );
    expect(rows).toEqual([]);
  });

  /** Runs `write` in one transaction; the ledger's row for it (weight), or null when none. */
  const ledgerRowOf = async (write: (client: Queryable) => Promise<unknown>) => {
    const client = await testApp.database.pool.connect();
    try {
      await client.query('BEGIN');
      await write(client);
      const { rows } = await client.query('SELECT pg_current_xact_id()::text::bigint::text AS id');
      await client.query('COMMIT');
      const ledger = await db.query(
        'SELECT weight::int FROM opportunity_search_changes WHERE transaction_id = $1',
        [rows[0].id],
      );
      return ledger.rows[0]?.weight ?? null;
    } finally {
      client.release();
    }
  };

  it('notes a transaction in the search-change ledger once, only when a word set changed', async () => {
    const opportunity = await createOpportunity(db, { title: 'Pond survey' });
    await storeExtractedFile(db, 'ledger-spec', ['quillwort survey', 'quillwort transect']);
    const linkIn = (client: Queryable, name: string) =>
      linkDocument(client, opportunity.id, 'ledger-spec', `https://portal.invalid/${name}`);
    // Two links, two refreshes, one transaction: one row, weight 1.
    expect(
      await ledgerRowOf(async (client) => {
        await linkIn(client, 'one.pdf');
        await linkIn(client, 'two.pdf');
      }),
    ).toBe(1);
    // A rename changes no word set: no row, so cached searches stay valid.
    expect(
      await ledgerRowOf((client) =>
        client.query(
          `UPDATE opportunity_documents SET file_name = 'renamed.pdf'
                       WHERE opportunity_id = $1`,
          [opportunity.id],
        ),
      ),
    ).toBeNull();
    // A set the pairs' background fill has not reached (ADR 0330) gets its pairs from the next
    // refresh; its words are the same, so no row either.
    await db.query('UPDATE opportunity_document_words SET pairs = NULL WHERE opportunity_id = $1', [
      opportunity.id,
    ]);
    expect(await ledgerRowOf((client) => linkIn(client, 'three.pdf'))).toBeNull();
    const paired = await db.query(
      `SELECT pairs @@ '''quillwort 1 survey'''::tsquery AS is_paired FROM opportunity_document_words
        WHERE opportunity_id = $1`,
      [opportunity.id],
    );
    expect(paired.rows[0].is_paired).toBe(true);
    // Removing them empties the set: a row.
    expect(
      await ledgerRowOf((client) =>
        client.query('DELETE FROM opportunity_documents WHERE opportunity_id = $1', [
          opportunity.id,
        ]),
      ),
    ).toBe(1);
  });

  it('forgets every word set when the links are truncated', async () => {
    const opportunity = await createOpportunity(db, { title: 'Depot works' });
    await storeExtractedFile(db, 'truncated-spec', ['crawler crane hire']);
    await linkDocument(db, opportunity.id, 'truncated-spec', 'https://portal.invalid/crane.pdf');
    expect(await found('crawler')).toEqual([opportunity.wac_id]);
    expect(await ledgerRowOf((client) => client.query('TRUNCATE opportunity_documents'))).toBe(1);
    expect(await found('crawler')).toEqual([]);
    const { rows } = await db.query('SELECT 1 FROM opportunity_document_words');
    expect(rows).toEqual([]);
  });
});
