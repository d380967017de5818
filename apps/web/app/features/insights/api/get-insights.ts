/**
 * GET /api/business/profile/{businessID}/insights?days=7|30|90: what was counted for a business,
 * per day and in total, for its owner and admins (decision 0040). The CSV of the same figures
 * (`downloadInsightsCsv`) is fetched with the session (a plain link would carry no token) and saved
 * from the blob under the name the API gives.
 */
import { useQuery } from '@tanstack/react-query';
import { INSIGHTS_PATHS, type InsightsPeriod, INSIGHTS_TEXT, type ApiEnvelope } from '@wbn/contract/constants';
import type { Insights } from '@wbn/contract/schemas';
import { apiRequest, isApiError, toApiError } from '~/lib/api-client';
import { fileNameOf, saveFile } from '~/lib/save-file';
import { typedCall } from '~/lib/typed-call';
import { insightsKeys } from './keys';

export const getInsights = (businessID: string, days: InsightsPeriod, signal?: AbortSignal) =>
  apiRequest<Insights>(`${INSIGHTS_PATHS.insights(encodeURIComponent(businessID))}?days=${days}`, { signal });

/** Downloads the period's figures as a CSV file; rejects with the ApiError of a refusal or of the network. */
export async function downloadInsightsCsv(businessID: string, days: InsightsPeriod) {
  const { blob, name } = await typedCall(async ({ api }) => {
    const { data, error, response } = await api.GET('/api/business/profile/{id}/insights.csv', {
      params: { path: { id: businessID }, query: { days } },
      parseAs: 'blob',
    });
    if (!response.ok || !data) throw toApiError(response, (error ?? null) as ApiEnvelope<unknown> | null);
    return {
      blob: data as Blob,
      name: fileNameOf(response.headers.get('content-disposition'), INSIGHTS_TEXT.csvFileName(days)),
    };
  });
  saveFile(blob, name);
}

/**
 * The figures of one period. While another period loads, the last one's figures stay on screen
 * (same business only). A refusal or an unknown business (4xx) is final: no retry.
 */
export const useInsights = (businessID: string, days: InsightsPeriod) =>
  useQuery({
    queryKey: insightsKeys.period(businessID, days),
    queryFn: ({ signal }) => getInsights(businessID, days, signal),
    placeholderData: (previous) => (previous?.businessID === businessID ? previous : undefined),
    retry: (failures, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 1,
  });
