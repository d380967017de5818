/** Businesses: creation, the profile sections, members and favorites (the spec's business screens, fields and roles). */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  COMPANY_TYPE_CODES,
  DOCUMENT_MESSAGES,
  INVITATION_MSG,
  MSG,
  normalizeDialCode,
  type BusinessRole,
  type BusinessSession,
  type CreateBusinessRequest,
  type UpdateBusinessRequest,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { ContactJson, FactoryJson, PhoneJson } from '../../db/schema/index.js';
import { AppError, invalid, notFound, isUuid } from '../../lib/errors.js';
import type { ManagerLeft, PhotoCheck } from '../../core/collaborators.js';
import type { DocumentCheck } from '../../core/documents.js';
import { checkCategories, refMaps, type RefMaps } from '../../core/ref-lookup.js';
import { businessesRepo } from './businesses.repo.js';
import { vocabularyWords } from '../../core/search-text.js';
import { vocabularyRepo } from '../../core/vocabulary.repo.js';
import { presentBusiness } from '../../core/business-presenter.js';
import type { Edition } from '@wbn/contract/editions';
import { cacheTags, noInvalidate, type Invalidate } from '../../core/cache-tags.js';
import { directoryRepo } from '../../core/directory.repo.js';
import type { EventPublisher } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';

function checkPlace(m: RefMaps, fieldPrefix: string, countryCode?: string, stateId?: string, requireState = false) {
  if (countryCode && !m.countries.has(countryCode)) throw invalid(`${fieldPrefix}country`, 'Unknown country');
  if (stateId) {
    const st = m.states.get(stateId);
    if (!st) throw invalid(`${fieldPrefix}state`, 'Unknown state');
    if (countryCode && st.countryCode !== countryCode)
      throw invalid(`${fieldPrefix}state`, 'This state is not in the selected country');
  } else if (requireState && countryCode && m.countriesWithStates.has(countryCode)) {
    throw invalid(`${fieldPrefix}state`, 'Choose a state');
  }
}

/** Taxonomy and type names that make a business findable by them (industry, categories, type). */
function searchTextOf(m: RefMaps, categoryIds: string[], businessTypeCode: string) {
  const names = new Set<string>();
  for (const id of categoryIds) {
    const c = m.categories.get(id);
    if (!c) continue;
    names.add(c.name);
    const ind = m.industries.get(c.industryId);
    if (ind) names.add(ind.name);
  }
  names.add(m.businessTypes.get(businessTypeCode)?.businessTypeName ?? '');
  return [...names].join(' ').trim();
}

const phoneJson = (p?: PhoneJson) =>
  p
    ? p.businessPhoneNumber === ''
      ? undefined
      : { countryCode: normalizeDialCode(p.countryCode), businessPhoneNumber: p.businessPhoneNumber }
    : undefined;

/**
 * `invalidate`: drops the cached pages and answers showing a business after it changes (decision 0019).
 * `events`: a new business is announced (`business.created`) in the transaction that creates it.
 * `managerLeft`: what ends with a person's right to manage the business (their API keys), in the
 * transaction that removes them or makes them a plain member.
 */
export type BusinessesServiceDeps = {
  db: Db;
  checkPhoto: PhotoCheck;
  /** The check of a certificate's PDF (decision 0075); absent, a certificate sent with one is refused. */
  checkDocument?: DocumentCheck;
  invalidate?: Invalidate;
  events?: EventPublisher;
  /** What ends with a manager's role, in the same transaction (decision 0059). */
  managerLeft?: ManagerLeft;
};

