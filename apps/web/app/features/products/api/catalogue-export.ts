/**
 * GET /api/business/profile/{id}/products/export?format=csv|xlsx (decision 0037): the business's
 * catalogue as a file, given to its owner and admins only, so it is fetched with the session (not
 * a plain link, which would carry no token) and saved from the blob under the name the API gives.
 */
import { CATALOGUE_TEXT, type ApiEnvelope, type CatalogueFormat } from '@wbn/contract/constants';
import { toApiError } from '~/lib/api-client';
import { typedCall } from '~/lib/typed-call';
import { fileNameOf, saveFile } from '~/lib/save-file';

/** Downloads the export; rejects with the ApiError of a refusal (403, 404, 429) or of the network. */
export async function exportCatalogue(businessID: string, format: CatalogueFormat) {
  const { blob, name } = await typedCall(async ({ api }) => {
    const { data, error, response } = await api.GET('/api/business/profile/{id}/products/export', {
      params: { path: { id: businessID }, query: { format } },
      parseAs: 'blob',
    });
    if (!response.ok || !data) throw toApiError(response, (error ?? null) as ApiEnvelope<unknown> | null);
    return {
      blob: data as Blob,
      name: fileNameOf(response.headers.get('content-disposition'), CATALOGUE_TEXT.exportFileName(format)),
    };
  });
  saveFile(blob, name);
}
