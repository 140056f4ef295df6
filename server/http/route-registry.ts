import type { FastifyInstance } from 'fastify';

/** A route as the app registered it (HEAD, which Fastify adds beside each GET, left out). */
export type RegisteredRoute = { method: string; url: string };

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered on the app from here on (Fastify's onRoute hook; call it before the first
 * route). The permission coverage test walks them: each is on the permission surface or a named
 * infrastructure route.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
}

/** The routes recorded on the app (empty when recordRoutes was not called). */
export function routesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}
