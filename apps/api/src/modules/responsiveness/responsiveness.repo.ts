/** The reply clocks and the figures they give (decision 0039). */
import { sql } from 'drizzle-orm';
import { RESPONSIVENESS } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

export type SubjectType = 'inquiry' | 'rfq';
const C = t.replyClocks;

export const responsivenessRepo = {
  /**
   * The business was asked at `askedAt`. Events may arrive in any order: an answer heard first
   * left a clock whose asked time was a stand-in, which the real one replaces.
   */
  async ask(db: Db, rows: { businessId: string; subjectType: SubjectType; subjectId: string; askedAt: Date }[]) {
    if (!rows.length) return;
    await db
      .insert(C)
      .values(rows)
      .onConflictDoUpdate({
        target: [C.businessId, C.subjectType, C.subjectId],
        set: { askedAt: sql`least(${C.askedAt}, excluded.asked_at)` },
      });
  },

  /**
   * Its first answer at `at` (later ones change nothing); heard before the question, it waits for
   * its asked time. True when the clock changed (a first answer, or an earlier one than known).
   */
  async answer(db: Db, businessId: string, subjectType: SubjectType, subjectId: string, at: Date): Promise<boolean> {
    const rows = await db
      .insert(C)
      .values({ businessId, subjectType, subjectId, askedAt: at, answeredAt: at })
      .onConflictDoUpdate({
        target: [C.businessId, C.subjectType, C.subjectId],
        set: { answeredAt: sql`least(${C.answeredAt}, excluded.answered_at)` },
        setWhere: sql`${C.answeredAt} is null or ${C.answeredAt} > excluded.answered_at`,
      })
      .returning({ businessId: C.businessId });
    return rows.length > 0;
  },

  /**
   * Writes the figures of these businesses from their clocks of the window: the share answered
   * within the fast hours among those answered or overdue (the ones still within their hours
   * wait), and the median time to the first answer. No request in the window: null.
   */
  async recompute(db: Db, businessIds: string[]) {
    if (!businessIds.length) return;
    const window = `${RESPONSIVENESS.windowDays} days`;
    const fast = `${RESPONSIVENESS.fastHours} hours`;
    await db.execute(sql`
      with stats as (
        select i.id,
          count(c.subject_id) filter (where c.answered_at is not null or c.asked_at < now() - ${fast}::interval) as sample,
          count(c.subject_id) filter (where c.answered_at is not null and c.answered_at - c.asked_at <= ${fast}::interval) as fast,
          percentile_cont(0.5) within group (order by extract(epoch from c.answered_at - c.asked_at)) filter (where c.answered_at is not null) as median
        from unnest(${sql.param(businessIds)}::uuid[]) as i(id)
        left join reply_clocks c on c.business_id = i.id and c.asked_at > now() - ${window}::interval
        group by i.id
      )
      update businesses b set responsiveness = case when s.sample = 0 then null
        else jsonb_build_object('rate', round(s.fast::numeric / s.sample, 4), 'medianReplySeconds', round(s.median)::int, 'sample', s.sample) end
      from stats s where b.id = s.id`);
  },

  /** Businesses whose figures may have moved with the window (asked within it, or holding figures). */
  async withFigures(db: Db): Promise<string[]> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select distinct business_id::text as id from reply_clocks where asked_at > now() - ${`${RESPONSIVENESS.windowDays + 2} days`}::interval
        union select id::text from businesses where responsiveness is not null`),
    );
    return rows.map((r) => r.id);
  },
};
