import { COMPANY_TYPE_CODES, normalizeDialCode, type UpdateProfileRequest } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { PhotoJson } from '../../db/schema/index.js';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import { usersRepo } from './users.repo.js';
import { presentProfile } from '../../core/profile-presenter.js';
import { refMaps } from '../../core/ref-lookup.js';
import type { PhotoCheck } from '../../core/collaborators.js';
import { cacheTags, noInvalidate, type Invalidate } from '../../core/cache-tags.js';

/** `invalidate`: members' names and pictures show in cached search results (decision 0019). */
export function createUsersService({
  db,
  checkPhoto,
  invalidate = noInvalidate,
}: {
  db: Db;
  checkPhoto: PhotoCheck;
  invalidate?: Invalidate;
}) {
  async function getProfile(userId: string) {
    const [row, m] = await Promise.all([usersRepo.profile(db, userId), refMaps(db)]);
    if (!row) throw notFound('Profile');
    return presentProfile(row, m);
  }

  return {
    getProfile,

    /** Applies the sent fields; every reference is checked before anything is written. */
    async updateProfile(userId: string, input: UpdateProfileRequest) {
      const current = await getProfile(userId);
      if (input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase()) {
        throw invalid('email', 'The e-mail address cannot be changed here');
      }
      // Only the user's own finished uploads (what the profile holds now passes unchanged).
      await checkPhoto('profilePhoto', input.profilePhoto, [{ userId }], [current.profilePhoto]);
      await checkPhoto('coverPhoto', input.coverPhoto, [{ userId }], [current.coverPhoto]);
      const set: Record<string, unknown> = {};
      const copy = [
        'username',
        'firstName',
        'lastName',
        'birthDate',
        'showBirthDate',
        'profession',
        'showProfession',
        'city',
        'companyName',
        'briefPresentation',
        'profilePhoto',
        'coverPhoto',
      ] as const;
      for (const k of copy) if (input[k] !== undefined) set[k] = input[k] === '' ? null : input[k];
      if (input.firstName === '' || input.lastName === '')
        throw invalid(input.firstName === '' ? 'firstName' : 'lastName', 'This field is required');

      if (input.username && (await usersRepo.usernameTaken(db, input.username, userId)))
        throw new AppError('Conflict', 'This username is taken', { username: 'This username is taken' });

      if (input.mobilePhone) {
        const { countryCode, phoneNumber } = input.mobilePhone;
        if (phoneNumber === '') set.mobilePhone = null;
        else {
          const digits = countryCode.replace(/\D/g, '');
          if (!(await usersRepo.dialCodeExists(db, digits)))
            throw invalid('mobilePhone.countryCode', 'Unknown country dial code');
          set.mobilePhone = { countryCode: normalizeDialCode(countryCode), phoneNumber };
        }
      }
      const m = await refMaps(db);
      const countryCode = input.country?.code ?? current.country?.code;
      if (input.country) {
        if (!m.countries.has(input.country.code)) throw invalid('country.code', 'Unknown country');
        set.countryCode = input.country.code;
        if (!input.state && current.state && !current.state.stateID.startsWith(`${input.country.code}-`))
          set.stateId = null;
      }
      if (input.state) {
        const st = m.states.get(input.state.stateID);
        if (!st) throw invalid('state.stateID', 'Unknown state');
        if (countryCode && st.countryCode !== countryCode)
          throw invalid('state.stateID', 'This state is not in the selected country');
        set.stateId = st.stateID;
      }
      if (input.gender) {
        if (!m.genders.has(input.gender.code)) throw invalid('gender.code', 'Unknown gender');
        set.genderCode = input.gender.code;
      }
      if (input.preferredLanguage) {
        if (!m.languages.has(input.preferredLanguage.code)) throw invalid('preferredLanguage.code', 'Unknown language');
        set.languageCode = input.preferredLanguage.code;
      }
      if (input.jobPosition) {
        if (!m.jobPositions.has(input.jobPosition.jobPositionID))
          throw invalid('jobPosition.jobPositionID', 'Unknown job position');
        set.jobPositionId = input.jobPosition.jobPositionID;
      }
      if (input.businessType) {
        if (!COMPANY_TYPE_CODES.includes(input.businessType.code as (typeof COMPANY_TYPE_CODES)[number]))
          throw invalid('businessType.code', 'Unknown business type');
        set.businessTypeCode = input.businessType.code;
      }
      if (input.industry) {
        if (!m.industries.has(input.industry.id)) throw invalid('industry.id', 'Unknown industry');
        set.industryId = input.industry.id;
      }
      if (Object.keys(set).length) {
        await usersRepo.updateProfile(db, userId, set);
        await invalidate([cacheTags.search]);
      }
      return getProfile(userId);
    },

    /** Sets the member's profile photo (a finished upload the files module checked). */
    async setProfilePhoto(userId: string, photo: PhotoJson) {
      await usersRepo.updateProfile(db, userId, { profilePhoto: { url: photo.url, versions: photo.versions } });
      await invalidate([cacheTags.search]);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
