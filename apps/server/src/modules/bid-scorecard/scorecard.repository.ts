import type { BidCriterion } from '@wac/contract';
import type { Queryable } from '../../db/pool';

export type StoredScores = Partial<
  Record<BidCriterion, { score: number | null; note: string | null }>
>;

export async function findWeights(db: Queryable, workspaceId: number) {
  const { rows } = await db.query<{ weights: Partial<Record<BidCriterion, number>> }>(
    'SELECT weights FROM bid_scorecard_weights WHERE workspace_id = $1',
    [workspaceId],
  );
  return rows[0]?.weights ?? {};
}

export async function saveWeights(
  db: Queryable,
  workspaceId: number,
  weights: Record<BidCriterion, number>,
  userId: number,
) {
  await db.query(
    `INSERT INTO bid_scorecard_weights (workspace_id, weights, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (workspace_id) DO UPDATE
       SET weights = EXCLUDED.weights, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [workspaceId, JSON.stringify(weights), userId],
  );
}

export async function findScores(db: Queryable, itemId: number): Promise<StoredScores> {
  const { rows } = await db.query<{ scores: StoredScores }>(
    'SELECT scores FROM pipeline_item_scorecards WHERE item_id = $1',
    [itemId],
  );
  return rows[0]?.scores ?? {};
}

/** Merges the sent criteria into the stored ones (a criterion not sent keeps its score). */
export async function saveScores(
  db: Queryable,
  itemId: number,
  scores: StoredScores,
  userId: number,
) {
  await db.query(
    `INSERT INTO pipeline_item_scorecards (item_id, scores, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (item_id) DO UPDATE
       SET scores = pipeline_item_scorecards.scores || EXCLUDED.scores,
           updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [itemId, JSON.stringify(scores), userId],
  );
}
