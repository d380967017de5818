/**
 * Deterministic generator of businesses and products: complete sections, certificates and
 * generated pictures. Used by the demo seed (about 60 businesses) and by load benchmarks
 * (hundreds of thousands, with `images: false`).
 */
import { randomUUID } from 'node:crypto';
import { COMPANY_TYPE_CODES } from '@wbn/contract';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import type { PhotoJson } from '../db/schema/accounts.js';
import type { Storage } from '../ports/storage.js';
import { INDUSTRY_TREE } from './industry-tree.js';
import { rng } from './generator.js';
import { colorFor, coverSvg, logoSvg, productSvg, storeSvg } from './images.js';
import { BUSINESS_TYPES } from '@wbn/contract';
import { specsText } from '../core/search-text.js';
import { vocabularyRepo } from '../core/vocabulary.repo.js';

const PREFIX = [
  'Atlas',
  'Nova',
  'Pacific',
  'Andes',
  'Orion',
  'Delta',
  'Summit',
  'Coral',
  'Vertex',
  'Polar',
  'Aurora',
  'Sierra',
  'Liberty',
  'Gulf',
  'Harbor',
  'Titan',
  'Vista',
  'Cobalt',
  'Everest',
  'Meridian',
  'Bay',
  'Crown',
  'Falcon',
  'Keystone',
];
const SUFFIX = [
  'Industries',
  'Group',
  'Trading',
  'Manufacturing',
  'Supply',
  'International',
  'Solutions',
  'Works',
  'Partners',
  'Exports',
  'Labs',
  'Holdings',
];
const PLACES: { country: string; state: string; city: string; lang: string[] }[] = [
  { country: 'US', state: 'US-FL', city: 'Miami', lang: ['English', 'Spanish'] },
  { country: 'US', state: 'US-TX', city: 'Houston', lang: ['English'] },
  { country: 'MX', state: 'MX-NLE', city: 'Monterrey', lang: ['Spanish', 'English'] },
  { country: 'IT', state: 'IT-MI', city: 'Milan', lang: ['Italian', 'English'] },
  { country: 'ES', state: 'ES-CT', city: 'Barcelona', lang: ['Spanish', 'Catalan', 'English'] },
  { country: 'CN', state: 'CN-GD', city: 'Shenzhen', lang: ['Chinese', 'English'] },
  { country: 'DE', state: 'DE-BY', city: 'Munich', lang: ['German', 'English'] },
  { country: 'BR', state: 'BR-SP', city: 'São Paulo', lang: ['Portuguese', 'Spanish'] },
  { country: 'CO', state: 'CO-ANT', city: 'Medellín', lang: ['Spanish', 'English'] },
  { country: 'CL', state: 'CL-RM', city: 'Santiago', lang: ['Spanish'] },
  { country: 'PE', state: 'PE-LIM', city: 'Lima', lang: ['Spanish'] },
  { country: 'IN', state: 'IN-MH', city: 'Mumbai', lang: ['English', 'Hindi'] },
  { country: 'TR', state: 'TR-34', city: 'Istanbul', lang: ['Turkish', 'English'] },
  { country: 'VN', state: 'VN-SG', city: 'Ho Chi Minh City', lang: ['Vietnamese', 'English'] },
  { country: 'CA', state: 'CA-ON', city: 'Toronto', lang: ['English', 'French'] },
];
const MARKETS = [
  'North America',
  'South America',
  'Central America',
  'Western Europe',
  'Eastern Europe',
  'Middle East',
  'Africa',
  'East Asia',
  'Southeast Asia',
  'Oceania',
];
const INCOTERMS = ['EXW', 'FOB', 'CIF', 'CFR', 'DAP', 'DDP', 'FCA'];
const CURRENCIES = ['USD', 'EUR', 'CNY', 'MXN', 'BRL', 'GBP'];
const PACKAGING = ['Pallet', 'Carton', 'Crate', 'Drum', 'Bulk bag', 'Container'];
const PAYMENTS = ['T/T', 'L/C', 'D/P', 'PayPal', 'Escrow', 'Credit card'];
const CERTS = [
  'ISO 9001',
  'ISO 14001',
  'ISO 45001',
  'CE Marking',
  'UL Listed',
  'RoHS',
  'FDA Registered',
  'HACCP',
  'GMP',
  'FSC',
];
const TYPE_WORD: Record<string, string> = {
  MA: 'manufacturer',
  DI: 'distributor',
  WS: 'wholesaler',
  IM: 'importer',
  EX: 'exporter',
  RE: 'retailer',
  IN: 'investor',
  CO: 'consultancy',
  GO: 'public agency',
};

/** A product name from a plural subcategory name: 'Supplies' → 'Supply', 'Watches' → 'Watch'. */
export const singular = (s: string) =>
  s.endsWith('ies')
    ? `${s.slice(0, -3)}y`
    : /(ses|xes|ches|shes)$/.test(s)
      ? s.slice(0, -2)
      : s.endsWith('ss')
        ? s
        : s.replace(/s$/, '');

