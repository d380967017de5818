import { z } from './zod.js';
import { TEXTAREA_MAX_LENGTH, MSG } from '../constants/spec.js';
import { isValidBirthDate, isValidPhoneNumber } from '../constants/user.js';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const ZPhoto = z.object({
  url: z.string().max(2048),
  versions: z.array(z.object({ url: z.string().max(2048), width: z.number().optional() })).optional(),
});
export type Photo = z.infer<typeof ZPhoto>;

export const ZMobilePhone = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, MSG.invalidPhone),
  phoneNumber: z.string().trim().max(20).refine(isValidPhoneNumber, MSG.invalidPhone),
});

/** The editable fields of the spec's user profile. Email is read-only. */
export const ZUpdateProfileRequest = z
  .object({
    username: text(40).regex(/^[a-zA-Z0-9_.-]*$/, 'Letters, digits, dot, dash and underscore only'),
    firstName: text(80).min(1, 'First name is required'),
    lastName: text(80).min(1, 'Last name is required'),
    email: z.string().max(254),
    mobilePhone: ZMobilePhone,
    birthDate: z
      .string()
      .trim()
      .refine((s) => s === '' || isValidBirthDate(s), MSG.invalidDate),
    showBirthDate: z.boolean(),
    profession: text(120),
    showProfession: z.boolean(),
    city: text(120),
    country: z.object({ code: z.string().max(3) }),
    state: z.object({ stateID: z.string().max(20) }),
    gender: z.object({ code: z.string().max(4) }),
    preferredLanguage: z.object({ code: z.string().max(8) }),
    jobPosition: z.object({ jobPositionID: z.string().max(40) }),
    businessType: z.object({ code: z.string().max(4) }),
    industry: z.object({ id: z.string().max(40) }),
    companyName: text(160),
    briefPresentation: text(TEXTAREA_MAX_LENGTH),
    profilePhoto: ZPhoto,
    coverPhoto: ZPhoto,
  })
  .partial();
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

const codeName = z.object({ code: z.string(), name: z.string() });
/** A country as answers show it (the reference list's fields). */
export const ZCountryRef = z.object({ code: z.string(), countryName: z.string(), emoji: z.string() });
export const ZStateRef = z.object({ stateID: z.string(), stateName: z.string() });
/** A photo as it is stored and shown (no limits: the API wrote it after checking it). */
export const ZPhotoView = z.object({
  url: z.string(),
  versions: z.array(z.object({ url: z.string(), width: z.number().optional() })).optional(),
});

/** GET /api/user/profile: the member's own profile (the spec's user profile). */
export const ZUserProfile = z.object({
  userID: z.string(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobilePhone: z.object({ countryCode: z.string(), phoneNumber: z.string() }).nullable(),
  birthDate: z.string().nullable(),
  showBirthDate: z.boolean(),
  profession: z.string().nullable(),
  showProfession: z.boolean(),
  city: z.string().nullable(),
  country: ZCountryRef.nullable(),
  state: ZStateRef.nullable(),
  gender: codeName.nullable(),
  preferredLanguage: z.object({ code: z.string(), languageName: z.string() }).nullable(),
  jobPosition: z.object({ jobPositionID: z.string(), name: z.string() }).nullable(),
  businessType: codeName.nullable(),
  industry: z.object({ id: z.string(), name: z.string() }).nullable(),
  companyName: z.string().nullable(),
  briefPresentation: z.string().nullable(),
  profilePhoto: ZPhotoView.nullable(),
  coverPhoto: ZPhotoView.nullable(),
  reactions: z.object({ reactionCount: z.object({ like: z.number().int() }) }),
  /** The caller's own profile only: whether the address is proven (decision 0028); false until the e-mailed link is opened. */
  emailVerified: z.boolean().optional(),
  /** The caller's own profile only: when the account will be erased, if they asked to leave (decision 0033). */
  deletionScheduledFor: z.string().nullable().optional(),
});
export type UserProfile = z.infer<typeof ZUserProfile>;

/** What anyone may see of a member (search cards, public profile): no e-mail or phone. */
export const ZPublicUserProfile = ZUserProfile.omit({
  email: true,
  mobilePhone: true,
  emailVerified: true,
  deletionScheduledFor: true,
});
export type PublicUserProfile = z.infer<typeof ZPublicUserProfile>;
