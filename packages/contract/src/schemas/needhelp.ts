import { z } from './zod.js';
import { ENQUIRY_MORE_INFO_MAX, US_STATE_CODES } from '../constants/spec.js';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();
const industry = z.union([z.literal(''), z.string().regex(/^\d{4}$/, 'Choose an industry from the list')]).optional();

/** The need-help enquiry (the spec's enquiry entity). Company phone and e-mail are required. */
export const ZNeedHelpRequest = z
  .object({
    firstName: text(80),
    lastName: text(80),
    businessName: text(160),
    businessType: z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/, 'Choose a business type')]).optional(),
    website: text(300),
    jobPosition: text(40),
    address: text(300),
    zipcode: text(20),
    city: text(120),
    usaState: z.union([z.literal(''), z.enum(US_STATE_CODES, { message: 'Choose one state' })]).optional(),
    country: z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/, 'Choose a country')]).optional(),
    companyPhone: z
      .string({ message: 'The company telephone is required' })
      .trim()
      .min(1, 'The company telephone is required')
      .max(30, 'At most 30 characters')
      .refine((s) => s.replace(/\D/g, '').length >= 6, 'Enter a telephone number with at least 6 digits'),
    companyFax: text(30),
    totalEmployees: text(20),
    salesEmployees: text(20),
    mobilePhone: text(30),
    email: z
      .string({ message: 'The e-mail is required' })
      .trim()
      .min(1, 'The e-mail is required')
      .max(254)
      .email('Enter a valid e-mail address'),
    buyProduct1: industry,
    buyProduct2: industry,
    buyProduct3: industry,
    buyProduct4: industry,
    sellProduct1: industry,
    sellProduct2: industry,
    sellProduct3: industry,
    sellProduct4: industry,
    moreInfoBuy: text(ENQUIRY_MORE_INFO_MAX),
    moreInfoSell: text(ENQUIRY_MORE_INFO_MAX),
  })
  .strict();
export type NeedHelpRequest = z.infer<typeof ZNeedHelpRequest>;
export type NeedHelpEnquiry = NeedHelpRequest & { enquiryID: string; createdAt: string };

/** GET /api/needhelp?skip=&size= (staff). */
export const ZNeedHelpListQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
/** An enquiry as staff read it: what was sent (every field text), its id and when. */
export const ZNeedHelpEnquiryView = z.object({ enquiryID: z.string(), createdAt: z.string() }).catchall(z.string());
/** The enquiries, newest first, and how many there are. */
export const ZNeedHelpEnquiryList = z.object({ enquiries: z.array(ZNeedHelpEnquiryView), total: z.number().int() });
/** POST /api/needhelp/send: 201 with the sentence to show and the enquiry's id. */
export const ZNeedHelpSent = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ enquiryID: z.string() }),
});
