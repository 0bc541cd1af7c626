import {
  BID_CRITERIA,
  BID_CRITERION_LABELS,
  type BidCriterion,
  type BidWeightsResponse,
  DEFAULT_BID_WEIGHTS,
  describeLowestPlanWith,
  type PipelineItem,
  type SaveScorecardRequest,
  type ScorecardResponse,
  type WorkspaceAction,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { hasCapability } from '../auth/plan-access';
import { findItem, findItemByWacId } from '../pipeline';
import { requireWorkspaceAction } from '../workspaces';
import { recommend } from './recommendation';
import { findScores, findWeights, saveScores, saveWeights } from './scorecard.repository';

type Deps = Pick<AppDeps, 'db'>;
type ItemIds = { id: number; itemId: number };

export const planNeededForScorecard = () =>
  `The bid/no-bid scorecard comes with the ${describeLowestPlanWith('win_probability')} plan and above.`;

/** The plan first (a 403 naming it), then the role in the workspace (404 to outsiders). */
async function requireScorecard(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  action: WorkspaceAction,
) {
  if (!hasCapability(user, 'win_probability'))
    throw new AppError('FORBIDDEN', planNeededForScorecard());
  await requireWorkspaceAction(deps.db, workspaceId, user.id, action);
}

async function readWeights(deps: Deps, workspaceId: number): Promise<Record<BidCriterion, number>> {
  return { ...DEFAULT_BID_WEIGHTS, ...(await findWeights(deps.db, workspaceId)) };
}

export async function getWeights(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
): Promise<BidWeightsResponse> {
  await requireScorecard(deps, user, workspaceId, 'pipeline.read');
  const weights = await readWeights(deps, workspaceId);
  return {
    criteria: BID_CRITERIA.map((id) => ({
      id,
      label: BID_CRITERION_LABELS[id],
      weight: weights[id],
    })),
  };
}

/** Owners and admins set the weights, as they set the pipeline's stages. */
export async function putWeights(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  weights: Record<BidCriterion, number>,
): Promise<BidWeightsResponse> {
  await requireScorecard(deps, user, workspaceId, 'pipeline.configure_stages');
  await saveWeights(deps.db, workspaceId, weights, user.id);
  return getWeights(deps, user, workspaceId);
}

async function buildScorecard(
  deps: Deps,
  workspaceId: number,
  item: PipelineItem,
): Promise<ScorecardResponse> {
  const [weights, scores] = await Promise.all([
    readWeights(deps, workspaceId),
    findScores(deps.db, item.id),
  ]);
  const criteria = BID_CRITERIA.map((id) => ({
    id,
    label: BID_CRITERION_LABELS[id],
    weight: weights[id],
    score: scores[id]?.score ?? null,
    note: scores[id]?.note ?? null,
  }));
  return { item, criteria, ...recommend(criteria) };
}

const NOT_IN_PIPELINE = 'This opportunity is not in the pipeline.';

export async function getScorecard(deps: Deps, user: AuthUser, ids: ItemIds) {
  await requireScorecard(deps, user, ids.id, 'pipeline.read');
  const item = await findItem(deps.db, ids.id, ids.itemId);
  if (!item) throw new AppError('NOT_FOUND', NOT_IN_PIPELINE);
  return buildScorecard(deps, ids.id, item);
}

/**
 * The opportunity page asks this of every notice it shows, so "not in this workspace's pipeline"
 * is an ordinary answer (null), not an error; another workspace's item is never looked at.
 */
export async function getScorecardForOpportunity(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  wacId: string,
): Promise<ScorecardResponse | null> {
  await requireScorecard(deps, user, workspaceId, 'pipeline.read');
  const item = await findItemByWacId(deps.db, workspaceId, wacId);
  return item ? buildScorecard(deps, workspaceId, item) : null;
}

/** Saves the scores sent; the decision and its reason are saved on the item with its version. */
export async function putScorecard(
  deps: Deps,
  user: AuthUser,
  ids: ItemIds,
  request: SaveScorecardRequest,
) {
  await requireScorecard(deps, user, ids.id, 'pipeline.write');
  const item = await findItem(deps.db, ids.id, ids.itemId);
  if (!item) throw new AppError('NOT_FOUND', NOT_IN_PIPELINE);
  await saveScores(deps.db, item.id, request.scores, user.id);
  return buildScorecard(deps, ids.id, item);
}
