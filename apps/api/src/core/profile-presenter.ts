import type { UserProfile } from '@wbn/contract';
import type { ProfileRow } from './directory.repo.js';
import {
  businessTypeRef,
  countryRef,
  genderRef,
  industryRef,
  jobPositionRef,
  languageRef,
  stateRef,
  type RefMaps,
} from './ref-lookup.js';

/** Chooses the fields of the spec's user profile that leave the API; codes become {code, name} from `m`. */
export function presentProfile(row: ProfileRow, m: RefMaps): UserProfile {
  const p = row.p;
  return {
    userID: p.userId,
    username: p.username,
    firstName: p.firstName,
    lastName: p.lastName,
    email: row.email,
    mobilePhone: p.mobilePhone ?? null,
    birthDate: p.birthDate,
    showBirthDate: p.showBirthDate,
    profession: p.profession,
    showProfession: p.showProfession,
    city: p.city,
    country: countryRef(m, p.countryCode),
    state: stateRef(m, p.stateId),
    gender: genderRef(m, p.genderCode),
    preferredLanguage: languageRef(m, p.languageCode),
    jobPosition: jobPositionRef(m, p.jobPositionId),
    businessType: businessTypeRef(m, p.businessTypeCode),
    industry: industryRef(m, p.industryId),
    companyName: p.companyName,
    briefPresentation: p.briefPresentation,
    profilePhoto: p.profilePhoto ?? null,
    coverPhoto: p.coverPhoto ?? null,
    reactions: { reactionCount: { like: 0 } },
  };
}
