/** The owner's receipts: the list of a business, and one receipt (view and print). */
import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { membershipKeys } from './keys';

export const getReceipts = (businessID: string) => apiRequest<Receipt[]>(`/api/subscription/business/${encodeURIComponent(businessID)}/receipts`);
export const getReceipt = (receiptID: string) => apiRequest<Receipt>(`/api/subscription/receipts/${encodeURIComponent(receiptID)}`);

export const useReceipts = (businessID: string, enabled = true) => useQuery({ queryKey: membershipKeys.receipts(businessID), queryFn: () => getReceipts(businessID), enabled });
export const useReceipt = (receiptID: string | null) =>
  useQuery({ queryKey: membershipKeys.receipt(receiptID ?? ''), queryFn: () => getReceipt(receiptID!), enabled: !!receiptID });
