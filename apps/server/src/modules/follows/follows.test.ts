import { followListSchema, organisationProfileSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { readTextPart, type SmtpSink, startSmtpSink } from '../../../test/helpers/mail';
import { ingestHooks } from '../../data-reactions';
import { withTransaction } from '../../db/pool';
import { dispatchAlertDigests } from '../alerts/alert-dispatch.service';
import { insertAlertProfile } from '../alerts/alert-profiles.repository';
import { storeReleases } from '../ingest/store-releases';
import { createCfRelease } from '../ingest/testing/release-factory';

let sink: SmtpSink;
let testApp: TestApp;
const db = () => testApp.database.pool;

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createTestApp({ SMTP_URL: sink.url, PUBLIC_BASE_URL: 'http://wac.test' });
});
afterAll(async () => {
  await testApp?.close();
  await sink?.close();
});

/** Stores a CF award of `title` by `buyer` to `supplier` (Companies House `number`) via ingest. */
async function ingestAward(title: string, buyer: string, supplier: string, number: string) {
  const release = createCfRelease({ tag: ['award'] });
  (release.tender as Record<string, unknown>).title = title;
  const buyerId = `GB-CFS-${buyer.length}${buyer.charCodeAt(0)}`;
  await withTransaction(db(), (client) =>
    storeReleases(
      client,
      'ContractsFinder',
      [
        {
          ...release,
          buyer: { id: buyerId, name: buyer },
          awards: [
            {
              id: `${release.id}-award`,
              status: 'active',
              value: { amount: 42_000, currency: 'GBP' },
              suppliers: [{ id: `GB-COH-${number}`, name: supplier }],
            },
          ],
          parties: [
            { id: buyerId, name: buyer, roles: ['buyer'] },
            {
              id: `GB-COH-${number}`,
              name: supplier,
              roles: ['supplier'],
              identifier: { scheme: 'GB-COH', id: number },
            },
          ],
        },
      ],
      undefined,
      { hooks: ingestHooks },
    ),
  );
}

async function organisationIdOf(key: string): Promise<number> {
  const { rows } = await db().query<{ organisation_id: number }>(
    'SELECT organisation_id FROM organisation_keys WHERE key = $1',
    [key],
  );
  return rows[0]!.organisation_id;
}

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = {}, payload?: object) =>
  testApp.app.inject({ method, url, headers, payload });

/**
 * A run that takes everything so far (no settling time). Without a job queue mail leaves
 * in-process just after the run: give it a moment to arrive.
 */
