import {
  frameworkParamsSchema,
  frameworksEndingQuerySchema,
  opportunityParamsSchema,
  organisationParamsSchema,
} from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate';
import {
  getFramework,
  getFrameworksEnding,
  getOpportunityFramework,
  getSupplierFrameworks,
} from './frameworks.service';

/** `GET /api/frameworks/{id}/`: a framework or dynamic market's page. */
export const frameworksRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ending', async (request) => {
    const { months } = parseInput(frameworksEndingQuerySchema, request.query);
    return getFrameworksEnding(app.deps.db, months);
  });

  app.get('/:id', async (request) => {
    const { id } = parseInput(frameworkParamsSchema, request.params);
    return getFramework(app.deps.db, id);
  });
};

/** `GET /api/opportunities/{id}/framework/`, registered under the opportunities prefix. */
export const opportunityFrameworkRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:id/framework', async (request) => {
    const { id } = parseInput(opportunityParamsSchema, request.params);
    return getOpportunityFramework(app.deps.db, id);
  });
};

/** `GET /api/suppliers/{id}/frameworks/`, registered under the suppliers prefix. */
export const supplierFrameworkRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:id/frameworks', async (request) => {
    const { id } = parseInput(organisationParamsSchema, request.params);
    return getSupplierFrameworks(app.deps.db, id);
  });
};
