/**
 * Certificates' expiry dates as the reminder run and the staff read them (decision 0076): the
 * `certificate_expiries` rows a trigger keeps from each business's certificates, read by a range
 * of their date index, never by reading every profile.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** A reminder claimed by the run: the certificate, its business and who manages the company page. */
export type ClaimedReminder = {
  business_id: string;
  company_name: string;
  certificate_id: string;
  name: string;
  expire_date: string;
  stage: number;
  days_left: number;
  owner_id: string;
  admin_ids: string[] | string | null;
};

export type ExpiryRow = {
  business_id: string;
  company_name: string;
  certificate_id: string;
  name: string;
  expire_date: string;
  days_left: number;
  reminded_stage: number | null;
  reminded_at: Date | string | null;
};

export const certificatesRepo = {
  /**
   * Marks at most `limit` due reminders as sent and returns them: each certificate expiring between
   * `today - stages.late` and `today + stages.first` whose last reminder for this date is none or a
   * stage earlier than the one due now (`stages.second` days or fewer: that one; on or past the
   * day: 0). One statement: a run on another process at the same moment waits on the rows' locks,
   * then finds them marked (the condition is checked again on the updated row), so each reminder is
   * claimed once. Run it in the transaction that announces what it returns.
   */
  async claimDue(
    db: Db,
    today: string,
    stages: { first: number; second: number; late: number },
    limit: number,
  ): Promise<ClaimedReminder[]> {
    return rowsOf<ClaimedReminder>(
      await db.execute(sql`
        with found as (
          select business_id, certificate_id, reminded_stage, expire_date,
                 (expire_date - ${today}::date) as days_left,
                 case when expire_date <= ${today}::date then 0
                      when expire_date <= ${today}::date + ${stages.second}::int then ${stages.second}::int
                      else ${stages.first}::int end as stage
          from certificate_expiries
          where expire_date between ${today}::date - ${stages.late}::int and ${today}::date + ${stages.first}::int
        ), due as (
          select * from found where reminded_stage is null or reminded_stage > stage
          order by expire_date, business_id, certificate_id
          limit ${limit}
        ), claimed as (
          update certificate_expiries e
          set reminded_stage = due.stage, reminded_at = now()
          from due
          where e.business_id = due.business_id and e.certificate_id = due.certificate_id
            and (e.reminded_stage is null or e.reminded_stage > due.stage)
          returning e.business_id, e.certificate_id, e.name, e.expire_date, due.stage, due.days_left
        )
        select c.business_id::text as business_id, b.company_name, c.certificate_id, c.name,
               c.expire_date::text as expire_date, c.stage::int as stage, c.days_left::int as days_left,
               b.owner_id::text as owner_id,
               coalesce((select array_agg(m.user_id::text order by m.created_at) from business_members m
                         where m.business_id = c.business_id and m.role = 'admin' and m.user_id <> b.owner_id),
                        '{}') as admin_ids
        from claimed c join businesses b on b.id = c.business_id
        order by c.expire_date, c.business_id, c.certificate_id
      `),
    );
  },

  /** Certificates expiring from `today` to `today + days`, soonest first, with their business and last reminder. */
  async upcoming(db: Db, today: string, days: number, skip: number, size: number): Promise<ExpiryRow[]> {
    return rowsOf<ExpiryRow>(
      await db.execute(sql`
        select e.business_id::text as business_id, b.company_name, e.certificate_id, e.name,
               e.expire_date::text as expire_date, (e.expire_date - ${today}::date)::int as days_left,
               e.reminded_stage, e.reminded_at
        from certificate_expiries e join businesses b on b.id = e.business_id
        where e.expire_date between ${today}::date and ${today}::date + ${days}::int
        order by e.expire_date, b.company_name, e.business_id, e.certificate_id
        limit ${size} offset ${skip}
      `),
    );
  },

  async countUpcoming(db: Db, today: string, days: number): Promise<number> {
    const [r] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from certificate_expiries
        where expire_date between ${today}::date and ${today}::date + ${days}::int
      `),
    );
    return Number(r?.n ?? 0);
  },
};
