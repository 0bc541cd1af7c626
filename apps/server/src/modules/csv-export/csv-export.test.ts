import {
  CSV_EXPORT_COLUMNS,
  type FavouriteOpportunity,
  formatKeptStatus,
  formatShortUkDate,
  getSourceName,
  getStageLabel,
} from '@wac/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { formatExportDateTime } from './csv-rows';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_BASE_URL: 'http://wac.test' });
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
const get = (url: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url, headers });

// Portal text as it arrives: bare LF, CRLF, a lone CR, quotes, commas, a leading formula.
const AWKWARD_DESCRIPTIONS = [
  'Line one\nline two\nline three',
  'Windows lines\r\nsecond\r\nthird',
  'Old Mac line\rsecond',
  'He said "quillwort, please", twice',
  'Trailing newline\n',
  '\nLeading newline',
  '"Quoted whole"',
  ',starts with a comma',
  'Plain quillwort survey',
  '',
];
const SOURCES = ['ContractsFinder', 'FTS', 'PCS', 'Sell2Wales'];
const STAGES = ['planning', 'tender', 'award', 'tenderAmendment'];

/**
 * The file as Excel reads it: csv-parse (RFC 4180 quoting), where a line break outside quotes
 * ends the row whichever it is (left alone, csv-parse takes only the first one it meets, CRLF,
 * for the record delimiter and reads a bare LF as text, which Excel does not).
 */
function readCsv(body: string): Record<string, string>[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parse(body, {
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  }) as string[][];
  expect(header).toEqual([...CSV_EXPORT_COLUMNS]);
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
}

/** The row the export must hold for one opportunity the API returned. */
function expectedRow(result: FavouriteOpportunity, now: Date): Record<string, string> {
  const deadline = result.tender_deadline_date ? new Date(result.tender_deadline_date) : null;
  const value = result.award_value_amount ?? result.tender_value_amount;
  return {
    'WAC ID': result.id,
    Title: result.title,
    Status: formatKeptStatus(result.status, deadline, now),
    Buyer: result.buyer_name ?? '',
    Supplier: result.supplier_name ?? '',
    Stage: result.stage ? getStageLabel(result.stage) : '',
    Source: getSourceName(result.source_system),
    Value: value === null ? '' : String(value),
    Currency: value === null ? '' : result.value_currency,
    Published: formatExportDateTime(result.release_date ? new Date(result.release_date) : null),
    'Tender deadline': formatExportDateTime(deadline),
    'CPV code': result.cpv_code ?? '',
    'CPV label': result.cpv_label ?? '',
    'Notice URL': result.notice_url ?? '',
    'WAC page': `http://wac.test/opportunity/${result.id}`,
    Description: result.description ?? '',
  };
}

describe('the Status column a user keeps', () => {
  it('names the day a tender closing soon closes, never "Closes in N days"', async () => {
    const deadline = new Date(Date.now() + 3 * 86_400_000);
    await createOpportunity(db(), {
      title: 'Sedgewort survey',
      stage: 'tender',
      tender_deadline_date: deadline.toISOString(),
    });
    const user = await createUser(db(), { tier: 'premium' });
    const api = (await get('/api/search/?q=sedgewort', user.authHeader)).json();
    expect(api.results[0].status).toBe('closing_soon');
    const response = await get('/api/search/export.csv?q=sedgewort', user.authHeader);
    const [row] = readCsv(response.body);
    expect(row!.Status).toBe(`Closes ${formatShortUkDate(deadline)}`);
  });
});

describe('CSV exports read back as the API rows', () => {
  let user: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    for (const [index, description] of AWKWARD_DESCRIPTIONS.entries()) {
      await createOpportunity(db(), {
        title: `Quillwort survey, lot "${index}"`,
        description,
        buyer_name: index === 2 ? 'Council of\nTwo Lines' : `Buyer ${index}, Ltd`,
        source_system: SOURCES[index % SOURCES.length],
        stage: STAGES[index % STAGES.length],
        tender_value_amount: index % 3 === 0 ? null : 1000 * index + 0.5,
        release_date: new Date(Date.UTC(2026, index, 3, 9 + index, 5)).toISOString(),
        tender_deadline_date:
          index % 2 === 0 ? new Date(Date.UTC(2027, index, 28, 14, 5)).toISOString() : null,
      });
    }
    user = await createUser(db(), { tier: 'premium' });
  });

  it('the search export parses to exactly the search API rows, line breaks and all', async () => {
    const query = 'q=quillwort&sort=release_date-asc';
    const api = (await get(`/api/search/?${query}`, user.authHeader)).json();
    expect(api.total).toBe(AWKWARD_DESCRIPTIONS.length);

    const now = new Date();
    const response = await get(`/api/search/export.csv?${query}`, user.authHeader);
    expect(response.statusCode).toBe(200);
    const rows = readCsv(response.body);
    expect(rows).toHaveLength(api.total);
    expect(rows.map((row) => row['WAC ID'])).toEqual(api.results.map((r: { id: string }) => r.id));
    for (const [index, row] of rows.entries()) {
      expect(row).toEqual(expectedRow(api.results[index], now));
    }
    // The awkward texts came through untouched, and the labels are words, not codes.
    expect(rows.map((row) => row.Description)).toEqual(AWKWARD_DESCRIPTIONS);
    expect(new Set(rows.map((row) => row.Source))).toEqual(
      new Set(['Contracts Finder', 'Find a Tender', 'Public Contracts Scotland', 'Sell2Wales']),
    );
    expect(new Set(rows.map((row) => row.Stage))).toEqual(new Set(['Planning', 'Tender', 'Award']));
    expect(rows[0]!.Published).toBe('03/01/2026 09:05');
    // Summer time: 14:05 UTC on 28 July is 15:05 in London.
    expect(rows[6]!['Tender deadline']).toBe('28/07/2027 15:05');
  });

  it('the favourites export parses to exactly the favourites API rows', async () => {
    const found = (await get('/api/search/?q=quillwort', user.authHeader)).json();
    for (const result of found.results.slice(0, 6)) {
      await testApp.app.inject({
        method: 'POST',
        url: '/api/favourites/',
        headers: user.authHeader,
        payload: { opportunity_id: result.id },
      });
    }
    const api = (await get('/api/favourites/', user.authHeader)).json() as {
      opportunity: FavouriteOpportunity;
    }[];
    expect(api).toHaveLength(6);

    const now = new Date();
    const response = await get('/api/favourites/export.csv', user.authHeader);
    expect(response.statusCode).toBe(200);
    const rows = readCsv(response.body);
    expect(rows).toHaveLength(api.length);
    for (const [index, row] of rows.entries()) {
      expect(row).toEqual(expectedRow(api[index]!.opportunity, now));
    }
  });

  it('quotes every cell holding a line break in the file itself', async () => {
    const response = await get('/api/search/export.csv?q=quillwort', user.authHeader);
    // Outside quoted cells the only line breaks are the CRLF record ends: 1 header + 10 rows.
    const unquoted = response.body.replace(/"(?:[^"]|"")*"/g, '');
    expect(unquoted.match(/\r\n/g)).toHaveLength(1 + AWKWARD_DESCRIPTIONS.length);
    expect(unquoted.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
