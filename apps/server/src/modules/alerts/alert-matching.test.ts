import {
  type AlertCriteria,
  alertProfileRequestSchema,
  lifecycleStageCode,
  searchResponseSchema,
  toAlertSearchQuery,
} from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity, type OpportunityInput } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { toAlertSearchFilters } from './alert-criteria';
import {
  type AlertMatchRequest,
  findAlertMatches,
  prepareFreshOpportunities,
} from './alert-matches.repository';

let testApp: TestApp;
const wacIdByName = new Map<string, string>();
const nameById = new Map<number, string>();

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const address = (locality: string, postcode: string) => ({
  buyer_address_locality: locality,
  buyer_address_postalcode: postcode,
  buyer_address_country: 'United Kingdom',
});

/** Constructed so each criterion has a row that passes and one that fails it. */
const OPPORTUNITIES: Record<string, OpportunityInput> = {
  cleaningLeeds: {
    title: 'Office cleaning services',
    description: 'Daily cleaning of council offices.',
    cpv_codes: ['90911200'],
    region_codes: ['UKE'],
    buyer_name: 'Leeds City Council',
    tender_value_amount: 40_000,
    tender_deadline_date: inDays(5),
    extra: { ...address('Leeds', 'LS1 1UR'), lifecycle_stage: lifecycleStageCode('open') },
  },
  windowCleaning: {
    title: 'Window cleaning contract',
    cpv_codes: ['90911300'],
    region_codes: ['UKI'],
    buyer_name: 'Camden Council',
    tender_value_amount: 100_000,
    award_value_amount: 120_000,
    tender_deadline_date: inDays(16),
    extra: address('London', 'NW1 0NE'),
  },
  software: {
    title: 'Case management software',
    description: 'Including cloud hosting and support.',
    cpv_codes: ['72260000'],
    region_codes: ['UKD'],
    buyer_name: 'Manchester City Council',
    tender_value_amount: 2_000_000,
    tender_deadline_date: inDays(25),
    extra: address('Manchester', 'M60 2LA'),
  },
  roads: {
    title: 'Highway resurfacing',
    cpv_codes: ['45233141'],
    region_codes: ['UKM'],
    buyer_name: 'Highland Council',
    tender_deadline_date: inDays(40),
    extra: address('Inverness', 'IV3 5NX'),
  },
  catering: {
    title: 'School catering',
    cpv_codes: ['55524000'],
    buyer_name: 'Kentish Town Academy',
    tender_value_amount: 8_000,
    extra: address('Kentish Town', 'NW5 1RP'),
  },
  trust: {
    title: 'Estates maintenance',
    cpv_codes: ['50700000'],
    buyer_name: 'Leeds Teaching Trust',
    tender_value_amount: 60_000,
    tender_deadline_date: inDays(-2),
    extra: {
      ...address('Seacroft', 'LS14 6UH'),
      lifecycle_stage: lifecycleStageCode('evaluation'),
    },
  },
  // Seen before the window: the same search finds it, the alert does not.
  oldCleaning: {
    title: 'Old cleaning tender',
    cpv_codes: ['90911200'],
    region_codes: ['UKE'],
    first_seen_at: inDays(-3),
  },
};

beforeAll(async () => {
  testApp = await createTestApp();
  for (const [name, input] of Object.entries(OPPORTUNITIES)) {
    const created = await createOpportunity(testApp.database.pool, {
      first_seen_at: inDays(-0.1),
      ...input,
    });
    wacIdByName.set(name, created.wac_id);
    nameById.set(created.id, name);
  }
  // Roles as the frameworks module derives them from the notices (ADR 0227).
  const roles = { roads: 'framework', software: 'dynamic_market', catering: 'call_off' };
  for (const [name, role] of Object.entries(roles)) {
    await testApp.database.pool.query(
      `INSERT INTO opportunity_procurement_roles (opportunity_id, role)
       SELECT id, $2 FROM opportunities WHERE wac_id = $1`,
      [wacIdByName.get(name), role],
    );
  }
});
afterAll(async () => {
  await testApp.close();
});

/** Matches on one connection, as the dispatcher does: copy the window's rows, then match. */
async function match(requests: AlertMatchRequest[]) {
  const client = await testApp.database.pool.connect();
  try {
    await prepareFreshOpportunities(client, {
      from: new Date(Date.now() - 10 * DAY),
      until: new Date(Date.now() + 60_000),
    });
    return await findAlertMatches(client, requests, 100);
  } finally {
    client.release(true);
  }
}

