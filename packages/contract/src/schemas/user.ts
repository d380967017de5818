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
  countryCode: z.string().trim().regex(/^\+?\d{1,4}$/, MSG.invalidPhone),
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
    birthDate: z.string().trim().refine((s) => s === '' || isValidBirthDate(s), MSG.invalidDate),
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

export type UserProfile = {
  userID: string;
  username: string | null;
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: { countryCode: string; phoneNumber: string } | null;
  birthDate: string | null;
  showBirthDate: boolean;
  profession: string | null;
  showProfession: boolean;
  city: string | null;
  country: { code: string; countryName: string; emoji: string } | null;
  state: { stateID: string; stateName: string } | null;
  gender: { code: string; name: string } | null;
  preferredLanguage: { code: string; languageName: string } | null;
  jobPosition: { jobPositionID: string; name: string } | null;
  businessType: { code: string; name: string } | null;
  industry: { id: string; name: string } | null;
  companyName: string | null;
  briefPresentation: string | null;
  profilePhoto: Photo | null;
  coverPhoto: Photo | null;
  reactions: { reactionCount: { like: number } };
};

/** What anyone may see of a member (search cards, public profile): no e-mail or phone. */
export type PublicUserProfile = Omit<UserProfile, 'email' | 'mobilePhone'>;
