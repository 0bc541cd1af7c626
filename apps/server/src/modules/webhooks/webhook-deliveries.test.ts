import {
  alertProfileRequestSchema,
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { releaseStore } from '../../../test/helpers/releases';
import { waitFor } from '../../../test/helpers/wait';
import { ingestHooks } from '../../data-reactions';
import { dispatchAlertDigests } from '../alerts/alert-dispatch.service';
import { insertAlertProfile } from '../alerts/alert-profiles.repository';
import { dispatchFavouriteChangeEmails } from '../favourite-changes/favourite-change-emails.service';
import { createCfRelease } from '../ingest/testing/release-factory';
import { addEndpoint, listEndpoints, sleep, useWebhookTestKit } from './testing/webhook-test-kit';
import { verifyWebhookSignature } from './webhook-signature';

// biome-ignore lint/suspicious/noExplicitAny: received JSON is read by path in the assertions.
type Wire = any;
const kit = useWebhookTestKit();
const db = () => kit.testApp.database.pool;
const store = releaseStore(db, 'ContractsFinder', ingestHooks);

/** Stores a CF award of `title` by `buyer` (its organisation keyed by name) via ingest. */
async function ingestNotice(title: string, buyer: string) {
  const release = createCfRelease({ tag: ['award'] });
  (release.tender as Record<string, unknown>).title = title;
  const buyerId = `GB-CFS-${buyer.length}${buyer.charCodeAt(0)}`;
  await store([
    {
      ...release,
      buyer: { id: buyerId, name: buyer },
      parties: [{ id: buyerId, name: buyer, roles: ['buyer'] }],
    },
  ]);
}

describe('webhook deliveries', () => {
  it('posts one correctly shaped message per alert to Slack, Teams and a signed generic endpoint', async () => {
    const ada = await createUser(db(), { tier: 'premium', first_name: 'Ada' });
    const profile = await insertAlertProfile(
      db(),
      ada.id,
      alertProfileRequestSchema.parse({ profile_name: 'Dredging', keywords: 'dredging' }),
    );
    const choices = { alert_profile_ids: [profile.id] };
    await addEndpoint(kit, ada.authHeader, {
      kind: 'slack',
      url: kit.receivers.slack.url,
      endpoint_name: 'Bids channel',
      ...choices,
    });
    await addEndpoint(kit, ada.authHeader, {
      kind: 'teams',
      url: kit.receivers.teams.url,
      endpoint_name: 'Teams bids',
      ...choices,
    });
    const generic = await addEndpoint(kit, ada.authHeader, {
      kind: 'generic',
      url: kit.receivers.generic.url,
      endpoint_name: 'CRM',
      ...choices,
    });
    expect(generic.signing_secret).toMatch(/^whsec_/);

    // Portal text with Slack's control characters: shown as text, never a mention or a link.
    await store([
      createCfRelease({ tender: { title: 'Harbour dredging <!channel> & <http://evil.test|x>' } }),
    ]);
    const summary = await dispatchAlertDigests(kit.testApp.app.deps, { settleMs: 0, runKey: 'r1' });
    expect(summary.digests).toBe(1);
    // A second run has nothing new; a retried fan-out of the same run adds no delivery.
    await dispatchAlertDigests(kit.testApp.app.deps, { settleMs: 0, runKey: 'r2' });
    await waitFor(() => Object.values(kit.receivers).every((r) => r.received.length >= 1));
    await sleep(1500);
    for (const receiver of Object.values(kit.receivers)) expect(receiver.received).toHaveLength(1);

    const slack = kit.receivers.slack.received[0]!.json as { text: string; blocks: Wire[] };
    expect(slack.text).toContain('1 new opportunity for "Dredging"');
    expect(slack.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: '1 new opportunity for "Dredging"' },
    });
    const link = slack.blocks[1].text.text as string;
    expect(link).toMatch(/^\*<http:\/\/wac\.test\/opportunity\/WAC-[^|]+\|Harbour dredging /);
    expect(link).toContain('&lt;!channel&gt; &amp; &lt;http://evil.test|x&gt;');
    expect(link).not.toContain('<!channel>');
    expect(slack.blocks[2].elements[0].type).toBe('plain_text');
    expect(slack.blocks.at(-1).text.text).toMatch(/^<http:\/\/wac\.test\/search\?/);

    const teams = kit.receivers.teams.received[0]!.json as { type: string; attachments: Wire[] };
    expect(teams.type).toBe('message');
    expect(teams.attachments).toHaveLength(1);
    expect(teams.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    const card = teams.attachments[0].content;
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    expect(card.body[1].inlines[0].text).toContain('Harbour dredging <!channel>');
    expect(card.body[1].inlines[0].selectAction.url).toMatch(/^http:\/\/wac\.test\/opportunity\//);
    expect(card.actions[0]).toMatchObject({
      type: 'Action.OpenUrl',
      title: 'See all matches in search',
    });

    const sent = kit.receivers.generic.received[0]!;
    expect(sent.json).toMatchObject({
      type: 'alert_profile.matches',
      alert_profile_id: profile.id,
      title: '1 new opportunity for "Dredging"',
      more: 0,
    });
    expect((sent.json.items as Wire[])[0].facts).toContain('Value: £50,000');
    expect(sent.headers[WEBHOOK_DELIVERY_HEADER]).toBe(String(sent.json.id));
    const headers = {
      signature: String(sent.headers[WEBHOOK_SIGNATURE_HEADER]),
      timestamp: String(sent.headers[WEBHOOK_TIMESTAMP_HEADER]),
    };
    expect(verifyWebhookSignature(generic.signing_secret!, headers, sent.body)).toBe(true);
    // A changed body, another secret or an old timestamp (a replay) fails.
    expect(verifyWebhookSignature(generic.signing_secret!, headers, `${sent.body} `)).toBe(false);
    expect(verifyWebhookSignature('whsec_other', headers, sent.body)).toBe(false);
    const later = Number(headers.timestamp) + 600;
    expect(verifyWebhookSignature(generic.signing_secret!, headers, sent.body, later)).toBe(false);

    const list = { endpoints: await listEndpoints(kit, ada.authHeader) };
    expect(list.endpoints.every((endpoint) => endpoint.last_success_at !== null)).toBe(true);
    for (const receiver of Object.values(kit.receivers)) receiver.received.length = 0;
  });

  it('sends favourite changes only to the endpoints that chose them', async () => {
    const grace = await createUser(db(), { tier: 'professional' });
    await addEndpoint(kit, grace.authHeader, {
      kind: 'slack',
      url: kit.receivers.slack.url,
      endpoint_name: 'Changes',
      receives_favourite_changes: true,
    });
    await addEndpoint(kit, grace.authHeader, {
      kind: 'teams',
      url: kit.receivers.teams.url,
      endpoint_name: 'Alerts only',
    });
    const original = createCfRelease({
      tender: { title: 'Pier repairs', tenderPeriod: { endDate: '2031-03-14T12:00:00Z' } },
    });
    await store([original]);
    const { rows } = await db().query<{ wac_id: string }>(
      'SELECT wac_id FROM opportunities WHERE ocid = $1',
      [original.ocid],
    );
    const saved = await kit.testApp.app.inject({
      method: 'POST',
      url: '/api/favourites/',
      headers: grace.authHeader,
      payload: { opportunity_id: rows[0]!.wac_id },
    });
    expect(saved.statusCode).toBe(201);
    await store([
      {
        ...original,
        id: `${original.ocid}-2`,
        date: '2026-09-10T10:00:00+01:00',
        tag: ['tenderAmendment'],
        tender: {
          ...(original.tender as object),
          tenderPeriod: { endDate: '2031-03-21T12:00:00Z' },
        },
      },
    ]);
    const deps = kit.testApp.app.deps;
    expect(await dispatchFavouriteChangeEmails(deps, { delivery: 'instant', runKey: 'c1' })).toBe(
      1,
    );
    expect(await dispatchFavouriteChangeEmails(deps, { delivery: 'instant', runKey: 'c2' })).toBe(
      0,
    );
    await waitFor(() => kit.receivers.slack.received.length >= 1);
    await sleep(1500);
    expect(kit.receivers.slack.received).toHaveLength(1);
    expect(kit.receivers.teams.received).toHaveLength(0);
    const message = kit.receivers.slack.received[0]!.json as { text: string; blocks: Wire[] };
    expect(message.text).toContain('One of your favourites has changed');
    expect(message.blocks[2].elements[0].text).toContain(
      'Tender deadline moved from 14 Mar 2031, 12:00 to 21 Mar 2031, 12:00',
    );
    kit.receivers.slack.received.length = 0;
  });

  it('posts the news of followed buyers once, to the endpoints that chose follows', async () => {
    await ingestNotice('Quay lighting', 'Tynedale Harbour Board');
    const { rows } = await db().query<{ organisation_id: number }>(
      `SELECT organisation_id FROM organisation_keys WHERE key = 'name:tynedale harbour board'`,
    );
    const bob = await createUser(db(), { tier: 'professional' });
    const followed = await kit.testApp.app.inject({
      method: 'POST',
      url: '/api/follows/',
      headers: bob.authHeader,
      payload: { role: 'buyer', organisation_id: Number(rows[0]!.organisation_id) },
    });
    expect(followed.statusCode).toBe(201);
    await addEndpoint(kit, bob.authHeader, {
      kind: 'teams',
      url: kit.receivers.teams.url,
      endpoint_name: 'Follows',
      receives_follows: true,
    });
    await ingestNotice('Slipway survey', 'Tynedale Harbour Board');
    await dispatchAlertDigests(kit.testApp.app.deps, { settleMs: 0, runKey: 'd1' });
    await dispatchAlertDigests(kit.testApp.app.deps, { settleMs: 0, runKey: 'd2' });
    await waitFor(() => kit.receivers.teams.received.length >= 1);
    await sleep(1500);
    expect(kit.receivers.teams.received).toHaveLength(1);
    const card = (kit.receivers.teams.received[0]!.json as Wire).attachments[0].content;
    expect(card.body[0].inlines[0].text).toBe('News from buyers and suppliers you follow');
    expect(card.body[1].inlines[0].text).toBe('Slipway survey');
    expect(card.body[2].inlines[0].text).toMatch(/^New notice · Tynedale Harbour Board/);
    expect(card.actions[0]).toEqual({
      type: 'Action.OpenUrl',
      title: 'Manage who you follow',
      url: 'http://wac.test/account/following',
    });
    kit.receivers.teams.received.length = 0;
  });
});
