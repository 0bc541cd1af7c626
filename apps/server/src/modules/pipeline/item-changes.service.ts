import type { PipelineItemChanges } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-context';
import { describeChange } from '../favourite-changes';
import { getWorkspaceCompany } from '../workspaces';
import { awardNamesCompany } from './award-match';
import { type ItemIds, openItem } from './item-access';
import { listAwardWinners, listItemChanges } from './item-changes.repository';

type Deps = Pick<AppDeps, 'db'>;

/**
 * What changed in the item's notice since it was added (the favourites' detector records it,
 * ADR 0202), who the notice was awarded to and for how much, and whether the award names the
 * workspace's own company while the item is still open: the UI then proposes Won, and the user
 * confirms by moving the item.
 */
export async function getItemChanges(
  deps: Deps,
  user: AuthUser,
  ids: ItemIds,
): Promise<PipelineItemChanges> {
  const item = await openItem(deps, user, ids, 'pipeline.read');
  const [changes, winners, company] = await Promise.all([
    listItemChanges(deps.db, item),
    listAwardWinners(deps.db, item.opportunity_id),
    getWorkspaceCompany(deps.db, item.workspace_id),
  ]);
  return {
    changes: changes.map((change) => ({
      kind: change.kind,
      summary: describeChange(change.kind, change.old_value, change.new_value),
      detected_at: change.detected_at.toISOString(),
    })),
    winners: winners.map(({ name, value, currency }) => ({ name, value, currency })),
    proposes_won: item.stage_kind === 'open' && awardNamesCompany(winners, company),
  };
}
