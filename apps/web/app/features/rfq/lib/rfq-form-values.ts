/**
 * What the "Request quotations" form holds and how it becomes the request the API takes
 * (ZCreateRfqRequest): the industry only narrows the categories; empty optional values are left out.
 */
import { RFQ_MSG, type RfqVisibility } from '@wbn/contract/constants';
import type { CreateRfqRequest, RfqAttachment } from '@wbn/contract/schemas';
import { schemaResolver, toNumber } from '~/lib/forms';
import type { InvitedBusiness } from '../components/invite-field';

/** Who may post: the member themself (`id` is their userID) and the businesses they own or administer. */
export type Poster = { id: string; name: string; type: 'user' | 'business' };

export type RfqFormValues = {
  asBusinessID: string;
  title: string;
  description: string;
  industry: string;
  categories: string[];
  quantity: string;
  unit: string;
  targetPrice: { min: string; max: string; currency: string };
  incoterm: string;
  destinationCountry: string;
  supplierCountries: string[];
  deadline: string;
  visibility: RfqVisibility;
  invitedBusinessIDs: InvitedBusiness[];
  attachments: RfqAttachment[];
};
export type RfqFormContext = { userID: string };

/** In the order of the form: the first invalid one gets the focus. */
export const RFQ_FORM_FIELDS = [
  'asBusinessID',
  'title',
  'description',
  'categories',
  'quantity',
  'unit',
  'targetPrice.min',
  'targetPrice.max',
  'targetPrice.currency',
  'incoterm',
  'destinationCountry',
  'supplierCountries',
  'deadline',
  'visibility',
  'invitedBusinessIDs',
  'attachments',
] as const;

/** The request the form stands for. */
function toRequest(v: RfqFormValues, { userID }: RfqFormContext) {
  const price = v.targetPrice;
  return {
    title: v.title,
    description: v.description,
    categories: v.categories,
    quantity: toNumber(v.quantity),
    unit: v.unit || undefined,
    targetPrice:
      price.min.trim() || price.max.trim()
        ? { min: toNumber(price.min), max: toNumber(price.max), currency: price.currency || undefined }
        : undefined,
    incoterm: v.incoterm || undefined,
    destinationCountry: v.destinationCountry || undefined,
    supplierCountries: v.supplierCountries.length ? v.supplierCountries : undefined,
    deadline: v.deadline,
    visibility: v.visibility,
    invitedBusinessIDs: v.visibility === 'invited' ? v.invitedBusinessIDs.map((b) => b.businessID) : undefined,
    attachments: v.attachments.length ? v.attachments : undefined,
    asBusinessID: v.asBusinessID && v.asBusinessID !== userID ? v.asBusinessID : undefined,
  };
}

export const rfqFormResolver = schemaResolver<RfqFormValues, CreateRfqRequest, RfqFormContext>(
  (s) => s.ZCreateRfqRequest,
  {
    input: toRequest,
    // The schema says it only once every other field is right (a refinement of the whole): said at once here.
    also: (v) => ({
      invitedBusinessIDs:
        v.visibility === 'invited' && !v.invitedBusinessIDs.length ? RFQ_MSG.invitedRequired : undefined,
    }),
  },
);
