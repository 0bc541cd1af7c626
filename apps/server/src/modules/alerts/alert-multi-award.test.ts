import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { withTransaction } from '../../db/pool';
import { itemFacts } from '../follows/follow-digest-section';
import { noHooks } from '../ingest/ingest-hooks';
import { storeReleases } from '../ingest/store-releases';
import {
  hasSamples,
  loadSampleReleases,
  SAMPLES_MISSING_NOTE,
} from '../ingest/testing/sample-releases';
import { type AlertDigest, composeAlertDigestEmail } from './alert-digest-email';
import { type DispatchProfile, findDigestOpportunities } from './alert-dispatch.repository';
import { composeAlertWebhookEvents } from './alert-webhook-events';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  if (!hasSamples) return;
  await withTransaction(database.pool, (client) =>
    storeReleases(client, 'FTS', loadSampleReleases('FTS'), undefined, { hooks: noHooks }),
  );
});
afterAll(async () => {
  await database?.close();
});

const links: AlertDigest['links'] = {
  opportunity: (wacId) => `https://wac.example/opportunity/${wacId}`,
  search: 'https://wac.example/search?q=air+quality',
  unsubscribe: 'https://wac.example/alerts/unsubscribe/tok',
  oneClickUnsubscribe: 'https://wac.example/api/alert-profiles/unsubscribe/one-click/tok',
  manage: 'https://wac.example/account/alerts',
};

const profile: DispatchProfile = {
  id: 1,
  user_id: 1,
  profile_name: 'Air quality',
  keywords: 'air quality',
  cpv_codes: '',
  include_sub_cpv: true,
  include_documents: false,
  location_keywords: '',
  min_value: null,
  max_value: null,
  is_active: true,
  deadline_filter: 'ANY',
  lifecycle_stages: '',
  framework: null,
  delivery: 'daily',
  created_at: new Date(),
  updated_at: new Date(),
  last_alerted_at: null,
  matched_until: null,
  email: 'ada@example.com',
  first_name: 'Ada',
  tier: 'professional',
  is_staff: false,
};

/** The digest row of the sample notice with this ocid, as a digest reads it. */
async function digestRowOf(ocid: string) {
  const { rows } = await database.pool.query<{ id: string }>(
    'SELECT opportunity_id AS id FROM opportunity_sources WHERE ocid = $1',
    [ocid],
  );
  const id = Number(rows[0]!.id);
  return (await findDigestOpportunities(database.pool, [id])).get(id)!;
}

describe.skipIf(!hasSamples)(`alerts about multi-award notices${SAMPLES_MISSING_NOTE}`, () => {
  it('gives the range of the five award values of UK6 029664-2025, never the first', async () => {
    // Five awards for lot 1: £126,294 (Ricardo-AEA), £125,200, £129,188, £99,133, £86,974.
    const item = await digestRowOf('ocds-h6vhtk-04e9fb');
    const email = composeAlertDigestEmail({
      key: 'digest:1',
      to: 'ada@example.com',
      firstName: 'Ada',
      profileName: 'Air quality',
      listed: [item],
      total: 1,
      links,
    });
    const value = '£86,974 to £129,188 (5 awards)';
    expect(email.text).toContain(`Value: ${value}`);
    expect(email.html).toContain(`Value: ${value}`);
    expect(email.text).not.toContain('£126,294');

    const [event] = composeAlertWebhookEvents(
      'https://wac.example',
      [profile],
      new Map([[profile.id, { listed: [item], total: 1 }]]),
      () => 'digest:1',
    );
    expect(event!.event.items![0]!.facts).toContain(`Value: ${value}`);
  });

  it("gives a followed supplier's new award the same range (the first award may be another's)", async () => {
    const item = await digestRowOf('ocds-h6vhtk-04e9fb');
    const facts = itemFacts('suppliers', {
      ...item,
      role: 'supplier',
      organisation_id: 1,
      organisation_name: 'Ricardo-AEA Limited',
      opportunity_id: item.id,
    });
    expect(facts).toContain('£86,974 to £129,188 (5 awards)');
    expect(facts).not.toContain('£126,294');
  });
});
