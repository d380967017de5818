/**
 * What one feature offers the others, as types: the features never import each other; app.ts
 * hands each the implementation it needs (the files module's photo check, the live channel).
 */
import type { BusinessSession } from '@wbn/contract';
import type { PhotoJson } from '../db/schema/accounts.js';
import type { businesses } from '../db/schema/index.js';
import type { Db } from '../db/client.js';

/** Whose uploads a picture may come from: a user's own uploads, or a business's. */
export type PhotoOwner = { userId: string } | { businessId: string };

/**
 * Checks a picture sent by a client: it must be a finished upload (its grant used, the file
 * processed) of one of `owners`, addressed exactly as this product stores it. Pictures in
 * `keep` (what the record holds now) pass unchanged, so re-saving a form is never refused.
 * Nothing else passes: other hosts, `javascript:`, `../`, someone else's upload.
 */
export type PhotoCheck = (
  field: string,
  photo: PhotoJson | undefined,
  owners: readonly PhotoOwner[],
  keep?: readonly (PhotoJson | null | undefined)[],
) => Promise<void>;

/** One live event for one user (the live channel's store). */
export type LiveEventInput = { userId: string; type: string; payload: unknown };

/** Sends live events to users' open streams, in this process or any other (modules/live). */
export type LivePublisher = {
  /** The same event to several users (one row each). */
  publish(userIds: readonly string[], type: string, payload: unknown): Promise<void>;
  /** Different events (e.g. each user's own unread count) in one write. */
  publishEach(events: readonly LiveEventInput[]): Promise<void>;
};

/**
 * What ends, in the same transaction, when a person stops managing a business (removed, left, or
 * made a plain member): the API keys they created for it are revoked for good (modules/integrations,
 * decision 0059), so coming back does not bring them back.
 */
export type ManagerLeft = (db: Db, businessId: string, userId: string) => Promise<void>;

/** Refuses (403, or 404 for an unknown business) unless the user is the owner or an admin of the business (modules/businesses). */
export type RequireManager = (businessId: string, userId: string) => Promise<unknown>;

/** A business row with its category ids in their saved order. */
export type BusinessWithCategories = typeof businesses.$inferSelect & { categoryIds: string[] };

/** What other features ask of the businesses module: the business, who may manage it, and "it changed". */
export type BusinessAccess = {
  /** The business, or 404 naming businessID. */
  load(businessId: string): Promise<BusinessWithCategories>;
  requireManager(businessId: string, userId: string): Promise<'owner' | 'admin'>;
  /** The owner, or 403 (404 when the business does not exist). */
  requireOwner(businessId: string, userId: string): Promise<void>;
  /** The caller's role in the business, or 'none'. */
  session(businessId: string, userId?: string): Promise<BusinessSession>;
  /** After a write elsewhere changed what a visitor sees of these businesses: drops their cached pages and answers. */
  changed(businessIds: readonly string[]): Promise<void>;
};
