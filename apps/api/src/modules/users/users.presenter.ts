import type { UserProfile } from '@wbn/contract';
import type { ProfileRow } from './users.repo.js';

/** Chooses the fields of the user profile (spec 1 §3) that leave the API. */
export function presentProfile(row: NonNullable<ProfileRow>): UserProfile {
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
    country: row.country?.code ? row.country : null,
    state: row.state?.stateID ? row.state : null,
    gender: row.gender?.code ? row.gender : null,
    preferredLanguage: row.language?.code ? row.language : null,
    jobPosition: row.jobPosition?.jobPositionID ? row.jobPosition : null,
    businessType: row.businessType?.code ? row.businessType : null,
    industry: row.industry?.id ? row.industry : null,
    companyName: p.companyName,
    briefPresentation: p.briefPresentation,
    profilePhoto: p.profilePhoto ?? null,
    coverPhoto: p.coverPhoto ?? null,
    reactions: { reactionCount: { like: 0 } },
  };
}
