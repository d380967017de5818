/**
 * What a member may do with a request, by its `viewer`: the buyer compares, shortlists, awards and
 * closes; a supplier sends, edits and withdraws their quote. Loaded on demand by the page (the typed
 * client, the forms and the dialogs are no part of its first load, decision 0009).
 */
import type { Rfq } from '@wbn/contract/schemas';
import { BuyerPanel } from './buyer-panel';
import { SupplierPanel } from './supplier-panel';

export function RfqActions({ rfq, userID }: { rfq: Rfq; userID: string }) {
  if (rfq.viewer.isBuyer) return <BuyerPanel rfq={rfq} userID={userID} />;
  if (rfq.viewer.quoteAs.length) return <SupplierPanel rfq={rfq} userID={userID} />;
  return null;
}
