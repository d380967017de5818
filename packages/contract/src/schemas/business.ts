import { z } from './zod.js';
import { zHttpUrl } from './fields.js';
import { MEMBER_ROLES, TEXTAREA_MAX_LENGTH, MSG, TIERS } from '../constants/spec.js';
import { BUSINESS_ROLES, INVITATION_STATUSES } from '../constants/business.js';
import { ZCountryRef, ZPhoto, ZPhotoView, ZStateRef } from './user.js';
import { ZDocument, ZDocumentWithThumbnail } from './files.js';
import { ZLangQuery } from './refdata.js';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `At most ${max} characters`);
const range = z
  .object({ min: z.number().int().nonnegative().max(1e12), max: z.number().int().nonnegative().max(1e12) })
  .refine((r) => r.min <= r.max, { message: 'min must not exceed max', path: ['max'] });
const list = (max: number) => z.array(text(80).min(1)).max(max);
const phone = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, MSG.invalidPhone),
  businessPhoneNumber: z
    .string()
    .trim()
    .max(20)
    .refine((s) => s === '' || s.replace(/\D/g, '').length >= 8, MSG.invalidPhone),
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

/**
 * Categories are sent as "industryID.categoryID" (the spec: "each in the form industry.category"),
 * e.g. "0001.0001-03". See docs/decisions/0005-business-categories.md.
 */
export const ZCategoryRef = z
  .string()
  .regex(/^\d{4}\.\d{4}-\d{2}$/, 'Use the form industry.category, e.g. 0001.0001-03');

export const ZCreateBusinessRequest = z.object({
  companyName: required('Company name', 160),
  categories: z.array(ZCategoryRef).min(1, 'Choose at least one category').max(10, 'At most 10 categories'),
  businessType: z.string().regex(/^[A-Z]{2}$/, 'Choose a business type'),
  country: z.string().regex(/^[A-Z]{2}$/, 'Choose a country'),
  state: z.string().max(20).optional(),
  shortDescription: required('Short description', TEXTAREA_MAX_LENGTH),
  profilePhoto: ZPhoto.optional(),
  coverPhoto: ZPhoto.optional(),
});
export type CreateBusinessRequest = z.infer<typeof ZCreateBusinessRequest>;

export const ZGeneralSection = z
  .object({
    companyName: required('Company name', 160),
    shortDescription: required('Short description', TEXTAREA_MAX_LENGTH),
    generalDescription: text(5000),
    businessType: z.object({ code: z.string().regex(/^[A-Z]{2}$/) }),
    industry: z.object({ id: z.string().regex(/^\d{4}$/) }),
    categories: z.array(ZCategoryRef).min(1).max(10),
    yearStablished: z.number().int().min(1800).max(2100),
    totalAnnualRevenue: range,
    totalEmployees: range,
    totalProductionEmployees: range,
    productionCapacity: range.and(z.object({ unit: text(40), period: z.enum(['day', 'week', 'month', 'year']) })),
    profilePhoto: ZPhoto,
    coverPhoto: ZPhoto,
    video: z.object({ url: zHttpUrl('Enter a valid video address (http or https)', 500) }),
  })
  .partial()
  .strict();

export const ZContactSection = z
  .object({
    legalAddressEnglish: text(300),
    shippingAddressEnglish: text(300),
    city: text(120),
    zipcode: text(20),
    country: z.object({ code: z.string().regex(/^[A-Z]{2}$/) }),
    state: z.object({ stateID: z.string().max(20) }),
    email: z.string().trim().email('Enter a valid e-mail address').max(254),
    website: zHttpUrl('Enter a valid web address (http or https)', 300),
    phone,
    mobilePhone: phone,
  })
  .partial()
  .strict();

export const ZFactorySection = z
  .object({
    manufacturingFacilities: text(2000),
    city: text(120),
    zipcode: text(20),
    country: z.object({ code: z.string().regex(/^[A-Z]{2}$/) }),
    state: z.object({ stateID: z.string().max(20) }),
    factorySize: z.number().nonnegative().max(1e9),
    numberProductionLines: z.number().int().nonnegative().max(10000),
    contractManufacturing: z.array(z.enum(['OEM', 'ODM', 'OBM', 'PRIVATE_LABEL'])).max(4),
  })
  .partial()
  .strict();

export const ZTradeSection = z
  .object({
    markets: list(50),
    spokenLanguages: list(30),
    totalEmployeesSales: z.number().int().nonnegative().max(1e7),
    averageLeadTime: z.number().int().nonnegative().max(3650),
  })
  .partial()
  .strict();

