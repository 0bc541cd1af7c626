import { useState } from 'react';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { usePipelineLookups } from '../../hooks/use-pipeline-lookups';
import { EMPTY_TABLE_QUERY, type TableQuery, useTableItems } from '../../hooks/use-table-items';
import { PipelineTable } from './pipeline-table';
import { TableFilters } from './table-filters';

/** The table of a workspace's items: the server sorts, filters and pages them. */
export function TableView({ workspaceId }: { workspaceId: number }) {
  const [query, setQuery] = useState<TableQuery>(EMPTY_TABLE_QUERY);
  const lookups = usePipelineLookups(workspaceId);
  const items = useTableItems(workspaceId, query);
  const change = (changes: Partial<TableQuery>) =>
    setQuery((current) => ({ ...current, ...changes }));
  if (lookups.error) {
    return (
      <Alert tone="error">
        {getErrorMessage(lookups.error, 'The pipeline could not be loaded.')}
      </Alert>
    );
  }
  if (!lookups.data) return <PageLoading />;
  const page = items.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;
  return (
    <div className="space-y-4">
      <TableFilters query={query} lookups={lookups.data} onChange={change} />
      {items.error && (
        <Alert tone="error">{getErrorMessage(items.error, 'The items could not be loaded.')}</Alert>
      )}
      {!page && !items.error && <PageLoading />}
      {page && (
        <>
          <p role="status" className="text-sm text-fg-muted">
            {page.total === 1 ? '1 item' : `${formatCount(page.total)} items`}
          </p>
          {page.results.length > 0 && (
            <PipelineTable workspaceId={workspaceId} items={page.results} lookups={lookups.data} />
          )}
          {pageCount > 1 && (
            <nav aria-label="Table pages" className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                disabled={query.page <= 1}
                onClick={() => change({ page: query.page - 1 })}
              >
                Previous
              </Button>
              <span className="text-sm">
                Page {query.page} of {pageCount}
              </span>
              <Button
                variant="secondary"
                disabled={query.page >= pageCount}
                onClick={() => change({ page: query.page + 1 })}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
