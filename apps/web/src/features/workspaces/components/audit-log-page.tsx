import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AuditEntry,
  describeAuditAction,
  describeAuditPerson,
  type WorkspaceDetail,
} from '@wac/contract';
import { useDeferredValue, useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, getErrorMessage } from '@/lib/api-error';
import { formatDateTimeUk } from '@/lib/format';
import { auditLogCsvPath, auditQuery, getAuditLog } from '../api/workspaces-api';
import { actorLabel, describeAuditChanges } from '../utils/audit-text';
import { memberName } from '../utils/workspace-text';
import { AuditFilters, type AuditFilterValues, NO_AUDIT_FILTERS } from './audit-filters';
import { WorkspaceFrame } from './workspace-frame';

function Entry({ entry, names }: { entry: AuditEntry; names: ReadonlyMap<number, string> }) {
  const changes = describeAuditChanges(entry.before, entry.after, names);
  return (
    <li className="py-4">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-fg-muted">
        <time dateTime={entry.created_at}>{formatDateTimeUk(entry.created_at)}</time>
        <span className="font-medium text-fg wrap-anywhere">
          {entry.actor ? actorLabel(entry.actor) : 'Deleted account'}
        </span>
      </p>
      <p className="mt-1 font-semibold break-words">
        {describeAuditAction(entry.action)}
        {entry.subject && <span className="font-normal">: {entry.subject}</span>}
        {entry.item_id && (
          <span className="ml-2 text-sm font-normal text-fg-muted">item {entry.item_id}</span>
        )}
      </p>
      {changes.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="text-fg-muted">{change.field}: </span>
              {change.before !== null && <del className="text-fg-muted">{change.before}</del>}
              {change.before !== null && change.after !== null && ' → '}
              {change.after !== null && <ins className="no-underline">{change.after}</ins>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The log of one workspace, with its filters and pages (exported for its test). */
export function AuditLog({ workspace }: { workspace: WorkspaceDetail }) {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(filters);
  const filterQuery = auditQuery(deferred);
  const query = useQuery({
    queryKey: ['audit-log', workspace.id, filterQuery, page],
    queryFn: () => getAuditLog(workspace.id, auditQuery({ ...deferred, page })),
    placeholderData: keepPreviousData,
  });
  const fieldErrors =
    query.error instanceof ApiError
      ? Object.fromEntries(
          (['actor', 'kind', 'item', 'from', 'to'] as const).map((key) => [
            key,
            (query.error as ApiError).firstFieldError(key),
          ]),
        )
      : {};
  const data = query.data;
  // Who the entries' fields name, as the log names them: a removed member keeps their name.
  const names = new Map<number, string>([
    ...workspace.members.map((member) => [member.user_id, memberName(member)] as const),
    ...(data?.people ?? []).map((person) => [person.user_id, describeAuditPerson(person)] as const),
  ]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-2xl text-fg-muted">
          Every change to the pipeline's items, the members and the settings: who made it, when, and
          the fields before and after. Nothing in it can be changed or deleted.
        </p>
        <ExportCsvButton
          path={auditLogCsvPath(workspace.id, filterQuery)}
          fallbackName="wac-audit-log.csv"
        />
      </div>
      <AuditFilters
        workspace={workspace}
        formerActors={data?.former_actors ?? []}
        values={filters}
        errors={fieldErrors}
        onChange={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      {query.isError && !Object.values(fieldErrors).some(Boolean) && (
        <Alert tone="error">
          {getErrorMessage(query.error, 'The audit log could not be loaded.')}
        </Alert>
      )}
      {data && (
        <section
          aria-label="Audit log entries"
          className="rounded-2xl border border-line bg-surface px-5 shadow-sm"
        >
          {data.results.length === 0 ? (
            <p className="py-6 text-fg-muted">No changes match these filters.</p>
          ) : (
            <ol className="divide-y divide-line">
              {data.results.map((entry) => (
                <Entry key={entry.id} entry={entry} names={names} />
              ))}
            </ol>
          )}
        </section>
      )}
      {data && pages > 1 && (
        <nav aria-label="Audit log pages" className="flex items-center justify-between gap-4">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span className="text-sm text-fg-muted">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </nav>
      )}
    </div>
  );
}

/** /account/workspaces/:workspaceId/audit-log (Enterprise; owners and admins, ADR 0205). */
export function AuditLogPage({ workspaceId }: { workspaceId: number }) {
  return (
    <WorkspaceFrame workspaceId={workspaceId}>
      {(workspace) => <AuditLog workspace={workspace} />}
    </WorkspaceFrame>
  );
}