const dispatch = async () => {
  const summary = await dispatchAlertDigests(testApp.app.deps, { settleMs: 0 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return summary;
};
const mailTo = (email: string) => sink.messages.filter((mail) => mail.to.includes(email));
describe('/api/follows/', () => {
  it('lets paid users follow from a profile, lists and unfollows; free users are asked to upgrade', async () => {
    await ingestAward('Harbour dredging', 'Port of Tyne', 'Deepwater Dredging Ltd', '07654321');
    const supplierId = await organisationIdOf('reg:GB-COH:07654321');
    const paid = await createUser(db(), { tier: 'premium' });
    const free = await createUser(db(), { tier: 'free' });
    const follow = { role: 'supplier', organisation_id: supplierId };

    expect((await inject('POST', '/api/follows/', paid.authHeader, follow)).statusCode).toBe(201);
    expect((await inject('POST', '/api/follows/', paid.authHeader, follow)).statusCode).toBe(200);
    const list = followListSchema.parse(
      (await inject('GET', '/api/follows/', paid.authHeader)).json(),
    );
    expect(list).toEqual({
      can_follow: true,
      follows: [
        {
          role: 'supplier',
          organisation_id: supplierId,
          name: 'Deepwater Dredging Ltd',
          followed_at: expect.any(String),
        },
      ],
    });
    const page = organisationProfileSchema.parse(
      (await inject('GET', `/api/suppliers/${supplierId}/`, paid.authHeader)).json(),
    );
    expect(page.header.is_followed).toBe(true);

    const refused = await inject('POST', '/api/follows/', free.authHeader, follow);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', redirect_url: '/pricing' });
    expect((await inject('POST', '/api/follows/', {}, follow)).statusCode).toBe(401);
    // A supplier is not a buyer; unknown ids and roles are refused naming the field.
    expect(
      (await inject('POST', '/api/follows/', paid.authHeader, { ...follow, role: 'buyer' }))
        .statusCode,
    ).toBe(404);
    const badRole = await inject('POST', '/api/follows/', paid.authHeader, {
      ...follow,
      role: 'x',
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().role).toBeDefined();

    expect(
      (await inject('DELETE', `/api/follows/supplier/${supplierId}/`, paid.authHeader)).statusCode,
    ).toBe(204);
    expect((await inject('GET', '/api/follows/', paid.authHeader)).json().follows).toEqual([]);
  });
});

describe('follow news in the alert digest', () => {
  it("puts a followed supplier's new award in the next digest exactly once", async () => {
    await ingestAward(
      'Lock gate repairs',
      'Canal and River Trust',
      'Gatewright Engineering Ltd',
      '05550001',
    );
    const supplierId = await organisationIdOf('reg:GB-COH:05550001');
    const ada = await createUser(db(), { tier: 'premium', first_name: 'Ada' });
    await insertAlertProfile(db(), ada.id, {
      profile_name: 'Lighthouses',
      keywords: 'lighthouse',
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
    });
    await inject('POST', '/api/follows/', ada.authHeader, {
      role: 'supplier',
      organisation_id: supplierId,
    });
    await dispatch();
    // The awards before the follow are not news.
    expect(mailTo(ada.email)).toHaveLength(0);

    // The same company under another spelling wins a lighthouse contract.
    await ingestAward(
      'Lighthouse lantern maintenance',
      'Trinity House',
      'GATEWRIGHT ENGINEERING LIMITED',
      '5550001',
    );
    await dispatch();
    const [digest] = mailTo(ada.email);
    expect(mailTo(ada.email)).toHaveLength(1);
    const text = readTextPart(digest!.raw);
    expect(text).toContain('1 new opportunity matches your alert profile "Lighthouses"');
    expect(text).toContain('1 new award to suppliers you follow');
    expect(text).toMatch(/Lighthouse lantern maintenance[\s\S]*Gatewright/);
    expect(text).toContain('http://wac.test/account/following');

    await dispatch();
    expect(mailTo(ada.email)).toHaveLength(1);
    const { rows } = await db().query(
      'SELECT count(*)::int AS n FROM follow_deliveries WHERE user_id = $1',
      [ada.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('sends follow news on its own to a paying user without alert profiles, once', async () => {
    await ingestAward('Beach cleaning', 'Cornwall Council', 'Shoreline Services Ltd', '06660001');
    const buyerId = await organisationIdOf('name:cornwall council');
    const bob = await createUser(db(), { tier: 'professional', first_name: 'Bob' });
    const lapsed = await createUser(db(), { tier: 'premium' });
    for (const user of [bob, lapsed]) {
      await inject('POST', '/api/follows/', user.authHeader, {
        role: 'buyer',
        organisation_id: buyerId,
      });
    }
    await db().query(`UPDATE users SET tier = 'free' WHERE id = $1`, [lapsed.id]);

    await ingestAward('Harbour wall survey', 'Cornwall Council', 'Coastal Surveys Ltd', '06660002');
    // The instant runs after each sync carry no follow news: it waits for the daily digest.
    await dispatchAlertDigests(testApp.app.deps, { delivery: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailTo(bob.email)).toHaveLength(0);
    await dispatch();
    expect(mailTo(bob.email)).toHaveLength(1);
    const [digest] = mailTo(bob.email);
    expect(digest!.subject).toContain('News from buyers and suppliers you follow');
    const text = readTextPart(digest!.raw);
    expect(text).toContain('1 new notice from buyers you follow');
    expect(text).toContain('Harbour wall survey');
    expect(text).not.toContain('Beach cleaning');
    expect(mailTo(lapsed.email)).toHaveLength(0);

    await dispatch();
    expect(mailTo(bob.email)).toHaveLength(1);
  });
});
