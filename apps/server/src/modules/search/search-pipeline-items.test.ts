import { opportunityDetailSchema, searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { addPipelineItem, createPipelineTeam } from '../../../test/helpers/pipeline';
import { recordQueries } from '../../../test/helpers/query-log';
import { type Caller, callWorkspaces, findWorkspaceId } from '../../../test/helpers/workspaces';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;

async function searchAs(caller: Caller | null, q: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/search/?q=${encodeURIComponent(q)}`,
    headers: caller?.authHeader ?? {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json()).results;
}

async function detailAs(caller: Caller | null, wacId: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/opportunities/${wacId}/`,
    headers: caller?.authHeader ?? {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return opportunityDetailSchema.parse(response.json());
}

describe("the caller's pipeline on search cards and the detail page", () => {
  it('says which of their workspaces hold it, at which stage, and tells nobody else', async () => {
    const team = await createPipelineTeam(db());
    const held = await createOpportunity(db(), { title: 'Culvert clearance framework' });
    await createOpportunity(db(), { title: 'Culvert survey' });
    const itemId = await addPipelineItem(testApp.app, team.member, team.id, held.wac_id);
    const stages = await callWorkspaces(
      testApp.app,
      team.owner,
      'GET',
      `/${team.id}/pipeline/stages/`,
    );
    const writing = (stages.json().results as { id: number; name: string }[]).find(
      (stage) => stage.name === 'Writing',
    )!;
    const moved = await callWorkspaces(
      testApp.app,
      team.owner,
      'PUT',
      `/${team.id}/pipeline/items/${itemId}/stage/`,
      { version: 1, stage_id: writing.id },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const placement = [{ workspace_id: team.id, item_id: itemId, stage: 'Writing' }];

    // Every role reads the pipeline, so the viewer is told too.
    for (const caller of [team.owner, team.member, team.viewer]) {
      const results = await searchAs(caller, 'culvert');
      const card = results.find((result) => result.opportunity_id === held.wac_id)!;
      expect(card.pipeline_items).toEqual(placement);
      expect(
        results.find((result) => result.opportunity_id !== held.wac_id)!.pipeline_items,
      ).toEqual([]);
      expect((await detailAs(caller, held.wac_id)).pipeline_items).toEqual(placement);
    }

    // A member of another workspace (its own pipeline holding the other notice) and a visitor
    // see none of this team's items, also from a page the cache already holds.
    const outsider = await createUser(db(), { tier: 'professional' });
    const own = await findWorkspaceId(testApp.app, outsider);
    for (const caller of [outsider, null]) {
      const results = await searchAs(caller, 'culvert');
      expect(results.every((result) => result.pipeline_items.length === 0)).toBe(true);
      expect((await detailAs(caller, held.wac_id)).pipeline_items).toEqual([]);
    }
    const ownItem = await addPipelineItem(testApp.app, outsider, own, held.wac_id);
    const mine = (await searchAs(outsider, 'culvert')).find(
      (r) => r.opportunity_id === held.wac_id,
    );
    expect(mine!.pipeline_items).toEqual([
      { workspace_id: own, item_id: ownItem, stage: 'Identified' },
    ]);
  });

  it('reads the flags of a whole page in one query', async () => {
    const team = await createPipelineTeam(db());
    for (let n = 0; n < 12; n += 1) {
      const notice = await createOpportunity(db(), { title: `Sluice gate ${n}` });
      if (n % 2 === 0) await addPipelineItem(testApp.app, team.owner, team.id, notice.wac_id);
    }
    let results: Awaited<ReturnType<typeof searchAs>> = [];
    const queries = await recordQueries(db(), async () => {
      results = await searchAs(team.owner, 'sluice');
    });
    expect(results.filter((result) => result.pipeline_items.length > 0)).toHaveLength(6);
    expect(queries.filter((text) => text.includes('pipeline_items'))).toHaveLength(1);
  });
});