export const ZTermsSection = z
  .object({
    acceptedDeliveryTerms: list(20),
    acceptedPaymentCurrencies: list(20),
    packagingTypes: list(20),
    acceptedPaymentTypes: list(20),
  })
  .partial()
  .strict();

export const ZCertificate = z.object({
  id: z.string().max(40).optional(),
  name: required('Certificate name', 160),
  issueDate: isoDate,
  expireDate: isoDate,
  photo: ZPhoto.optional(),
  /** The certificate as a PDF (decision 0075), beside or instead of the photo. */
  document: ZDocument.optional(),
  /** Visitors may download the PDF (and see its thumbnail); false by default: only the managers and staff. */
  public: z.boolean({ message: 'Say whether visitors may download the certificate (true or false)' }).default(false),
});

/** PUT /api/business/profile/{id}: one or more sections, named as the entity names them. */
export const ZUpdateBusinessRequest = z
  .object({
    general: ZGeneralSection,
    contactInfo: ZContactSection,
    factory: ZFactorySection,
    tradeCapabilities: ZTradeSection,
    businessTerms: ZTermsSection,
    certificates: z.array(ZCertificate).max(30),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one section' });
export type UpdateBusinessRequest = z.infer<typeof ZUpdateBusinessRequest>;

export const ZInviteMemberRequest = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address'),
  role: z.enum(MEMBER_ROLES),
});
export const ZChangeRoleRequest = z.object({ role: z.enum(MEMBER_ROLES) });

// ---- What the API answers (decision 0025: the routes serialize through these) ----

const ZRangeView = z.object({ min: z.number(), max: z.number() });
const ZPhoneView = z.object({ countryCode: z.string(), businessPhoneNumber: z.string() });
const ZIdName = z.object({ id: z.string(), name: z.string() });

/** A business profile (the spec's "Business profile" entity) as every route shows it. */
/** How fast the business answers (decision 0039); null until enough requests were asked. */
export const ZResponsiveness = z.object({
  /** Share (0 to 1) of inquiries and RFQ invitations of the last 90 days answered within 48 hours. */
  rate: z.number(),
  /** Median time to the first reply, in seconds (null when none was answered). */
  medianReplySeconds: z.number().int().nullable(),
  /** How many requests the figures count (answered, or unanswered for over 48 hours). */
  sample: z.number().int(),
});
export type Responsiveness = z.infer<typeof ZResponsiveness>;

/**
 * Its public reviews (decisions 0073, 0077): the average of their overall stars (one decimal) and
 * how many; absent (null) below REVIEW_LIMITS.averageFromCount reviews.
 */
export const ZBusinessRating = z.object({ average: z.number(), count: z.number().int() });
export type BusinessRating = z.infer<typeof ZBusinessRating>;

