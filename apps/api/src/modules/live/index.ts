/**
 * The live channel's front door (decisions 0013, 0066): each member's stream of live events, in
 * this process or any other over pub/sub, and the routes. Open streams end before the server
 * closes (an open one would hold it open).
 */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { liveRoutes } from './live.routes.js';
import { createLiveService } from './live.service.js';

export type { LiveService } from './live.service.js';

export async function createLiveModule(p: Platform) {
  const live = createLiveService({ db: p.db, pubsub: p.pubsub, secret: p.secret, log: p.log });
  await live.start();
  return {
    name: 'live',
    live,
    /** Ends the open streams (before the server closes). */
    close: () => live.close(),
    api: (auth) => [{ plugin: liveRoutes(auth, live), prefix: '/live' }],
  } satisfies ApiModule & Record<string, unknown>;
}
