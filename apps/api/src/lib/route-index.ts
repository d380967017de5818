/**
 * Which methods a path answers to, for `405 Method Not Allowed` with its `Allow` header: every
 * route is added as the app registers it (an `onRoute` hook), matched with the router Fastify uses.
 */
import FindMyWay, { type HTTPMethod } from 'find-my-way';

const METHODS: HTTPMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function createRouteIndex() {
  const router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 500 });
  const noop = () => undefined;
  return {
    add(method: string | string[], url: string) {
      for (const m of Array.isArray(method) ? method : [method]) {
        if (!METHODS.includes(m as HTTPMethod) || url.endsWith('*')) continue; // catch-alls answer everything: they are not "this path"
        try {
          router.on(m as HTTPMethod, url, noop);
        } catch {
          // the same method and path twice (HEAD mirrors): already known
        }
      }
    },
    /** The methods this path answers to (empty: an unknown path). */
    allowed(path: string) {
      return METHODS.filter((m) => router.find(m, path) !== null);
    },
  };
}
export type RouteIndex = ReturnType<typeof createRouteIndex>;
