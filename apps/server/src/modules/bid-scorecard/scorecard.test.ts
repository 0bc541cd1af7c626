import { opportunityScorecardResponseSchema, scorecardResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { type Caller, callWorkspaces, findWorkspaceId } from '../../../test/helpers/workspaces';

let testApp: TestApp;
let owner: Caller;
let workspaceId: number;
let itemId: number;
let wacId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createUser(testApp.database.pool, { tier: 'professional' });
  workspaceId = await findWorkspaceId(testApp.app, owner);
  wacId = (await createOpportunity(testApp.database.pool, { title: 'Bridge inspection' })).wac_id;
  const added = await callWorkspaces(
    testApp.app,
    owner,
    'POST',
    `/${workspaceId}/pipeline/items/`,
    {
      wac_id: wacId,
    },
  );
  itemId = added.json().id;
});
afterAll(async () => {
  await testApp.close();
});

const scorecardPath = () => `/${workspaceId}/pipeline/items/${itemId}/scorecard/`;

describe('bid/no-bid scorecard', () => {
  it('starts unscored with the default weights and no recommendation', async () => {
    const response = await callWorkspaces(
      testApp.app,
      owner,
      'GET',
      `/${workspaceId}/scorecard/?wac_id=${wacId.toLowerCase()}`,
    );
    expect(response.statusCode).toBe(200);
    const body = scorecardResponseSchema.parse(response.json());
    expect(body.item.id).toBe(itemId);
    expect(body.criteria.map((c) => c.id)).toEqual([
      'capability_fit',
      'capacity',
      'buyer_relationship',
      'competition',
      'margin',
      'time_to_deadline',
      'social_value',
    ]);
    expect(body.recommendation).toBeNull();
    expect(body.recommendation_text).toBe('Score the criteria to see a recommendation.');
  });

  it('answers an opportunity not in the pipeline with no scorecard, not an error', async () => {
    const other = await createOpportunity(testApp.database.pool, { title: 'Road resurfacing' });
    const response = await callWorkspaces(
      testApp.app,
      owner,
      'GET',
      `/${workspaceId}/scorecard/?wac_id=${other.wac_id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(opportunityScorecardResponseSchema.parse(response.json())).toBeNull();
  });

  it('weighs the scores with the weights the workspace set, and names the weakest', async () => {
    const weights = {
      capability_fit: 4,
      capacity: 2,
      buyer_relationship: 0,
      competition: 2,
      margin: 1,
      time_to_deadline: 1,
      social_value: 0,
    };
    const saved = await callWorkspaces(
      testApp.app,
      owner,
      'PUT',
      `/${workspaceId}/scorecard/weights/`,
      { weights },
    );
    expect(saved.statusCode).toBe(200);
    const response = await callWorkspaces(testApp.app, owner, 'PUT', scorecardPath(), {
      scores: {
        capability_fit: { score: 5, note: 'We built the last two bridges.' },
        capacity: { score: 3 },
        competition: { score: 1 },
        buyer_relationship: { score: 5 },
      },
    });
    expect(response.statusCode).toBe(200);
    const body = scorecardResponseSchema.parse(response.json());
    // (4*5 + 2*3 + 2*1) / ((4 + 2 + 2) * 5): buyer relationship weighs nothing.
    expect(body.weighted_percent).toBe(Math.round((28 / 40) * 100));
    expect(body.recommendation).toBe('bid');
    expect(body.recommendation_text).toContain('Weakest: Competition and incumbent (1 of 5)');
    expect(body.criteria[0]).toMatchObject({ score: 5, note: 'We built the last two bridges.' });
    // A later save of one criterion keeps the others.
    const later = await callWorkspaces(testApp.app, owner, 'PUT', scorecardPath(), {
      scores: { capability_fit: { score: 1 } },
    });
    expect(later.json().weighted_percent).toBe(Math.round((12 / 40) * 100));
    expect(later.json().recommendation).toBe('no_bid');
  });

  it('stores the decision and its reason on the item, saved with its version', async () => {
    const card = (await callWorkspaces(testApp.app, owner, 'GET', scorecardPath())).json();
    const saved = await callWorkspaces(
      testApp.app,
      owner,
      'PUT',
      `/${workspaceId}/pipeline/items/${itemId}/`,
      {
        version: card.item.version,
        decision: 'no_bid',
        decision_reason: 'Scorecard 30%: no capability.',
      },
    );
    expect(saved.statusCode).toBe(200);
    const after = (await callWorkspaces(testApp.app, owner, 'GET', scorecardPath())).json();
    expect(after.item).toMatchObject({
      decision: 'no_bid',
      decision_reason: 'Scorecard 30%: no capability.',
    });
    const stale = await callWorkspaces(
      testApp.app,
      owner,
      'PUT',
      `/${workspaceId}/pipeline/items/${itemId}/`,
      {
        version: card.item.version,
        decision: 'bid',
      },
    );
    expect(stale.statusCode).toBe(409);
  });

  it('names the field of a bad weight or score', async () => {
    const weight = await callWorkspaces(
      testApp.app,
      owner,
      'PUT',
      `/${workspaceId}/scorecard/weights/`,
      {
        weights: { capability_fit: 11 },
      },
    );
    expect(weight.statusCode).toBe(400);
    const score = await callWorkspaces(testApp.app, owner, 'PUT', scorecardPath(), {
      scores: { margin: { score: 9 } },
    });
    expect(score.statusCode).toBe(400);
    expect(score.json().detail).toContain('Score each criterion as a whole number from 0 to 5');
    const unknown = await callWorkspaces(testApp.app, owner, 'PUT', scorecardPath(), {
      scores: { luck: { score: 1 } },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a free account, naming the plan', async () => {
    const free = await createUser(testApp.database.pool, { tier: 'free' });
    const response = await callWorkspaces(testApp.app, free, 'GET', scorecardPath());
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(
      'The bid/no-bid scorecard comes with the Professional plan and above.',
    );
  });
});
