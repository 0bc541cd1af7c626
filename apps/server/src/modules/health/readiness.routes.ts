import type { FastifyPluginAsync } from 'fastify';
import { readMigrations } from '../../db/migrate';
import { checkReadiness } from './readiness.service';

/** GET /api/ready/: 200 when this process should get traffic, 503 (same body) when not. */
export const readinessRoutes: FastifyPluginAsync = async (app) => {
  // The migrations this build ships, read once: they cannot change while it runs.
  const migrationNames = (await readMigrations()).map((migration) => migration.name);
  app.get('/', async (_request, reply) => {
    const readiness = await checkReadiness(
      app.deps.db,
      migrationNames,
      app.deps.databaseAvailability,
    );
    reply.header('cache-control', 'no-store');
    return reply.status(readiness.ready ? 200 : 503).send(readiness);
  });
};
