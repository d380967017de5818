/** The owner's receipts, through the typed client: the list of a business, and one receipt (view and print). */
import { useQuery } from '@tanstack/react-query';
import { typedCall } from '~/lib/typed-call';
import { membershipKeys } from './keys';

export const getReceipts = (businessID: string) =>
  typedCall(({ api, unwrap }) =>
    unwrap(api.GET('/api/subscription/business/{businessID}/receipts', { params: { path: { businessID } } })),
  );
export const getReceipt = (receiptID: string) =>
  typedCall(({ api, unwrap }) =>
    unwrap(api.GET('/api/subscription/receipts/{receiptID}', { params: { path: { receiptID } } })),
  );

export const useReceipts = (businessID: string, enabled = true) =>
  useQuery({ queryKey: membershipKeys.receipts(businessID), queryFn: () => getReceipts(businessID), enabled });
export const useReceipt = (receiptID: string | null) =>
  useQuery({
    queryKey: membershipKeys.receipt(receiptID ?? ''),
    queryFn: () => getReceipt(receiptID!),
    enabled: !!receiptID,
  });
