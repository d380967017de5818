/**
 * Verification (the spec says "how verification is granted is not shown"; decision 0018):
 * paid tiers include it. The owner sends documents (finished uploads of the business or their
 * own); staff grant it, saying what they checked, or refuse it with a reason; the business page
 * then shows Verified with what was checked and when. It ends with the paid membership.
 */
import {
  MEMBERSHIP_MSG,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_STATUSES,
  type StaffVerification,
  type VerificationPublic,
  type VerificationRequest,
  type VerificationRequestView,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { AppError, isUuid, notFound } from '../../lib/errors.js';
import { isDocumentJson, withThumbnail, type DocumentCheck } from '../../core/documents.js';
import type { BusinessAccess } from '../../core/collaborators.js';
import type { PhotoCheck } from '../../core/collaborators.js';
import type { EventPublisher } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { tierOf } from './memberships.presenter.js';
import { verificationRepo, type VerificationRow } from './verification.repo.js';

type Kind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];
type Status = (typeof VERIFICATION_STATUSES)[number];

const today = () => new Date().toISOString().slice(0, 10);

export const presentRequest = (r: VerificationRow): VerificationRequestView => ({
  requestID: r.id,
  status: r.status as Status,
  documents: r.documents.map((x) => ({
    kind: x.kind as Kind,
    name: x.name,
    file: isDocumentJson(x.file) ? withThumbnail(x.file) : x.file,
    expireDate: x.expireDate ?? null,
  })),
  note: r.note,
  reason: r.reason,
  checked: r.checked,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

export type VerificationDeps = {
  db: Db;
  businesses: BusinessAccess;
  checkPhoto: PhotoCheck;
  /** A document may be a PDF (decision 0075). */
  checkDocument: DocumentCheck;
  events: EventPublisher;
};

export function createVerificationService(d: VerificationDeps) {
  async function decide(
    requestId: string,
    staffId: string,
    what: { status: 'granted'; checked: string[] } | { status: 'refused'; reason: string },
  ) {
    if (!isUuid(requestId)) throw notFound('Verification request', 'requestID');
    // The decision and the event that tells the business (notifications) commit together.
    const res = await inTransaction(d.db, async (tx) => {
      const r = await verificationRepo.decide(tx, requestId, { ...what, by: staffId, now: new Date() });
      if (r.outcome === 'ok') {
        const data: Record<string, string> =
          what.status === 'granted' ? { state: 'granted' } : { state: 'refused', reason: what.reason };
        await d.events.publish(tx, 'verification.decided', {
          requestId,
          businessId: r.row.businessId,
          staffUserId: staffId,
          granted: what.status === 'granted',
          data,
        });
      }
      return r;
    });
    if (res.outcome === 'decided') {
      if (!(await verificationRepo.find(d.db, requestId))) throw notFound('Verification request', 'requestID');
      throw new AppError('Conflict', MEMBERSHIP_MSG.verificationDecided, {
        requestID: MEMBERSHIP_MSG.verificationDecided,
      });
    }
    if (res.outcome !== 'ok')
      throw new AppError('Conflict', MEMBERSHIP_MSG.verificationPaidOnly, {
        requestID: MEMBERSHIP_MSG.verificationPaidOnly,
      });
    if (what.status === 'granted') await d.businesses.changed([res.row.businessId]); // the verified badge on its cached pages
    return present(res.row);
  }

  async function present(r: VerificationRow): Promise<StaffVerification> {
    const b = await d.businesses.load(r.businessId);
    return {
      ...presentRequest(r),
      business: {
        businessID: b.id,
        companyName: b.companyName,
        subscription: tierOf(b.subscription),
        verified: b.verified,
      },
      requestedBy: null,
    };
  }

  return {
    /** The owner asks for verification with documents. */
    async request(userId: string, input: VerificationRequest) {
      const business = await d.businesses.load(input.businessID);
      try {
        await d.businesses.requireOwner(business.id, userId);
      } catch (e) {
        if (e instanceof AppError && e.code === 'Forbidden')
          throw new AppError('Forbidden', 'Only the owner of this business can ask for its verification', {
            businessID: 'Only the owner can ask',
          });
        throw e;
      }
      if (tierOf(business.subscription) === 'standard')
        throw new AppError('Forbidden', MEMBERSHIP_MSG.verificationPaidOnly, {
          businessID: MEMBERSHIP_MSG.verificationPaidOnly,
        });
      if (business.verified)
        throw new AppError('Conflict', MEMBERSHIP_MSG.verificationAlreadyGranted, {
          businessID: MEMBERSHIP_MSG.verificationAlreadyGranted,
        });
      // Each a picture or a PDF uploaded here for the business or by its owner (decision 0075).
      for (const [i, doc] of input.documents.entries()) {
        const owners = [{ businessId: business.id }, { userId }];
        if (doc.file.contentType === 'application/pdf') await d.checkDocument(`documents.${i}.file`, doc.file, owners);
        else await d.checkPhoto(`documents.${i}.file`, doc.file, owners);
      }
      const row = await verificationRepo.insert(d.db, {
        businessId: business.id,
        requestedBy: userId,
        status: 'pending',
        documents: input.documents.map((x) => ({
          kind: x.kind,
          name: x.name,
          file: x.file,
          ...(x.expireDate ? { expireDate: x.expireDate } : {}),
        })),
        note: input.note || null,
      });
      if (!row)
        throw new AppError('Conflict', MEMBERSHIP_MSG.verificationPending, {
          businessID: MEMBERSHIP_MSG.verificationPending,
        });
      return { message: MEMBERSHIP_MSG.verificationRequested, request: presentRequest(row) };
    },

    /** The last request, as the owner and admins see it on the membership screen. */
    async lastOf(businessId: string) {
      const r = await verificationRepo.last(d.db, businessId);
      return r ? presentRequest(r) : null;
    },

    /** What everyone sees: Verified, what was checked and when; certificates past expiry flagged. */
    async publicOf(businessId: string): Promise<VerificationPublic> {
      const business = await d.businesses.load(businessId);
      const granted = business.verified ? await verificationRepo.lastGranted(d.db, business.id) : undefined;
      const now = today();
      return {
        businessID: business.id,
        verified: business.verified,
        verifiedAt: granted?.decidedAt?.toISOString() ?? null,
        checked: granted?.checked ?? [],
        documents: (granted?.documents ?? []).map((x) => ({
          kind: x.kind as Kind,
          name: x.name,
          expireDate: x.expireDate ?? null,
          expired: !!x.expireDate && x.expireDate < now,
        })),
      };
    },

    async staffList(status: Status, skip: number, size: number) {
      const [rows, total] = await Promise.all([
        verificationRepo.page(d.db, status, skip, size),
        verificationRepo.count(d.db, status),
      ]);
      const items: StaffVerification[] = rows.map((x) => ({
        ...presentRequest(x.r),
        business: {
          businessID: x.r.businessId,
          companyName: x.companyName,
          subscription: tierOf(x.subscription),
          verified: x.verified,
        },
        requestedBy: x.r.requestedBy
          ? { userID: x.r.requestedBy, name: `${x.firstName ?? ''} ${x.lastName ?? ''}`.trim(), email: x.email ?? '' }
          : null,
      }));
      return { items, total };
    },
    pendingCount: () => verificationRepo.count(d.db, 'pending'),

    grant: (requestId: string, staffId: string, checked: string[]) =>
      decide(requestId, staffId, { status: 'granted', checked }),
    refuse: (requestId: string, staffId: string, reason: string) =>
      decide(requestId, staffId, { status: 'refused', reason }),
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