function criteria(fields: Record<string, unknown>): AlertCriteria {
  const parsed = alertProfileRequestSchema.parse({ profile_name: 'Test', ...fields });
  return { ...parsed };
}

/** The alert's matches in the window (since one day ago), by fixture name. */
async function alertMatches(fields: Record<string, unknown>): Promise<string[]> {
  const filters = toAlertSearchFilters(criteria(fields));
  expect(filters).not.toBeNull();
  const matches = await match([
    { profileId: 1, filters: filters!, since: new Date(Date.now() - DAY) },
  ]);
  return (matches.get(1)?.opportunityIds ?? []).map((id) => nameById.get(id)!).sort();
}

/** What GET /api/search/ finds for the profile's equivalent query, minus what is not new. */
async function searchMatches(fields: Record<string, unknown>): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/search/',
    query: toAlertSearchQuery(criteria(fields)),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = searchResponseSchema.parse(response.json());
  const byWacId = new Map([...wacIdByName].map(([name, wacId]) => [wacId, name]));
  return body.results
    .map((result) => byWacId.get(result.opportunity_id)!)
    .filter((name) => name !== 'oldCleaning')
    .sort();
}

/** Asserts the alert's matches, and that the equivalent search agrees. */
async function expectMatches(fields: Record<string, unknown>, expected: string[]) {
  const matches = await alertMatches(fields);
  expect(matches, JSON.stringify(fields)).toEqual([...expected].sort());
  expect(await searchMatches(fields), `search for ${JSON.stringify(fields)}`).toEqual(matches);
}

