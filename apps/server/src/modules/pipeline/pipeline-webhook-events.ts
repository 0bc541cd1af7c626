import { type PipelineWebhookChange, pipelineItemPath } from '@wac/contract';
import { buildPublicLink } from '../../config/public-base-url';
import type { WebhookEvent } from '../webhooks';
import type { PipelineAuditRow } from './pipeline-webhook-events.repository';

type Change = { what: PipelineWebhookChange; before: string | null; after: string | null };

const DECISIONS: Readonly<Record<string, string>> = { bid: 'Bid', no_bid: 'No bid' };
/** What reaching a closing stage means, in words (the stage's own name may say it otherwise). */
const OUTCOMES: Readonly<Record<string, string>> = {
  won: 'Won',
  lost: 'Lost',
  no_bid: 'Not bid',
  withdrawn: 'Withdrawn',
};

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/**
 * The changes of one audit entry a team watches for (ADR 0257): an item added, its stage, its
 * owner, its bid decision and, on reaching a closing stage, its outcome. Edits of other fields
 * (value, probability, internal deadline) change none of these and make no event.
 */
export function pipelineChanges(row: PipelineAuditRow): Change[] {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const owner = (id: unknown) => (id == null ? null : (row.owner_names?.[String(id)] ?? null));
  const changes: Change[] = [];
  if (row.action === 'item.added') changes.push({ what: 'added', before: null, after: null });
  if ('stage_id' in after) {
    changes.push({ what: 'stage', before: text(before.stage), after: text(after.stage) });
    const outcome = row.stage_kind ? OUTCOMES[row.stage_kind] : undefined;
    if (outcome) {
      changes.push({ what: 'outcome', before: null, after: row.stage_kind });
    }
  }
  if ('owner_user_id' in after) {
    changes.push({
      what: 'owner',
      before: owner(before.owner_user_id),
      after: owner(after.owner_user_id),
    });
  }
  if ('decision' in after) {
    changes.push({ what: 'decision', before: text(before.decision), after: text(after.decision) });
  }
  return changes;
}

const arrow = (before: string | null, after: string | null, none: string) =>
  before === null ? (after ?? none) : `${before} → ${after ?? none}`;

/** One line per change, in WAC's words (stage names and people's names are the team's own). */
function describeChange(change: Change, row: PipelineAuditRow): string {
  switch (change.what) {
    case 'added':
      return 'Added to the pipeline';
    case 'stage':
      return `Stage: ${arrow(change.before, change.after, 'none')}`;
    case 'outcome': {
      const reason = text(row.after?.outcome_reason);
      return `Outcome: ${OUTCOMES[change.after ?? ''] ?? change.after}${reason ? ` (${reason})` : ''}`;
    }
    case 'owner':
      return `Owner: ${arrow(change.before, change.after, 'nobody')}`;
    case 'decision': {
      const label = (value: string | null) => (value ? (DECISIONS[value] ?? value) : null);
      const reason = text(row.after?.decision_reason);
      const said = arrow(label(change.before), label(change.after), 'not decided');
      return `Bid decision: ${said}${reason ? ` (${reason})` : ''}`;
    }
  }
}

/** The headline: the most telling change, and the workspace it happened in. */
function headline(changes: Change[], row: PipelineAuditRow): string {
  const where = `in ${row.workspace_name}`;
  const outcome = changes.find((change) => change.what === 'outcome');
  if (outcome) return `${OUTCOMES[outcome.after ?? '']}: a pipeline item ${where}`;
  if (changes.some((change) => change.what === 'added')) return `Added to the pipeline ${where}`;
  const stage = changes.find((change) => change.what === 'stage');
  if (stage) return `Moved to ${stage.after ?? 'another stage'} ${where}`;
  if (changes.some((change) => change.what === 'decision')) return `Bid decision recorded ${where}`;
  return `New owner for a pipeline item ${where}`;
}

/** The event of one audit entry, or null when it changed nothing a team watches for. */
export function composePipelineEvent(base: string, row: PipelineAuditRow): WebhookEvent | null {
  const changes = pipelineChanges(row);
  if (changes.length === 0) return null;
  const facts = changes.map((change) => describeChange(change, row));
  if (row.actor_name) facts.push(`By ${row.actor_name}`);
  return {
    type: row.action === 'item.added' ? 'pipeline.item_added' : 'pipeline.item_changed',
    title: headline(changes, row),
    items: [
      {
        wac_id: row.wac_id,
        title: row.title ?? '',
        url: buildPublicLink(base, pipelineItemPath(row.workspace_id, row.item_id)),
        facts,
      },
    ],
    more: 0,
    link: {
      text: 'Open the pipeline',
      url: buildPublicLink(base, `/pipeline?workspace=${row.workspace_id}`),
    },
    pipeline: {
      workspace_id: row.workspace_id,
      workspace_name: row.workspace_name,
      item_id: row.item_id,
      audit_id: row.id,
      actor_name: row.actor_name,
      changes,
    },
  };
}
