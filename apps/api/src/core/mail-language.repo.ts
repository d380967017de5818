/**
 * The language each member's e-mails are written in (decision 0091): their profile's preferred
 * language when the site has an edition in it, else English (mailLanguageOf). Every sender that
 * writes to a member asks here.
 */
import { inArray } from 'drizzle-orm';
import { mailLanguageOf, type MailLanguage } from '@wbn/contract';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';

/** Each member's e-mail language (a member without a profile reads English). */
export async function mailLanguagesOf(db: Db, userIds: readonly string[]): Promise<Map<string, MailLanguage>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: t.profiles.userId, language: t.profiles.languageCode })
    .from(t.profiles)
    .where(inArray(t.profiles.userId, [...userIds]));
  return new Map(rows.map((r) => [r.userId, mailLanguageOf(r.language)]));
}

/** One member's e-mail language. */
export const mailLanguageOfMember = async (db: Db, userId: string): Promise<MailLanguage> =>
  (await mailLanguagesOf(db, [userId])).get(userId) ?? 'en';