const subset = <T>(r: ReturnType<typeof rng>, xs: readonly T[], min: number, max: number) => {
  const n = r.int(min, Math.min(max, xs.length));
  const copy = [...xs];
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(copy.splice(Math.floor(r.next() * copy.length), 1)[0]);
  return out;
};

export type CompanyOptions = {
  ownerIds: string[];
  businesses: number;
  productsPerBusiness: [number, number];
  seed?: number;
  storage?: Storage;
  /** Render pictures (demo); off for large benchmark sets. */
  images?: boolean;
  /** Every n-th business gets a paid tier and verification. */
  paidEvery?: number;
};

export async function generateCompanies(db: Db, o: CompanyOptions) {
  const r = rng(o.seed ?? 2026);
  const productImages = new Map<string, PhotoJson>();
  const covers = new Map<string, PhotoJson>();
  let productCount = 0;
  const batchSize = 500;
  for (let start = 0; start < o.businesses; start += batchSize) {
    const bizRows: (typeof t.businesses.$inferInsert)[] = [];
    const catRows: (typeof t.businessCategories.$inferInsert)[] = [];
    const memberRows: (typeof t.businessMembers.$inferInsert)[] = [];
    const productRows: (typeof t.products.$inferInsert)[] = [];
    for (let i = start; i < Math.min(o.businesses, start + batchSize); i++) {
      const id = randomUUID();
      const industry = INDUSTRY_TREE[i % INDUSTRY_TREE.length];
      const type = COMPANY_TYPE_CODES[(i * 7 + Math.floor(i / 15)) % COMPANY_TYPE_CODES.length];
      const place = PLACES[(i * 5 + Math.floor(i / 9)) % PLACES.length];
      const companyName = `${r.pick(PREFIX)} ${industry.name.split(/[\s&]+/)[0]} ${r.pick(SUFFIX)}${o.businesses > 200 ? ` ${i}` : ''}`;
      const cats = subset(
        r,
        industry.categories.map((c, ci) => ({ c, id: `${industry.key}-${String(ci + 1).padStart(2, '0')}` })),
        1,
        3,
      );
      const tierRoll =
        o.paidEvery && i % o.paidEvery === 0
          ? (['gold', 'premium', 'platinum'] as const)[(i / o.paidEvery) % 3]
          : 'standard';
      const ownerId = o.ownerIds[i % o.ownerIds.length];
      let profilePhoto: PhotoJson | undefined;
      let coverPhoto: PhotoJson | undefined;
      if (o.images && o.storage) {
        profilePhoto = await storeSvg(o.storage, `demo/businesses/${id}/logo`, logoSvg(companyName, colorFor(i)));
        coverPhoto = covers.get(industry.key);
        if (!coverPhoto) {
          coverPhoto = await storeSvg(
            o.storage,
            `demo/covers/${industry.key}`,
            coverSvg(industry.name, colorFor(covers.size + 3)),
          );
          covers.set(industry.key, coverPhoto);
        }
      }
      const catNames = cats.map((x) => x.c.name.toLowerCase()).join(', ');
      const employees = r.int(10, 900);
      bizRows.push({
        id,
        ownerId,
        key: `WBN-${id.replace(/-/g, '').slice(0, 12).toUpperCase()}`, // 48 bits: no collision at 100k rows
        subscription: tierRoll,
        verified: tierRoll !== 'standard' || i % 4 === 1,
        companyName,
        shortDescription: `${place.city}-based ${TYPE_WORD[type]} of ${catNames}, serving buyers in ${r.int(5, 40)} countries.`,
        generalDescription: `${companyName} is a ${TYPE_WORD[type]} in ${place.city} working in ${industry.name.toLowerCase()}. We supply ${catNames} to importers, distributors and manufacturers, with technical support in ${place.lang.join(' and ')}. Samples and private-label programmes are available on request.`,
        businessTypeCode: type,
        industryId: industry.key,
        countryCode: place.country,
        stateId: place.state,
        yearEstablished: r.int(1962, 2021),
        general: {
          totalAnnualRevenue: { min: r.int(1, 5) * 1_000_000, max: r.int(6, 60) * 1_000_000 },
          totalEmployees: { min: employees, max: employees + r.int(10, 200) },
          totalProductionEmployees: { min: Math.floor(employees / 3), max: Math.floor(employees / 2) },
          productionCapacity: { min: r.int(100, 900), max: r.int(1000, 9000), unit: 'units', period: 'month' },
        },
        profilePhoto,
        coverPhoto,
        contactInfo: {
          legalAddressEnglish: `${r.int(10, 9800)} ${r.pick(['Industrial', 'Commerce', 'Harbor', 'Trade', 'Park'])} Avenue, ${place.city}`,
          city: place.city,
          zipcode: String(r.int(10000, 99999)),
          countryCode: place.country,
          stateId: place.state,
          email: `sales@${companyName
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')}.example`,
          website: `https://www.${companyName.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
          phone: { countryCode: '+1', businessPhoneNumber: `305555${String(1000 + (i % 9000)).padStart(4, '0')}` },
        },
        factory:
          type === 'MA'
            ? {
                manufacturingFacilities: `${r.int(1, 4)} plants with ${r.int(2, 12)} assembly lines`,
                city: place.city,
                countryCode: place.country,
                stateId: place.state,
                factorySize: r.int(2, 60) * 1000,
                numberProductionLines: r.int(2, 12),
                contractManufacturing: subset(r, ['OEM', 'ODM', 'OBM', 'PRIVATE_LABEL'], 1, 3),
              }
            : {},
        tradeCapabilities: {
          markets: subset(r, MARKETS, 2, 5),
          spokenLanguages: place.lang,
          totalEmployeesSales: r.int(2, 60),
          averageLeadTime: r.int(7, 60),
        },
        businessTerms: {
          acceptedDeliveryTerms: subset(r, INCOTERMS, 2, 4),
          acceptedPaymentCurrencies: subset(r, CURRENCIES, 1, 3),
          packagingTypes: subset(r, PACKAGING, 1, 3),
          acceptedPaymentTypes: subset(r, PAYMENTS, 2, 3),
        },
        certificates: subset(r, CERTS, 0, 3).map((name) => {
          const y = r.int(2018, 2024);
          return {
            id: randomUUID(),
            name,
            issueDate: `${y}-0${r.int(1, 9)}-1${r.int(0, 9)}`,
            expireDate: `${y + 3}-0${r.int(1, 9)}-1${r.int(0, 9)}`,
          };
        }),
        likeCount: o.images ? 0 : r.int(0, 250),
        searchText: [
          ...cats.map((x) => x.c.name),
          industry.name,
          BUSINESS_TYPES.find((b) => b.code === type)?.businessTypeName ?? '',
        ].join(' '),
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
      });
      cats.forEach((x, sort) => catRows.push({ businessId: id, categoryId: x.id, sort }));
      memberRows.push({ businessId: id, userId: ownerId, role: 'owner' });
      const n = r.int(o.productsPerBusiness[0], o.productsPerBusiness[1]);
      for (let p = 0; p < n; p++) {
        const cat = r.pick(cats);
        const subIndex = Math.floor(r.next() * cat.c.subCategories.length);
        const sub = cat.c.subCategories[subIndex];
        const subId = `${cat.id}-${String(subIndex + 1).padStart(2, '0')}`;
        const model = `${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}-${r.int(100, 990)}`;
        const keywords = [sub.toLowerCase(), cat.c.name.toLowerCase(), industry.name.toLowerCase()];
        const specs = [
          { key: 'Model', value: model },
          { key: 'Minimum order', value: `${r.int(1, 50) * 10} units` },
          { key: 'Warranty', value: `${r.int(1, 5)} years` },
          { key: 'Origin', value: place.city },
        ];
        let mainImage: PhotoJson | undefined;
        if (o.images && o.storage) {
          mainImage = productImages.get(cat.id);
          if (!mainImage) {
            mainImage = await storeSvg(
              o.storage,
              `demo/products/${cat.id}`,
              productSvg(cat.c.name, colorFor(productImages.size)),
            );
            productImages.set(cat.id, mainImage);
          }
        }
        productRows.push({
          businessId: id,
          name: `${singular(sub)} ${model}`,
          description: `${singular(sub)} ${model} from ${companyName}: built for industrial buyers who need reliable ${cat.c.name.toLowerCase()}. Available for export with documentation in ${[...new Set(['English', ...place.lang])].slice(0, 2).join(' and ')}, custom branding on orders over ${r.int(2, 20) * 50} units.`,
          keywords,
          mainImage,
          photos: mainImage ? [mainImage] : [],
          specs,
          specsText: specsText(specs),
          searchText: [industry.name, cat.c.name, sub, ...keywords].join(' '),
          industryId: industry.key,
          categoryId: cat.id,
          subCategoryId: subId,
          leadTime: `${r.int(7, 45)} days`,
          stock: r.next() > 0.25,
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000 + p * 60_000),
        });
      }
    }
    await db.transaction(async (tx) => {
      await tx.insert(t.businesses).values(bizRows);
      await tx.insert(t.businessCategories).values(catRows);
      await tx.insert(t.businessMembers).values(memberRows).onConflictDoNothing();
      for (let k = 0; k < productRows.length; k += 1000)
        await tx.insert(t.products).values(productRows.slice(k, k + 1000));
    });
    productCount += productRows.length;
  }
  await vocabularyRepo.rebuild(db);
  return { businesses: o.businesses, products: productCount };
}
