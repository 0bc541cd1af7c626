import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@wac/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { addPipelineItem, createPipelineTeam } from '../../../test/helpers/pipeline';
import { waitFor } from '../../../test/helpers/wait';
import { type Caller, callWorkspaces, findWorkspaceId } from '../../../test/helpers/workspaces';
import {
  addEndpoint,
  listEndpoints,
  sleep,
  useWebhookTestKit,
} from '../webhooks/testing/webhook-test-kit';
import { verifyWebhookSignature } from '../webhooks/webhook-signature';
import { dispatchPipelineWebhookEvents } from './pipeline-webhook-dispatch';

// biome-ignore lint/suspicious/noExplicitAny: received JSON is read by path in the assertions.
type Wire = any;
const kit = useWebhookTestKit();
const db = () => kit.testApp.database.pool;
const app = () => kit.testApp.app;
const dispatch = () => dispatchPipelineWebhookEvents(app().deps);
const clearReceivers = () => {
  for (const receiver of Object.values(kit.receivers)) receiver.received.length = 0;
};

async function stageIds(caller: Caller, workspaceId: number) {
  const response = await callWorkspaces(app(), caller, 'GET', `/${workspaceId}/pipeline/stages/`);
  const stages = response.json().results as { id: number; name: string }[];
  return Object.fromEntries(stages.map((stage) => [stage.name, stage.id]));
}

