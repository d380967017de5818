/**
 * POST /api/business/profile/{id}/products/import?dryRun=true|false (decision 0037): the file as
 * the multipart field `file`. The dry run answers every row's action and errors and writes nothing;
 * the import writes every valid row in one transaction. Only the import dialog (loaded on demand)
 * imports this module.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueImportResult } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { productKeys } from './keys';

export type { CatalogueImportResult };
export type CatalogueRow = CatalogueImportResult['rows'][number];

/** One import at a time per business: the dialog refuses to close while it runs. */
export const importMutationKey = (businessID: string) => ['products', 'catalogue-import', businessID] as const;

// apiRequest, not the typed client: it sends FormData as it is, and the browser writes the multipart boundary.
export function sendCatalogue(businessID: string, file: File, dryRun: boolean) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<CatalogueImportResult>(
    `/api/business/profile/${encodeURIComponent(businessID)}/products/import?dryRun=${dryRun}`,
    { method: 'POST', body: form },
  );
}

/** The dry run: what the file would do, row by row. */
export const useCheckCatalogue = (businessID: string) =>
  useMutation({ mutationFn: (file: File) => sendCatalogue(businessID, file, true) });

/** The import itself; the business's list and any product page read afresh after it. */
export function useImportCatalogue(businessID: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: importMutationKey(businessID),
    mutationFn: (file: File) => sendCatalogue(businessID, file, false),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productKeys.byBusiness(businessID) }),
        client.invalidateQueries({ queryKey: productKeys.products }),
      ]),
  });
}