export function createBusinessesService({
  db,
  checkPhoto,
  checkDocument = async (field, doc) => {
    if (doc) throw invalid(field, DOCUMENT_MESSAGES.notUploaded);
  },
  invalidate = noInvalidate,
  events = { publish: async () => undefined },
  managerLeft = async () => undefined,
}: BusinessesServiceDeps) {
  async function load(id: string) {
    if (!isUuid(id)) throw notFound('Business', 'businessID');
    const b = await businessesRepo.find(db, id);
    if (!b) throw notFound('Business', 'businessID');
    return b;
  }
  /** As its managers see it (the answer of their own writes): every certificate's PDF (decision 0075). */
  async function present(id: string) {
    return presentBusiness(await load(id), await refMaps(db), { team: true });
  }
  /** Owner or admin, or 403 (404 when the business does not exist). */
  async function requireManager(businessId: string, userId: string) {
    await load(businessId);
    const role = await businessesRepo.role(db, businessId, userId);
    if (role !== 'owner' && role !== 'admin')
      throw new AppError('Forbidden', 'Only the owner or an admin of this business can do this');
    return role;
  }
  /** The team, owner first (roles are stored as text; only these three are written). */
  const team = async (businessId: string) =>
    (await businessesRepo.members(db, businessId)).map((m) => ({ ...m, role: m.role as BusinessRole }));
  /** The person leaves the team, and what they could do for it ends with them (their API keys), together. */
  const leave = (businessId: string, userId: string) =>
    inTransaction(db, async (tx) => {
      await businessesRepo.removeMember(tx, businessId, userId);
      await managerLeft(tx, businessId, userId);
    });
  async function requireOwner(businessId: string, userId: string) {
    await load(businessId);
    if ((await businessesRepo.role(db, businessId, userId)) !== 'owner')
      throw new AppError('Forbidden', 'Only the owner of this business can do this');
  }

  return {
    load,
    requireManager,
    requireOwner,
    checkPhoto,
    /** After a write elsewhere changed what a visitor sees of these businesses (tier, verification, hidden products): drops their cached pages and answers. */
    changed: (businessIds: readonly string[]) =>
      businessIds.length ? invalidate([...businessIds.map(cacheTags.business), cacheTags.search]) : Promise.resolve(),
    async session(businessId: string, userId?: string): Promise<BusinessSession> {
      return (userId && (await businessesRepo.role(db, businessId, userId))) || 'none';
    },

    async create(userId: string, input: CreateBusinessRequest) {
      const m = await refMaps(db);
      const incomplete = (field: string, message: string) =>
        new AppError('ValidationError', MSG.createBusinessIncomplete, { [field]: message });
      if (
        !COMPANY_TYPE_CODES.includes(input.businessType as (typeof COMPANY_TYPE_CODES)[number]) ||
        !m.businessTypes.has(input.businessType)
      )
        throw incomplete('businessType', 'Unknown business type');
      let categoryIds: string[];
      try {
        categoryIds = checkCategories(m, input.categories, 'categories');
        checkPlace(m, '', input.country, input.state, true);
        // The business does not exist yet: its pictures are the creator's own uploads.
        await checkPhoto('profilePhoto', input.profilePhoto, [{ userId }]);
        await checkPhoto('coverPhoto', input.coverPhoto, [{ userId }]);
      } catch (e) {
        if (e instanceof AppError && e.fields)
          throw new AppError('ValidationError', MSG.createBusinessIncomplete, e.fields);
        throw e;
      }
      const b = await inTransaction(db, async (tx) => {
        const created = await businessesRepo.create(
          tx,
          {
            ownerId: userId,
            key: `WBN-${randomBytes(6).toString('hex').toUpperCase()}`,
            companyName: input.companyName,
            shortDescription: input.shortDescription,
            businessTypeCode: input.businessType,
            industryId: m.categories.get(categoryIds[0])!.industryId,
            countryCode: input.country,
            stateId: input.state ?? null,
            profilePhoto: input.profilePhoto,
            coverPhoto: input.coverPhoto,
            searchText: searchTextOf(m, categoryIds, input.businessType),
          },
          categoryIds,
        );
        await events.publish(tx, 'business.created', {
          businessId: created.id,
          ownerUserId: userId,
          companyName: created.companyName,
          at: created.createdAt.toISOString(),
        });
        return created;
      });
      await vocabularyRepo.add(db, vocabularyWords(input.companyName));
      await invalidate([cacheTags.search]);
      return present(b.id);
    },

    /**
     * A business as anyone sees it; hidden by staff (decision 0034), only its team still finds it.
     * Its owner and admins, and staff (`viewerIsStaff`), also see the certificates' PDFs that are not public (decision 0075).
     * `edition`: the language of its reference names (decision 0085).
     */
    async get(id: string, viewerId?: string, viewerIsStaff = false, edition: Edition = 'en') {
      const b = await load(id);
      const role = viewerId ? await businessesRepo.role(db, id, viewerId) : undefined;
      if (b.hiddenAt && !role) throw notFound('Business', 'businessID');
      return presentBusiness(b, await refMaps(db), {
        team: role === 'owner' || role === 'admin' || viewerIsStaff,
        edition,
      });
    },

    async myList(userId: string) {
      const m = await refMaps(db);
      return (await businessesRepo.listForMember(db, userId)).map(({ business, role }) => ({
        businessID: business.id,
        role: role as BusinessRole,
        business: presentBusiness(business, m, { team: role === 'owner' || role === 'admin' }),
      }));
    },

    async listByOwner(userId: string) {
      if (!isUuid(userId)) throw invalid('userID', 'Unknown user');
      const m = await refMaps(db);
      return (await directoryRepo.businessesOwnedBy(db, userId)).map((b) => presentBusiness(b, m));
    },

    /** Applies one or more sections; every reference is checked before anything is written. */
    async update(businessId: string, userId: string, input: UpdateBusinessRequest) {
      await requireManager(businessId, userId);
      const current = await load(businessId);
      const m = await refMaps(db);
      const set: Record<string, unknown> = {};
      let categoryIds: string[] | undefined;
      if (input.general) {
        const g = input.general;
        if (g.companyName !== undefined) set.companyName = g.companyName;
        if (g.shortDescription !== undefined) set.shortDescription = g.shortDescription;
        if (g.generalDescription !== undefined) set.generalDescription = g.generalDescription || null;
        if (g.businessType) {
          if (!COMPANY_TYPE_CODES.includes(g.businessType.code as (typeof COMPANY_TYPE_CODES)[number]))
            throw invalid('general.businessType', 'Unknown business type');
          set.businessTypeCode = g.businessType.code;
        }
        if (g.categories) categoryIds = checkCategories(m, g.categories, 'general.categories');
        if (g.industry) {
          if (!m.industries.has(g.industry.id)) throw invalid('general.industry', 'Unknown industry');
          set.industryId = g.industry.id;
        } else if (categoryIds) set.industryId = m.categories.get(categoryIds[0])!.industryId;
        if (g.yearStablished !== undefined) {
          if (g.yearStablished > new Date().getFullYear())
            throw invalid('general.yearStablished', 'The year cannot be in the future');
          set.yearEstablished = g.yearStablished;
        }
        const owners = [{ businessId }, { userId }];
        await checkPhoto('general.profilePhoto', g.profilePhoto, owners, [current.profilePhoto]);
        await checkPhoto('general.coverPhoto', g.coverPhoto, owners, [current.coverPhoto]);
        if (g.profilePhoto) set.profilePhoto = g.profilePhoto;
        if (g.coverPhoto) set.coverPhoto = g.coverPhoto;
        const extra = { ...current.general };
        for (const k of [
          'totalAnnualRevenue',
          'totalEmployees',
          'totalProductionEmployees',
          'productionCapacity',
          'video',
        ] as const) {
          if (g[k] !== undefined) (extra as Record<string, unknown>)[k] = g[k];
        }
        set.general = extra;
      }
      if (input.contactInfo) {
        const c = input.contactInfo;
        const countryCode = c.country?.code ?? current.contactInfo.countryCode ?? current.countryCode;
        checkPlace(m, 'contactInfo.', c.country?.code, c.state?.stateID);
        if (c.state && !c.country) checkPlace(m, 'contactInfo.', countryCode, c.state.stateID);
        const next: ContactJson = { ...current.contactInfo };
        for (const k of [
          'legalAddressEnglish',
          'shippingAddressEnglish',
          'city',
          'zipcode',
          'email',
          'website',
        ] as const)
          if (c[k] !== undefined) next[k] = c[k] || undefined;
        if (c.country) next.countryCode = c.country.code;
        if (c.state) next.stateId = c.state.stateID;
        else if (c.country && next.stateId && !next.stateId.startsWith(`${c.country.code}-`)) next.stateId = undefined;
        if (c.phone) next.phone = phoneJson(c.phone);
        if (c.mobilePhone) next.mobilePhone = phoneJson(c.mobilePhone);
        set.contactInfo = next;
        // The headline location follows the contact address.
        if (c.country) set.countryCode = c.country.code;
        if (c.state || c.country) set.stateId = next.stateId ?? null;
      }
      if (input.factory) {
        const f = input.factory;
        const countryCode = f.country?.code ?? current.factory.countryCode;
        checkPlace(m, 'factory.', countryCode, f.state?.stateID);
        const next: FactoryJson = { ...current.factory };
        for (const k of [
          'manufacturingFacilities',
          'city',
          'zipcode',
          'factorySize',
          'numberProductionLines',
          'contractManufacturing',
        ] as const) {
          if (f[k] !== undefined) (next as Record<string, unknown>)[k] = f[k];
        }
        if (f.country) next.countryCode = f.country.code;
        if (f.state) next.stateId = f.state.stateID;
        set.factory = next;
      }
      if (input.tradeCapabilities) set.tradeCapabilities = { ...current.tradeCapabilities, ...input.tradeCapabilities };
      if (input.businessTerms) set.businessTerms = { ...current.businessTerms, ...input.businessTerms };
      if (input.certificates) {
        const held = current.certificates.map((c) => c.photo);
        const heldDocuments = current.certificates.map((c) => c.document);
        for (const [i, c] of input.certificates.entries()) {
          if (c.expireDate < c.issueDate)
            throw invalid(`certificates.${i}.expireDate`, 'The expire date must come after the issue date');
          await checkPhoto(`certificates.${i}.photo`, c.photo, [{ businessId }, { userId }], held);
          // A PDF uploaded here for this business (or by this manager), or one the profile already holds (decision 0075).
          await checkDocument(`certificates.${i}.document`, c.document, [{ businessId }, { userId }], heldDocuments);
        }
        set.certificates = input.certificates.map((c) => ({ ...c, id: c.id && isUuid(c.id) ? c.id : randomUUID() }));
      }
      if (categoryIds || set.businessTypeCode) {
        set.searchText = searchTextOf(
          m,
          categoryIds ?? current.categoryIds,
          (set.businessTypeCode as string | undefined) ?? current.businessTypeCode,
        );
      }
      await businessesRepo.update(db, businessId, set, categoryIds);
      if (typeof set.companyName === 'string') await vocabularyRepo.add(db, vocabularyWords(set.companyName));
      await invalidate([cacheTags.business(businessId), cacheTags.search]);
      return present(businessId);
    },

    async members(businessId: string, userId: string) {
      await load(businessId);
      if (!(await businessesRepo.role(db, businessId, userId)))
        throw new AppError('Forbidden', 'Only the people of this business can see its members');
      return team(businessId);
    },
    async changeRole(businessId: string, ownerId: string, userId: string, role: 'admin' | 'member') {
      await requireOwner(businessId, ownerId);
      const current = isUuid(userId) ? await businessesRepo.role(db, businessId, userId) : undefined;
      if (!current) throw notFound('Member', 'userID');
      if (current === 'owner')
        throw new AppError('Forbidden', 'The owner keeps the owner role', { userID: 'The owner' });
      await inTransaction(db, async (tx) => {
        await businessesRepo.setRole(tx, businessId, userId, role);
        if (role === 'member') await managerLeft(tx, businessId, userId);
      });
      return team(businessId);
    },
    /** The owner removes an admin or member; an admin or member may remove themselves (leave). */
    async removeMember(businessId: string, callerId: string, userId: string) {
      await load(businessId);
      const current = isUuid(userId) ? await businessesRepo.role(db, businessId, userId) : undefined;
      if (callerId === userId) {
        if (!current) throw notFound('Member', 'userID');
        if (current === 'owner')
          throw new AppError('Forbidden', INVITATION_MSG.ownerCannotLeave, { userID: INVITATION_MSG.ownerCannotLeave });
        await leave(businessId, userId);
        return [] as Awaited<ReturnType<typeof team>>;
      }
      await requireOwner(businessId, callerId);
      if (!current) throw notFound('Member', 'userID');
      if (current === 'owner') throw new AppError('Forbidden', 'The owner cannot be removed', { userID: 'The owner' });
      await leave(businessId, userId);
      return team(businessId);
    },

    async favorites(userId: string) {
      const m = await refMaps(db);
      return (await businessesRepo.favorites(db, userId)).map((b) => presentBusiness(b, m));
    },
    async addFavorite(userId: string, businessId: string) {
      await load(businessId);
      await businessesRepo.addFavorite(db, userId, businessId);
    },
    async removeFavorite(userId: string, businessId: string) {
      if (!isUuid(businessId) || !(await businessesRepo.removeFavorite(db, userId, businessId)).length)
        throw notFound('Favorite', 'businessID');
    },
  };
}
export type BusinessesService = ReturnType<typeof createBusinessesService>;
