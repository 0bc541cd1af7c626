import { type Favourite, searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ingestHooks } from '../../data-reactions';
import { withTransaction } from '../../db/pool';
import { noHooks } from '../ingest/ingest-hooks';
import { storeReleases } from '../ingest/store-releases';
import { createCfRelease } from '../ingest/testing/release-factory';
import {
  hasSamples,
  loadSampleReleases,
  SAMPLES_MISSING_NOTE,
} from '../ingest/testing/sample-releases';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
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

async function cardOf(ocid: string) {
  const { rows } = await testApp.database.pool.query<{ wac_id: string }>(
    `SELECT o.wac_id FROM opportunity_sources s JOIN opportunities o ON o.id = s.opportunity_id
      WHERE s.ocid = $1`,
    [ocid],
  );
  const response = await testApp.app.inject({ url: `/api/search/?q=${rows[0]!.wac_id}` });
  expect(response.statusCode, response.body).toBe(200);
  const [card] = searchResponseSchema.parse(response.json()).results;
  return card!;
}

describe.skipIf(!hasSamples)(`search cards of multi-award notices${SAMPLES_MISSING_NOTE}`, () => {
  it('gives the range of the five award values and the five suppliers of UK6 029664-2025', async () => {
    // Five awards for lot 1: £126,294 (Ricardo-AEA), £125,200, £129,188, £99,133, £86,974.
    const card = await cardOf('ocds-h6vhtk-04e9fb');
    expect(card.supplier_name).toBe('Ricardo-AEA Limited');
    expect(card.supplier_count).toBe(5);
    expect(card.award_values).toEqual({
      award_count: 5,
      valued_count: 5,
      min: 86974,
      max: 129188,
      currency: 'GBP',
    });
  });

  it('gives a favourite of UK6 029664-2025 the same range and supplier as its search card', async () => {
    const card = await cardOf('ocds-h6vhtk-04e9fb');
    const user = await createUser(testApp.database.pool, { tier: 'premium' });
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/favourites/',
      headers: user.authHeader,
      payload: { opportunity_id: card.id },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const response = await testApp.app.inject({
      url: '/api/favourites/',
      headers: user.authHeader,
    });
    const [favourite] = response.json() as Favourite[];
    expect(favourite!.opportunity.award_values).toEqual(card.award_values);
    // The search card's supplier, link and count (ADR 0363); every name kept for the filter.
    expect(favourite!.opportunity).toMatchObject({
      supplier_name: card.supplier_name,
      supplier_organisation_id: card.supplier_organisation_id,
      supplier_count: 5,
    });
    expect(favourite!.opportunity.supplier_names).toHaveLength(5);
  });

  it('counts a supplier named on several awards once, and has no range without award values', async () => {
    // 052408-2025: six awards, three suppliers (Airedale on three, Brenntag on two), no values.
    const card = await cardOf('ocds-h6vhtk-02874c');
    expect(card.supplier_count).toBe(3);
    expect(card.award_values).toBeNull();
  });

  it('counts an award Contracts Finder republished under a new id once', async () => {
    // "Juxtaposed Controls Services - Manned Freight Search": awards -1 and -2 of one ocid, both
    // £52,500,000 to SERCO LTD with the same period: one award, not "£52,500,000 each".
    const card = await cardOf('ocds-b5fd17-d27e67d3-4492-49b7-aa14-bede88766821');
    expect(card.supplier_count).toBe(1);
    expect(card.award_values).toEqual({
      award_count: 1,
      valued_count: 1,
      min: 52500000,
      max: 52500000,
      currency: 'GBP',
    });
  });
});

describe('the card counts suppliers as the opportunity page does (ADR 0347)', () => {
  it('counts two spellings of one linked organisation once', async () => {
    // One company (Companies House 01234567, written with and without its leading zero) under
    // two spellings on two awards, and another company: the page lists two suppliers.
    const party = (id: string, name: string, number: string) => ({
      id,
      name,
      roles: ['supplier'],
      identifier: { scheme: 'GB-COH', id: number },
    });
    const release = createCfRelease({ tag: ['award'] });
    (release.tender as Record<string, unknown>).title = 'Sandwort verge survey';
    const award = (id: string, supplier: { id: string; name: string }, amount: number) => ({
      id: `${release.id}-${id}`,
      status: 'active',
      date: '2026-08-01T00:00:00Z',
      value: { amount, currency: 'GBP' },
      suppliers: [supplier],
    });
    const spelt = [
      party('GB-COH-01234567', 'ACME LTD', '01234567'),
      party('GB-COH-1234567', 'Acme Limited', '1234567'),
      party('GB-COH-07654321', 'Verge Ecology Ltd', '07654321'),
    ];
    await withTransaction(testApp.database.pool, (client) =>
      storeReleases(
        client,
        'ContractsFinder',
        [
          {
            ...release,
            awards: [
              award('1', spelt[0]!, 1000),
              award('2', spelt[1]!, 2000),
              award('3', spelt[2]!, 3000),
            ],
            parties: [...(release.parties as object[]), ...spelt],
          },
        ],
        undefined,
        { hooks: ingestHooks },
      ),
    );
    const card = await cardOf(release.ocid);
    expect(card.supplier_name).toBe('ACME LTD');
    expect(card.supplier_count).toBe(2);
    expect(card.award_values?.award_count).toBe(3);
  });
});
