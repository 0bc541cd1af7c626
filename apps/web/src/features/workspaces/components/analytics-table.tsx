import type { ReactNode } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { analyticsCsvPath } from '../api/workspaces-api';

export type Column<Row> = { label: string; cell: (row: Row) => ReactNode; isNumber?: boolean };

/**
 * One analytics table in a card: its title, an optional chart above, the figures as a table
 * (the accessible form of the chart) and its CSV download.
 */
export function AnalyticsTable<Row>({
  workspaceId,
  table,
  title,
  chart,
  columns,
  rows,
  empty,
  rowKey,
}: {
  workspaceId: number;
  table: string;
  title: string;
  chart?: ReactNode;
  columns: Column<Row>[];
  rows: Row[];
  empty: string;
  rowKey: (row: Row) => string | number;
}) {
  const headingId = `analytics-${table}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {rows.length > 0 && (
          <ExportCsvButton
            size="sm"
            path={analyticsCsvPath(workspaceId, table)}
            fallbackName={`wac-pipeline-${table}.csv`}
          />
        )}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{empty}</p>
      ) : (
        <>
          {chart}
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls a table wider than a phone only when its region takes focus (axe's scrollable-region-focusable)
            tabIndex={0}
            aria-label={`${title}: figures`}
            className="overflow-x-auto rounded-lg border border-line text-xs sm:text-sm"
          >
            <table className="w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead className="bg-surface-muted">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.label}
                      scope="col"
                      className={`px-2 py-1.5 font-semibold sm:px-3 ${column.isNumber ? 'text-right' : ''}`}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column, index) =>
                      index === 0 ? (
                        <th
                          key={column.label}
                          scope="row"
                          className="px-2 py-1 font-normal break-words sm:px-3"
                        >
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td
                          key={column.label}
                          className={`px-2 py-1 sm:px-3 ${column.isNumber ? 'text-right tabular-nums' : ''}`}
                        >
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
