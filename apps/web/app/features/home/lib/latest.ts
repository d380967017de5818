/**
 * The latest-registered blocks of home (spec 2 "Home blocks": the latest three each of
 * manufacturers, distributors, exporters and consultants; the list arrives newest last).
 */
import { HOME_LATEST_PER_TYPE, HOME_LATEST_TYPES } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';

export type LatestType = (typeof HOME_LATEST_TYPES)[number];

/**
 * What a card shows of a company. The loader sends only this: whole profiles made the page's
 * HTML (which carries the loader data) some 35 KB heavier.
 */
export type LatestBusiness = Pick<BusinessProfile, 'businessID' | 'verified'> & {
  general: Pick<BusinessProfile['general'], 'companyName' | 'shortDescription' | 'businessType' | 'profilePhoto'>;
  contactInfo: Pick<BusinessProfile['contactInfo'], 'country'> | null;
};

export const toLatestBusiness = (b: BusinessProfile): LatestBusiness => ({
  businessID: b.businessID,
  verified: b.verified,
  general: {
    companyName: b.general.companyName,
    shortDescription: b.general.shortDescription,
    businessType: b.general.businessType,
    profilePhoto: b.general.profilePhoto,
  },
  contactInfo: b.contactInfo ? { country: b.contactInfo.country } : null,
});

/** Per type (MA, DI, EX, CO in that order): its latest three, newest first. */
export function latestByType<T extends { general: { businessType?: { code: string } } }>(
  list: readonly T[],
): { code: LatestType; businesses: T[] }[] {
  return HOME_LATEST_TYPES.map((code) => ({
    code,
    businesses: list
      .filter((b) => b.general?.businessType?.code === code)
      .slice(-HOME_LATEST_PER_TYPE)
      .reverse(),
  }));
}
