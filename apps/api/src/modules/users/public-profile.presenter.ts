import type { BusinessCard, PublicProfile } from '@wbn/contract';
import type { BusinessWithCategories } from '../../core/collaborators.js';
import { tier } from '../../core/business-presenter.js';
import { presentProfile } from '../../core/profile-presenter.js';
import { businessTypeRef, countryRef, type RefMaps } from '../../core/ref-lookup.js';
import type { ProfileRow } from './users.repo.js';

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
 * What anyone may see of a member: the member's own profile (core/profile-presenter.ts) less the
 * e-mail, the phone, the gender and the two switches; the birth date and the profession only when
 * the member's switches allow them. The fields keep the own profile's order, the switched ones
 * overwritten in place, so both answers list the shared fields alike.
 */
export function presentPublicProfile(
  row: ProfileRow,
  m: RefMaps,
  extra: { businesses: BusinessCard[]; followersCount: number; followingCount: number },
): PublicProfile {
  const {
    email: _email,
    mobilePhone: _phone,
    gender: _gender,
    showBirthDate,
    showProfession,
    ...pub
  } = presentProfile(row, m);
  return {
    ...pub,
    birthDate: showBirthDate ? pub.birthDate : null,
    profession: showProfession ? pub.profession : null,
    ...extra,
  };
}
