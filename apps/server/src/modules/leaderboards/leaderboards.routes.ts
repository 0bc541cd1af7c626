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
    return getLeaderboard({ db: app.deps.db, refresher }, request.user, board, query);
  });
};