async function saveItem(
  caller: Caller,
  ids: { workspaceId: number; itemId: number },
  body: object,
) {
  const path = `/${ids.workspaceId}/pipeline/items/${ids.itemId}/`;
  const current = await callWorkspaces(app(), caller, 'GET', path);
  const saved = await callWorkspaces(app(), caller, 'PUT', path, {
    version: current.json().version,
    ...body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const attach = (caller: Caller, ids: number[]) =>
  app().inject({
    method: 'POST',
    url: '/api/webhooks/',
    headers: caller.authHeader,
    payload: {
      kind: 'slack',
      url: kit.receivers.slack.url,
      endpoint_name: 'Team channel',
      pipeline_workspace_ids: ids,
    },
  });

describe('pipeline events to webhooks', () => {
  beforeEach(async () => {
    await db().query('DELETE FROM webhook_endpoints');
    clearReceivers();
  });

  it('lets only owners and admins attach a pipeline; a member or an outsider is refused', async () => {
    const team = await createPipelineTeam(db());
    await db().query(`UPDATE users SET tier = 'premium' WHERE id = $1`, [team.member.id]);
    const refused = await attach(team.member, [team.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors?.pipeline_workspace_ids ?? refused.body).toBeTruthy();
    expect(refused.body).toContain('owner or an admin');

    const outsider = await createUser(db(), { tier: 'professional' });
    const outsiderWorkspace = await findWorkspaceId(app(), outsider);
    const strangers = await attach(outsider, [team.id]);
    expect(strangers.statusCode).toBe(400);
    expect(strangers.body).toBe(refused.body);
    // Their own workspace is theirs to attach.
    const own = await attach(outsider, [outsiderWorkspace]);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().pipeline_workspace_ids).toEqual([outsiderWorkspace]);

    await db().query(
      `UPDATE workspace_members SET role = 'admin' WHERE workspace_id = $1 AND user_id = $2`,
      [team.id, team.member.id],
    );
    expect((await attach(team.member, [team.id])).statusCode).toBe(201);
  });

  it('posts one correctly shaped message per pipeline event to Slack, Teams and a signed endpoint', async () => {
    const team = await createPipelineTeam(db());
    const outsider = await createUser(db(), { tier: 'professional' });
    const outsiderWorkspace = await findWorkspaceId(app(), outsider);
    await addEndpoint(kit, outsider.authHeader, {
      kind: 'generic',
      url: kit.receivers.generic.url,
      endpoint_name: 'Other firm',
      pipeline_workspace_ids: [outsiderWorkspace],
    });
    const choices = { pipeline_workspace_ids: [team.id] };
    await addEndpoint(kit, team.owner.authHeader, {
      kind: 'slack',
      url: kit.receivers.slack.url,
      endpoint_name: 'Bids',
      ...choices,
    });
    await addEndpoint(kit, team.owner.authHeader, {
      kind: 'teams',
      url: kit.receivers.teams.url,
      endpoint_name: 'Bids',
      ...choices,
    });
    const generic = await addEndpoint(kit, team.owner.authHeader, {
      kind: 'generic',
      url: kit.receivers.generic.url,
      endpoint_name: 'CRM',
      ...choices,
    });
    const stages = await stageIds(team.owner, team.id);
    const notice = await createOpportunity(db(), { title: 'Harbour <!channel> dredging' });
    const itemId = await addPipelineItem(app(), team.member, team.id, notice.wac_id);
    const ids = { workspaceId: team.id, itemId };
    await saveItem(team.member, ids, { stage_id: stages.Qualifying });
    await saveItem(team.owner, ids, { owner_user_id: team.owner.id });
    await saveItem(team.owner, ids, { decision: 'bid', decision_reason: 'Strong fit' });
    // A change nobody watches for in a channel makes no message.
    await saveItem(team.owner, ids, { probability: 40 });
    await saveItem(team.owner, ids, { stage_id: stages.Won, outcome_reason: 'Best price' });

    expect(await dispatch()).toBe(15);
    expect(await dispatch()).toBe(0);
    await waitFor(() => Object.values(kit.receivers).every((r) => r.received.length >= 5));
    await sleep(1500);
    for (const receiver of Object.values(kit.receivers)) expect(receiver.received).toHaveLength(5);

    // Two workers deliver side by side, so messages may arrive in any order: read them by headline.
    const byHeadline = (receiver: 'slack' | 'teams', read: (json: Wire) => string) =>
      kit.receivers[receiver].received
        .map((r) => r.json as Wire)
        .sort((a, b) => read(a).localeCompare(read(b)));
    const slack = byHeadline('slack', (json) => json.blocks[0].text.text);
    const { rows } = await db().query<{ name: string }>(
      'SELECT name FROM workspaces WHERE id = $1',
      [team.id],
    );
    const where = rows[0]!.name;
    expect(slack.map((message) => message.blocks[0].text.text)).toEqual([
      `Added to the pipeline in ${where}`,
      `Bid decision recorded in ${where}`,
      `Moved to Qualifying in ${where}`,
      `New owner for a pipeline item in ${where}`,
      `Won: a pipeline item in ${where}`,
    ]);
    const itemUrl = `http://wac.test/pipeline/${team.id}/items/${itemId}`;
    expect(slack[0]!.blocks[1].text.text).toBe(`*<${itemUrl}|Harbour &lt;!channel&gt; dredging>*`);
    expect(slack[2]!.blocks[2].elements[0].text).toMatch(
      /^Stage: Identified → Qualifying · By Maya/,
    );
    expect(slack[3]!.blocks[2].elements[0].text).toMatch(/^Owner: Maya .*→ Olive/);
    expect(slack[1]!.blocks[2].elements[0].text).toContain('Bid decision: Bid (Strong fit)');
    expect(slack[4]!.blocks[2].elements[0].text).toContain(
      'Stage: Qualifying → Won · Outcome: Won (Best price)',
    );
    expect(slack[0]!.blocks.at(-1).text.text).toBe(
      `<http://wac.test/pipeline?workspace=${team.id}|Open the pipeline>`,
    );

    const cards = byHeadline(
      'teams',
      (json) => json.attachments[0].content.body[0].inlines[0].text,
    );
    const card = cards[4].attachments[0].content;
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    expect(card.body[0].inlines[0].text).toBe(`Won: a pipeline item in ${where}`);
    expect(card.body[1].inlines[0]).toMatchObject({
      text: 'Harbour <!channel> dredging',
      selectAction: { type: 'Action.OpenUrl', url: itemUrl },
    });

    const sent = [...kit.receivers.generic.received].sort(
      (a, b) => (a.json as Wire).pipeline.audit_id - (b.json as Wire).pipeline.audit_id,
    );
    const last = sent[4]!;
    expect(last.json).toMatchObject({
      type: 'pipeline.item_changed',
      pipeline: {
        workspace_id: team.id,
        item_id: itemId,
        changes: [
          { what: 'stage', before: 'Qualifying', after: 'Won' },
          { what: 'outcome', before: null, after: 'won' },
        ],
      },
    });
    expect(sent[0]!.json).toMatchObject({
      type: 'pipeline.item_added',
      items: [{ wac_id: notice.wac_id, url: itemUrl }],
    });
    const headers = {
      signature: String(last.headers[WEBHOOK_SIGNATURE_HEADER]),
      timestamp: String(last.headers[WEBHOOK_TIMESTAMP_HEADER]),
    };
    expect(last.headers[WEBHOOK_DELIVERY_HEADER]).toBe(String(last.json.id));
    expect(verifyWebhookSignature(generic.signing_secret!, headers, last.body)).toBe(true);
    // The other firm's endpoint heard nothing of this team: every generic message is the team's.
    expect(sent.every((r) => (r.json as Wire).pipeline.workspace_id === team.id)).toBe(true);
  });

  it('retries after a 500, does not repeat after success, and stops when the role is lost', async () => {
    const team = await createPipelineTeam(db());
    await db().query(
      `UPDATE workspace_members SET role = 'admin' WHERE workspace_id = $1 AND user_id = $2`,
      [team.id, team.member.id],
    );
    await db().query(`UPDATE users SET tier = 'premium' WHERE id = $1`, [team.member.id]);
    const endpoint = await addEndpoint(kit, team.member.authHeader, {
      kind: 'generic',
      url: kit.receivers.generic.url,
      endpoint_name: 'Flaky',
      pipeline_workspace_ids: [team.id],
    });
    kit.receivers.generic.failWith(500);
    const notice = await createOpportunity(db(), { title: 'Lock gate repairs' });
    await addPipelineItem(app(), team.owner, team.id, notice.wac_id);
    expect(await dispatch()).toBe(1);
    await waitFor(() => kit.receivers.generic.received.length >= 1);
    kit.receivers.generic.failWith(null);
    await waitFor(() => kit.receivers.generic.received.length >= 2);
    await sleep(2000);
    const received = kit.receivers.generic.received;
    expect(received).toHaveLength(2);
    expect(received[1]!.json.id).toBe(received[0]!.json.id);
    const [shown] = await listEndpoints(kit, team.member.authHeader);
    expect(shown).toMatchObject({ id: endpoint.id, status: 'active', consecutive_failures: 0 });
    expect(shown!.last_success_at).not.toBeNull();
    clearReceivers();
    // Made a member again, the endpoint's owner no longer runs the pipeline: nothing is posted.
    await db().query(
      `UPDATE workspace_members SET role = 'member' WHERE workspace_id = $1 AND user_id = $2`,
      [team.id, team.member.id],
    );
    const other = await createOpportunity(db(), { title: 'Weir survey' });
    await addPipelineItem(app(), team.owner, team.id, other.wac_id);
    expect(await dispatch()).toBe(0);
  });
});