export const ZBusinessProfile = z.object({
  businessID: z.string(),
  subscription: z.enum(TIERS),
  verified: z.boolean(),
  key: z.string(),
  createdAt: z.string(),
  general: z.object({
    companyName: z.string(),
    shortDescription: z.string(),
    generalDescription: z.string().nullable(),
    businessType: z.object({ code: z.string(), name: z.string() }),
    industry: ZIdName.nullable(),
    categories: z.array(ZIdName.extend({ industry: ZIdName })),
    yearStablished: z.number().nullable(),
    totalAnnualRevenue: ZRangeView.nullable(),
    totalEmployees: ZRangeView.nullable(),
    totalProductionEmployees: ZRangeView.nullable(),
    productionCapacity: ZRangeView.extend({ unit: z.string(), period: z.string() }).nullable(),
    profilePhoto: ZPhotoView.nullable(),
    coverPhoto: ZPhotoView.nullable(),
    video: z.object({ url: z.string() }).nullable(),
  }),
  contactInfo: z.object({
    legalAddressEnglish: z.string().nullable(),
    shippingAddressEnglish: z.string().nullable(),
    city: z.string().nullable(),
    zipcode: z.string().nullable(),
    country: ZCountryRef.nullable(),
    state: ZStateRef.nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    phone: ZPhoneView.nullable(),
    mobilePhone: ZPhoneView.nullable(),
  }),
  factory: z.object({
    manufacturingFacilities: z.string().nullable(),
    city: z.string().nullable(),
    zipcode: z.string().nullable(),
    country: ZCountryRef.nullable(),
    state: ZStateRef.nullable(),
    factorySize: z.number().nullable(),
    numberProductionLines: z.number().nullable(),
    contractManufacturing: z.array(z.string()),
  }),
  tradeCapabilities: z.object({
    markets: z.array(z.string()),
    spokenLanguages: z.array(z.string()),
    totalEmployeesSales: z.number().nullable(),
    averageLeadTime: z.number().nullable(),
  }),
  businessTerms: z.object({
    acceptedDeliveryTerms: z.array(z.string()),
    acceptedPaymentCurrencies: z.array(z.string()),
    packagingTypes: z.array(z.string()),
    acceptedPaymentTypes: z.array(z.string()),
  }),
  certificates: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      issueDate: z.string(),
      expireDate: z.string(),
      photo: ZPhotoView.nullable(),
      /**
       * The PDF and its thumbnail (decision 0075): shown to everyone when `public`, otherwise only
       * to the business's owner and admins and to staff; null for everyone else, and when there is none.
       */
      document: ZDocumentWithThumbnail.nullable().optional(),
      public: z.boolean().optional(),
    }),
  ),
  reactions: z.object({ reactionCount: z.object({ like: z.number().int() }) }),
  /** How fast it answers; null (or absent) until at least 3 requests count. */
  responsiveness: ZResponsiveness.nullable().optional(),
  rating: ZBusinessRating.nullable().optional(),
});
export type BusinessProfile = z.infer<typeof ZBusinessProfile>;
/** The viewer's role in the business ('none' for visitors and everyone outside it). */
export const ZBusinessSession = z.enum([...BUSINESS_ROLES, 'none']);
/** GET /api/business/profile/{id}: the profile, and the viewer's role beside `data`. */
export const ZBusinessProfileResponse = z.object({
  success: z.literal(true),
  data: ZBusinessProfile,
  session: ZBusinessSession,
});
export type BusinessProfileResponse = z.infer<typeof ZBusinessProfileResponse>;
/** GET /api/business/profile/my-list: the businesses the member belongs to, with their role. */
export const ZMyBusinessItem = z.object({
  businessID: z.string(),
  role: z.enum(BUSINESS_ROLES),
  business: ZBusinessProfile,
});
export type MyBusinessItem = z.infer<typeof ZMyBusinessItem>;
/** A person of a business's team (its members list). */
export const ZBusinessMember = z.object({
  userID: z.string(),
  role: z.enum(BUSINESS_ROLES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profilePhoto: ZPhotoView.nullable(),
});

// ---- Path and query values of /api/business/* ----
export const ZBusinessParams = z.object({ id: z.string().max(64) });
/** GET /api/business/profile/:id?lang=: the reference names the profile shows, in an edition (decision 0085). */
export const ZBusinessProfileQuery = ZLangQuery;
export const ZBusinessInvitationParams = z.object({ id: z.string().max(64), invitationID: z.string().max(64) });
export const ZInvitationParams = z.object({ invitationID: z.string().max(64) });
export const ZBusinessMemberParams = z.object({ id: z.string().max(64), userID: z.string().max(64) });
/** GET /api/business/profile/list-business?userID=: the businesses a person owns. */
export const ZListBusinessQuery = z.object({ userID: z.string().max(64) });
/** POST /api/business/favorites. */
export const ZAddFavoriteRequest = z.object({ businessID: z.string().max(64) });

// ---- Invitations to join a business (statuses and messages in constants/business.ts) ----
/** A business's pending invitation, as its owner and admins see it. */
export const ZBusinessInvitation = z.object({
  invitationID: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
});
export type BusinessInvitation = z.infer<typeof ZBusinessInvitation>;
export const ZInviteMemberResponse = z.object({ message: z.string(), invitations: z.array(ZBusinessInvitation) });
export type InviteMemberResponse = z.infer<typeof ZInviteMemberResponse>;
/** An invitation addressed to me, with the business it is from. */
export const ZMyInvitation = z.object({
  invitationID: z.string(),
  role: z.enum(MEMBER_ROLES),
  createdAt: z.string(),
  business: z.object({ businessID: z.string(), companyName: z.string(), profilePhoto: ZPhoto.nullable() }),
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type MyInvitation = z.infer<typeof ZMyInvitation>;
export const ZInvitationDecisionResponse = z.object({ message: z.string(), businessID: z.string() });
export type InvitationDecisionResponse = z.infer<typeof ZInvitationDecisionResponse>;
