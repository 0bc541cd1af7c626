import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { deliverAfterCommit, queueWebhookEvents, type UserWebhookEvent } from '../webhooks';
import { mayDoInWorkspace } from '../workspaces';
import { composePipelineEvent } from './pipeline-webhook-events';
import {
  claimPipelineAuditRows,
  findPipelineListeners,
} from './pipeline-webhook-events.repository';

type Deps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;

/**
 * Posts the pipeline's news to the webhooks that chose it (ADR 0257), driven by the audit log:
 * every item change is recorded there with its before and after, in the change's transaction,
 * so the log is the one source and a rolled-back change posts nothing. Each entry is claimed
 * once with its deliveries; an endpoint gets it only while its owner's role allows
 * `pipeline.webhooks` in that workspace. Answers the deliveries made.
 */
export async function dispatchPipelineWebhookEvents(deps: Deps): Promise<number> {
  const deliveryIds = await withTransaction(deps.db, async (client) => {
    const rows = await claimPipelineAuditRows(client);
    const workspaceIds = [...new Set(rows.map((row) => row.workspace_id))];
    const listeners = [];
    for (const listener of await findPipelineListeners(client, workspaceIds)) {
      const { workspace_id, user_id } = listener;
      if (await mayDoInWorkspace(client, workspace_id, user_id, 'pipeline.webhooks')) {
        listeners.push(listener);
      }
    }
    const events: UserWebhookEvent[] = [];
    for (const row of rows) {
      const event = composePipelineEvent(deps.env.PUBLIC_BASE_URL, row);
      if (!event) continue;
      for (const listener of listeners) {
        if (listener.workspace_id !== row.workspace_id) continue;
        events.push({
          userId: listener.user_id,
          key: `pipeline:${row.id}`,
          subject: { kind: 'pipeline', workspaceId: row.workspace_id, since: row.created_at },
          event,
        });
      }
    }
    return queueWebhookEvents(deps, client, events);
  });
  deliverAfterCommit(deps, deliveryIds);
  return deliveryIds.length;
}
