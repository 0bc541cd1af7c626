import { type OrganisationRole, organisationParamsSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate';
import { getOrganisationProfile } from './organisations.service';

/** `GET /api/buyers/{id}/` and `GET /api/suppliers/{id}/`: one plugin per role. */
export function organisationRoutes(role: OrganisationRole): FastifyPluginAsync {
  return async (app) => {
    app.get('/:id', async (request) => {
      const { id } = parseInput(organisationParamsSchema, request.params);
      return getOrganisationProfile(app.deps.db, request.user, role, id);
    });
  };
}
