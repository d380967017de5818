/**
 * Responsiveness (decision 0039): how fast a business answers, kept current as requests are asked
 * and answered (never computed per page view). It hears inquiries and their first reply from the
 * business's side, and RFQ invitations and the invited business's quote; a daily job moves the
 * 90-day window. The figures live on the business row, so every business answer carries them.
 */
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../core/events.js';
import type { JobQueue } from '../../core/jobs.js';
import { cacheTags, type Invalidate } from '../../core/cache-tags.js';
import { responsivenessRepo as repo } from './responsiveness.repo.js';

export const RESPONSIVENESS_REFRESH_JOB = 'responsiveness.refresh';

export function listenForResponsiveness(d: { db: Db; events: EventBus; queue: JobQueue; invalidate: Invalidate }) {
  const { db, events } = d;
  const refresh = async (ids: string[]) => {
    await repo.recompute(db, ids);
    await d.invalidate(ids.map(cacheTags.business));
  };

  events.on('inquiry.created', 'responsiveness', async (e) => {
    await repo.ask(db, [
      { businessId: e.toBusinessId, subjectType: 'inquiry', subjectId: e.requestId, askedAt: new Date(e.at) },
    ]);
    await refresh([e.toBusinessId]);
  });
  // The business's side ('R') writing in the thread is its answer; the buyer's messages are not.
  // Only a first answer moves the figures, so only the business's first message writes a job.
  events.on(
    'inquiry.message.created',
    'responsiveness',
    async (e) => {
      if (await repo.answer(db, e.toBusinessId, 'inquiry', e.requestId, new Date(e.createdAt)))
        await refresh([e.toBusinessId]);
    },
    { when: (e) => e.side === 'R' && e.firstAnswer },
  );
  events.on('rfq.published', 'responsiveness', async (e) => {
    await repo.ask(
      db,
      e.invitedBusinessIds.map((businessId) => ({
        businessId,
        subjectType: 'rfq' as const,
        subjectId: e.rfqId,
        askedAt: new Date(e.at),
      })),
    );
  });
  // Only a quote to an invitation answers a question asked of the business (a quote on the public board is not).
  events.on(
    'quote.submitted',
    'responsiveness',
    async (e) => {
      if (await repo.answer(db, e.supplier.id, 'rfq', e.rfqId, new Date(e.at))) await refresh([e.supplier.id]);
    },
    { when: (e) => e.invited },
  );

  d.queue.define(RESPONSIVENESS_REFRESH_JOB, async () => {
    const ids = await repo.withFigures(db);
    for (let i = 0; i < ids.length; i += 500) await refresh(ids.slice(i, i + 500));
  });
  d.queue.every(RESPONSIVENESS_REFRESH_JOB, 24 * 3600_000);
}
