import { CSV_EXPORT_COLUMNS, FREE_DAILY_ACTION_LIMIT, type SearchResult } from '@wac/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { formatExportDateTime } from '../csv-export/csv-rows';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_BASE_URL: 'http://wac.test' });
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

/** Every page the search API returns for `query`, in order. */
async function readAllPages(query: string): Promise<SearchResult[]> {
  const results: SearchResult[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await get(`/api/search/?${query}&page=${page}`)).json();
    results.push(...body.results);
    if (results.length >= body.total || body.results.length === 0) return results;
  }
}

/** The CSV as a spreadsheet would read it: BOM stripped, rows of cells. */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body, { bom: true });
}

describe('CSV export', () => {
  it('exports every page of a search, as the search API lists it, with formulas defused', async () => {
    for (let index = 0; index < 45; index += 1) {
      await createOpportunity(db(), {
        title: `Kelp survey lot ${index}`,
        buyer_name: index === 3 ? '@Evil Council' : 'Marine Scotland',
        tender_value_amount: 1000 * index,
        release_date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        tender_deadline_date: new Date(Date.UTC(2026, 5, 1 + index)).toISOString(),
      });
    }
    await createOpportunity(db(), {
      title: '=HYPERLINK("http://evil.test","Kelp harvest")',
      description: '+SUM(A1:A9) kelp',
      release_date: '2026-03-01T00:00:00Z',
    });
    await createOpportunity(db(), { title: 'Road gritting' });
    const user = await createUser(db(), { tier: 'premium' });
    const query = 'q=kelp&sort=value-desc';

    const response = await get(`/api/search/export.csv?${query}`, user.authHeader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="wac-search-/);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...CSV_EXPORT_COLUMNS]);

    const expected = await readAllPages(query);
    expect(expected).toHaveLength(46);
    expect(rows.map((row) => row[0])).toEqual(expected.map((result) => result.id));
    for (const [index, row] of rows.entries()) {
      const result = expected[index]!;
      const guarded = (text: string | null) =>
        text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : (text ?? '');
      expect(row[1]).toBe(guarded(result.title));
      expect(row[2]).toMatch(/^(Open|Closes|Closed)/);
      expect(row[3]).toBe(guarded(result.buyer_name));
      const deadline = result.tender_deadline_date;
      expect(row[10]).toBe(formatExportDateTime(deadline ? new Date(deadline) : null));
      expect(row[14]).toBe(`http://wac.test/opportunity/${result.id}`);
    }
    // No cell starts a formula; the guarded ones are quoted in the file itself.
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"",""Kelp harvest"")"`);
    expect(response.body).toContain(`"'@Evil Council"`);
  });

  it('lists a Best Match search in the order of its pages', async () => {
    // Texts that rank differently: the word in the title, in the buyer, once or twice in the
    // description, and dates that spread the ties.
    for (let index = 0; index < 30; index += 1) {
      await createOpportunity(db(), {
        title: index % 3 === 0 ? `Seaweed wrack harvest ${index}` : `Coastal survey ${index}`,
        buyer_name: index % 4 === 0 ? 'Wrack Board' : 'Marine Scotland',
        description:
          index % 5 === 0 ? 'Wrack beds and wrack forests, wrack monitoring.' : 'A wrack study.',
        release_date: new Date(Date.UTC(2025, index % 12, 1 + index)).toISOString(),
      });
    }
    const user = await createUser(db(), { tier: 'premium' });
    const query = 'q=wrack&sort=relevance';
    const response = await get(`/api/search/export.csv?${query}`, user.authHeader);
    expect(response.statusCode).toBe(200);
    const [, ...rows] = parseCsv(response.body);
    const expected = await readAllPages(query);
    expect(expected).toHaveLength(30);
    expect(rows.map((row) => row[0])).toEqual(expected.map((result) => result.id));
  });

  it('exports a search for word beginnings (issue 36: `word*` in exports as in search)', async () => {
    for (const title of ['Lagoon dredging', 'Lagoons survey', 'Lagomorph control', 'Lake works']) {
      await createOpportunity(db(), { title });
    }
    const user = await createUser(db(), { tier: 'premium' });
    const query = `q=${encodeURIComponent('lagoo*')}`;
    const response = await get(`/api/search/export.csv?${query}`, user.authHeader);
    expect(response.statusCode).toBe(200);
    const [, ...rows] = parseCsv(response.body);
    const expected = await readAllPages(query);
    expect(expected.map((result) => result.title).sort()).toEqual([
      'Lagoon dredging',
      'Lagoons survey',
    ]);
    expect(rows.map((row) => row[1]).sort()).toEqual(['Lagoon dredging', 'Lagoons survey']);
  });

  it('stops at the tier limit, refuses the free tier, and counts one daily action', async () => {
    const free = await createUser(db(), { tier: 'free' });
    const refused = await get('/api/search/export.csv?q=kelp', free.authHeader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().redirect_url).toBe('/pricing');
    expect((await get('/api/search/export.csv?q=kelp')).statusCode).toBe(401);
    const badQuery = await get('/api/search/export.csv?sort=sideways', free.authHeader);
    expect(badQuery.statusCode).toBe(400);

    // 1,005 matches; Premium exports its 1,000.
    await db().query(
      `INSERT INTO opportunities (ocid, wac_id, source_system, title, release_date, stage)
       SELECT 'ocds-limit-' || n, 'WAC-LIMIT' || n, 'ContractsFinder', 'Seaweed lot ' || n,
              now() - make_interval(mins => n), 'tender'
         FROM generate_series(1, 1005) AS n`,
    );
    const premium = await createUser(db(), { tier: 'premium' });
    const limited = await get('/api/search/export.csv?q=seaweed', premium.authHeader);
    expect(parseCsv(limited.body)).toHaveLength(1 + 1000);

    // Favourites export: open to the free tier, one daily action.
    const { rows } = await db().query<{ wac_id: string }>(
      `SELECT wac_id FROM opportunities WHERE title LIKE 'Kelp survey lot 1%' ORDER BY id LIMIT 2`,
    );
    for (const row of rows) {
      await testApp.app.inject({
        method: 'POST',
        url: '/api/favourites/',
        headers: free.authHeader,
        payload: { opportunity_id: row.wac_id },
      });
    }
    const favourites = await get('/api/favourites/export.csv', free.authHeader);
    expect(favourites.statusCode).toBe(200);
    const [favouriteHeader, ...favouriteRows] = parseCsv(favourites.body);
    expect(favouriteHeader).toEqual([...CSV_EXPORT_COLUMNS]);
    expect(favouriteRows.map((row) => row[0])).toEqual(rows.map((row) => row.wac_id).reverse());
    const usage = (await get('/api/usage/', free.authHeader)).json();
    expect(usage.by_action).toEqual({ csv_export: 1 });
  });

  it('spends no daily action on an export it refuses, even the last action left', async () => {
    const free = await createUser(db(), { tier: 'free' });
    await db().query(
      `INSERT INTO usage_counters (user_id, day, action_count, action_counts)
       VALUES ($1, (now() AT TIME ZONE 'Europe/London')::date, $2, '{}')`,
      [free.id, FREE_DAILY_ACTION_LIMIT - 1],
    );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await get('/api/search/export.csv?q=kelp', free.authHeader)).statusCode).toBe(403);
    }
    const usage = (await get('/api/usage/', free.authHeader)).json();
    expect(usage).toMatchObject({ used: FREE_DAILY_ACTION_LIMIT - 1, remaining: 1 });
    // The action left is still there for what the plan allows: the favourites export.
    expect((await get('/api/favourites/export.csv', free.authHeader)).statusCode).toBe(200);
    expect((await get('/api/favourites/export.csv', free.authHeader)).statusCode).toBe(429);
  });
});
