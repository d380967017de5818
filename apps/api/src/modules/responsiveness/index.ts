/**
 * The responsiveness module's front door (decisions 0039, 0066): how fast each business answers,
 * recomputed from the inquiry and request-for-quotation events. It has no routes: the directory
 * and the company pages read what it writes.
 */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { listenForResponsiveness } from './responsiveness.js';

export function createResponsivenessModule(p: Platform) {
  listenForResponsiveness({ db: p.db, events: p.events, queue: p.queue, invalidate: p.invalidate });
  return { name: 'responsiveness' } satisfies ApiModule;
}
