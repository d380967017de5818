/**
 * The latest-registered blocks of home (spec 2 "Home blocks": the latest three each of
 * manufacturers, distributors, exporters and consultants; the list arrives newest last).
 */
import { HOME_LATEST_PER_TYPE, HOME_LATEST_TYPES, type BusinessProfile } from '@wbn/contract';

export type LatestType = (typeof HOME_LATEST_TYPES)[number];

/** Per type (MA, DI, EX, CO in that order): its latest three, newest first. */
export function latestByType(list: readonly BusinessProfile[]): { code: LatestType; businesses: BusinessProfile[] }[] {
  return HOME_LATEST_TYPES.map((code) => ({
    code,
    businesses: list
      .filter((b) => b.general?.businessType?.code === code)
      .slice(-HOME_LATEST_PER_TYPE)
      .reverse(),
  }));
}
