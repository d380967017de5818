/**
 * The shape of a feature module's front door (`modules/<m>/index.ts`, decision 0066): the module
 * builds its services from one deps object, registers its listeners and scheduled jobs, and hands
 * the app its routes and whatever other modules may use of it. The app mounts the routes once every
 * module is built, with the one `Authenticator` they all guard with.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Authenticator } from './auth.js';

/** A route plugin and the prefix it is mounted under. */
export type RouteMount = { plugin: FastifyPluginAsync; prefix?: string };

export type ModuleRoutes = {
  /** Mounted under /api. */
  api?: (auth: Authenticator) => RouteMount[];
  /** Mounted at the site's root (the account service under /auth, unsubscribe pages, sitemaps). */
  root?: (auth: Authenticator) => RouteMount[];
};

/** A module as the app sees it: its name, its routes, and work to do once the app is built. */
export type ApiModule = ModuleRoutes & {
  name: string;
  /** Hooks every request passes (installed before any route is mounted). */
  edge?: (app: FastifyInstance) => void;
  /** Runs after every module is built and before the routes are mounted (plans written, stores loaded). */
  start?: (app: FastifyInstance) => Promise<void>;
};
