import { CSV_EXPORT_COLUMNS } from '@wac/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { withTransaction } from '../../db/pool';
import { noHooks } from '../ingest/ingest-hooks';
import { storeReleases } from '../ingest/store-releases';
import {
  hasSamples,
  loadSampleReleases,
  SAMPLES_MISSING_NOTE,
} from '../ingest/testing/sample-releases';

let testApp: TestApp;
let authHeader: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  authHeader = (await createUser(testApp.database.pool, { tier: 'premium' })).authHeader;
  if (!hasSamples) return;
  for (const source of ['FTS', 'ContractsFinder'] as const) {
    await withTransaction(testApp.database.pool, (client) =>
      storeReleases(client, source, loadSampleReleases(source), undefined, { hooks: noHooks }),
    );
  }
});
afterAll(async () => {
  await testApp.close();
});

/** The export row of one sample notice, by its ocid, as a spreadsheet reads it. */
async function exportRowOf(ocid: string): Promise<Record<string, string>> {
  const { rows } = await testApp.database.pool.query<{ wac_id: string }>(
    `SELECT o.wac_id FROM opportunity_sources s JOIN opportunities o ON o.id = s.opportunity_id
      WHERE s.ocid = $1`,
    [ocid],
  );
  const response = await testApp.app.inject({
    url: `/api/search/export.csv?q=${rows[0]!.wac_id}`,
    headers: authHeader,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [header, ...cells] = parse(response.body, { bom: true }) as string[][];
  expect(header).toEqual([...CSV_EXPORT_COLUMNS]);
  expect(cells).toHaveLength(1);
  return Object.fromEntries(header!.map((name, index) => [name, cells[0]![index]!]));
}

describe.skipIf(!hasSamples)(`the CSV export of multi-award notices${SAMPLES_MISSING_NOTE}`, () => {
  it('gives UK6 029664-2025 its five suppliers and the range of its five award values', async () => {
    // Five awards for lot 1: £126,294 (Ricardo-AEA), £125,200, £129,188, £99,133, £86,974.
    const row = await exportRowOf('ocds-h6vhtk-04e9fb');
    const suppliers = row.Supplier!.split('; ');
    expect(suppliers).toHaveLength(5);
    expect(suppliers[0]).toBe('Ricardo-AEA Limited');
    expect(new Set(suppliers).size).toBe(5);
    expect(row.Value).toBe('86,974 to 129,188 (5 awards)');
    expect(row.Currency).toBe('GBP');
  });

  it('names a supplier of several awards once (052408-2025: six awards, three suppliers)', async () => {
    const row = await exportRowOf('ocds-h6vhtk-02874c');
    expect(row.Supplier!.split('; ')).toHaveLength(3);
  });

  it('keeps one award as a bare number a spreadsheet sums (the republished Juxtaposed award)', async () => {
    const row = await exportRowOf('ocds-b5fd17-d27e67d3-4492-49b7-aa14-bede88766821');
    expect(row.Supplier).toBe('SERCO LTD');
    expect(row.Value).toBe('52500000');
    expect(row.Currency).toBe('GBP');
  });
});
