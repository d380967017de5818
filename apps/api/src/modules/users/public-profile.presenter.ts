import type { BusinessCard, PublicProfile, Tier } from '@wbn/contract';
import { DEFAULT_TIER, TIERS } from '@wbn/contract';
import type { BusinessWithCategories } from '../../core/collaborators.js';
import {
  businessTypeRef,
  countryRef,
  industryRef,
  jobPositionRef,
  languageRef,
  stateRef,
  type RefMaps,
} from '../../core/ref-lookup.js';
import type { ProfileRow } from './users.repo.js';

const tier = (s: string): Tier => ((TIERS as readonly string[]).includes(s) ? (s as Tier) : DEFAULT_TIER);

/** A business as a profile lists it: the fields of the spec's my-business card. */
export function presentBusinessCard(b: BusinessWithCategories, m: RefMaps): BusinessCard {
  return {
    businessID: b.id,
    companyName: b.companyName,
    shortDescription: b.shortDescription,
    profilePhoto: b.profilePhoto ?? null,
    country: countryRef(m, b.countryCode),
    businessType: businessTypeRef(m, b.businessTypeCode) ?? { code: b.businessTypeCode, name: b.businessTypeCode },
    verified: b.verified,
    subscription: tier(b.subscription),
    reactions: { reactionCount: { like: b.likeCount } },
  };
}

/**
 * What anyone may see of a member. Never the e-mail, the phone or the gender; the birth date
 * and the profession only when the member's switches allow them.
 */
export function presentPublicProfile(
  row: ProfileRow,
  m: RefMaps,
  extra: { businesses: BusinessCard[]; followersCount: number; followingCount: number },
): PublicProfile {
  const p = row.p;
  return {
    userID: p.userId,
    username: p.username,
    firstName: p.firstName,
    lastName: p.lastName,
    birthDate: p.showBirthDate ? p.birthDate : null,
    profession: p.showProfession ? p.profession : null,
    city: p.city,
    country: countryRef(m, p.countryCode),
    state: stateRef(m, p.stateId),
    preferredLanguage: languageRef(m, p.languageCode),
    jobPosition: jobPositionRef(m, p.jobPositionId),
    businessType: businessTypeRef(m, p.businessTypeCode),
    industry: industryRef(m, p.industryId),
    companyName: p.companyName,
    briefPresentation: p.briefPresentation,
    profilePhoto: p.profilePhoto ?? null,
    coverPhoto: p.coverPhoto ?? null,
    reactions: { reactionCount: { like: 0 } },
    ...extra,
  };
}