describe('alert matching (the search engine over new opportunities)', () => {
  it('without criteria matches everything new, and nothing first seen before the window', async () => {
    await expectMatches({}, [
      'cleaningLeeds',
      'windowCleaning',
      'software',
      'roads',
      'catering',
      'trust',
    ]);
  });

  it('keywords are alternatives (the search comma rule), with quoted phrases', async () => {
    await expectMatches({ keywords: 'cleaning' }, ['cleaningLeeds', 'windowCleaning']);
    await expectMatches({ keywords: 'software, resurfacing' }, ['software', 'roads']);
    await expectMatches({ keywords: '"window cleaning"' }, ['windowCleaning']);
    await expectMatches({ keywords: 'cloud hosting' }, ['software']);
    await expectMatches({ keywords: 'plumbing' }, []);
  });

  it('keyword exclusions (-word, -"phrase") hold in alerts as in search', async () => {
    await expectMatches({ keywords: 'cleaning -window' }, ['cleaningLeeds']);
    // Entered as tags, an exclusion is a keyword of its own: it still applies to all of them.
    await expectMatches({ keywords: 'cleaning, -window' }, ['cleaningLeeds']);
    await expectMatches({ keywords: 'cleaning, software, -"window cleaning"' }, [
      'cleaningLeeds',
      'software',
    ]);
    await expectMatches({ keywords: '-cleaning, -software' }, ['roads', 'catering', 'trust']);
  });

  it('OR, NOT and word beginnings (issue 28) hold in alerts as in search', async () => {
    await expectMatches({ keywords: 'software OR resurfacing' }, ['software', 'roads']);
    await expectMatches({ keywords: 'cleaning NOT window' }, ['cleaningLeeds']);
    await expectMatches({ keywords: 'clean* AND (office OR daily)' }, ['cleaningLeeds']);
  });

  it('lifecycle stages (issue 31) match as the search filter does', async () => {
    await expectMatches({ lifecycle_stages: 'evaluation' }, ['trust']);
    await expectMatches({ lifecycle_stages: ['open', 'evaluation'] }, ['cleaningLeeds', 'trust']);
    await expectMatches({ keywords: 'cleaning', lifecycle_stages: 'open' }, ['cleaningLeeds']);
    expect(() => criteria({ lifecycle_stages: 'closed' })).toThrow(/lifecycle stage/);
  });

  it('the framework filter (issue 31) matches as the search filter does', async () => {
    await expectMatches({ framework: 'frameworks' }, ['roads', 'software']);
    await expectMatches({ framework: 'call_offs' }, ['catering']);
    await expectMatches({ framework: 'no_call_offs' }, [
      'cleaningLeeds',
      'windowCleaning',
      'software',
      'roads',
      'trust',
    ]);
    // With words, the filter takes its keyword plan (a probe per candidate): the same answer.
    await expectMatches({ keywords: 'software, resurfacing, catering', framework: 'frameworks' }, [
      'software',
      'roads',
    ]);
    await expectMatches({ framework: '' }, [
      'cleaningLeeds',
      'windowCleaning',
      'software',
      'roads',
      'catering',
      'trust',
    ]);
    expect(() => criteria({ framework: 'framework' })).toThrow(/framework choice/);
  });

  it('CPV codes cover their sub-codes unless sub-categories are off', async () => {
    await expectMatches({ cpv_codes: '90911000' }, ['cleaningLeeds', 'windowCleaning']);
    await expectMatches({ cpv_codes: '90911000', include_sub_cpv: false }, []);
    await expectMatches({ cpv_codes: '90911200-9', include_sub_cpv: false }, ['cleaningLeeds']);
    await expectMatches({ cpv_codes: '72000000, 45000000' }, ['software', 'roads']);
  });

  it('keywords and CPV codes must both match when both are set', async () => {
    await expectMatches({ keywords: 'cleaning', cpv_codes: '90911300' }, ['windowCleaning']);
  });

  it('locations match regions by name or NUTS code, and buyer addresses as whole words', async () => {
    await expectMatches({ location_keywords: 'London' }, ['windowCleaning']);
    await expectMatches({ location_keywords: 'UKD33' }, ['software']);
    await expectMatches({ location_keywords: 'Scotland, Wales' }, ['roads']);
    await expectMatches({ location_keywords: 'Leeds' }, ['cleaningLeeds', 'trust']);
    await expectMatches({ location_keywords: 'Kentish Town' }, ['catering']);
    await expectMatches({ location_keywords: 'Kent' }, []);
    await expectMatches({ location_keywords: 'LS1' }, ['cleaningLeeds']);
    await expectMatches({ location_keywords: 'ls146uh' }, ['trust']);
    await expectMatches({ location_keywords: 'Inverness' }, ['roads']);
  });

  it('values compare the awarded value when there is one, else the estimate', async () => {
    await expectMatches({ min_value: 50_000 }, ['windowCleaning', 'software', 'trust']);
    await expectMatches({ max_value: 50_000 }, ['cleaningLeeds', 'catering']);
    await expectMatches({ min_value: 110_000, max_value: 150_000 }, ['windowCleaning']);
    // An inverted range is refused when the profile is saved (issue 28 item 9).
    expect(() => criteria({ min_value: 100_000, max_value: 10_000 })).toThrow(
      /Minimum value must not be more than Maximum value/,
    );
  });

  it('deadline filters keep deadlines within the window ahead of now (2-3W: 14 to 21 days)', async () => {
    await expectMatches({ deadline_filter: '7D' }, ['cleaningLeeds']);
    await expectMatches({ deadline_filter: '2-3W' }, ['windowCleaning']);
    await expectMatches({ deadline_filter: '30D' }, [
      'cleaningLeeds',
      'windowCleaning',
      'software',
    ]);
  });

  it('combines every criterion', async () => {
    await expectMatches(
      {
        keywords: 'cleaning, catering',
        cpv_codes: '909',
        location_keywords: 'London, Leeds',
        min_value: 30_000,
        deadline_filter: '30D',
      },
      ['cleaningLeeds', 'windowCleaning'],
    );
  });

  it('matches many profiles in one statement, each in its own window', async () => {
    const filters = (fields: Record<string, unknown>) => toAlertSearchFilters(criteria(fields))!;
    const matches = await match([
      {
        profileId: 11,
        filters: filters({ keywords: 'cleaning' }),
        since: new Date(Date.now() - 5 * DAY),
      },
      {
        profileId: 12,
        filters: filters({ keywords: 'cleaning' }),
        since: new Date(Date.now() - DAY),
      },
      {
        profileId: 13,
        filters: filters({ keywords: 'plumbing' }),
        since: new Date(Date.now() - DAY),
      },
    ]);
    const names = (id: number) =>
      (matches.get(id)?.opportunityIds ?? []).map((row) => nameById.get(row)).sort();
    expect(names(11)).toEqual(['cleaningLeeds', 'oldCleaning', 'windowCleaning']);
    expect(names(12)).toEqual(['cleaningLeeds', 'windowCleaning']);
    expect(matches.has(13)).toBe(false);
  });
});
