import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, as Fastify saw it (HEAD twins left out). */
    routeInventory: RegisteredRoute[];
  }
}

/** Lists the app's routes, so a test can hold the OpenAPI document against what is served. */
const routeInventoryPlugin: FastifyPluginAsync = async (app) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
};

export const routeInventory = fp(routeInventoryPlugin, { name: 'wac-route-inventory' });
