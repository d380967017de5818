import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export const mailRepo = {
  /** What was delivered: sent through SMTP (`sentAt` set) or kept in the outbox only. */
  async record(
    db: Db,
    row: {
      to: string;
      subject: string;
      text: string;
      kind: string;
      messageId: string;
      transport: 'smtp' | 'outbox';
      sentAt?: Date;
    },
  ) {
    await db.insert(mailOutbox).values(row);
  },
};
