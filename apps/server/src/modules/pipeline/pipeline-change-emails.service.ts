import type { AppDeps } from '../../app-deps';
import { type PoolClient, withTransaction } from '../../db/pool';
import { queueDigestsInTransaction } from '../alerts/alert-digest-outbox';
import { enqueueEmail } from '../email/email.service';
import type { EmailMessage } from '../email/email-message';
import { describeChange, findChangeDetails, findRecipients } from '../favourite-changes';
import {
  claimItemChanges,
  findItemWorkspaces,
  findPendingItemChanges,
  type PendingItemChange,
} from './pipeline-change-emails.repository';
import { buildItemChangeEmail } from './pipeline-emails';

type Deps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;

/** As for favourites: a change older than this is no news any more. */
const MAX_CHANGE_AGE_DAYS = 7;

async function composeForClaimed(
  deps: Deps,
  client: PoolClient,
  claimed: PendingItemChange[],
  runKey: string,
) {
  const details = await findChangeDetails(
    client,
    claimed.map((pair) => pair.change_id),
  );
  const recipients = await findRecipients(client, [...new Set(claimed.map((p) => p.user_id))]);
  const items = await findItemWorkspaces(client, [...new Set(claimed.map((p) => p.item_id))]);
  const messages: EmailMessage[] = [];
  for (const [itemId, item] of items) {
    const pairs = claimed.filter((pair) => pair.item_id === itemId);
    const recipient = recipients.get(pairs[0]!.user_id);
    const rows = pairs.flatMap((pair) => details.get(pair.change_id) ?? []);
    if (!recipient || rows.length === 0) continue;
    messages.push(
      buildItemChangeEmail(deps.env.PUBLIC_BASE_URL, {
        key: `pipeline-changes:${itemId}:${runKey}`,
        to: recipient.email,
        firstName: recipient.first_name,
        item: {
          itemId,
          workspaceId: item.workspace_id,
          workspaceName: item.workspace_name,
          title: rows[0]!.title,
        },
        summaries: rows
          .sort((a, b) => a.change_id - b.change_id)
          .map((row) => describeChange(row.kind, row.old_value, row.new_value)),
      }),
    );
  }
  return messages;
}

/**
 * Tells each pipeline item's owner what changed in its notice since the last run (ADR 0202):
 * the changes the favourites' detector recorded, one email per item. Each (item, change) is
 * claimed in pipeline_change_deliveries in the transaction that queues the email, so a retry
 * never repeats one. Runs after each sync with the favourites' instant change emails.
 */
export async function dispatchPipelineChangeEmails(deps: Deps, runKey: string): Promise<number> {
  const pending = await findPendingItemChanges(deps.db, MAX_CHANGE_AGE_DAYS);
  if (pending.length === 0) return 0;
  const messages = await withTransaction(deps.db, async (client) => {
    const claimed = await claimItemChanges(
      client,
      pending.map((pair) => ({ ...pair, emailKey: `pipeline-changes:${pair.item_id}:${runKey}` })),
    );
    if (claimed.length === 0) return [];
    const composed = await composeForClaimed(deps, client, claimed, runKey);
    if (deps.jobs) await queueDigestsInTransaction(deps.jobs, client, composed);
    return composed;
  });
  // Without the job queue (JOBS_ENABLED=false) mail is sent in-process after the commit, once.
  if (!deps.jobs) for (const message of messages) await enqueueEmail(deps, message);
  return messages.length;
}
