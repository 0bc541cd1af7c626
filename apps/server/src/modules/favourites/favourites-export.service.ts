import type { Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-context';
import { EXPORT_ROW_COLUMNS } from '../csv-export/export-columns.sql';
import { streamQueryAsCsv } from '../csv-export/stream-query-csv';
import { recordUsage } from '../usage/usage.service';

/**
 * GET /api/favourites/export.csv: the user's favourites, newest first as the page lists them, as
 * CSV (ADR 0093). Open to every signed-in user (their own list, at most their tier's favourites
 * limit); counted as one daily action.
 */
export async function exportFavouritesCsv(
  deps: Pick<AppDeps, 'db' | 'env'>,
  user: AuthUser,
): Promise<Readable> {
  await recordUsage(deps, user, 'csv_export');
  return streamQueryAsCsv(
    deps.db,
    {
      text: `SELECT ${EXPORT_ROW_COLUMNS}
               FROM favourites f JOIN opportunities o ON o.id = f.opportunity_id
              WHERE f.user_id = $1
              ORDER BY f.created_at DESC, f.id DESC`,
      values: [user.id],
    },
    { publicBaseUrl: deps.env.PUBLIC_BASE_URL },
  );
}
