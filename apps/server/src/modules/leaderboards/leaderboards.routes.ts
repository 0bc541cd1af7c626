import { leaderboardParamsSchema, leaderboardQuerySchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate';
import { createLeaderboardRefresher } from './leaderboard-refresher';
import { getLeaderboard } from './leaderboards.service';

export const leaderboardsRoutes: FastifyPluginAsync = async (app) => {
  const refresher = createLeaderboardRefresher(app.deps.db, app.log);
  app.addHook('onClose', () => refresher.close());

  app.get('/:board', async (request) => {
    const { board } = parseInput(leaderboardParamsSchema, request.params);
    const query = parseInput(leaderboardQuerySchema, request.query);
    const deps = {
      db: app.deps.db,
      refresher,
      maxStalenessSeconds: app.deps.env.LEADERBOARD_MAX_STALENESS_SECONDS,
    };
    return getLeaderboard(deps, request.user, board, query);
  });
};
