import {
  AUDIT_LOG_CSV_MAX_ROWS,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_PERSON_FIELDS,
  type AuditEntry,
  type AuditLogFilters,
  describeAuditAction,
  describeAuditPerson,
  describeWorkspaceFeaturePlan,
  workspaceHasFeature,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { formatExportDateTime } from '../csv-export/csv-rows';
import { toCsvTable } from '../csv-export/csv-table';
import { requireWorkspaceAction } from '../workspaces';
import { findAuditPeople, findFormerActors, listAuditEntries } from './audit-log.repository';

type Deps = Pick<AppDeps, 'db'>;

/** Owners and admins (`audit.read`) of an Enterprise workspace read its log (ADR 0205). */
async function openAuditLog(deps: Deps, user: AuthUser, workspaceId: number) {
  const membership = await requireWorkspaceAction(deps.db, workspaceId, user.id, 'audit.read');
  if (!workspaceHasFeature(membership.tier, 'audit_log')) {
    throw new AppError(
      'FORBIDDEN',
      `The audit log comes with the ${describeWorkspaceFeaturePlan('audit_log')} plan.`,
    );
  }
}

export async function getAuditLog(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  query: AuditLogFilters & { page?: number },
) {
  await openAuditLog(deps, user, workspaceId);
  const page = query.page ?? 1;
  const { results, total } = await listAuditEntries(deps.db, workspaceId, query, {
    limit: AUDIT_LOG_PAGE_SIZE,
    offset: (page - 1) * AUDIT_LOG_PAGE_SIZE,
  });
  const [people, formerActors] = await Promise.all([
    findAuditPeople(deps.db, workspaceId, peopleNamedIn(results)),
    findFormerActors(deps.db, workspaceId),
  ]);
  return {
    results,
    people,
    former_actors: formerActors,
    total,
    page,
    page_size: AUDIT_LOG_PAGE_SIZE,
  };
}

/** The user ids the entries' before and after name, once each. */
function peopleNamedIn(entries: readonly AuditEntry[]): number[] {
  const ids = entries.flatMap((entry) =>
    [entry.before, entry.after].flatMap((fields) =>
      AUDIT_PERSON_FIELDS.map((field) => fields?.[field]).filter(
        (value): value is number => typeof value === 'number',
      ),
    ),
  );
  return [...new Set(ids)];
}

export const AUDIT_LOG_CSV_COLUMNS = [
  'When (UK time)',
  'Who',
  'Email',
  'Action',
  'Pipeline item',
  'About',
  'Before',
  'After',
] as const;

const toCells = (entry: AuditEntry) => [
  formatExportDateTime(new Date(entry.created_at)),
  entry.actor ? describeAuditPerson(entry.actor) : 'Deleted account',
  entry.actor?.email ?? '',
  describeAuditAction(entry.action),
  entry.item_id ?? '',
  entry.subject ?? '',
  entry.before ? JSON.stringify(entry.before) : '',
  entry.after ? JSON.stringify(entry.after) : '',
];

/** The filtered log as CSV, newest first, up to AUDIT_LOG_CSV_MAX_ROWS rows. */
export async function exportAuditLogCsv(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  filters: AuditLogFilters,
) {
  await openAuditLog(deps, user, workspaceId);
  const { results } = await listAuditEntries(deps.db, workspaceId, filters, {
    limit: AUDIT_LOG_CSV_MAX_ROWS,
    offset: 0,
  });
  return toCsvTable(AUDIT_LOG_CSV_COLUMNS, results.map(toCells));
}
