/**
 * "Your data" in the settings (decision 0033): ask for a copy of everything the network holds
 * about you; while it is made the section says so (and looks again every few seconds); once
 * ready, a download button (the ZIP comes with the session, to its owner only) until it expires.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSpecMessage, useSpecText } from '~/lib/i18n';
import { Download, FileArchive } from 'lucide-react';
import { DATA_EXPORT_DAYS, DATA_EXPORT_MSG } from '@wbn/contract/constants';
import { errorText } from '~/lib/api-client';
import { formatFileSize } from '~/lib/file-size';
import { LocalDate } from '~/components/relative-time';
import { toast } from '~/lib/toast';
import { buttonClass } from '~/components/button-link';
import { ErrorState } from '~/components/error-state';
import { Spinner } from '~/components/form-field';
import { downloadDataExport, useLatestDataExport, useRequestDataExport } from '../api/your-data';

const size = (bytes: number | null) => (bytes === null ? '' : formatFileSize(bytes));

export function YourDataSection() {
  const latest = useLatestDataExport();
  const request = useRequestDataExport();
  const { t } = useLingui();
  const spec = useSpecText();
  const say = useSpecMessage();

  if (latest.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
        <Spinner /> {t`Loading…`}
      </p>
    );
  }
  if (latest.isError)
    return <ErrorState message={say(errorText(latest.error))!} onRetry={() => void latest.refetch()} />;

  const last = latest.data;
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(spec(DATA_EXPORT_MSG.requested)),
      onError: (e) => toast.error(say(errorText(e))!),
    });
  const askButton = (label: string) => (
    <button
      type="button"
      onClick={ask}
      disabled={request.isPending}
      className={buttonClass('secondary', 'py-2.5 disabled:opacity-60')}
    >
      {request.isPending ? <Spinner /> : <FileArchive aria-hidden="true" className="h-4 w-4" />}
      {label}
    </button>
  );

  if (last?.status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner /> {spec(DATA_EXPORT_MSG.requested)}
      </p>
    );
  }

  if (last?.status === 'ready' && last.expiresAt) {
    const fileSize = size(last.sizeBytes);
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          <Trans>
            Your copy of <LocalDate iso={last.readyAt ?? last.createdAt} /> is ready ({fileSize}). It can be downloaded
            until <LocalDate iso={last.expiresAt} />.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() =>
              void downloadDataExport(last.exportID).catch((e: unknown) => toast.error(say(errorText(e))!))
            }
            className={buttonClass('primary', 'py-2.5')}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t`Download your data`}
          </button>
          {askButton(t`Make a new copy`)}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {t`A ZIP with your profile, the businesses you own and their products, your posts, comments and likes, whom you follow, your conversations, receipts and notifications, and the pictures you uploaded. We e-mail you when it is ready; it stays available for ${DATA_EXPORT_DAYS} days.`}
      </p>
      {last?.status === 'failed' ? (
        <p className="text-sm text-red-700">{t`The last copy could not be made. Please ask again.`}</p>
      ) : null}
      {askButton(t`Download a copy of your data`)}
    </div>
  );
}
