/**
 * The edit-profile form as data (the user profile's editable fields and their checks): the draft the
 * page edits, the checks before sending and the body of PUT /api/user/profile.
 *
 * Order of the checks, as the spec gives them: the phone (alert MSG.invalidPhone), then the birth
 * date (alert MSG.invalidDate), then every other field against the contract's schema, whose
 * messages are shown next to the fields. Email is never sent; an empty phone is omitted; a dial
 * code gets '+' prefixed; the birth date is sent with dashes whatever separator was typed.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { MSG, isValidBirthDate, isValidPhoneNumber, normalizeDialCode } from '@wbn/contract/constants';
import type { UpdateProfileRequest, UserProfile } from '@wbn/contract/schemas';
import { loadFormSchemas } from '~/lib/load-form-schemas';

export type ProfileDraft = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  birthDate: string;
  showBirthDate: boolean;
  profession: string;
  showProfession: boolean;
  city: string;
  country: string;
  state: string;
  gender: string;
  preferredLanguage: string;
  jobPosition: string;
  businessType: string;
  industry: string;
  companyName: string;
  briefPresentation: string;
};

/** Messages by draft field (the server's `mobilePhone.countryCode` becomes `countryCode`, `country.code` becomes `country`...). */
export type DraftErrors = Partial<Record<keyof ProfileDraft, string>>;

export type CheckResult =
  { ok: true; body: UpdateProfileRequest } | { ok: false; alert: string | null; errors: DraftErrors };

export function draftFromProfile(p: UserProfile): ProfileDraft {
  return {
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    username: p.username ?? '',
    email: p.email ?? '',
    countryCode: p.mobilePhone?.countryCode ?? '',
    phoneNumber: p.mobilePhone?.phoneNumber ?? '',
    birthDate: p.birthDate ?? '',
    showBirthDate: p.showBirthDate,
    profession: p.profession ?? '',
    showProfession: p.showProfession,
    city: p.city ?? '',
    country: p.country?.code ?? '',
    state: p.state?.stateID ?? '',
    gender: p.gender?.code ?? '',
    preferredLanguage: p.preferredLanguage?.code ?? '',
    jobPosition: p.jobPosition?.jobPositionID ?? '',
    businessType: p.businessType?.code ?? '',
    industry: p.industry?.id ?? '',
    companyName: p.companyName ?? '',
    briefPresentation: p.briefPresentation ?? '',
  };
}

/** A valid phone: a dial code of 1 to 4 digits ('+' optional) and a number that is empty or has at least 8 digits. */
export function isValidPhone(countryCode: string, phoneNumber: string): boolean {
  const number = phoneNumber.trim();
  if (number === '') return true;
  if (/[^\d\s().-]/.test(number)) return false;
  return /^\+?\d{1,4}$/.test(countryCode.trim()) && isValidPhoneNumber(number);
}

/** The body of PUT /api/user/profile: empty selects and an empty phone are left out, never the e-mail. */
export function requestFromDraft(d: ProfileDraft): UpdateProfileRequest {
  const phone = d.phoneNumber.trim();
  const birth = d.birthDate.trim();
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    username: d.username,
    ...(phone ? { mobilePhone: { countryCode: normalizeDialCode(d.countryCode.trim()), phoneNumber: phone } } : {}),
    birthDate: birth.replace(/[ /.]/g, '-'),
    showBirthDate: d.showBirthDate,
    profession: d.profession,
    showProfession: d.showProfession,
    city: d.city,
    ...(d.country ? { country: { code: d.country } } : {}),
    ...(d.state ? { state: { stateID: d.state } } : {}),
    ...(d.gender ? { gender: { code: d.gender } } : {}),
    ...(d.preferredLanguage ? { preferredLanguage: { code: d.preferredLanguage } } : {}),
    ...(d.jobPosition ? { jobPosition: { jobPositionID: d.jobPosition } } : {}),
    ...(d.businessType ? { businessType: { code: d.businessType } } : {}),
    ...(d.industry ? { industry: { id: d.industry } } : {}),
    companyName: d.companyName,
    briefPresentation: d.briefPresentation,
  };
}

const FIELD_OF: Record<string, keyof ProfileDraft> = {
  'mobilePhone.countryCode': 'countryCode',
  'mobilePhone.phoneNumber': 'phoneNumber',
  mobilePhone: 'phoneNumber',
};

/** Server or schema messages keyed by path ("country.code") → messages by draft field. */
export function errorsByField(fields: Record<string, string>): DraftErrors {
  const out: DraftErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = FIELD_OF[path] ?? (path.split('.')[0] as keyof ProfileDraft);
    out[key] ??= message;
  }
  return out;
}

/** Whether a refusal names the phone (the spec's answer to it is the phone alert). */
export const namesPhone = (errors: DraftErrors) => Boolean(errors.countryCode || errors.phoneNumber);

/** Checks the draft as the API will; the schema (zod) is loaded with the first check, not with the page (decision 0009). */
export async function checkDraft(d: ProfileDraft): Promise<CheckResult> {
  if (!isValidPhone(d.countryCode, d.phoneNumber))
    return { ok: false, alert: MSG.invalidPhone, errors: { phoneNumber: MSG.invalidPhone } };
  const birth = d.birthDate.trim();
  if (birth !== '' && !isValidBirthDate(birth))
    return { ok: false, alert: MSG.invalidDate, errors: { birthDate: MSG.invalidDate } };
  const body = requestFromDraft(d);
  const { ZUpdateProfileRequest } = await loadFormSchemas();
  const parsed = ZUpdateProfileRequest.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
    return { ok: false, alert: null, errors: errorsByField(fields) };
  }
  return { ok: true, body: parsed.data };
}

/**
 * The form's resolver (react-hook-form, lib/forms.ts): `checkDraft`, whose order the spec gives, so
 * its messages land on the draft's fields and the submit handler gets the request body.
 */
export const profileResolver: Resolver<ProfileDraft, unknown, UpdateProfileRequest> = async (
  values,
  _context,
  options,
) => {
  const checked = await checkDraft(values);
  if (checked.ok) return { values: checked.body, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(checked.errors).flatMap(([field, message]) =>
      message ? [[field, { type: 'validate', message } satisfies FieldError]] : [],
    ),
  ) as FieldErrors<ProfileDraft>;
  return { values: {}, errors: toNestErrors(errors, options) };
};

/** The alert of a refused draft: the spec's phone or date alert, else a pointer to the fields. */
export function alertFor(errors: DraftErrors): string {
  if (errors.phoneNumber === MSG.invalidPhone) return MSG.invalidPhone;
  if (errors.birthDate === MSG.invalidDate) return MSG.invalidDate;
  return 'Please correct the fields marked below.';
}
