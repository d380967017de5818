import type { BusinessProfile, Tier } from '@wbn/contract';
import { TIERS, DEFAULT_TIER, RESPONSIVENESS } from '@wbn/contract';
import type { RefMaps } from './ref-lookup.js';
import { countryRef, industryRef, refNamesIn, stateRef } from './ref-lookup.js';
import type { BusinessWithCategories } from './collaborators.js';
import { withThumbnail } from './documents.js';
import { businessTypeNameIn, type Edition } from '@wbn/contract/editions';

const orNull = <T>(v: T | undefined | null): T | null => (v === undefined ? null : v);
/** A stored subscription as the spec names it; anything unknown reads as the default tier. */
export const tier = (s: string): Tier => ((TIERS as readonly string[]).includes(s) ? (s as Tier) : DEFAULT_TIER);

/**
 * Chooses the fields of a business (the spec's "Business profile" entity) that leave the API.
 * `team`: the viewer is an owner or admin of the business, or staff, and sees the certificates'
 * PDFs that are not public (decision 0075); everyone else sees only the public ones.
 * `edition`: the reference names (business type, industry, categories, countries) are said in that
 * edition's language, as a page of the edition asks with `lang` (decision 0085); English by default.
 */
export function presentBusiness(
  b: BusinessWithCategories,
  m: RefMaps,
  viewer: { team?: boolean; edition?: Edition } = {},
): BusinessProfile {
  const type = m.businessTypes.get(b.businessTypeCode);
  const names = refNamesIn(m, viewer.edition ?? 'en');
  const g = b.general;
  const c = b.contactInfo;
  const f = b.factory;
  return {
    businessID: b.id,
    subscription: tier(b.subscription),
    verified: b.verified,
    key: b.key,
    createdAt: b.createdAt.toISOString(),
    general: {
      companyName: b.companyName,
      shortDescription: b.shortDescription,
      generalDescription: b.generalDescription,
      businessType: {
        code: b.businessTypeCode,
        name: type ? businessTypeNameIn(names.edition, type.code, type.businessTypeName) : b.businessTypeCode,
      },
      industry: names.industry(industryRef(m, b.industryId)),
      categories: b.categoryIds.flatMap((id) => {
        const cat = m.categories.get(id);
        const ind = cat ? names.industry(industryRef(m, cat.industryId)) : null;
        return cat && ind ? [{ id: cat.id, name: names.category(cat.industryId, cat.name), industry: ind }] : [];
      }),
      yearStablished: b.yearEstablished,
      totalAnnualRevenue: orNull(g.totalAnnualRevenue),
      totalEmployees: orNull(g.totalEmployees),
      totalProductionEmployees: orNull(g.totalProductionEmployees),
      productionCapacity: orNull(g.productionCapacity),
      profilePhoto: b.profilePhoto ?? null,
      coverPhoto: b.coverPhoto ?? null,
      video: orNull(g.video),
    },
    contactInfo: {
      legalAddressEnglish: orNull(c.legalAddressEnglish),
      shippingAddressEnglish: orNull(c.shippingAddressEnglish),
      city: orNull(c.city),
      zipcode: orNull(c.zipcode),
      country: names.country(countryRef(m, c.countryCode ?? b.countryCode)),
      state: stateRef(m, c.stateId ?? b.stateId),
      email: orNull(c.email),
      website: orNull(c.website),
      phone: orNull(c.phone),
      mobilePhone: orNull(c.mobilePhone),
    },
    factory: {
      manufacturingFacilities: orNull(f.manufacturingFacilities),
      city: orNull(f.city),
      zipcode: orNull(f.zipcode),
      country: names.country(countryRef(m, f.countryCode)),
      state: stateRef(m, f.stateId),
      factorySize: orNull(f.factorySize),
      numberProductionLines: orNull(f.numberProductionLines),
      contractManufacturing: f.contractManufacturing ?? [],
    },
    tradeCapabilities: {
      markets: b.tradeCapabilities.markets ?? [],
      spokenLanguages: b.tradeCapabilities.spokenLanguages ?? [],
      totalEmployeesSales: orNull(b.tradeCapabilities.totalEmployeesSales),
      averageLeadTime: orNull(b.tradeCapabilities.averageLeadTime),
    },
    businessTerms: {
      acceptedDeliveryTerms: b.businessTerms.acceptedDeliveryTerms ?? [],
      acceptedPaymentCurrencies: b.businessTerms.acceptedPaymentCurrencies ?? [],
      packagingTypes: b.businessTerms.packagingTypes ?? [],
      acceptedPaymentTypes: b.businessTerms.acceptedPaymentTypes ?? [],
    },
    certificates: b.certificates.map((x) => ({
      id: x.id,
      name: x.name,
      issueDate: x.issueDate,
      expireDate: x.expireDate,
      photo: x.photo ?? null,
      document: x.document && (x.public || viewer.team) ? withThumbnail(x.document) : null,
      public: !!x.public,
    })),
    reactions: { reactionCount: { like: b.likeCount } },
    responsiveness: b.responsiveness && b.responsiveness.sample >= RESPONSIVENESS.minSample ? b.responsiveness : null,
    // Kept null below three public reviews by the reviews module (decision 0077).
    rating: b.reviewAverage === null ? null : { average: Number(b.reviewAverage), count: b.reviewCount },
  };
}
