/** "Your data" (decision 0033): the latest export, asking for one, and downloading it with the session. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedCall } from '~/lib/typed-call';
import { DATA_EXPORT_MSG, MSG } from '@wbn/contract/constants';
import { ApiError } from '~/lib/api-client';

export const dataExportKey = ['account', 'data-export'] as const;

/** The latest export; looked at again every 3 s while it is being made. */
export const useLatestDataExport = () =>
  useQuery({
    queryKey: dataExportKey,
    queryFn: () => typedCall(({ api, unwrap }) => unwrap(api.GET('/api/user/export'))),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 3000 : false),
  });

export function useRequestDataExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => typedCall(({ api, unwrap }) => unwrap(api.POST('/api/user/export'))),
    onSuccess: () => qc.invalidateQueries({ queryKey: dataExportKey }),
  });
}

/** Fetches the ZIP with the session (it is given to its owner only) and saves it. */
export async function downloadDataExport(exportID: string) {
  const blob = await typedCall(async ({ api }) => {
    const { data, response } = await api.GET('/api/user/export/{exportID}/download', {
      params: { path: { exportID } },
      parseAs: 'blob',
    });
    if (!response.ok || !data)
      throw new ApiError({
        name: 'HttpError',
        message: response.status === 404 ? DATA_EXPORT_MSG.notFound : MSG.unexpectedTryAgain,
        status: response.status,
      });
    return data as Blob;
  });
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: `wbn-data-${exportID}.zip` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
