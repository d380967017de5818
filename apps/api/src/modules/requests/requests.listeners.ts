/**
 * What the inquiries module hears from others: an awarded request for quotation (decision 0038)
 * opens a conversation between the buyer and the winning supplier, with the id the award chose
 * (so a retried job finds it and does nothing twice), titled with the request.
 */
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../core/events.js';
import { presentMessage } from './requests.presenter.js';
import { requestsRepo } from './requests.repo.js';
import type { RequestsDelivery } from './requests.delivery.js';

export function listenForAwards(d: { db: Db; events: EventBus; delivery: RequestsDelivery }) {
  d.events.on('rfq.awarded', 'requests', async (e) => {
    if (await requestsRepo.find(d.db, e.threadId)) return;
    const created = await requestsRepo.create(
      d.db,
      {
        id: e.threadId,
        fromUserId: e.buyer.userId,
        fromBusinessId: e.buyer.type === 'business' ? e.buyer.id : null,
        toBusinessId: e.winner.businessId,
        productId: null,
        subject: e.subject,
      },
      e.message,
    );
    await d.delivery.message(created.request, presentMessage(created.message), true);
  });
}
