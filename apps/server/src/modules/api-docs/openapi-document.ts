import { API_KEY_ROUTE_SCOPES, apiRouteKey, errorBodySchema } from '@wac/contract';
import { API_ROUTES, type ApiRoute } from '@wac/contract/api-routes';
import type { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  503: 'Not available',
};

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

function responsesOf(route: ApiRoute): ZodOpenApiOperationObject['responses'] {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    const description = STATUS_TEXT[Number(status)] ?? 'Answer';
    if (answer === null) responses[status] = { description };
    else if (isZod(answer)) {
      responses[status] = { description, content: { 'application/json': { schema: answer } } };
    } else {
      responses[status] = {
        description: answer.description,
        content: { [answer.contentType]: { schema: { type: 'string' } } },
      };
    }
  }
  responses.default = {
    description: 'An error: `detail`, `code`, and per-field messages for bad input (4xx)',
    content: { 'application/json': { schema: errorBodySchema } },
  };
  return responses;
}

/**
 * Who may call a route: the session token where it needs one, an API key with the route's scope
 * where keys may call it (ADR 0210), `{}` where anyone may.
 */
function securityOf(route: ApiRoute): Pick<ZodOpenApiOperationObject, 'security' | 'description'> {
  const scope = API_KEY_ROUTE_SCOPES[apiRouteKey(route.method, route.path)];
  if (!scope) return route.isSignedIn ? { security: [{ token: [] }] } : {};
  return {
    security: [route.isSignedIn ? { token: [] } : {}, { apiKey: [] }],
    description: `API keys need the scope \`${scope}\`.`,
  };
}

function operationOf(route: ApiRoute): ZodOpenApiOperationObject {
  return {
    operationId: `${route.method}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c = '') => c.toUpperCase())}`,
    summary: route.summary,
    tags: [route.tag],
    ...securityOf(route),
    ...(route.params || route.query
      ? {
          requestParams: {
            ...(route.params && { path: route.params }),
            ...(route.query && { query: route.query }),
          },
        }
      : {}),
    ...(route.body
      ? { requestBody: { content: { 'application/json': { schema: route.body } } } }
      : {}),
    responses: responsesOf(route),
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the contract's route list and its zod
 * schemas (ADR 0076): nothing in it is written by hand.
 */
export function buildOpenApiDocument(version: string): oas31.OpenAPIObject {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  for (const route of API_ROUTES) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, ZodOpenApiOperationObject>)[route.method] =
      operationOf(route);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'WAC API',
      version,
      description:
        'UK public-sector tenders in one place. Sign in with POST /api/auth/login/ and send the answered key as `Authorization: Token <key>`; or, on a paid plan, make an API key on your account page and send it as `Authorization: Bearer wac_...` to the routes that name its scope.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`Token <key>`, the key from POST /api/auth/login/',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'wac_...',
          description:
            'An API key from your account page (paid plans). Each route that takes one names the scope it needs; others refuse it.',
        },
      },
    },
    paths,
  }) as oas31.OpenAPIObject;
}
